"""A Swiss board changed by hand: the criteria the change breaks, and whether the pairing
sheet marks it

Revision ID: 0013
Revises: 0011
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op


revision = '0013'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('manual_note', sa.Text(), nullable=False,
                                      server_default=''))
        batch_op.add_column(sa.Column('manual_marked', sa.Boolean(), nullable=False,
                                      server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('manual_marked')
        batch_op.drop_column('manual_note')
