"""The Columbus league's rule 25 as a chain of team codes: the letters (a)-(k) of each code,
and the default chain — match points, then (a)-(d) decide places, (e)-(k) trophies only."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.team.coin_toss import CODE as COIN_TOSS
from chessarbiter.core.tiebreaks.team.cumulative import CUMULATIVE_GP, CUMULATIVE_MP
from chessarbiter.core.tiebreaks.team.head_to_head import H2H_GP, H2H_MP
from chessarbiter.core.tiebreaks.team.playoff import CODE as PLAYOFF
from chessarbiter.core.tiebreaks.team.points import GAME_POINTS, MATCH_POINTS
from chessarbiter.core.tiebreaks.team.solkoff import SOLKOFF_GP, SOLKOFF_MP
from chessarbiter.core.tiebreaks.team.sonneborn_berger import SB_GP, SB_MP

RULE_25 = {code: f"25.{letter}" for code, letter in zip(
    (PLAYOFF, GAME_POINTS, H2H_MP, H2H_GP, CUMULATIVE_MP, SOLKOFF_MP, SB_MP, CUMULATIVE_GP,
     SOLKOFF_GP, SB_GP, COIN_TOSS), "abcdefghijk", strict=True)}
RULE_25_PLACES = (MATCH_POINTS, PLAYOFF, GAME_POINTS, H2H_MP, H2H_GP)
RULE_25_TROPHIES = (CUMULATIVE_MP, SOLKOFF_MP, SB_MP, CUMULATIVE_GP, SOLKOFF_GP, SB_GP,
                    COIN_TOSS)
