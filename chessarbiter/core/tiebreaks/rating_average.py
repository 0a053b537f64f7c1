"""Average Rating of Opponents (ARO, C.07 Art. 10.1) and its cuts (Art. 14.1 b): the mean
rating of the opponents met over the board, rounded half up. An unrated opponent left out of
the mean counts as the lowest rating a cut would remove, as FIDE's TieBreakServer does."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.rated_games import rated_games, rounded_mean


def average_rating(field: Field, low: int = 0) -> dict[int, float]:
    out: dict[int, float] = {}
    for p, games in rated_games(field).items():
        cut = max(0, low - games.unrated)
        out[p] = rounded_mean(sorted(games.ratings)[cut:])
    return out


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("ARO", "Average rating of opponents", "C.07 Art. 10.1", average_rating),
    valued("ARO-C1", "Average rating of opponents Cut-1", "C.07 Art. 10.1, 14.1 b",
           lambda f: average_rating(f, 1)),
    valued("ARO-C2", "Average rating of opponents Cut-2", "C.07 Art. 10.1, 14.2",
           lambda f: average_rating(f, 2)),
)
