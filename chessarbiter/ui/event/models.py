"""Table models of the players, one round's boards and the standings.

Each model is filled from an :class:`~chessarbiter.ui.event.document.EventState`. When the rows keep
their identity (a result entered, a name corrected), the model reports changed cells instead
of resetting, so the arbiter's cursor and selection stay where they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QObject,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from chessarbiter.core.boards import BoardState
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing
from chessarbiter.ui.common.labels import (
    points_text,
    rating_title,
    tiebreak_name,
    tiebreak_value_text,
)
from chessarbiter.ui.common.table_model import CENTER, RIGHT, RowsModel
from chessarbiter.ui.event.board_labels import (
    DECIDED_BY_RULE,
    board_result_text,
    board_tooltip,
)

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class PlayersModel(RowsModel[Player]):
    """The entry list: start number, name, title, federation, both ratings and both IDs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("No."), self.tr("Name"), self.tr("Title"), self.tr("Fed."),
                         self.tr("FIDE"), self.tr("US Chess"), self.tr("FIDE ID"),
                         self.tr("US Chess ID"), self.tr("Status"))

    def header_tooltip(self, column: int) -> str | None:
        tips = {0: self.tr("Start number (pairing number)"), 4: self.tr("FIDE rating"),
                5: self.tr("US Chess rating")}
        return tips.get(column)

    def set_players(self, players: Sequence[Player]) -> None:
        self.replace_rows(list(players), key=lambda p: p.start_no)

    def cell(self, p: Player, column: int, role: int) -> Any:
        values: tuple[Any, ...] = (
            p.start_no, p.name, p.title, p.federation, p.fide_rating, p.uscf_rating,
            p.fide_id, p.uscf_id, self._status(p),
        )
        if role == Qt.ItemDataRole.DisplayRole:
            value = values[column]
            return "" if value is None else str(value)
        if role == SORT_ROLE:
            value = values[column]
            if column in (0, 4, 5):
                return -1 if value is None else int(value)
            return str(value or "").casefold()
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 4, 5):
            return RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and p.withdrawn:
            return Qt.GlobalColor.darkGray
        return None

    def _status(self, p: Player) -> str:
        if p.withdrawn_after is None:
            return ""
        return self.tr("withdrew after round {0}").format(p.withdrawn_after)


class PairingsModel(RowsModel[BoardState]):
    """The boards of one round: White and Black with their numbers and ratings, the result as
    it counts (a withdrawal's forfeit, an annulled game marked) with its reason as a tip."""

    RESULT_COLUMN = 4

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: dict[int, Player] = {}
        self._rating = "fide"
        self._headers = self._titles("fide")

    def _titles(self, shown: str) -> tuple[str, ...]:
        rating = rating_title(shown)
        return (self.tr("Board"), self.tr("No."), self.tr("White"), rating, self.tr("Result"),
                self.tr("No."), self.tr("Black"), rating)

    def set_round(self, boards: Sequence[BoardState], players: dict[int, Player],
                  rating_shown: str = "fide") -> None:
        self._players, self._rating = players, rating_shown
        self.replace_rows([b for b in boards if b.is_game],
                          key=lambda b: (b.round, b.board, b.white, b.black),
                          headers=self._titles(rating_shown))

    def cell(self, b: BoardState, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(b, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTER if column in (0, 1, 4, 5) else None
        if role == Qt.ItemDataRole.FontRole and column == self.RESULT_COLUMN:
            font = QFont()
            font.setBold(True)
            font.setItalic(b.status in DECIDED_BY_RULE)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and b.status in DECIDED_BY_RULE:
            return QColor(Qt.GlobalColor.darkGray)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.RESULT_COLUMN:
            return board_tooltip(b, self._players)
        return None

    def _text(self, b: BoardState, column: int) -> str:
        if column == 0:
            return str(b.board)
        if column == self.RESULT_COLUMN:
            return board_result_text(b)
        start_no = b.white if column < self.RESULT_COLUMN else b.black
        field = column - 1 if column < self.RESULT_COLUMN else column - 5
        player = self._players.get(start_no) if start_no is not None else None
        if field == 0:
            return str(start_no)
        if field == 1:
            return player.name if player else ""
        return player.rating_label(self._rating) if player else ""


class StandingsModel(RowsModel[Standing]):
    """Rank, number, name, points, then the tie-breaks in chain order under their codes."""

    FIXED = 4

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chain: tuple[str, ...] = ()
        self._headers = self._titles(())

    def _titles(self, chain: tuple[str, ...]) -> tuple[str, ...]:
        return (self.tr("Rank"), self.tr("No."), self.tr("Name"), self.tr("Pts"), *chain)

    def header_tooltip(self, column: int) -> str | None:
        if column >= self.FIXED:
            return tiebreak_name(self._chain[column - self.FIXED])
        return self.tr("Points") if column == 3 else None

    def set_standings(self, standings: list[Standing], chain: tuple[str, ...]) -> None:
        """Rows are places: when the order changes the cells change, the view is not reset."""
        self._chain = chain
        self.replace_rows(list(standings), key=lambda _s: None, headers=self._titles(chain))

    def cell(self, s: Standing, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column >= self.FIXED:
                code = self._chain[column - self.FIXED]
                value = s.tiebreaks.get(code)
                return "" if value is None else tiebreak_value_text(code, value)
            return (str(s.rank), str(s.start_no), s.name, points_text(s.points))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != 2:
            return CENTER
        if role == Qt.ItemDataRole.FontRole and column == 3:
            font = QFont()
            font.setBold(True)
            return font
        return None
