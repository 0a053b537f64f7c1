"""Points (PTS): the score itself, which every individual ranking starts from (C.07 Art. 4.2)."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field

TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("PTS", "Points", "C.07 Art. 4.2", lambda f: f.values(f.history.scores)),
)
