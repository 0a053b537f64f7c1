"""league seasons: events.kind and the league tables

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('league_ratings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('month', sa.Date(), nullable=False),
    sa.Column('uscf_id', sa.String(length=20), nullable=False),
    sa.Column('rating', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'month', 'uscf_id')
    )
    op.create_table('league_sections',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=8), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'name')
    )
    with op.batch_alter_table('league_sections', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_sections_event_id'), ['event_id'], unique=False)

    op.create_table('league_teams',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('roster_received', sa.Date(), nullable=True),
    sa.Column('fee_received', sa.Date(), nullable=True),
    sa.Column('deposit_received', sa.Date(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['events.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'name')
    )
    with op.batch_alter_table('league_teams', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_teams_event_id'), ['event_id'], unique=False)

    op.create_table('league_dates',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('section_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('cancelled', sa.Text(), nullable=False),
    sa.Column('agreed_by', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['section_id'], ['league_sections.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('section_id', 'on_date')
    )
    with op.batch_alter_table('league_dates', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_dates_section_id'), ['section_id'], unique=False)

    op.create_table('league_roster_changes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('decisions', sa.JSON(), nullable=False),
    sa.Column('approved_by', sa.String(length=200), nullable=True),
    sa.Column('approved_at', sa.DateTime(), nullable=True),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_roster_changes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_roster_changes_team_id'), ['team_id'], unique=False)

    op.create_table('league_rounds',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('section_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('on_date', sa.Date(), nullable=False),
    sa.Column('bye_team_id', sa.Integer(), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['bye_team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['section_id'], ['league_sections.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('section_id', 'number')
    )
    with op.batch_alter_table('league_rounds', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_rounds_section_id'), ['section_id'], unique=False)

    op.create_table('league_section_teams',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('section_id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('pairing_no', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['section_id'], ['league_sections.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('section_id', 'pairing_no'),
    sa.UniqueConstraint('team_id')
    )
    with op.batch_alter_table('league_section_teams', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_section_teams_section_id'), ['section_id'], unique=False)

    op.create_table('league_matches',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('table_no', sa.Integer(), nullable=False),
    sa.Column('white_team_id', sa.Integer(), nullable=False),
    sa.Column('black_team_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['black_team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['round_id'], ['league_rounds.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['white_team_id'], ['league_teams.id'], ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('round_id', 'table_no')
    )
    with op.batch_alter_table('league_matches', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_matches_round_id'), ['round_id'], unique=False)

    op.create_table('league_roster_entries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('uscf_id', sa.String(length=20), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('expiry', sa.Date(), nullable=True),
    sa.Column('cell_phone', sa.String(length=40), nullable=False),
    sa.Column('home_phone', sa.String(length=40), nullable=False),
    sa.Column('work_phone', sa.String(length=40), nullable=False),
    sa.Column('email', sa.String(length=200), nullable=False),
    sa.Column('address', sa.Text(), nullable=False),
    sa.Column('role', sa.String(length=1), nullable=False),
    sa.Column('rating', sa.Integer(), nullable=True),
    sa.Column('rating_source', sa.String(length=16), nullable=False),
    sa.Column('rating_month', sa.Date(), nullable=True),
    sa.Column('added_on', sa.Date(), nullable=False),
    sa.Column('added_by_id', sa.Integer(), nullable=False),
    sa.Column('removed_by_id', sa.Integer(), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['added_by_id'], ['league_roster_changes.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['removed_by_id'], ['league_roster_changes.id'], ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['team_id'], ['league_teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_roster_entries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_roster_entries_added_by_id'), ['added_by_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_league_roster_entries_removed_by_id'), ['removed_by_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_league_roster_entries_team_id'), ['team_id'], unique=False)

    op.create_table('league_rating_assignments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('entry_id', sa.Integer(), nullable=False),
    sa.Column('previous', sa.Integer(), nullable=True),
    sa.Column('rating', sa.Integer(), nullable=False),
    sa.Column('assigned_by', sa.String(length=200), nullable=False),
    sa.Column('assigned_at', sa.DateTime(), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['entry_id'], ['league_roster_entries.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('league_rating_assignments', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_league_rating_assignments_entry_id'), ['entry_id'], unique=False)

    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('kind', sa.String(length=16), server_default='individual', nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.drop_column('kind')

    with op.batch_alter_table('league_rating_assignments', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_rating_assignments_entry_id'))

    op.drop_table('league_rating_assignments')
    with op.batch_alter_table('league_roster_entries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_roster_entries_team_id'))
        batch_op.drop_index(batch_op.f('ix_league_roster_entries_removed_by_id'))
        batch_op.drop_index(batch_op.f('ix_league_roster_entries_added_by_id'))

    op.drop_table('league_roster_entries')
    with op.batch_alter_table('league_matches', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_matches_round_id'))

    op.drop_table('league_matches')
    with op.batch_alter_table('league_section_teams', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_section_teams_section_id'))

    op.drop_table('league_section_teams')
    with op.batch_alter_table('league_rounds', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_rounds_section_id'))

    op.drop_table('league_rounds')
    with op.batch_alter_table('league_roster_changes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_roster_changes_team_id'))

    op.drop_table('league_roster_changes')
    with op.batch_alter_table('league_dates', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_dates_section_id'))

    op.drop_table('league_dates')
    with op.batch_alter_table('league_teams', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_teams_event_id'))

    op.drop_table('league_teams')
    with op.batch_alter_table('league_sections', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_league_sections_event_id'))

    op.drop_table('league_sections')
    op.drop_table('league_ratings')
