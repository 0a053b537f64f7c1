"""A Swiss event's forbidden pairs: two players the pairing may not pair in a range of rounds
(read from a file's TRF-2026 260 records). No data to carry over: earlier files had none.

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-05
"""

import sqlalchemy as sa
from alembic import op


revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('forbidden_pairs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('first_round', sa.Integer(), nullable=False),
    sa.Column('last_round', sa.Integer(), nullable=False),
    sa.Column('player_a_id', sa.Integer(), nullable=False),
    sa.Column('player_b_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_a_id'], ['players.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_b_id'], ['players.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('forbidden_pairs', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_forbidden_pairs_event_id'), ['event_id'],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table('forbidden_pairs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_forbidden_pairs_event_id'))
    op.drop_table('forbidden_pairs')
