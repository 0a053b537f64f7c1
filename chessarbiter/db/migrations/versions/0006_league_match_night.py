"""league match night

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op


revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('league_coin_tosses',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('section_id', sa.Integer(), nullable=False),
    sa.Column('teams', sa.JSON(), nullable=False),
    sa.Column('seed', sa.Integer(), nullable=True),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['section_id'], ['league_sections.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_coin_tosses', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_coin_tosses_section_id'), ['section_id'], unique=False)

    op.create_table('league_ledger_entries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('cents', sa.Integer(), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_ledger_entries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_ledger_entries_team_id'), ['team_id'], unique=False)

    op.create_table('league_board_results',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('board', sa.Integer(), nullable=False),
    sa.Column('result', sa.String(length=8), nullable=True),
    sa.Column('league_result', sa.String(length=8), nullable=True),
    sa.Column('in_advance', sa.Boolean(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['league_matches.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('match_id', 'board')
    )
    with op.batch_alter_table('league_board_results', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_board_results_match_id'), ['match_id'], unique=False)

    op.create_table('league_claims',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('made_on', sa.Date(), nullable=False),
    sa.Column('elapsed_seconds', sa.Integer(), nullable=False),
    sa.Column('games_complete', sa.Boolean(), nullable=False),
    sa.Column('branch', sa.String(length=8), nullable=False),
    sa.Column('remedy', sa.String(length=16), nullable=False),
    sa.Column('boards', sa.JSON(), nullable=False),
    sa.Column('penalties', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['league_matches.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_claims', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_claims_match_id'), ['match_id'], unique=False)

    op.create_table('league_extra_games',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('white_entry_id', sa.Integer(), nullable=False),
    sa.Column('black_entry_id', sa.Integer(), nullable=False),
    sa.Column('result', sa.String(length=8), nullable=True),
    sa.ForeignKeyConstraint(['black_entry_id'], ['league_roster_entries.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['white_entry_id'], ['league_roster_entries.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_extra_games', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_extra_games_event_id'), ['event_id'], unique=False)

    op.create_table('league_lineups',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('equipment_boards', sa.Integer(), nullable=True),
    sa.Column('equipment_sets', sa.Integer(), nullable=True),
    sa.Column('equipment_clocks', sa.Integer(), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['league_matches.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('match_id', 'team_id')
    )
    with op.batch_alter_table('league_lineups', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_lineups_match_id'), ['match_id'], unique=False)

    op.create_table('league_lineup_boards',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('lineup_id', sa.Integer(), nullable=False),
    sa.Column('board', sa.Integer(), nullable=False),
    sa.Column('entry_id', sa.Integer(), nullable=False),
    sa.Column('absent', sa.Boolean(), nullable=False),
    sa.ForeignKeyConstraint(['entry_id'], ['league_roster_entries.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['lineup_id'], ['league_lineups.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('lineup_id', 'board')
    )
    with op.batch_alter_table('league_lineup_boards', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_lineup_boards_lineup_id'), ['lineup_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('league_lineup_boards', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_lineup_boards_lineup_id'))

    op.drop_table('league_lineup_boards')
    with op.batch_alter_table('league_lineups', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_lineups_match_id'))

    op.drop_table('league_lineups')
    with op.batch_alter_table('league_extra_games', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_extra_games_event_id'))

    op.drop_table('league_extra_games')
    with op.batch_alter_table('league_claims', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_claims_match_id'))

    op.drop_table('league_claims')
    with op.batch_alter_table('league_board_results', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_board_results_match_id'))

    op.drop_table('league_board_results')
    with op.batch_alter_table('league_ledger_entries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_ledger_entries_team_id'))

    op.drop_table('league_ledger_entries')
    with op.batch_alter_table('league_coin_tosses', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_coin_tosses_section_id'))

    op.drop_table('league_coin_tosses')
