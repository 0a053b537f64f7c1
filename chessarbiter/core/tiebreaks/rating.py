"""Rating (RTNG, C.07 Art. 10.6): the higher rating ranks higher; an unrated player counts
with the event's rating for unrated players (0 unless set)."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field

TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("RTNG", "Rating", "C.07 Art. 10.6",
           lambda f: {p: float(f.ratings.get(p) or f.rules.unrated_rating) for p in f.players}),
)
