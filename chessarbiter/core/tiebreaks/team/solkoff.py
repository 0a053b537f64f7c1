"""Solkoff on match or game points (rule 25.f and i): the final totals of the teams met, once
per match (a team met twice counts twice); a bye adds nothing."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.cards import Card, opponents_sum
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.team.field import TeamField

SOLKOFF_MP = "solkoff_match_points"
SOLKOFF_GP = "solkoff_game_points"


def solkoff(cards: Mapping[str, Card[str]], totals: Mapping[str, float]) -> dict[str, float]:
    return {t: opponents_sum(card, totals) for t, card in cards.items()}


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    valued(SOLKOFF_MP, "Solkoff on match points", "rule 25.f",
           lambda f: solkoff(f.match_points, f.mp)),
    valued(SOLKOFF_GP, "Solkoff on game points", "rule 25.i",
           lambda f: solkoff(f.game_points, f.gp)),
)
