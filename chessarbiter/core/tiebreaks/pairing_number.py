"""Tournament Pairing Number (TPN, C.07 Art. 7.8): the lower pairing number ranks higher."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field

TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("TPN", "Tournament pairing number", "C.07 Art. 7.8",
           lambda f: {p: -float(p) for p in f.players}),
)
