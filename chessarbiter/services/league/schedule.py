"""Each section's double round robin on the season's dates (rules 2, 7 and 8): made from the
stored sections, dates cancelled (snow emergency) with their rounds moved to later dates,
dates added with the captains' agreement."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.schedule import (
    SectionRound,
    SectionSchedule,
    schedule_section,
)
from chessarbiter.core.league.season_dates import Calendar, add_date, cancel_date
from chessarbiter.db.database import raw_execute
from chessarbiter.db.league_models import (
    LeagueDateRow,
    LeagueMatchRow,
    LeagueRoundRow,
    LeagueSectionRow,
    LeagueTeamRow,
)
from chessarbiter.db.league_reads import read_sections
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.season import LeagueSeason
from chessarbiter.services.league.sections import scheduled

Replan = Callable[[SectionSchedule], Calendar | None]  # None: the section is not concerned


@dataclass(frozen=True, slots=True)
class MovedRound:
    section: str
    round: int
    was: date
    now: date


class ScheduleService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def schedules(self) -> tuple[SectionSchedule, ...]:
        """Every section's rounds and calendar, in section order (empty before it is made)."""
        return self.season.current().schedules

    def make(self) -> None:
        """Make every section's round robin from its teams in pairing order, on the season's
        dates; the dates no round needs are left for extra rated games (rule 8)."""
        settings = self.season.settings()
        with self.season.write() as change:
            session, event_id = change.session, self.season.event_id
            if scheduled(session, event_id):
                raise ActionRefused("the schedule is already made", "schedule")
            sections = read_sections(raw_execute(session), event_id)
            if not sections:
                raise ActionRefused("there are no sections yet: propose them first", "sections")
            ids = _team_ids(session, event_id)
            for row, section in sections:
                try:
                    made = schedule_section(section, settings)
                except ValueError as exc:
                    raise ActionRefused(f"section {section.name}: {exc}", "schedule") from None
                rounds = {r.number: _store_round(session, row.id, r, made.calendar, ids)
                          for r in made.rounds}
                _store_calendar(session, row.id, made.calendar, rounds)

    def clear(self) -> tuple[SectionSchedule, ...]:
        """Delete the schedule (the sections can be edited again); returns it."""
        with self.season.write() as change:
            session, event_id = change.session, self.season.event_id
            old = change.before.schedules
            sections = select(LeagueSectionRow.id).where(LeagueSectionRow.event_id == event_id)
            session.execute(delete(LeagueRoundRow).where(LeagueRoundRow.section_id.in_(sections)))
            session.execute(delete(LeagueDateRow).where(LeagueDateRow.section_id.in_(sections)))
            return old

    def cancel_date(self, on: date, reason: str, decided_on: date | None = None
                    ) -> tuple[MovedRound, ...]:
        """Rule 2: no play on ``on``; every section's rounds of that date move, in order, to
        its earliest later dates with room. ``decided_on`` dates the decision in the
        director's log (None: that day). Returns the rounds moved."""
        limit = self.season.settings().max_rounds_per_date

        def replan(s: SectionSchedule) -> Calendar | None:
            if all(d.on != on for d in s.calendar.dates):
                return None
            return cancel_date(s.calendar, on, reason, limit, decided_on)

        changed = self._replan(replan, f"{on.isoformat()} is not a date of the season")
        return tuple(
            MovedRound(s.section, r.number, s.calendar.date_of(r.number), now)
            for s, calendar in changed for r in s.rounds
            if (now := calendar.date_of(r.number)) != s.calendar.date_of(r.number)
        )

    def add_date(self, section: str, on: date, agreed: Collection[str],
                 decided_on: date | None = None) -> Calendar:
        """Rules 2 and 14: add a date to ``section``'s calendar, which needs the agreement of
        the captains of all its teams (``agreed`` names the teams whose captain agreed);
        ``decided_on`` dates it in the director's log (None: the date itself). Returns the
        section's calendar before."""

        def replan(s: SectionSchedule) -> Calendar | None:
            if s.section != section:
                return None
            teams = {t for r in s.rounds for m in r.matches for t in (m.white, m.black)}
            strangers = sorted(set(agreed) - teams)
            if strangers:
                raise ActionRefused(f"{', '.join(strangers)}: not a team of section {section}",
                                    "agreed")
            return add_date(s.calendar, on, teams, agreed, decided_on)

        ((old, _),) = self._replan(replan, f"there is no section {section!r} in the schedule")
        return old.calendar

    def _replan(
        self, replan: Replan, unconcerned: str
    ) -> list[tuple[SectionSchedule, Calendar]]:
        """Apply ``replan`` to every section's calendar in one transaction; returns each
        section concerned, as it was, with its new calendar."""
        with self.season.write() as change:
            session, old = change.session, change.before.schedules
            if not old:
                raise ActionRefused("the schedule is not made yet", "schedule")
            section_ids = change.before.section_ids
            changed = []
            for schedule in old:
                try:
                    calendar = replan(schedule)
                except ValueError as exc:
                    raise ActionRefused(f"section {schedule.section}: {exc}", "date") from None
                if calendar is not None:
                    changed.append((schedule, calendar))
                    section_id = section_ids[schedule.section]
                    rounds = {r.number: r for r in session.scalars(
                        select(LeagueRoundRow).where(LeagueRoundRow.section_id == section_id))}
                    _store_calendar(session, section_id, calendar, rounds)
            if not changed:
                raise ActionRefused(unconcerned, "date")
            return changed


def _team_ids(session: Session, event_id: int) -> dict[str, int]:
    return dict(session.execute(
        select(LeagueTeamRow.name, LeagueTeamRow.id).where(LeagueTeamRow.event_id == event_id)
    ).all())


def _store_round(
    session: Session, section_id: int, rnd: SectionRound, calendar: Calendar,
    ids: dict[str, int],
) -> LeagueRoundRow:
    row = LeagueRoundRow(section_id=section_id, number=rnd.number,
                         on_date=calendar.date_of(rnd.number),
                         bye_team_id=ids[rnd.bye] if rnd.bye is not None else None)
    session.add(row)
    session.flush()
    session.add_all(
        LeagueMatchRow(round_id=row.id, table_no=m.table, white_team_id=ids[m.white],
                       black_team_id=ids[m.black])
        for m in rnd.matches
    )
    return row


def _store_calendar(
    session: Session, section_id: int, calendar: Calendar, rounds: dict[int, LeagueRoundRow]
) -> None:
    """Write a section's calendar: its date rows, and each round's date."""
    stored = {d.on_date: d for d in session.scalars(
        select(LeagueDateRow).where(LeagueDateRow.section_id == section_id))}
    for day in calendar.dates:
        row = stored.get(day.on)
        if row is None:
            row = LeagueDateRow(section_id=section_id, on_date=day.on)
            session.add(row)
        row.cancelled, row.agreed_by = day.cancelled, list(day.agreed_by)
        row.decided_on = day.decided_on
        for number in day.rounds:
            rounds[number].on_date = day.on
    session.flush()
