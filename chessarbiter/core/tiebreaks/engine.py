"""The one ranking engine: an ordered list of criteria, each splitting the groups still tied.

C.07 Art. 4.2 and the league's rule 25 describe the same procedure: rank by the first
criterion, then apply the next one only inside each group still tied, and so on. A criterion
either gives every participant a value (higher is better) or, like Direct Encounter, works
out an order for the group it is handed; ``again`` asks the engine to apply it once more to
each smaller group it leaves tied (Art. 6.2). Participants are start numbers, team names or
player ids: anything hashable.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Generic, Protocol, TypeVar

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Split(Generic[K]):
    """How one criterion ordered a tied group: ``blocks`` best first, the values it used."""

    blocks: list[list[K]]
    values: Mapping[K, float]
    again: bool = False


class Criterion(Protocol[K]):
    """A tie-break bound to one event's data."""

    @property
    def code(self) -> str: ...

    def split(self, group: Sequence[K]) -> Split[K] | None:
        """``group`` in order, or None when the criterion does not apply to it."""


def split_by_value(group: Sequence[K], values: Mapping[K, float]) -> list[list[K]]:
    """``group`` in blocks of equal value, highest first, keeping the given order within."""
    blocks: dict[float, list[K]] = {}
    for item in group:
        blocks.setdefault(values[item], []).append(item)
    return [blocks[v] for v in sorted(blocks, reverse=True)]


class ValueCriterion(Generic[K]):
    """A criterion whose values do not depend on the group; worked out on first use.

    ``compute`` returning None means "not applicable" (e.g. cumulative systems in a round
    robin, rule 25.e): every group passes to the next criterion unsplit.
    """

    def __init__(self, code: str, compute: Callable[[], Mapping[K, float] | None]) -> None:
        self.code = code
        self._compute = compute

    @cached_property
    def values(self) -> Mapping[K, float] | None:
        return self._compute()

    def split(self, group: Sequence[K]) -> Split[K] | None:
        values = self.values
        if values is None:
            return None
        return Split(split_by_value(group, values), {p: values[p] for p in group})


class GroupCriterion(Generic[K]):
    """A criterion whose values depend on who is tied (head-to-head, a recorded toss)."""

    def __init__(self, code: str, values: Callable[[Sequence[K]], Mapping[K, float] | None],
                 again: bool = False) -> None:
        self.code = code
        self._values = values
        self._again = again

    def split(self, group: Sequence[K]) -> Split[K] | None:
        values = self._values(group)
        if values is None:
            return None
        return Split(split_by_value(group, values), values, self._again)


Seen = dict[str, dict[K, float]]


def order_tied(group: Sequence[K], criteria: Sequence[Criterion[K]],
               seen: Seen[K]) -> list[list[K]]:
    """Blocks still tied after ``criteria``, best first; ``seen`` keeps, per code, the value
    each participant had in the last group the criterion was applied to."""
    if len(group) == 1 or not criteria:
        return [list(group)]
    first, rest = criteria[0], criteria[1:]
    split = first.split(group)
    if split is None:
        return order_tied(group, rest, seen)
    seen.setdefault(first.code, {}).update(split.values)
    again = criteria if split.again and len(split.blocks) > 1 else rest
    return [b for block in split.blocks for b in order_tied(block, again, seen)]


def places(blocks: Sequence[Sequence[K]]) -> list[tuple[int, K]]:
    """(place, participant) in order; a block shares the place of its first member."""
    out: list[tuple[int, K]] = []
    for block in blocks:
        place = len(out) + 1
        out.extend((place, k) for k in block)
    return out
