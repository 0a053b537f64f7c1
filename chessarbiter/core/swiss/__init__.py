"""FIDE Dutch system (Handbook C.04.3, in force from 1 February 2026) with C.04.1 and C.04.2.

``pair_round`` takes a core :class:`~chessarbiter.core.tournament.Tournament` plus what the
round needs (absences, the initial colour, the settings) and returns the boards, the
pairing-allocated bye and an explanation per board. Nothing here reads files or storage.
"""

from chessarbiter.core.swiss.engine import pair_round
from chessarbiter.core.swiss.model import (
    Board,
    Colour,
    NoValidPairing,
    RoundPairing,
    RoundRequest,
    SwissSettings,
)
from chessarbiter.core.swiss.order import initial_order

__all__ = [
    "Board",
    "Colour",
    "NoValidPairing",
    "RoundPairing",
    "RoundRequest",
    "SwissSettings",
    "initial_order",
    "pair_round",
]
