"""League season revision, dated tosses and calendar decisions, ratings replaced by a list,
food receipts with gratuity, team playoffs (rule 25.a)

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-06
"""

import sqlalchemy as sa
from alembic import op


revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('revision', sa.Integer(), nullable=False,
                                      server_default='0'))
    with op.batch_alter_table('league_food', schema=None) as batch_op:
        batch_op.add_column(sa.Column('with_gratuity', sa.Boolean(), nullable=False,
                                      server_default=sa.false()))
    with op.batch_alter_table('league_coin_tosses', schema=None) as batch_op:
        batch_op.add_column(sa.Column('on_date', sa.Date(), nullable=True))
    with op.batch_alter_table('league_dates', schema=None) as batch_op:
        batch_op.add_column(sa.Column('decided_on', sa.Date(), nullable=True))
    with op.batch_alter_table('league_rating_assignments', schema=None) as batch_op:
        batch_op.add_column(sa.Column('source', sa.String(length=16), nullable=False,
                                      server_default='assigned'))
        batch_op.alter_column('rating', existing_type=sa.Integer(), nullable=True)
    op.create_table('league_playoffs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('section_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('scores', sa.JSON(), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['section_id'], ['league_sections.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_playoffs', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_playoffs_section_id'), ['section_id'],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table('league_playoffs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_playoffs_section_id'))
    op.drop_table('league_playoffs')
    with op.batch_alter_table('league_rating_assignments', schema=None) as batch_op:
        batch_op.alter_column('rating', existing_type=sa.Integer(), nullable=False)
        batch_op.drop_column('source')
    with op.batch_alter_table('league_dates', schema=None) as batch_op:
        batch_op.drop_column('decided_on')
    with op.batch_alter_table('league_coin_tosses', schema=None) as batch_op:
        batch_op.drop_column('on_date')
    with op.batch_alter_table('league_food', schema=None) as batch_op:
        batch_op.drop_column('with_gratuity')
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.drop_column('revision')
