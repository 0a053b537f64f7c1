"""Number of Games Won with Black (BWG, C.07 Art. 7.4): games won over the board with the black
pieces."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.history import WIN_POINTS


def black_wins(field: Field) -> dict[int, float]:
    history = field.history
    return {p: sum(1 for _, _, points, played, black in history.games(p)
                   if played and black and points == WIN_POINTS)
            for p in history.players}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("BWG", "Games won with Black", "C.07 Art. 7.4", black_wins),
)
