"""Result between the tied players (US Chess 34E5): the plus or minus of their games against
each other, not a percentage (3–1 is "plus two" and beats 1–0), applied again to any smaller
tie it leaves."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

from chessarbiter.core.tiebreaks.cards import Card
from chessarbiter.core.tiebreaks.definition import Tiebreak
from chessarbiter.core.tiebreaks.engine import Criterion, GroupCriterion
from chessarbiter.core.tiebreaks.field import Field

K = TypeVar("K", bound=Hashable)
CODE = "PM"


def plus_minus(code: str, cards: dict[K, Card[K]]) -> Criterion[K]:
    def values(group: Sequence[K]) -> dict[K, float]:
        return {p: sum(e.points - e.against for e in cards[p] if e.opponent in group)
                for p in group}
    return GroupCriterion(code, values, again=True)


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    Tiebreak(CODE, "Result between tied players", "US Chess 34E5",
             lambda f: plus_minus(CODE, f.cards)),
)
