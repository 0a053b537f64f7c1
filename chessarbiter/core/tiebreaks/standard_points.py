"""Standard Points (STD, C.07 Art. 7.7, new in 2026): a point for each round the player scored
more than the scheduled opponent, or more than a draw without playing; half for each round they
scored the same as the opponent, or a draw without playing."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.cards import Entry
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.opponent_scores import DRAW_POINTS


def _standard(e: Entry[int]) -> float:
    other = e.against if e.opponent is not None else DRAW_POINTS
    return 1.0 if e.points > other else 0.5 if e.points == other else 0.0


def standard_points(field: Field) -> dict[int, float]:
    return {p: sum(_standard(e) for e in card) for p, card in field.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("STD", "Standard points", "C.07 Art. 7.7", standard_points),
)
