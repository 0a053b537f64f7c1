"""Baku acceleration (FIDE C.04.5.1): virtual points for group A in the accelerated rounds.

Group A is the first half of the players, rounded up to an even number (2 × ⌈n/4⌉ by
pairing number). The accelerated rounds are the first half of the tournament (rounded up);
in the first half of those (rounded up) group A players get 1 virtual point, in the rest ½.
Virtual points count for pairing only, never in the standings.
"""

from __future__ import annotations

from math import ceil


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


def baku_accelerations(start_numbers: list[int], rnd: int, total_rounds: int) -> dict[int, float]:
    """Start number → virtual points for round ``rnd``; ``start_numbers`` in pairing order."""
    points = virtual_points(rnd, total_rounds)
    if not points:
        return {}
    return {s: points for s in start_numbers[: group_a_size(len(start_numbers))]}
