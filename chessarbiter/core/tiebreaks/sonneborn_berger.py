"""Sonneborn-Berger (SB, C.07 Art. 9.1): for each round, the opponent's final score times the
points scored against them; Cut-1 and Cut-2 leave out the contributions of the lowest-scoring
opponents (Art. 14.1 d). Round robins count forfeits as games (Art. 15.2), Swiss events
manage unplayed rounds by Art. 16 (see :mod:`unplayed`)."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.unplayed import cut, cut_exception, elements


def sonneborn_berger(field: Field, low: int = 0) -> Mapping[int, float]:
    if not field.swiss and low == 0:
        return field.opponents.sonneborn_berger()
    exception = cut_exception(field)
    return {p: cut(e, low, 0, exception) for p, e in elements(field, True).items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("SB", "Sonneborn-Berger", "C.07 Art. 9.1, 15.2, 16", sonneborn_berger),
    valued("SB-C1", "Sonneborn-Berger Cut-1", "C.07 Art. 9.1, 14.1 d",
           lambda f: sonneborn_berger(f, 1)),
    valued("SB-C2", "Sonneborn-Berger Cut-2", "C.07 Art. 9.1, 14.2",
           lambda f: sonneborn_berger(f, 2)),
)
