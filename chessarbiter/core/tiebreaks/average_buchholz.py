"""Average of Opponents' Buchholz (AOB, C.07 Art. 8.2): the mean Buchholz of the opponents met
over the board, rounded to hundredths (half up) as FIDE's TieBreakServer shows it."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.buchholz import buchholz
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def average_of_opponents(field: Field, of: dict[int, float]) -> dict[int, float]:
    """The mean of ``of`` over each player's opponents met over the board (0 without one)."""
    from decimal import ROUND_HALF_UP, Decimal  # loaded when first computed: not at start-up

    hundredths = Decimal("0.01")
    out: dict[int, float] = {}
    for p, card in field.cards.items():
        met = [of.get(e.opponent, 0.0) for e in card if e.played and e.opponent is not None]
        mean = Decimal(str(sum(met))) / len(met) if met else Decimal(0)
        out[p] = float(mean.quantize(hundredths, ROUND_HALF_UP))
    return out


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("AOB", "Average of opponents' Buchholz", "C.07 Art. 8.2",
           lambda f: average_of_opponents(f, buchholz(f))),
)
