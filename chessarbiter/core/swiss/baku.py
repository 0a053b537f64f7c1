"""Virtual points: the table a tournament carries, and Baku acceleration (FIDE C.04.5.1).

Group A (GA) is first set before round 1: the first half of the players, rounded up to an
even number (2 × ⌈n/4⌉ by pairing number). After that, "the last GA-player shall be the same
as in the previous round": late entries take their place in the pairing list (C.04.2) and are
in GA when their number is above the last GA player's, so GA may grow and be odd. The
accelerated rounds are the first half of the tournament (rounded up); in the first half of
those (rounded up) GA players get 1 virtual point, in the rest ½. Virtual points count for
pairing only, never in the standings.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Tournament

Table = dict[int, dict[int, float]]  # round → start number → virtual points


def group_a_size(players: int) -> int:
    return 2 * ceil(players / 4)


def virtual_points(rnd: int, total_rounds: int) -> float:
    """Virtual points of a group-A player before pairing round ``rnd``."""
    accelerated = ceil(total_rounds / 2)
    if rnd <= ceil(accelerated / 2):
        return 1.0
    if rnd <= accelerated:
        return 0.5
    return 0.0


def acceleration_table(tournament: Tournament) -> Table:
    """The tournament's virtual points by round (a round absent: none given for it)."""
    table: Table = {}
    for a in tournament.accelerations:
        table.setdefault(a.round, {})[a.start_no] = a.points
    return table


def with_baku(players: Sequence[Player], table: Table, upto: int, total_rounds: int) -> Table:
    """``table`` with Baku's virtual points for each round up to ``upto`` that has none.

    ``table`` and ``players`` use today's pairing numbers. Round 1's GA is counted over the
    players registered before it; each later round keeps the previous round's last GA player
    (the highest number given points there) and counts the late entries it has by then.
    """
    out = {rnd: dict(points) for rnd, points in table.items()}
    for rnd in range(1, upto + 1):
        if rnd in out:
            continue
        numbers = sorted(p.start_no for p in players
                         if p.entered_round is None or p.entered_round <= rnd)
        if rnd == 1:
            last = numbers[min(group_a_size(len(numbers)), len(numbers)) - 1] if numbers else 0
        else:
            last = max((s for s, v in out.get(rnd - 1, {}).items() if v > 0), default=0)
        points = virtual_points(rnd, total_rounds)
        out[rnd] = {s: points for s in numbers if s <= last} if points else {}
    return out
