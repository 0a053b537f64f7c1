"""Rounds of a section placed on the season's dates (rules 2, 8 and 14).

Planning: with R rounds and D dates, every date takes the fewest rounds per date that fits
(ceil(R / D), at most the setting's limit), from the first date on; dates left over hold
extra rated games (rule 8). Ten rounds on seven dates: two a date on five dates, two extra.
A cancelled date (snow emergency, power cut, rule 2) keeps the other rounds where they are
and moves its own rounds, in order, to the earliest later dates with room. When there is no
room, the director adds a date, which rule 2 allows only with every captain's agreement, or
allows more rounds per date (rule 14 lets the time control change for that).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from chessarbiter.core.text import numbered


class DateUse(StrEnum):
    LEAGUE = "league rounds"
    EXTRA = "extra rated games"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class SeasonDate:
    """One date of a section's season: its rounds, or why it was cancelled."""

    on: date
    rounds: tuple[int, ...] = ()
    cancelled: str = ""  # the reason, e.g. "Level 3 snow emergency"
    agreed_by: tuple[str, ...] = ()  # captains who agreed to add a date that was not announced
    decided_on: date | None = None  # when the director cancelled or added it (None: that day)

    @property
    def use(self) -> DateUse:
        if self.cancelled:
            return DateUse.CANCELLED
        return DateUse.LEAGUE if self.rounds else DateUse.EXTRA


class ScheduleError(ValueError):
    """A calendar change that cannot be made as asked; nothing was changed."""


@dataclass(frozen=True, slots=True)
class Calendar:
    dates: tuple[SeasonDate, ...]

    def date_of(self, rnd: int) -> date:
        for d in self.dates:
            if rnd in d.rounds:
                return d.on
        raise ValueError(f"round {rnd} is on no date")

    def extra_dates(self) -> tuple[date, ...]:
        """Rule 8: dates this section does not need, to be filled with extra rated games."""
        return tuple(d.on for d in self.dates if d.use is DateUse.EXTRA)

    def _at(self, on: date) -> SeasonDate:
        for d in self.dates:
            if d.on == on:
                return d
        raise ScheduleError(f"{on.isoformat()} is not a date of the season")

    def _with(self, *changed: SeasonDate) -> Calendar:
        by_day = {d.on: d for d in self.dates} | {d.on: d for d in changed}
        return Calendar(tuple(by_day[day] for day in sorted(by_day)))


def plan_calendar(rounds: int, dates: Sequence[date], max_per_date: int) -> Calendar:
    """Rounds 1..``rounds`` on ``dates``, as the module docstring describes."""
    if rounds and not dates:
        raise ScheduleError("the season has no dates")
    per = math.ceil(rounds / len(dates)) if dates else 0
    if per > max_per_date:
        raise ScheduleError(
            f"{rounds} rounds need {per} rounds a date on {len(dates)} dates; the limit is "
            f"{max_per_date} (add dates or allow more rounds per date)"
        )
    numbers = list(range(1, rounds + 1))
    return Calendar(tuple(
        SeasonDate(on, tuple(numbers[i * per : (i + 1) * per])) for i, on in enumerate(dates)
    ))


def cancel_date(calendar: Calendar, on: date, reason: str, max_per_date: int,
                decided_on: date | None = None) -> Calendar:
    """Rule 2: cancel ``on`` and move its rounds to the earliest later dates with room;
    ``decided_on`` dates the director's decision (None: that day)."""
    if not reason.strip():
        raise ScheduleError("say why the date is cancelled (rule 2)")
    day = calendar._at(on)
    if day.use is DateUse.CANCELLED:
        raise ScheduleError(f"{on.isoformat()} is already cancelled")
    moving = list(day.rounds)
    changed = [SeasonDate(on, (), reason.strip(), day.agreed_by, decided_on)]
    for later in calendar.dates:
        if later.on <= on or later.use is DateUse.CANCELLED or not moving:
            continue
        room = max(0, max_per_date - len(later.rounds))
        taken, moving = moving[:room], moving[room:]
        if taken:
            changed.append(replace(later, rounds=tuple(sorted((*later.rounds, *taken)))))
    if moving:
        raise ScheduleError(
            f"no room after {on.isoformat()} for {numbered('round', moving)} at "
            f"{max_per_date} rounds a date: add a date (rule 2: every captain of the section "
            "must agree) or allow more rounds per date (rule 14)"
        )
    return calendar._with(*changed)


def add_date(
    calendar: Calendar, on: date, captains: Collection[str], agreed: Collection[str],
    decided_on: date | None = None,
) -> Calendar:
    """Rules 2 and 14: a date is added only with the agreement of every captain affected;
    ``decided_on`` dates the director's decision (None: the date itself)."""
    if any(d.on == on for d in calendar.dates):
        raise ScheduleError(f"{on.isoformat()} is already a date of the season")
    missing = sorted(set(captains) - set(agreed))
    if missing:
        raise ScheduleError(
            "rule 2: adding a date needs the unanimous agreement of the captains; "
            f"not agreed: {', '.join(missing)}"
        )
    return calendar._with(SeasonDate(on, agreed_by=tuple(sorted(captains)),
                                     decided_on=decided_on))


def move_round(calendar: Calendar, rnd: int, to: date, max_per_date: int) -> Calendar:
    """The Match Director moves one round to another date that has room."""
    source = calendar._at(calendar.date_of(rnd))
    target = calendar._at(to)
    if target.use is DateUse.CANCELLED:
        raise ScheduleError(f"{to.isoformat()} is cancelled")
    if target is source:
        return calendar
    if len(target.rounds) >= max_per_date:
        raise ScheduleError(f"{to.isoformat()} already has {len(target.rounds)} rounds")
    return calendar._with(
        replace(source, rounds=tuple(r for r in source.rounds if r != rnd)),
        replace(target, rounds=tuple(sorted((*target.rounds, rnd)))),
    )
