"""initial schema

Revision ID: 0001
Revises: 
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op


revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('site', sa.String(length=200), nullable=False),
    sa.Column('federation', sa.String(length=3), nullable=False),
    sa.Column('start_date', sa.String(length=10), nullable=False),
    sa.Column('end_date', sa.String(length=10), nullable=False),
    sa.Column('arbiter', sa.String(length=200), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('rounds', sa.Integer(), nullable=False),
    sa.Column('lots_seed', sa.String(length=64), nullable=True),
    sa.Column('extra_trf', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('players',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('start_no', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('fide_rating', sa.Integer(), nullable=True),
    sa.Column('uscf_rating', sa.Integer(), nullable=True),
    sa.Column('federation', sa.String(length=3), nullable=False),
    sa.Column('fide_id', sa.String(length=20), nullable=False),
    sa.Column('uscf_id', sa.String(length=20), nullable=False),
    sa.Column('uscf_expiry', sa.Date(), nullable=True),
    sa.Column('title', sa.String(length=4), nullable=False),
    sa.Column('sex', sa.String(length=1), nullable=False),
    sa.Column('birth_date', sa.Date(), nullable=True),
    sa.Column('withdrawn_after', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'start_no')
    )
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_players_event_id'), ['event_id'], unique=False)

    op.create_table('byes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=8), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'round', 'player_id')
    )
    with op.batch_alter_table('byes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_byes_event_id'), ['event_id'], unique=False)

    op.create_table('games',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('board', sa.Integer(), nullable=False),
    sa.Column('white_id', sa.Integer(), nullable=False),
    sa.Column('black_id', sa.Integer(), nullable=False),
    sa.Column('result', sa.String(length=8), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['black_id'], ['players.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['white_id'], ['players.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'round', 'board')
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_games_event_id'), ['event_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_games_event_id'))

    op.drop_table('games')
    with op.batch_alter_table('byes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_byes_event_id'))

    op.drop_table('byes')
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_players_event_id'))

    op.drop_table('players')
    op.drop_table('events')
