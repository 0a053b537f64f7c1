"""Cumulative match or game points (rule 25.e and h; US Chess 34E3): the running totals after
each of the team's rounds, less each bye's points. Not applicable in a round robin."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.cards import Card, cumulative
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.team.field import TeamField

CUMULATIVE_MP = "cumulative_match_points"
CUMULATIVE_GP = "cumulative_game_points"


def _cumulative(field: TeamField, cards: Mapping[str, Card[str]]) -> dict[str, float] | None:
    return None if field.round_robin else {t: cumulative(c) for t, c in cards.items()}


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    valued(CUMULATIVE_MP, "Cumulative match points", "rule 25.e; US Chess 34E3",
           lambda f: _cumulative(f, f.match_points)),
    valued(CUMULATIVE_GP, "Cumulative game points", "rule 25.h; US Chess 34E3",
           lambda f: _cumulative(f, f.game_points)),
)
