"""Number of Games Played with Black (BPG, C.07 Art. 7.3): games played over the board with
the black pieces; a forfeit has no colour that counts."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def black_games(field: Field) -> dict[int, float]:
    history = field.history
    return {p: sum(1 for _, _, _, played, black in history.games(p) if played and black)
            for p in history.players}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("BPG", "Games played with Black", "C.07 Art. 7.3", black_games),
)
