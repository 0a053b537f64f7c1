"""Rounds one Elected to Play (REP, C.07 Art. 7.6): the rounds, less half-point byes,
zero-point byes (a round after a withdrawal is one, Art. 16.1.1) and forfeit losses."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def elected_rounds(field: Field) -> dict[int, float]:
    return {p: sum(1 for e in card if not e.voluntary) for p, card in field.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("REP", "Rounds elected to play", "C.07 Art. 7.6", elected_rounds),
)
