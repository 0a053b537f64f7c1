"""A Swiss event's virtual points per player and round (read from a file's XXA records or
given by the acceleration when the round was paired), and the round a late entry entered

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op


revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('accelerations',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('points', sa.Float(), nullable=False),
    sa.Column('computed', sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('player_id', 'round', name='uq_acceleration_player_round')
    )
    with op.batch_alter_table('accelerations', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_accelerations_event_id'), ['event_id'],
                              unique=False)
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.add_column(sa.Column('entered_round', sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_column('entered_round')
    with op.batch_alter_table('accelerations', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_accelerations_event_id'))
    op.drop_table('accelerations')
