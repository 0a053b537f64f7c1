"""TRF files kept as read: events.trf_source and events.trf_base; 032/042/052 at full length

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op


revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('trf_source', sa.Text(), server_default='', nullable=False))
        batch_op.add_column(sa.Column('trf_base', sa.Text(), server_default='', nullable=False))
        for column in ('federation', 'start_date', 'end_date'):
            batch_op.alter_column(column, existing_type=sa.String(length=10 if 'date' in column else 3),
                                  type_=sa.String(length=200), existing_nullable=False)


def downgrade() -> None:
    with op.batch_alter_table('events', schema=None) as batch_op:
        for column in ('federation', 'start_date', 'end_date'):
            batch_op.alter_column(column, existing_type=sa.String(length=200),
                                  type_=sa.String(length=10 if 'date' in column else 3),
                                  existing_nullable=False)
        batch_op.drop_column('trf_base')
        batch_op.drop_column('trf_source')
