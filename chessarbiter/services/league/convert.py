"""Translation between the league tables and the core's frozen values.

The season's rosters are loaded whole (teams, current entries, the change log) because every
rule-13 check looks at all of them; a season is at most a few dozen teams of eight.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.ratings import FrozenRating, RatingSupplement
from chessarbiter.core.league.roster_log import LoggedChange, Rosters
from chessarbiter.core.league.roster_rules import Decision
from chessarbiter.core.league.teams import Role, RosterEntry, Team
from chessarbiter.db.database import raw_execute
from chessarbiter.db.league_models import (
    LeagueRatingRow,
    LeagueRosterChangeRow,
    LeagueRosterEntryRow,
    LeagueTeamRow,
)
from chessarbiter.db.league_reads import read_rosters
from chessarbiter.db.league_rows import MEMBER_FIELDS
from chessarbiter.db.league_rows import entry_of as entry_of
from chessarbiter.services.errors import ActionRefused


@dataclass(frozen=True, slots=True)
class StoredRosters:
    """The season's rosters and the rows they were read from, to write a change back."""

    rosters: Rosters
    team_rows: dict[str, LeagueTeamRow]  # by team name
    current: dict[str, list[LeagueRosterEntryRow]]  # team name → entries on the roster now

    def team_row(self, name: str) -> LeagueTeamRow:
        try:
            return self.team_rows[name]
        except KeyError:
            raise ActionRefused(f"there is no team named {name!r}", "team") from None

    def team(self, name: str) -> Team:
        self.team_row(name)
        return next(t for t in self.rosters.teams if t.name == name)


def load_rosters(session: Session, event_id: int) -> StoredRosters:
    """The rosters as values (by the plain-SQL loader, in this session's transaction) and the
    rows a change writes back to."""
    teams = list(session.scalars(
        select(LeagueTeamRow).where(LeagueTeamRow.event_id == event_id).order_by(LeagueTeamRow.id)
    ))
    names = {t.id: t.name for t in teams}
    current: dict[str, list[LeagueRosterEntryRow]] = {t.name: [] for t in teams}
    for e in session.scalars(
            select(LeagueRosterEntryRow).join(LeagueTeamRow)
            .where(LeagueTeamRow.event_id == event_id, LeagueRosterEntryRow.removed_by_id.is_(None))
            .order_by(LeagueRosterEntryRow.id)):
        current[names[e.team_id]].append(e)
    rosters = read_rosters(raw_execute(session), event_id)
    return StoredRosters(rosters, {t.name: t for t in teams}, current)


def store_change(
    session: Session, team: LeagueTeamRow, logged: LoggedChange,
    current: Sequence[LeagueRosterEntryRow], roles: Team | None = None,
) -> LeagueRosterChangeRow:
    """Write a change the core accepted: its log line, removals marked, additions added
    (with the roles ``roles`` gives them, for a team registered whole)."""
    change, approval = logged.change, logged.approval
    row = LeagueRosterChangeRow(
        team_id=team.id, on_date=change.on,
        decisions=[decision_dict(d) for d in logged.decisions],
        approved_by=approval.by if approval else None,
        approved_at=approval.at if approval else None, note=approval.note if approval else "",
        created_at=datetime.now(UTC).replace(tzinfo=None),
    )
    session.add(row)
    session.flush()
    for e in current:
        if e.uscf_id in change.remove:
            e.removed_by_id = row.id
    for entry in change.add:
        role = roles.role(entry.uscf_id) if roles else Role.PLAYER
        new = LeagueRosterEntryRow(team_id=team.id, added_by_id=row.id, role=role.value)
        fill_entry(new, entry)
        session.add(new)
    session.flush()
    return row


def fill_entry(row: LeagueRosterEntryRow, entry: RosterEntry) -> None:
    for f in MEMBER_FIELDS:
        setattr(row, f, getattr(entry.member, f))
    set_rating(row, entry.rating)
    row.added_on = entry.added_on


def set_rating(row: LeagueRosterEntryRow, rating: FrozenRating) -> None:
    row.rating, row.rating_month = rating.value, rating.month
    row.rating_source = rating.source.value


def load_supplements(
    session: Session, event_id: int, ids: Collection[str]
) -> tuple[RatingSupplement, ...]:
    """Every supplied month, each holding only the ratings of ``ids``: all the core's lookup
    by ID needs, without reading whole supplements of thousands of players."""
    months = session.scalars(
        select(LeagueRatingRow.month).where(LeagueRatingRow.event_id == event_id).distinct()
    ).all()
    ratings: dict[date, dict[str, int]] = {m: {} for m in months}
    if ids:
        for month, uscf_id, rating in session.execute(
            select(LeagueRatingRow.month, LeagueRatingRow.uscf_id, LeagueRatingRow.rating)
            .where(LeagueRatingRow.event_id == event_id, LeagueRatingRow.uscf_id.in_(ids))
        ):
            ratings[month][uscf_id] = rating
    return tuple(RatingSupplement(m, ratings[m]) for m in sorted(months))


def decision_dict(d: Decision) -> dict[str, str]:
    return {"rule": d.rule, "verdict": d.verdict.name.lower(), "reason": d.reason}
