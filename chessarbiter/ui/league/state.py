"""What the league window shows, read once after every action so all views agree."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from chessarbiter.core.league.roster_log import LoggedChange
from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team
from chessarbiter.ui.league.night_state import SeasonNight, TeamLogs

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import Assigned
    from chessarbiter.services.league import League


@dataclass(frozen=True, slots=True)
class LeagueState:
    """The season as stored: ``sections`` are the stored ones (empty until proposed); ``logs``
    and ``night`` are read when a tab first shows them."""

    name: str
    settings: LeagueSettings
    teams: tuple[Team, ...]
    team_ratings: dict[str, float | None]
    sections: tuple[Section, ...]
    schedules: tuple[SectionSchedule, ...]
    logs: Mapping[str, tuple[LoggedChange, ...]]
    assignments: tuple[Assigned, ...]
    rating_months: dict[date, int]
    night: SeasonNight

    def team(self, name: str) -> Team | None:
        return next((t for t in self.teams if t.name == name), None)

    def section_of(self, team: str) -> str:
        return next((s.name for s in self.sections if team in s.teams), "")


def read_state(league: League) -> LeagueState:
    teams = league.rosters.teams()
    return LeagueState(
        name=league.season.name(),
        settings=league.season.settings(),
        teams=teams,
        team_ratings=league.sections.team_ratings(),
        sections=league.sections.stored(),
        schedules=league.schedule.schedules(),
        logs=TeamLogs(league.rosters.log, tuple(t.name for t in teams)),
        assignments=league.ratings.assignments(),
        rating_months=league.ratings.months(),
        night=SeasonNight(league),
    )
