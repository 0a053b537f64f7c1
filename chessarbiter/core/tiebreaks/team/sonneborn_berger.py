"""Sonneborn-Berger for teams: per match, the opponent's final total times what the team scored
against them (rule 25.g and j; C.07 Art. 13.2). Match points × match points (25.g, EMMSB), game
points × game points (25.j, EGGSB — FIDE's team SB on game points), and "SB with real points":
the opponent's game points × the match result, i.e. the match points scored (EGMSB). A bye
adds nothing (rule 24.c)."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.cards import Card, Entry, opponents_sum
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.team.field import TeamField

SB_MP = "sb_match_points"
SB_GP = "sb_game_points"
SB_REAL = "sb_real_points"
FIDE_TEAM_SB = "fide_team_sb"


def _scored(e: Entry[str]) -> float:
    return e.points


def sonneborn_berger(cards: Mapping[str, Card[str]],
                     opponent_totals: Mapping[str, float]) -> dict[str, float]:
    return {t: opponents_sum(card, opponent_totals, _scored) for t, card in cards.items()}


TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    valued(SB_MP, "Sonneborn-Berger on match points", "rule 25.g; C.07 Art. 13.2.1",
           lambda f: sonneborn_berger(f.match_points, f.mp)),
    valued(SB_GP, "Sonneborn-Berger on game points", "rule 25.j; C.07 Art. 13.2.4",
           lambda f: sonneborn_berger(f.game_points, f.gp)),
    valued(SB_REAL, "SB with real points (opponent's game points × match result)",
           "C.07 Art. 13.2.3", lambda f: sonneborn_berger(f.match_points, f.gp)),
    valued(FIDE_TEAM_SB, "FIDE team SB (opponent's game points × own game points)",
           "C.07 Art. 13.2.4 (the same sum as rule 25.j)",
           lambda f: sonneborn_berger(f.game_points, f.gp)),
)
