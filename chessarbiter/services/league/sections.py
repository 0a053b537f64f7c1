"""Sections of the season (rule 6): proposed by team rating (rule 5), edited by the Match
Director, fixed once the schedule is made from them."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.sections import (
    Section,
    move_team,
    propose_sections,
    unusual_sections,
)
from chessarbiter.db.database import raw_execute
from chessarbiter.db.league_models import (
    LeagueRoundRow,
    LeagueSectionRow,
    LeagueSectionTeamRow,
    LeagueTeamRow,
)
from chessarbiter.db.league_reads import read_sections
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.season import LeagueSeason


def scheduled(session: Session, event_id: int) -> bool:
    return session.scalars(
        select(LeagueRoundRow.id).join(LeagueSectionRow)
        .where(LeagueSectionRow.event_id == event_id).limit(1)
    ).first() is not None


class SectionService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def team_ratings(self) -> dict[str, float | None]:
        """Each team's rating (rule 5), in registration order; None for an unrated team."""
        return self.season.current().team_ratings()

    def stored(self) -> tuple[Section, ...]:
        return self.season.current().sections

    def proposal(self) -> tuple[Section, ...]:
        """Sections by team rating as rule 6 asks (see :func:`propose_sections`)."""
        try:
            return propose_sections(self.team_ratings(), self.season.settings())
        except ValueError as exc:
            raise ActionRefused(str(exc), "sections") from None

    def notes(self, sections: Sequence[Section]) -> list[str]:
        """What the Match Director should look at: sizes rule 6 does not foresee, teams left
        out of every section."""
        placed = {t for s in sections for t in s.teams}
        return unusual_sections(sections, self.season.settings()) + [
            f"{team} is in no section" for team in self.team_ratings() if team not in placed
        ]

    def propose(self) -> tuple[Section, ...]:
        """Store the proposal; returns the sections it replaced."""
        return self.save(self.proposal())

    def move(self, team: str, to: str) -> tuple[Section, ...]:
        """Move ``team`` to the end of section ``to``; returns the sections before."""
        try:
            moved = move_team(self.stored(), team, to)
        except ValueError as exc:
            raise ActionRefused(str(exc), "sections") from None
        return self.save(moved)

    def save(self, sections: Sequence[Section]) -> tuple[Section, ...]:
        """Store ``sections`` (teams in pairing order) in place of the stored ones, which are
        returned; refused once the schedule is made from them."""
        with self.season.write() as change:
            session, event_id = change.session, self.season.event_id
            if scheduled(session, event_id):
                raise ActionRefused("the schedule is made from the sections; clear it first",
                                    "sections")
            ids = {t.name: t.id for t in session.scalars(
                select(LeagueTeamRow).where(LeagueTeamRow.event_id == event_id))}
            _refuse_inconsistent(sections, ids)
            old = tuple(s for _, s in read_sections(raw_execute(session), event_id))
            session.execute(delete(LeagueSectionRow).where(LeagueSectionRow.event_id == event_id))
            for position, section in enumerate(sections):
                row = LeagueSectionRow(event_id=event_id, name=section.name, position=position)
                session.add(row)
                session.flush()
                session.add_all(
                    LeagueSectionTeamRow(section_id=row.id, team_id=ids[team], pairing_no=n)
                    for n, team in enumerate(section.teams, start=1)
                )
            return old


def _refuse_inconsistent(sections: Sequence[Section], teams: dict[str, int]) -> None:
    names = [s.name for s in sections]
    placed = [t for s in sections for t in s.teams]
    problems = [f"there is no team named {t!r}" for t in placed if t not in teams]
    problems += [f"{t} is in more than one section" for t in sorted(set(placed))
                 if placed.count(t) > 1]
    problems += [f"section {n!r} is named twice" for n in sorted(set(names)) if names.count(n) > 1]
    problems += [f"section {s.name} has no team" for s in sections if not s.teams]
    if problems:
        raise ActionRefused("; ".join(problems), "sections")
