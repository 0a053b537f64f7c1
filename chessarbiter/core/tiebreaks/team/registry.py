"""Every team tie-break of a league by code (the Columbus rule 25, FIDE C.07 Art. 13), apart
from the individual ones of :mod:`chessarbiter.core.tiebreaks.registry` so that a league's
settings and standings load no individual tie-break."""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.definition import Tiebreak, index
from chessarbiter.core.tiebreaks.team import (
    coin_toss,
    cumulative,
    head_to_head,
    playoff,
    points,
    solkoff,
    sonneborn_berger,
)
from chessarbiter.core.tiebreaks.team.field import TeamField

TEAM: Mapping[str, Tiebreak[TeamField, str]] = index(
    points.TIEBREAKS, playoff.TIEBREAKS, head_to_head.TIEBREAKS, cumulative.TIEBREAKS,
    solkoff.TIEBREAKS, sonneborn_berger.TIEBREAKS, coin_toss.TIEBREAKS,
)

# A team ranking starts with one of these, its primary score (C.07 Art. 13).
TEAM_SCORES = (points.MATCH_POINTS, points.GAME_POINTS)

