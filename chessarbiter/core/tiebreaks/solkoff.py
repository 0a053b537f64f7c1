"""Solkoff (US Chess 34E2): the opponents' adjusted scores, none discarded."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.us_scores import UsCards

K = TypeVar("K", bound=Hashable)


def solkoff(us: UsCards[K]) -> dict[K, float]:
    return {p: sum(us.opponents(p)) for p in us.cards}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("SOLK", "Solkoff", "US Chess 34E2", lambda f: solkoff(f.us)),
)
