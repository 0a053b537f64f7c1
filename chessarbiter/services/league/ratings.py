"""League ratings (rule 4): the monthly rating lists the director supplies, and the higher
ratings the Match Director assigns, each assignment logged with who, when and why."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.provisional import (
    Replacement,
    moved_teams,
    replacements,
    team_ratings,
    with_replacements,
)
from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingSupplement,
    assign_higher_rating,
)
from chessarbiter.core.league.season import Season
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


@dataclass(frozen=True, slots=True)
class LoadedList:
    """What loading a month's list did: the list it replaced, the provisional ratings it
    replaced (rule 4) and the teams it would put in another section (accepted)."""

    replaced: RatingSupplement | None
    replacements: tuple[Replacement, ...]
    moves: list[str]


class RatingService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def months(self) -> dict[date, int]:
        """Each supplied month and how many rated players its list holds."""
        return dict(self.season.current().rating_months)

    def load_list(self, data: bytes, source: str, month: date, accept_moves: bool = False,
                  at: datetime | None = None) -> LoadedList:
        """Store the rating list in ``data`` as the supplement of ``month``, replacing one
        supplied before (ratings frozen from it stay as they are). Provisional ratings of
        players who joined in ``month`` become the list's (rule 4), logged at ``at``
        (default now); once sections are stored, a list that would put a team in another
        section is refused unless ``accept_moves`` (the sections stay as they are)."""
        month = month.replace(day=1)
        from chessarbiter.io.rating_list import read_rating_list  # Excel loads when needed

        parsed = read_rating_list(data, source)
        if not parsed.ok:
            raise file_refused(source, "rating list", parsed.problems)
        at = at or datetime.now().replace(microsecond=0)
        with self.season.write() as change:
            session, event_id, season = change.session, self.season.event_id, change.before
            here = (LeagueRatingRow.event_id == event_id, LeagueRatingRow.month == month)
            old = dict(session.execute(
                select(LeagueRatingRow.uscf_id, LeagueRatingRow.rating).where(*here)
            ).all())
            done = replacements(season.teams, RatingSupplement(month, parsed.ratings),
                                season.settings, at)
            moves = moved_teams(season.sections, season.team_ratings(), team_ratings(
                with_replacements(season.teams, done), season.settings), season.settings)
            if moves and not accept_moves:
                raise ActionRefused(f"rule 4: the {month:%B %Y} list replaces provisional "
                                    f"ratings and the sections are fixed: {'; '.join(moves)}. "
                                    "Load it again accepting that (the sections stay as they "
                                    "are; move a team yourself if you want)", "accept")
            session.execute(delete(LeagueRatingRow).where(*here))
            if parsed.ratings:
                session.execute(insert(LeagueRatingRow), [
                    {"event_id": event_id, "month": month, "uscf_id": i, "rating": r}
                    for i, r in parsed.ratings.items()
                ])
            self._replace(session, season, done)
            return LoadedList(RatingSupplement(month, old) if old else None, done, moves)

    @staticmethod
    def _replace(session: Session, season: Season, done: Sequence[Replacement]) -> None:
        for r in done:
            a = r.logged.assignment
            row = session.get(LeagueRosterEntryRow, season.entry_id(r.logged.team, a.uscf_id))
            assert row is not None
            set_rating(row, r.rating)
            session.add(LeagueRatingAssignmentRow(
                entry_id=row.id, previous=a.previous, rating=a.rating, assigned_by=a.by,
                assigned_at=a.at, reason=a.reason, source=a.source.value))

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
