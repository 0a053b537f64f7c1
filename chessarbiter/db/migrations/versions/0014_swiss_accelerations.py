"""A Swiss event's virtual points per player and round (read from a file's XXA records or
given by the acceleration when the round was paired), and the round a late entry entered

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-02
"""

import json

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
    _mark_late_entries()


def _mark_late_entries() -> None:
    """The late entries the program inferred before: in a Swiss with rounds paired, a player
    without a game whose every round so far is a zero- or half-point bye (as added)."""
    conn = op.get_bind()
    events = conn.execute(sa.text(
        "select id, rounds, settings from events where rounds > 0")).all()
    for event_id, rounds, settings in events:
        data = json.loads(settings) if isinstance(settings, str) else settings
        if data.get('system') != 'swiss-dutch':
            continue
        conn.execute(sa.text(
            "update players set entered_round = :entered where event_id = :event"
            " and id not in (select white_id from games where event_id = :event)"
            " and id not in (select black_id from games where event_id = :event)"
            " and (select count(*) from byes b where b.player_id = players.id"
            "      and b.kind in ('Z', 'H')) = :rounds"
            " and (select count(*) from byes b where b.player_id = players.id) = :rounds"),
            {"entered": rounds + 1, "event": event_id, "rounds": rounds})


def downgrade() -> None:
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_column('entered_round')
    with op.batch_alter_table('accelerations', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_accelerations_event_id'))
    op.drop_table('accelerations')
