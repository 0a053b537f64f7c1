"""A recorded coin toss (rule 25.k): it orders only the exact group it was recorded for."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tiebreaks.definition import Tiebreak
from chessarbiter.core.tiebreaks.engine import Criterion, GroupCriterion
from chessarbiter.core.tiebreaks.team.field import TeamField

CODE = "coin_toss"


def coin_toss(field: TeamField) -> Criterion[str]:
    def values(group: Sequence[str]) -> dict[str, float] | None:
        order = next((o for o in field.tosses if set(o) == set(group)), None)
        return None if order is None else {t: -float(order.index(t)) for t in group}
    return GroupCriterion(CODE, values)


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    Tiebreak(CODE, "Coin toss", "rule 25.k", coin_toss),
)
