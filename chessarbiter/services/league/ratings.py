"""League ratings (rule 4): the monthly rating lists the director supplies, and the higher
ratings the Match Director assigns, each assignment logged with who, when and why."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import delete, insert, select

from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingSupplement,
    assign_higher_rating,
)
from chessarbiter.core.league.stored import Assigned
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


class RatingService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def months(self) -> dict[date, int]:
        """Each supplied month and how many rated players its list holds."""
        return dict(self.season.current().rating_months)

    def load_list(self, data: bytes, source: str, month: date) -> RatingSupplement | None:
        """Store the rating list in ``data`` as the supplement of ``month``, replacing one
        supplied before (ratings frozen from it stay as they are). Returns the replaced list."""
        month = month.replace(day=1)
        from chessarbiter.io.rating_list import read_rating_list  # Excel loads when needed

        parsed = read_rating_list(data, source)
        if not parsed.ok:
            raise file_refused(source, "rating list", parsed.problems)
        with self.season.write() as change:
            session, event_id = change.session, self.season.event_id
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
        with self.season.write() as change:
            session = change.session
            rows = session.execute(
                select(LeagueRosterEntryRow, LeagueTeamRow.name).join(LeagueTeamRow)
                .where(LeagueTeamRow.event_id == self.season.event_id,
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
        """The log of changed ratings, oldest first."""
        return self.season.current().assignments
