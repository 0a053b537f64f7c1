"""Number of Games Won (WON, C.07 Art. 7.2): games won over the board. A forfeit is no game
in any edition, so it never counts."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.history import WIN_POINTS


def won_games(field: Field) -> dict[int, float]:
    history = field.history
    return {p: sum(1 for _, _, points, played, _ in history.games(p)
                   if played and points == WIN_POINTS)
            for p in history.players}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("WON", "Number of games won", "C.07 Art. 7.2", won_games),
)
