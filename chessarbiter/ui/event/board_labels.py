"""How a board reads on screen from its status (see :mod:`chessarbiter.core.boards`): the result
as it counts, marked when a rule decided it, and a tip saying why.

The Pairings tab, the crosstable and the status bar all read a board from here, so a board
lost by a withdrawal or annulled reads the same everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.boards import BoardState, BoardStatus, EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind
from chessarbiter.ui.common.labels import result_text, result_tooltip

translate = QCoreApplication.translate  # a name lupdate recognises

DECIDED_BY_RULE = (BoardStatus.WITHDRAWN, BoardStatus.ANNULLED)
"""Statuses no result was typed for (shown in grey italics)."""


def board_result_text(board: BoardState) -> str:
    """"1 – 0", "+ : −" …; "+ : − wd" for a withdrawal's forfeit, "annulled" for a game of a
    player whose results were annulled, "" while open."""
    if board.status is BoardStatus.WITHDRAWN:
        return translate("boards", "{0} wd").format(result_text(board.result))
    if board.status is BoardStatus.ANNULLED:
        return translate("boards", "annulled")
    return result_text(board.result)


def board_tooltip(board: BoardState, players: Mapping[int, Player]) -> str:
    """Why the board reads as it does, for the arbiter hovering over it."""
    def name(start_no: int) -> str:
        player = players.get(start_no)
        return player.name if player else str(start_no)

    left = ", ".join(name(p) for p in board.withdrawn)
    after = {p: players[p].withdrawn_after for p in board.withdrawn if p in players}
    rounds = ", ".join(str(r) for r in after.values() if r is not None)
    if board.status is BoardStatus.WITHDRAWN:
        return translate("boards", "{0}: {1} withdrew after round {2}, so the game is lost by "
                                   "forfeit (the event's withdrawal rule)").format(
            result_tooltip(board.result), left, rounds)
    if board.status is BoardStatus.ANNULLED:
        entered = (translate("boards", " (entered: {0})").format(result_text(board.entered))
                   if board.entered else "")
        return translate("boards", "{0} withdrew after round {1} having played fewer than half "
                                   "of the games: the results are annulled{2}").format(
            left, rounds, entered)
    if board.status is BoardStatus.FORFEIT and board.incident is not None:
        return translate("boards", "{0}: decided by incident {1}").format(
            result_tooltip(board.result), board.incident)
    return result_tooltip(board.result)


def round_progress_text(boards: EventBoards, rnd: int) -> str:
    """"Round 7 complete" or "3 of 5 games decided · 1 by withdrawal"."""
    games = boards.games(rnd)
    if boards.round_complete(rnd):
        return translate("boards", "Round {0} complete").format(rnd)
    text = translate("boards", "{0} of {1} games decided").format(boards.decided(rnd),
                                                                  len(games))
    by_rule = sum(1 for g in games if g.status in DECIDED_BY_RULE)
    if by_rule:
        text += translate("boards", " · {0} by withdrawal").format(by_rule)
    return text


_BYE_KINDS = {
    ByeKind.FREE: "free round",
    ByeKind.PAIRING_ALLOCATED: "pairing-allocated bye",
    ByeKind.FULL: "full-point bye",
    ByeKind.HALF: "half-point bye",
    ByeKind.ZERO: "zero-point bye",
}


def bye_text(byes: list[BoardState], players: Mapping[int, Player]) -> str:
    """The players of a round without a game: "Free round: 7 Ann Adams" in a round robin;
    in a Swiss each with their kind of bye ("Byes: 12 Bo Berg (pairing-allocated bye), …")."""
    kinds = {b.bye for b in byes}
    if kinds <= {ByeKind.FREE, None}:
        return translate("boards", "Free round: ") + ", ".join(
            f"{b.white} {players[b.white].name}" for b in byes)
    return translate("boards", "Byes: ") + ", ".join(
        f"{b.white} {players[b.white].name} "
        f"({translate('boards', _BYE_KINDS[b.bye or ByeKind.FREE])})" for b in byes)
