"""Type B tie-breaks (C.07 Art. 7) that count rounds or games of one player.

Forfeits are not games "over the board" in any edition, so BPG and WON never count them;
WIN counts every round scored as a win, with or without playing (forfeit wins, full-point byes).
"""

from __future__ import annotations

from collections.abc import Mapping

from chessarbiter.core.tiebreaks.history import WIN_POINTS, History


def black_games(history: History) -> Mapping[int, float]:
    """BPG: games played over the board with the black pieces."""
    return {p: sum(1 for _, _, _, played, black in history.games(p) if played and black)
            for p in history.players}


def wins(history: History) -> Mapping[int, float]:
    """WIN: rounds in which the player obtained a win's points, played or not."""
    return {p: sum(1 for _, _, points, _, _ in history.games(p) if points == WIN_POINTS)
            + sum(1 for _, points in history.byes.get(p, ()) if points == WIN_POINTS)
            for p in history.players}


def won_games(history: History) -> Mapping[int, float]:
    """WON: games won over the board."""
    return {p: sum(1 for _, _, points, played, _ in history.games(p)
                   if played and points == WIN_POINTS)
            for p in history.players}
