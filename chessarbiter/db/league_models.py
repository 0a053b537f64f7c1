"""The tables of a league season (an event whose ``kind`` is "league").

As for individual events, rows hold what the director entered or decided; what the rules
derive (team ratings, whether a team is entered, which dates are left for extra rated games)
is computed by :mod:`chessarbiter.core.league` on load and never stored.

A roster entry is never deleted by a roster change: the change that removed it is recorded
on it, so the rosters on any date and the change log come from the same rows. Deleting a
change row undoes it (entries it added go, entries it removed come back).
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from chessarbiter.db.models import Base


class LeagueTeamRow(Base):
    """A team of the season and what has been received for its entry (rule 11)."""

    __tablename__ = "league_teams"
    __table_args__ = (UniqueConstraint("event_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    roster_received: Mapped[date | None] = mapped_column(Date, default=None)
    fee_received: Mapped[date | None] = mapped_column(Date, default=None)
    deposit_received: Mapped[date | None] = mapped_column(Date, default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueRosterChangeRow(Base):
    """One dated roster change (rule 13), with the rules' decisions and any approval.

    A team's registration is logged as its first change (the whole roster added).
    """

    __tablename__ = "league_roster_changes"

    id: Mapped[int] = mapped_column(primary_key=True)
    team_id: Mapped[int] = mapped_column(
        ForeignKey("league_teams.id", ondelete="CASCADE"), index=True
    )
    on_date: Mapped[date] = mapped_column(Date)
    decisions: Mapped[list[dict[str, str]]] = mapped_column(JSON)
    approved_by: Mapped[str | None] = mapped_column(String(200), default=None)
    approved_at: Mapped[datetime | None] = mapped_column(DateTime, default=None)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueRosterEntryRow(Base):
    """A member on a team's roster (rule 12) with the rating frozen when added (rule 4)."""

    __tablename__ = "league_roster_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    team_id: Mapped[int] = mapped_column(
        ForeignKey("league_teams.id", ondelete="CASCADE"), index=True
    )
    uscf_id: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(200))
    expiry: Mapped[date | None] = mapped_column(Date, default=None)
    cell_phone: Mapped[str] = mapped_column(String(40), default="")
    home_phone: Mapped[str] = mapped_column(String(40), default="")
    work_phone: Mapped[str] = mapped_column(String(40), default="")
    email: Mapped[str] = mapped_column(String(200), default="")
    address: Mapped[str] = mapped_column(Text, default="")
    role: Mapped[str] = mapped_column(String(1), default="")  # "C" captain, "A" alternate
    rating: Mapped[int | None] = mapped_column(Integer, default=None)
    rating_source: Mapped[str] = mapped_column(String(16))
    rating_month: Mapped[date | None] = mapped_column(Date, default=None)
    added_on: Mapped[date] = mapped_column(Date)
    added_by_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_changes.id", ondelete="CASCADE"), index=True
    )
    removed_by_id: Mapped[int | None] = mapped_column(
        ForeignKey("league_roster_changes.id", ondelete="SET NULL"), default=None, index=True
    )
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueRatingAssignmentRow(Base):
    """A rating the Match Director raised on one roster entry (rule 4), kept as a log."""

    __tablename__ = "league_rating_assignments"

    id: Mapped[int] = mapped_column(primary_key=True)
    entry_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_entries.id", ondelete="CASCADE"), index=True
    )
    previous: Mapped[int | None] = mapped_column(Integer, default=None)
    rating: Mapped[int] = mapped_column(Integer)
    assigned_by: Mapped[str] = mapped_column(String(200))
    assigned_at: Mapped[datetime] = mapped_column(DateTime)
    reason: Mapped[str] = mapped_column(Text, default="")


