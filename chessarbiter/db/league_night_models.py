"""The match-night tables of a league season: lineups, board results, claims, extra rated
games, and the director's entries the ledger and standings work from (ledger entries, coin
tosses, notices, food, decisions, playoffs). Rows hold what was entered or decided; every
score and deduction is worked out again from them (see :mod:`league_models`).
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
from sqlalchemy import false as sa_false
from sqlalchemy.orm import Mapped, mapped_column

from chessarbiter.db import league_models  # noqa: F401 (the tables these rows refer to)
from chessarbiter.db.models import Base


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
    on_date: Mapped[date | None] = mapped_column(Date, default=None)  # None: created_at's day


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
    with_gratuity: Mapped[bool] = mapped_column(Boolean, default=False,
                                                server_default=sa_false())


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


class LeaguePlayoffRow(Base):
    """A playoff the Match Director held between tied teams of a section (rule 25.a): each
    team's playoff score, which ranks them before any other tie-break."""

    __tablename__ = "league_playoffs"

    id: Mapped[int] = mapped_column(primary_key=True)
    section_id: Mapped[int] = mapped_column(
        ForeignKey("league_sections.id", ondelete="CASCADE"), index=True
    )
    on_date: Mapped[date] = mapped_column(Date)
    scores: Mapped[dict[str, float]] = mapped_column(JSON)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
