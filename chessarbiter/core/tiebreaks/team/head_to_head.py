"""Head-to-head (rule 25.c-d; C.07 Art. 6 for teams): the match or game points of every match
between the tied teams played so far, applied again inside every smaller group it leaves
tied. A bye is no head-to-head match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from chessarbiter.core.tiebreaks.cards import Card
from chessarbiter.core.tiebreaks.definition import Tiebreak
from chessarbiter.core.tiebreaks.engine import Criterion, GroupCriterion
from chessarbiter.core.tiebreaks.team.field import TeamField

H2H_MP = "h2h_match_points"
H2H_GP = "h2h_game_points"


def head_to_head(code: str, cards: Mapping[str, Card[str]]) -> Criterion[str]:
    def values(group: Sequence[str]) -> dict[str, float]:
        return {t: sum(e.points for e in cards[t] if e.opponent in group) for t in group}
    return GroupCriterion(code, values, again=True)


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    Tiebreak(H2H_MP, "Head-to-head match points", "rule 25.c; C.07 Art. 6",
             lambda f: head_to_head(H2H_MP, f.match_points)),
    Tiebreak(H2H_GP, "Head-to-head game points", "rule 25.d; C.07 Art. 6",
             lambda f: head_to_head(H2H_GP, f.game_points)),
)
