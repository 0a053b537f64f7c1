"""An incident's forfeit decision remembers the board's result before it set the board

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op


revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('incidents', schema=None) as batch_op:
        batch_op.add_column(sa.Column('result_set', sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column('result_before', sa.String(length=8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('incidents', schema=None) as batch_op:
        batch_op.drop_column('result_before')
        batch_op.drop_column('result_set')
