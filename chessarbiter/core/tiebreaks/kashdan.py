"""Kashdan (US Chess 34E7): points per round of 4 for a win, 2 for a draw, 1 for a loss and 0
for an unplayed round (``Rules.kashdan_points``), games played over the board only."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.history import WIN_POINTS


def kashdan(field: Field) -> dict[int, float]:
    win, draw, loss, unplayed = field.rules.kashdan_points

    def points(played: bool, scored: float) -> float:
        if not played:
            return unplayed
        return win if scored == WIN_POINTS else draw if scored > 0 else loss

    return {p: sum(points(e.played, e.points) for e in card) for p, card in field.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("KASH", "Kashdan", "US Chess 34E7", kashdan),
)
