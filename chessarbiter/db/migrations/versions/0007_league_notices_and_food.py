"""League notices (rule 30.b) and food purchases (rule 30.d)

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op


revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('league_food',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('purchased_cents', sa.Integer(), nullable=False),
    sa.Column('weights', sa.JSON(), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'on_date')
    )
    op.create_table('league_notices',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('given_at', sa.DateTime(), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_notices', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_notices_team_id'), ['team_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('league_notices', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_notices_team_id'))

    op.drop_table('league_notices')
    op.drop_table('league_food')
