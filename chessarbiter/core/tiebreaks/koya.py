"""Koya System (KS, C.07 Art. 9.2): points scored against the participants who scored at least
50% of the maximum possible tournament score (``Field.maximum``); the limit moves by the
event's ``koya_limit_offset`` in half points (Art. 14.5). Forfeits count: a round robin's
pairings are pre-determined (Art. 15.2)."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def koya(field: Field) -> Mapping[int, float]:
    return field.opponents.koya(field.rules.koya_limit_offset)


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("KS", "Koya system", "C.07 Art. 9.2, 14.5", koya),
)
