"""A section's double round robin (rule 7) placed on the season's dates.

Pairing numbers are the order of the teams in the section. The FIDE Berger tables give the
rounds; the second cycle repeats the first with colours reversed, so two teams meet twice
with each having White once ("alternating colors"). In a match the team named White has
White on board 1 (and the odd boards); its opponent has White on the even boards. In an odd
section the team without an opponent has the bye (scored by rule 24).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from chessarbiter.core.berger import schedule
from chessarbiter.core.league.season_dates import Calendar, plan_calendar
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import LeagueSettings


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """One match of a round; ``white`` has White on board 1."""

    round: int
    table: int
    white: str
    black: str


@dataclass(frozen=True, slots=True)
class SectionRound:
    number: int
    matches: tuple[TeamMatch, ...]
    bye: str | None = None


@dataclass(frozen=True, slots=True)
class SectionSchedule:
    """A section's rounds and the dates they are played on."""

    section: str
    rounds: tuple[SectionRound, ...]
    calendar: Calendar


def section_rounds(teams: Sequence[str], settings: LeagueSettings) -> tuple[SectionRound, ...]:
    """The round robin of ``teams`` (pairing numbers in list order), cycles as set."""
    if len(set(teams)) != len(teams):
        raise ValueError("a team is listed twice in the section")
    return tuple(
        SectionRound(
            r.number,
            tuple(TeamMatch(r.number, p.board, teams[p.white - 1], teams[p.black - 1])
                  for p in r.pairings),
            teams[r.bye - 1] if r.bye is not None else None,
        )
        for r in schedule(len(teams), cycles=settings.cycles, swap_last_two=settings.swap_last_two)
    )


def schedule_section(section: Section, settings: LeagueSettings) -> SectionSchedule:
    """A section's rounds on the announced dates (see :mod:`season_dates` for the placing)."""
    rounds = section_rounds(section.teams, settings)
    calendar = plan_calendar(len(rounds), settings.dates, settings.max_rounds_per_date)
    return SectionSchedule(section.name, rounds, calendar)
