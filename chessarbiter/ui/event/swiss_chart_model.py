"""The Swiss wall chart on screen: one row per player in pairing-number order, one column per
round ("W12 +": White against no. 12, won), then points and rank — the printout's cells
(:func:`chessarbiter.reports.cells.swiss_cells`), so screen and paper never differ."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QObject, Qt

from chessarbiter.core.boards import BoardState, EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing
from chessarbiter.reports.cells import swiss_cells
from chessarbiter.ui.common.table_model import CENTER, RowsModel
from chessarbiter.ui.event.crosstable_model import GAME_ROLE, edge_cell

LEADING = 2  # "No." and "Name" come before the rounds


class SwissChartModel(RowsModel[Player]):
    """``GAME_ROLE`` on a round's cell gives the (round, board) of that game."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cells: dict[int, tuple[str, ...]] = {}
        self._games: dict[tuple[int, int], BoardState] = {}
        self._standing: dict[int, Standing] = {}
        self.rounds = 0

    def set_state(self, boards: EventBoards, standings: list[Standing], rounds: int,
                  changed: Collection[tuple[int, int]] = ()) -> None:
        """Show ``boards`` over ``rounds`` columns (the rounds announced, paired or not)."""
        self._cells = swiss_cells(boards, changed, rounds)
        self.rounds = len(next(iter(self._cells.values()))) if self._cells else rounds
        self._games = {(g.round, side): g for g in boards.games()
                       for side in (g.white, g.black) if side is not None}
        self._standing = {s.start_no: s for s in standings}
        players = sorted(boards.source.players, key=lambda p: p.start_no)
        titles = (self.tr("No."), self.tr("Name"),
                  *(str(r) for r in range(1, self.rounds + 1)), self.tr("Pts"), self.tr("Rank"))
        self.replace_rows(players, key=lambda p: p.start_no, headers=titles)
        if players:  # the players stayed, their rounds changed: redraw every cell
            self.dataChanged.emit(self.index(0, 0), self.index(len(players) - 1,
                                                               len(titles) - 1))

    def cell(self, p: Player, column: int, role: int) -> Any:
        rnd = column - LEADING + 1
        if not 1 <= rnd <= self.rounds:
            return edge_cell(p, column, role, self._standing.get(p.start_no),
                             LEADING + self.rounds)
        game = self._games.get((rnd, p.start_no))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTER
        if role == GAME_ROLE:
            return (game.round, game.board) if game is not None else None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[p.start_no][rnd - 1]
        if role == Qt.ItemDataRole.ToolTipRole and game is not None:
            return self.tr("Round {0}, board {1}").format(game.round, game.board)
        return None
