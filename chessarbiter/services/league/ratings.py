"""League ratings (rule 4): the monthly rating lists the director supplies, and the higher
ratings the Match Director assigns, each assignment logged with who, when and why."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import delete, func, insert, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingAssignment,
    RatingSupplement,
    assign_higher_rating,
)
from chessarbiter.db.league_models import (
    LeagueRatingAssignmentRow,
    LeagueRatingRow,
    LeagueRosterEntryRow,
    LeagueTeamRow,
)
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import entry_of, set_rating
from chessarbiter.services.league.refusals import file_refused
from chessarbiter.services.league.season import LeagueSeason


@dataclass(frozen=True, slots=True)
class Assigned:
    """A rating assignment on one team's roster entry (a line of the log)."""

    team: str
    assignment: RatingAssignment


class RatingService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def months(self) -> dict[date, int]:
        """Each supplied month and how many rated players its list holds."""
        with self.season.db.read() as session:
            return dict(session.execute(
                select(LeagueRatingRow.month, func.count())
                .where(LeagueRatingRow.event_id == self.season.event(session).id)
                .group_by(LeagueRatingRow.month).order_by(LeagueRatingRow.month)
            ).all())

    def load_list(self, data: bytes, source: str, month: date) -> RatingSupplement | None:
        """Store the rating list in ``data`` as the supplement of ``month``, replacing one
        supplied before (ratings frozen from it stay as they are). Returns the replaced list."""
        month = month.replace(day=1)
        from chessarbiter.io.rating_list import read_rating_list  # Excel loads when needed

        parsed = read_rating_list(data, source)
        if not parsed.ok:
            raise file_refused(source, "rating list", parsed.problems)
        with self.season.db.transaction() as session:
            event_id = self.season.event(session).id
            here = (LeagueRatingRow.event_id == event_id, LeagueRatingRow.month == month)
            old = dict(session.execute(
                select(LeagueRatingRow.uscf_id, LeagueRatingRow.rating).where(*here)
            ).all())
            session.execute(delete(LeagueRatingRow).where(*here))
            if parsed.ratings:
                session.execute(insert(LeagueRatingRow), [
                    {"event_id": event_id, "month": month, "uscf_id": i, "rating": r}
                    for i, r in parsed.ratings.items()
                ])
            return RatingSupplement(month, old) if old else None

    def assign(self, uscf_id: str, rating: int, by: str, reason: str = "",
               at: datetime | None = None) -> dict[str, FrozenRating]:
        """Raise a player's league rating on every roster they are on (rule 4: higher only);
        returns, by team, the frozen rating replaced."""
        at = at or datetime.now().replace(microsecond=0)
        with self.season.db.transaction() as session:
            rows = session.execute(
                select(LeagueRosterEntryRow, LeagueTeamRow.name).join(LeagueTeamRow)
                .where(LeagueTeamRow.event_id == self.season.event(session).id,
                       LeagueRosterEntryRow.uscf_id == uscf_id,
                       LeagueRosterEntryRow.removed_by_id.is_(None))
                .order_by(LeagueRosterEntryRow.id)
            ).all()
            if not rows:
                raise ActionRefused(f"{uscf_id} is on no roster of the season", "uscf_id")
            before: dict[str, FrozenRating] = {}
            for row, team in rows:
                before[team] = entry_of(row).rating
                try:
                    frozen, log = assign_higher_rating(uscf_id, before[team], rating, by, at,
                                                       reason)
                except ValueError as exc:
                    raise ActionRefused(f"{team}: {exc}", "rating") from None
                set_rating(row, frozen)
                session.add(LeagueRatingAssignmentRow(
                    entry_id=row.id, previous=log.previous, rating=log.rating,
                    assigned_by=log.by, assigned_at=log.at, reason=log.reason))
            return before

    def assignments(self) -> tuple[Assigned, ...]:
        """The log of assigned ratings, oldest first."""
        with self.season.db.read() as session:
            return load_assignments(session, self.season.event(session).id)


def load_assignments(session: Session, event_id: int) -> tuple[Assigned, ...]:
    rows = session.execute(
        select(LeagueRatingAssignmentRow, LeagueRosterEntryRow.uscf_id, LeagueTeamRow.name)
        .join(LeagueRosterEntryRow, LeagueRosterEntryRow.id == LeagueRatingAssignmentRow.entry_id)
        .join(LeagueTeamRow, LeagueTeamRow.id == LeagueRosterEntryRow.team_id)
        .where(LeagueTeamRow.event_id == event_id)
        .order_by(LeagueRatingAssignmentRow.id)
    ).all()
    return tuple(
        Assigned(team, RatingAssignment(uscf_id, a.previous, a.rating, a.assigned_by,
                                        a.assigned_at, a.reason))
        for a, uscf_id, team in rows
    )