class LeagueRatingRow(Base):
    """One line of a monthly rating supplement the director supplied; absent IDs are unrated."""

    __tablename__ = "league_ratings"
    # the unique constraint's index also serves looking a month up
    __table_args__ = (UniqueConstraint("event_id", "month", "uscf_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    month: Mapped[date] = mapped_column(Date)  # first day of the month in effect
    uscf_id: Mapped[str] = mapped_column(String(20))
    rating: Mapped[int] = mapped_column(Integer)


class LeagueSectionRow(Base):
    __tablename__ = "league_sections"
    __table_args__ = (UniqueConstraint("event_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(8))
    position: Mapped[int] = mapped_column(Integer)


class LeagueSectionTeamRow(Base):
    """A team in a section; ``pairing_no`` is its number in the section's round robin."""

    __tablename__ = "league_section_teams"
    __table_args__ = (UniqueConstraint("section_id", "pairing_no"), UniqueConstraint("team_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    section_id: Mapped[int] = mapped_column(
        ForeignKey("league_sections.id", ondelete="CASCADE"), index=True
    )
    team_id: Mapped[int] = mapped_column(ForeignKey("league_teams.id", ondelete="RESTRICT"))
    pairing_no: Mapped[int] = mapped_column(Integer)


class LeagueDateRow(Base):
    """A date of a section's calendar: announced, added with the captains' agreement
    (``agreed_by``, team names), or cancelled (``cancelled`` says why)."""

    __tablename__ = "league_dates"
    __table_args__ = (UniqueConstraint("section_id", "on_date"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    section_id: Mapped[int] = mapped_column(
        ForeignKey("league_sections.id", ondelete="CASCADE"), index=True
    )
    on_date: Mapped[date] = mapped_column(Date)
    cancelled: Mapped[str] = mapped_column(Text, default="")
    agreed_by: Mapped[list[str]] = mapped_column(JSON)


class LeagueRoundRow(Base):
    """A round of a section's round robin: the date it is played on, the team with the bye."""

    __tablename__ = "league_rounds"
    __table_args__ = (UniqueConstraint("section_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    section_id: Mapped[int] = mapped_column(
        ForeignKey("league_sections.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int] = mapped_column(Integer)
    on_date: Mapped[date] = mapped_column(Date)
    bye_team_id: Mapped[int | None] = mapped_column(
        ForeignKey("league_teams.id", ondelete="RESTRICT"), default=None
    )
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueMatchRow(Base):
    """A team match of a round; ``white_team_id`` has White on board 1."""

    __tablename__ = "league_matches"
    __table_args__ = (UniqueConstraint("round_id", "table_no"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(
        ForeignKey("league_rounds.id", ondelete="CASCADE"), index=True
    )
    table_no: Mapped[int] = mapped_column(Integer)
    white_team_id: Mapped[int] = mapped_column(ForeignKey("league_teams.id", ondelete="RESTRICT"))
    black_team_id: Mapped[int] = mapped_column(ForeignKey("league_teams.id", ondelete="RESTRICT"))
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueLineupRow(Base):
    """One team's lineup for one match as the captain designated it (rule 15), with the
    equipment the team brought when it was short (rule 19: None means complete).

    A lineup with no boards records a team that did not turn up (every board forfeited).
    """

    __tablename__ = "league_lineups"
    __table_args__ = (UniqueConstraint("match_id", "team_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(
        ForeignKey("league_matches.id", ondelete="CASCADE"), index=True
    )
    team_id: Mapped[int] = mapped_column(ForeignKey("league_teams.id", ondelete="RESTRICT"))
    equipment_boards: Mapped[int | None] = mapped_column(Integer, default=None)
    equipment_sets: Mapped[int | None] = mapped_column(Integer, default=None)
    equipment_clocks: Mapped[int | None] = mapped_column(Integer, default=None)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueLineupBoardRow(Base):
    """A designated board of a lineup; ``absent`` when the player did not come and is not
    expected (rule 17: the players present move up, the bottom boards are forfeited)."""

    __tablename__ = "league_lineup_boards"
    __table_args__ = (UniqueConstraint("lineup_id", "board"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    lineup_id: Mapped[int] = mapped_column(
        ForeignKey("league_lineups.id", ondelete="CASCADE"), index=True
    )
    board: Mapped[int] = mapped_column(Integer)
    entry_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_entries.id", ondelete="RESTRICT")
    )
    absent: Mapped[bool] = mapped_column(Boolean, default=False)


class LeagueBoardResultRow(Base):
    """A board of a match: the result played (by colour), the league result a ruling on a
    claim put in its place (rule 16), and whether it was played in advance (rule 18)."""

    __tablename__ = "league_board_results"
    __table_args__ = (UniqueConstraint("match_id", "board"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(
        ForeignKey("league_matches.id", ondelete="CASCADE"), index=True
    )
    board: Mapped[int] = mapped_column(Integer)
    result: Mapped[str | None] = mapped_column(String(8), default=None)
    league_result: Mapped[str | None] = mapped_column(String(8), default=None)
    in_advance: Mapped[bool] = mapped_column(Boolean, default=False)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class LeagueClaimRow(Base):
    """A board-order claim about one team in one match and the TD's ruling (rule 16);
    penalties are seconds by US Chess ID."""

    __tablename__ = "league_claims"

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(
        ForeignKey("league_matches.id", ondelete="CASCADE"), index=True
    )
    team_id: Mapped[int] = mapped_column(ForeignKey("league_teams.id", ondelete="RESTRICT"))
    made_on: Mapped[date] = mapped_column(Date)
    elapsed_seconds: Mapped[int] = mapped_column(Integer)
    games_complete: Mapped[bool] = mapped_column(Boolean, default=False)
    branch: Mapped[str] = mapped_column(String(8))
    remedy: Mapped[str] = mapped_column(String(16))
    boards: Mapped[list[int]] = mapped_column(JSON)
    penalties: Mapped[dict[str, int]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueExtraGameRow(Base):
    """An extra rated game (rule 21): rated and counted for memberships, never scored."""

    __tablename__ = "league_extra_games"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    on_date: Mapped[date] = mapped_column(Date)
    white_entry_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_entries.id", ondelete="RESTRICT")
    )
    black_entry_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_entries.id", ondelete="RESTRICT")
    )
    result: Mapped[str | None] = mapped_column(String(8), default=None)


class LeagueLedgerEntryRow(Base):
    """An entry the director made in a team's deposit ledger: money in or out (deposit,
    payment, deduction, refund) or a fact a rule-30 deduction is worked out from (damages:
    the actual cost; withdrawal). Automatic deductions are never stored."""

    __tablename__ = "league_ledger_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    team_id: Mapped[int] = mapped_column(
        ForeignKey("league_teams.id", ondelete="CASCADE"), index=True
    )
    on_date: Mapped[date] = mapped_column(Date)
    kind: Mapped[str] = mapped_column(String(16))
    cents: Mapped[int] = mapped_column(Integer)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueCoinTossRow(Base):
    """A coin toss between teams tied after every other tie-break (rule 25.k), winner first;
    ``seed`` when the program tossed, None when the TD recorded a physical toss."""

    __tablename__ = "league_coin_tosses"

    id: Mapped[int] = mapped_column(primary_key=True)
    section_id: Mapped[int] = mapped_column(
        ForeignKey("league_sections.id", ondelete="CASCADE"), index=True
    )
    teams: Mapped[list[str]] = mapped_column(JSON)
    seed: Mapped[int | None] = mapped_column(Integer, default=None)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueNoticeRow(Base):
    """A team's notice to the Match Director that it will not play a round, and when it was
    given (rule 30.b: a whole match forfeited without 24 hours' notice costs a fine)."""

    __tablename__ = "league_notices"

    id: Mapped[int] = mapped_column(primary_key=True)
    team_id: Mapped[int] = mapped_column(
        ForeignKey("league_teams.id", ondelete="CASCADE"), index=True
    )
    round: Mapped[int] = mapped_column(Integer)
    given_at: Mapped[datetime] = mapped_column(DateTime)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueFoodRow(Base):
    """The food bought at the site on a date (rule 30.d splits a shortfall below the minimum
    over the teams scheduled that day); ``weights`` holds the director's larger shares by
    team name, a team not named counting once."""

    __tablename__ = "league_food"
    __table_args__ = (UniqueConstraint("event_id", "on_date"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    on_date: Mapped[date] = mapped_column(Date)
    purchased_cents: Mapped[int] = mapped_column(Integer)
    weights: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class LeagueDecisionRow(Base):
    """A director's decision or an appeal of one (rule 35), for the season's log. An appeal
    is the hearing body's decision with ``appeal_of`` set; the committee's (35.d) keeps its
    vote and size, since only a share of the entire committee overrules."""

    __tablename__ = "league_decisions"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    on_date: Mapped[date] = mapped_column(Date)
    made_by: Mapped[str] = mapped_column(String(16))
    under: Mapped[str] = mapped_column(String(8), default="league")
    subject: Mapped[str] = mapped_column(Text, default="")
    decision: Mapped[str] = mapped_column(Text)
    appeal_of: Mapped[int | None] = mapped_column(
        ForeignKey("league_decisions.id", ondelete="CASCADE"), default=None)
    votes_to_overrule: Mapped[int | None] = mapped_column(Integer, default=None)
    committee_size: Mapped[int | None] = mapped_column(Integer, default=None)
    outcome: Mapped[str | None] = mapped_column(String(16), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime)
