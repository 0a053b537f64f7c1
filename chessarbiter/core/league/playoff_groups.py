"""Which teams a playoff may decide (rule 25.a: "the Match Director may design a playoff"):
those level on every criterion the season's team chain puts before it."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.league.league_standings import PLAYOFF, TeamStanding


def level_groups(rows: Sequence[TeamStanding], chain: Sequence[str]
                 ) -> tuple[tuple[str, ...], ...]:
    """The groups of two or more teams of a section's standings ``rows`` level on everything
    ``chain`` puts before the playoff (match points for Columbus), in standings order; none
    when the chain has no playoff."""
    if PLAYOFF not in chain:
        return ()
    before = chain[:list(chain).index(PLAYOFF)]
    groups: dict[tuple[float, ...], list[str]] = {}
    for row in rows:
        groups.setdefault(tuple(criterion_value(row, c) for c in before), []).append(row.team)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def criterion_value(row: TeamStanding, code: str) -> float:
    """``row``'s value of one criterion of the chain (0 where it has none)."""
    if code in ("match_points", "game_points"):
        return float(getattr(row, code))
    return float(row.tiebreaks.get(code) or 0)
