"""Direct Encounter (DE, C.07 Art. 6): the tied players ranked by their games against each
other, Art. 6 reapplied to every smaller tie it leaves (6.2).

A pair that met more than once contributes the average of its games (6.1.2). Round robins
count forfeits as games (pairings are pre-determined, Art. 15.2) and, mid-event, use the games
played so far, as FIDE's TieBreakServer does. Swiss events count only games played over the
board (6.1.1) and, when not every tied pair has met, rank first only a player who stays alone
on top whatever the missing games give — their score with the missing games lost above every
rival's with theirs won — then the next one likewise (6.3); Art. 6 then starts again with the
players left.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence

from chessarbiter.core.tiebreaks.definition import Tiebreak
from chessarbiter.core.tiebreaks.engine import Split, split_by_value
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.history import WIN_POINTS, History

CODE = "DE"


class MutualScores:
    """Average points of each player against each opponent met so far, worked out only for
    players that end up tied, the first time DE needs them."""

    def __init__(self, history: History, played_only: bool = False) -> None:
        self._history = history
        self._played_only = played_only
        self._averages: dict[int, dict[int, float]] = {}

    def against(self, player: int) -> dict[int, float]:
        average = self._averages.get(player)
        if average is None:
            totals: dict[int, list[float]] = defaultdict(list)
            for _, opponent, points, played, _ in self._history.games(player):
                if played or not self._played_only:
                    totals[opponent].append(points)
            average = self._averages[player] = {o: sum(p) / len(p) for o, p in totals.items()}
        return average

    def within(self, player: int, group: Collection[int]) -> float:
        """The player's score against the rest of ``group``."""
        average = self.against(player)
        return sum(average.get(other, 0.0) for other in group if other != player)


class DirectEncounter:
    code = CODE

    def __init__(self, field: Field) -> None:
        self._swiss = field.swiss
        self.mutual = MutualScores(field.history, played_only=field.swiss)

    def split(self, group: Sequence[int]) -> Split[int]:
        values = {p: self.mutual.within(p, group) for p in group}
        missing = {p: sum(1 for o in group if o != p and o not in self.mutual.against(p))
                   for p in group}
        if not self._swiss or not any(missing.values()):
            return Split(split_by_value(group, values), values, again=True)
        return Split(_alone_on_top(group, values, missing), values, again=True)


def _alone_on_top(group: Sequence[int], values: dict[int, float],
                  missing: dict[int, int]) -> list[list[int]]:
    """Art. 6.3: the players sure of the top of the separate standings, one by one, then the
    rest together."""
    best = {p: values[p] + WIN_POINTS * missing[p] for p in group}
    rest = sorted(group, key=lambda p: (-values[p], -best[p]))
    blocks: list[list[int]] = []
    while len(rest) > 1 and all(values[rest[0]] > best[x] for x in rest[1:]):
        blocks.append([rest.pop(0)])
    left = set(rest)
    return [*blocks, [p for p in group if p in left]]


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    Tiebreak(CODE, "Direct encounter", "C.07 Art. 6", DirectEncounter),
)
