"""Direct Encounter (C.07 Art. 6) for round robins.

Forfeits count as games here: pairings are pre-determined (Art. 15.2). A pair that met more than
once contributes the average of its games (Art. 6.1.2). While an event is running not every
tied pair has met; the games they have played are used anyway, as FIDE's TieBreakServer does
for round robins, so mid-event standings are ordered by the same rule as final ones.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence

from chessarbiter.core.tiebreaks.history import History


class MutualScores:
    """Average points of each player against each opponent met so far.

    Worked out only for players that end up tied, the first time DE needs them.
    """

    def __init__(self, history: History) -> None:
        self._history = history
        self._averages: dict[int, dict[int, float]] = {}

    def within(self, player: int, group: Collection[int]) -> float:
        """The player's score against the rest of ``group``."""
        average = self._averages.get(player)
        if average is None:
            average = self._averages[player] = self._average_against(player)
        return sum(average.get(other, 0.0) for other in group if other != player)

    def _average_against(self, player: int) -> dict[int, float]:
        totals: dict[int, list[float]] = defaultdict(list)
        for _, opponent, points, _, _ in self._history.games(player):
            totals[opponent].append(points)
        return {opponent: sum(points) / len(points) for opponent, points in totals.items()}


def order_by_direct_encounter(
    group: Sequence[int], mutual: MutualScores
) -> tuple[list[list[int]], dict[int, float]]:
    """Split ``group`` by mutual score, best first, reapplying Art. 6 to every smaller tie.

    Returns the ordered blocks still tied after Art. 6 and each player's DE value: the score
    within the last group DE was applied to (Art. 6.2). A group DE cannot split comes back whole.
    """
    values = {p: mutual.within(p, group) for p in group}
    blocks = split_by_value(group, values)
    if len(blocks) == 1:
        return blocks, values
    ordered: list[list[int]] = []
    for block in blocks:
        if len(block) == 1:
            ordered.append(block)
            continue
        sub_blocks, sub_values = order_by_direct_encounter(block, mutual)
        ordered.extend(sub_blocks)
        values.update(sub_values)
    return ordered, values


def split_by_value(group: Sequence[int], values: Mapping[int, float]) -> list[list[int]]:
    """``group`` in blocks of equal value, highest value first, start numbers ascending."""
    blocks: dict[float, list[int]] = defaultdict(list)
    for player in sorted(group):
        blocks[values[player]].append(player)
    return [blocks[v] for v in sorted(blocks, reverse=True)]
