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
    """A league rating changed on one roster entry (rule 4), kept as a log: raised by the
    Match Director, or a provisional rating replaced when its month's list arrived."""

    __tablename__ = "league_rating_assignments"

    id: Mapped[int] = mapped_column(primary_key=True)
    entry_id: Mapped[int] = mapped_column(
        ForeignKey("league_roster_entries.id", ondelete="CASCADE"), index=True
    )
    previous: Mapped[int | None] = mapped_column(Integer, default=None)
    rating: Mapped[int | None] = mapped_column(Integer, default=None)
    assigned_by: Mapped[str] = mapped_column(String(200))  # the director, or the list's month
    assigned_at: Mapped[datetime] = mapped_column(DateTime)
    reason: Mapped[str] = mapped_column(Text, default="")
    # "assigned" by the director, or "supplement": a provisional rating the list replaced
    source: Mapped[str] = mapped_column(String(16), default="assigned",
                                        server_default="assigned")


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
    decided_on: Mapped[date | None] = mapped_column(Date, default=None)  # None: that day


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
