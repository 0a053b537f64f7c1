"""Buchholz (BH, C.07 Art. 8.1) and its Cut and Median variants (Art. 14.1-14.4): the sum of
the opponents' scores, unplayed rounds managed as :mod:`unplayed` describes. Art. 8 forbids
Buchholz in round robins; chosen anyway, it counts the scheduled opponents' scores."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.unplayed import cut, cut_exception, elements


def buchholz(field: Field, low: int = 0, high: int = 0) -> dict[int, float]:
    exception = cut_exception(field)
    return {p: cut(e, low, high, exception) for p, e in elements(field, False).items()}


def _variant(code: str, name: str, article: str, low: int, high: int) -> Tiebreak[Field, int]:
    return valued(code, name, f"C.07 Art. 8.1, {article}", lambda f: buchholz(f, low, high))


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("BH", "Buchholz", "C.07 Art. 8.1, 16", buchholz),
    _variant("BH-C1", "Buchholz Cut-1", "14.1", 1, 0),
    _variant("BH-C2", "Buchholz Cut-2", "14.2", 2, 0),
    _variant("BH-M1", "Buchholz Median-1", "14.3", 1, 1),
    _variant("BH-M2", "Buchholz Median-2", "14.4", 2, 2),
)
