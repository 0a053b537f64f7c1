"""Perfect Tournament Performance (PTP, C.07 Art. 10.3): the lowest rating whose expected score
(FIDE Table 8.1b, whole scale) against the opponents met is at least the score achieved; for
a zero score 800 below the lowest-rated opponent. And its average over the opponents (APPO,
Art. 10.5)."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.fide_tables import expected_hundredths
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.performance import opponents_mean
from chessarbiter.core.tiebreaks.rated_games import rated_games

_SPAN = 800  # beyond it every expected score is 0 or 1


def perfect(ratings: tuple[int, ...], points: float) -> int:
    """The PTP of ``points`` against ``ratings`` (0 without an opponent)."""
    if not ratings:
        return 0
    if points <= 0:
        return min(ratings) - _SPAN
    target = round(100 * points)
    low, high = min(ratings) - _SPAN, max(ratings) + _SPAN  # expected(low) < target ≤ (high)
    while high - low > 1:
        middle = (low + high) // 2
        if sum(expected_hundredths(middle, r) for r in ratings) >= target:
            high = middle
        else:
            low = middle
    return high


def perfect_performance(field: Field) -> dict[int, float]:
    return {p: perfect(g.ratings, g.points) for p, g in rated_games(field).items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("PTP", "Perfect tournament performance", "C.07 Art. 10.3", perfect_performance),
    valued("APPO", "Average perfect performance of opponents", "C.07 Art. 10.5",
           lambda f: opponents_mean(f, perfect_performance(f))),
)
