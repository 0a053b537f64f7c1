"""Tournament Performance Rating (TPR, C.07 Art. 10.2): ARO plus the rating difference of the
percentage scored in those games (FIDE Table 8.1a, the percentage rounded half up); and the
Average Performance Rating of Opponents (APRO, Art. 10.4)."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.fide_tables import rating_difference
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.rated_games import rated_games, rounded_mean


def performance(field: Field) -> dict[int, float]:
    out: dict[int, float] = {}
    for p, games in rated_games(field).items():
        n = len(games.ratings)
        hundredths = round(100 * games.points)
        percent = (2 * hundredths + n) // (2 * n) if n else 0
        out[p] = rounded_mean(list(games.ratings)) + rating_difference(percent) if n else 0
    return out


def opponents_mean(field: Field, of: dict[int, float]) -> dict[int, float]:
    """Art. 10.4-10.5: the mean over the opponents met over the board whose value exists,
    rounded to a whole number."""
    cards = field.cards
    return {p: rounded_mean([int(of[e.opponent]) for e in cards[p]
                             if e.played and e.opponent is not None and of.get(e.opponent)])
            for p in cards}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("TPR", "Tournament performance rating", "C.07 Art. 10.2", performance),
    valued("APRO", "Average performance rating of opponents", "C.07 Art. 10.4",
           lambda f: opponents_mean(f, performance(f))),
)
