"""Lots drawn by the program, reproducible from a recorded seed.

Only ``Random.random()`` is used: Python guarantees its sequence for an integer seed across
versions, which it does not promise for ``shuffle`` or ``randrange``, and a stored play-off must
replay the same way after an upgrade.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random


def _below(rng: Random, n: int) -> int:
    return int(rng.random() * n)


def drawn(players: Sequence[int], seed: int | None, chosen: int | None) -> int:
    """The player a draw favoured: ``chosen`` by a physical lot, else the seeded program's pick."""
    if chosen is not None:
        return chosen
    return players[_below(Random(seed), len(players))]


def shuffle_groups(groups: Sequence[Sequence[int]], seed: int) -> list[int]:
    """The groups in order, each put in an order drawn by lot (Fisher–Yates, one seed for all)."""
    rng = Random(seed)
    order: list[int] = []
    for group in groups:
        items = list(group)
        for i in range(len(items) - 1, 0, -1):
            j = _below(rng, i + 1)
            items[i], items[j] = items[j], items[i]
        order.extend(items)
    return order
