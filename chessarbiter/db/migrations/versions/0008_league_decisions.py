"""League decisions and appeals (rule 35)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op


revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('league_decisions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('made_by', sa.String(length=16), nullable=False),
    sa.Column('under', sa.String(length=8), nullable=False),
    sa.Column('subject', sa.Text(), nullable=False),
    sa.Column('decision', sa.Text(), nullable=False),
    sa.Column('appeal_of', sa.Integer(), nullable=True),
    sa.Column('votes_to_overrule', sa.Integer(), nullable=True),
    sa.Column('committee_size', sa.Integer(), nullable=True),
    sa.Column('outcome', sa.String(length=16), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['appeal_of'], ['league_decisions.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_decisions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_decisions_event_id'), ['event_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('league_decisions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_decisions_event_id'))

    op.drop_table('league_decisions')
