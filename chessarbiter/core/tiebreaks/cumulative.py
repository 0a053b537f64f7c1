"""Cumulative (US Chess 34E3, see :attr:`UsCards.cumulative`) and Opponents' Cumulative
(34E4): the sum of the cumulative scores of the opponents met over the board."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.us_scores import UsCards

K = TypeVar("K", bound=Hashable)


def opponents_cumulative(us: UsCards[K]) -> dict[K, float]:
    cumulative = us.cumulative
    return {p: sum(cumulative.get(e.opponent, 0.0) for e in card
                   if e.played and e.opponent is not None)
            for p, card in us.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("CUM", "Cumulative", "US Chess 34E3", lambda f: f.us.cumulative),
    valued("OPPCUM", "Opponents' cumulative", "US Chess 34E4",
           lambda f: opponents_cumulative(f.us)),
)
