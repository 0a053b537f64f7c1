"""Checks that a standings list belongs to the event before it is printed beside it."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tournament import Standing, Tournament


def tiebreak_columns(chain: Sequence[str]) -> list[str]:
    """The chain's codes once each, in order (DE may be applied twice but has one value)."""
    return list(dict.fromkeys(chain))


def standings_by_start_no(
    t: Tournament, standings: Sequence[Standing], codes: Sequence[str]
) -> dict[int, Standing]:
    """Start number → standing; refuses players unknown to ``t``, missing tie-break values
    and players of ``t`` the list leaves out, so a stale list is never printed. Only a
    withdrawn player may be missing: their results were annulled and they are not ranked."""
    out: dict[int, Standing] = {}
    for s in standings:
        if s.start_no not in t.by_start_no:
            raise ValueError(f"standings: start no. {s.start_no} ({s.name}) is not in the event")
        missing = [c for c in codes if c not in s.tiebreaks]
        if missing:
            raise ValueError(
                f"standings: start no. {s.start_no} has no value for {', '.join(missing)}"
            )
        out[s.start_no] = s
    absent = sorted(n for n, p in t.by_start_no.items() if n not in out and not p.withdrawn)
    if absent:
        raise ValueError(f"standings: no line for start no. {', '.join(map(str, absent))}")
    return out
