"""A registered tie-break: its code, its name, where the rule book defines it, and how to bind
it to one event's data. Each criterion module lists its own; :mod:`registry` collects them."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from chessarbiter.core.tiebreaks.engine import Criterion, ValueCriterion

F = TypeVar("F")  # the data a criterion reads: an individual event's Field, a league section
K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Tiebreak(Generic[F, K]):
    code: str
    name: str
    source: str  # the article or rule that defines it
    build: Callable[[F], Criterion[K]]


def valued(code: str, name: str, source: str,
           compute: Callable[[F], Mapping[K, float] | None]) -> Tiebreak[F, K]:
    """A tie-break with one value per participant, worked out the first time it is needed."""
    def build(field: F) -> Criterion[K]:
        return ValueCriterion(code, lambda: compute(field))
    return Tiebreak(code, name, source, build)


def index(*groups: Iterable[Tiebreak[F, K]]) -> dict[str, Tiebreak[F, K]]:
    """Code → tie-break over ``groups`` in order, refusing a code registered twice."""
    table: dict[str, Tiebreak[F, K]] = {}
    for group in groups:
        for tiebreak in group:
            if tiebreak.code in table:
                raise ValueError(f"tie-break {tiebreak.code} is registered twice")
            table[tiebreak.code] = tiebreak
    return table
