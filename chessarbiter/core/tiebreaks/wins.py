"""Number of Wins (WIN, C.07 Art. 7.1): rounds in which the player obtained a win's points,
with or without playing (forfeit wins, full-point and pairing-allocated byes)."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.history import WIN_POINTS


def wins(field: Field) -> dict[int, float]:
    history = field.history
    return {p: sum(1 for _, _, points, _, _ in history.games(p) if points == WIN_POINTS)
            + sum(1 for rnd, points, _ in history.byes.get(p, ())
                  if points == WIN_POINTS and rnd <= history.reached)
            for p in history.players}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("WIN", "Number of wins", "C.07 Art. 7.1", wins),
)
