"""Sections of six or eight teams by team rating (rule 6), proposed and then edited.

Proposal: teams sorted by team rating, strongest first (unrated teams last, ties by name),
cut into consecutive sections named A, B, C… from the top.
- When the count is a sum of allowed sizes (6 and 8), the sum with the fewest sections is
  used, larger sections first (14 teams: 8 + 6; 24: 8 + 8 + 8).
- Otherwise rule 6 leaves it to the Match Director. The proposal then uses the fewest
  sections none of which exceeds the largest allowed size, sizes as even as possible and the
  larger ones first (10 teams: 5 + 5; 11: 6 + 5; 7: one section of 7 with a bye each round),
  so every double round robin still fits the season; :func:`unusual_sections` says which
  sections need the director's decision.
The order of teams within a section is their pairing number order for the schedule.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from chessarbiter.core.league.settings import LeagueSettings


@dataclass(frozen=True, slots=True)
class Section:
    name: str
    teams: tuple[str, ...]


def section_name(index: int) -> str:
    """A, B, … Z, then AA, AB …: spreadsheet-style, as arbiters label sections."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def proposed_sizes(count: int, allowed: Sequence[int]) -> tuple[int, ...]:
    """Section sizes for ``count`` teams, largest first (see the module docstring)."""
    if count < 2:
        raise ValueError("a league needs at least 2 teams")
    exact = _fewest_parts(count, tuple(sorted(set(allowed), reverse=True)))
    if exact is not None:
        return exact
    sections = math.ceil(count / max(allowed))
    small, extra = divmod(count, sections)
    return tuple([small + 1] * extra + [small] * (sections - extra))


@cache
def _fewest_parts(count: int, allowed: tuple[int, ...]) -> tuple[int, ...] | None:
    """Fewest parts from ``allowed`` summing to ``count``, largest first; None if impossible."""
    if count == 0:
        return ()
    best: tuple[int, ...] | None = None
    for size in allowed:
        if size <= count:
            rest = _fewest_parts(count - size, allowed)
            if rest is not None and (best is None or len(rest) + 1 < len(best)):
                best = tuple(sorted((size, *rest), reverse=True))
    return best


def propose_sections(
    ratings: Mapping[str, float | None], settings: LeagueSettings
) -> tuple[Section, ...]:
    """Sections for teams named in ``ratings`` (team → team rating, None when unrated)."""
    ranked = sorted(ratings, key=lambda t: (ratings[t] is None, -(ratings[t] or 0.0), t))
    sections: list[Section] = []
    start = 0
    for i, size in enumerate(proposed_sizes(len(ranked), settings.section_sizes)):
        sections.append(Section(section_name(i), tuple(ranked[start : start + size])))
        start += size
    return tuple(sections)


def move_team(sections: Sequence[Section], team: str, to: str) -> tuple[Section, ...]:
    """The sections with ``team`` moved to the end of section ``to`` (the director's edit)."""
    if not any(team in s.teams for s in sections):
        raise ValueError(f"team {team!r} is in no section")
    if not any(s.name == to for s in sections):
        raise ValueError(f"no section named {to!r}")
    moved = [
        Section(s.name, tuple(t for t in s.teams if t != team) + ((team,) if s.name == to else ()))
        for s in sections
    ]
    return tuple(s for s in moved if s.teams)


def unusual_sections(sections: Sequence[Section], settings: LeagueSettings) -> list[str]:
    """Sections whose size rule 6 does not foresee: the Match Director's decision."""
    sizes = " or ".join(str(n) for n in settings.section_sizes)
    return [
        f"section {s.name} has {len(s.teams)} teams; rule 6 asks for {sizes}, "
        "so the Match Director decides"
        for s in sections
        if len(s.teams) not in settings.section_sizes
    ]
