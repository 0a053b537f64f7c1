"""Match points (C.07 Art. 11.1.1; the primary score of rule 25) and game points (11.1.2;
rule 25.b). Either may open a chain: a league ranking by game points first lists it first."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.team.field import TeamField

MATCH_POINTS = "match_points"
GAME_POINTS = "game_points"

TIEBREAKS: tuple[Tiebreak[TeamField, str], ...] = (
    valued(MATCH_POINTS, "Match points", "rule 24.b; C.07 Art. 11.1.1", lambda f: f.mp),
    valued(GAME_POINTS, "Game points", "rule 25.b; C.07 Art. 11.1.2, 13.1", lambda f: f.gp),
)
