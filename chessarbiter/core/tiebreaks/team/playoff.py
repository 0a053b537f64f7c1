"""A playoff the director held (rule 25.a): it decides the group only when every team of the
group took part in it."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tiebreaks.definition import Tiebreak
from chessarbiter.core.tiebreaks.engine import Criterion, GroupCriterion
from chessarbiter.core.tiebreaks.team.field import TeamField

CODE = "playoff"


def playoff(field: TeamField) -> Criterion[str]:
    def values(group: Sequence[str]) -> dict[str, float] | None:
        scores = field.playoff
        return {t: scores[t] for t in group} if all(t in scores for t in group) else None
    return GroupCriterion(CODE, values)


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    Tiebreak(CODE, "Playoff", "rule 25.a", playoff),
)
