"""(Sum of) Progressive Scores (PS, C.07 Art. 7.5): the player's score after each round,
added up; Cut-1 leaves out the score after the first round (Art. 14.1.2 c)."""

from __future__ import annotations

from itertools import accumulate

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def progressive(field: Field, cut: int = 0) -> dict[int, float]:
    return {p: sum(list(accumulate(e.points for e in card))[cut:])
            for p, card in field.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("PS", "Progressive score", "C.07 Art. 7.5", progressive),
    valued("PS-C1", "Progressive score Cut-1", "C.07 Art. 7.5, 14.1",
           lambda f: progressive(f, 1)),
)
