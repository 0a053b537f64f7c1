"""Checks that a standings list belongs to the event before it is printed or published beside
it, and the order its lines are shown in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals


def tiebreak_columns(chain: Sequence[str]) -> list[str]:
    """The chain's codes once each, in order (DE may be applied twice but has one value)."""
    return list(dict.fromkeys(chain))


def annulled_players(t: Tournament) -> frozenset[int]:
    """Start numbers of the withdrawn players whose results "annul-under-half" takes out: those
    it would annul in ``t``, and those ``t`` already shows annulled (withdrawn, with no game or
    bye left, as :func:`apply_withdrawals` leaves them). Only they may be left unranked."""
    emptied = {
        p.start_no for p in t.players
        if p.withdrawn and not t.games_of.get(p.start_no)
        and all(b.start_no != p.start_no for b in t.byes)
    }
    return apply_withdrawals(t, "annul-under-half").annulled | emptied


def standings_by_start_no(
    t: Tournament, standings: Sequence[Standing], codes: Sequence[str]
) -> dict[int, Standing]:
    """Start number → standing; refuses players unknown to ``t``, missing tie-break values
    and players of ``t`` the list leaves out, so a stale list is never printed. Only a player
    whose results were annulled after an early withdrawal may be missing: they are not ranked.
    """
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
    absent = sorted(set(t.by_start_no) - set(out))
    if absent:
        excused = annulled_players(t)
        refused = [n for n in absent if n not in excused]
        if refused:
            raise ValueError(f"standings: no line for start no. {', '.join(map(str, refused))}")
    return out


def table_order(t: Tournament, ranked: Mapping[int, Standing]
                ) -> list[tuple[Player, Standing | None]]:
    """Players in rank order (a shared place by start number), then those the standings leave
    out because their results were annulled, by start number and without a standing."""
    placed = sorted(ranked.values(), key=lambda s: (s.rank, s.start_no))
    unranked = sorted((p for p in t.players if p.start_no not in ranked),
                      key=lambda p: p.start_no)
    return [*((t.by_start_no[s.start_no], s) for s in placed), *((p, None) for p in unranked)]
