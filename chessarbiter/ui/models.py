"""Table models of the players, one round's boards and the standings.

Each model is filled from an :class:`~chessarbiter.ui.document.EventState`. When the rows keep
their identity (a result entered, a name corrected), the model reports changed cells instead
of resetting, so the arbiter's cursor and selection stay where they were.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Game, Standing
from chessarbiter.ui.labels import (
    points_text,
    result_text,
    result_tooltip,
    tiebreak_name,
    tiebreak_value_text,
)

Row = TypeVar("Row")
Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
CENTER = Qt.AlignmentFlag.AlignCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class RowsModel(QAbstractTableModel, Generic[Row]):
    """A read-only table of ``Row`` values under a row of column titles."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._headers: tuple[str, ...] = ()

    def rows(self) -> list[Row]:
        return list(self._rows)

    def row_at(self, row: int) -> Row:
        return self._rows[row]

    def headers(self) -> tuple[str, ...]:
        return self._headers

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def header_tooltip(self, column: int) -> str | None:
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tooltip(section)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self.cell(self._rows[index.row()], index.column(), role)

    def cell(self, row: Row, column: int, role: int) -> Any:
        raise NotImplementedError

    def replace_rows(self, rows: list[Row], key: Callable[[Row], Hashable],
                     headers: Sequence[str] | None = None) -> None:
        """Show ``rows`` (and new column titles, if given): a full reset when the rows or the
        columns are not the same ones as before, else a change signal for each changed row."""
        titles = self._headers if headers is None else tuple(headers)
        if titles == self._headers and [key(r) for r in rows] == [key(r) for r in self._rows]:
            old, self._rows = self._rows, rows
            for number, (before, after) in enumerate(zip(old, rows, strict=True)):
                if before != after:
                    self.dataChanged.emit(self.index(number, 0),
                                          self.index(number, len(titles) - 1))
            return
        self.beginResetModel()
        self._rows = rows
        self._headers = titles
        self.endResetModel()


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


class PairingsModel(RowsModel[Game]):
    """The boards of one round: White and Black with their numbers and ratings, the result."""

    RESULT_COLUMN = 4

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: dict[int, Player] = {}
        self._headers = (self.tr("Board"), self.tr("No."), self.tr("White"), self.tr("Rating"),
                         self.tr("Result"), self.tr("No."), self.tr("Black"), self.tr("Rating"))

    def set_round(self, games: list[Game], players: dict[int, Player]) -> None:
        self._players = players
        self.replace_rows(games, key=lambda g: (g.round, g.board, g.white, g.black))

    def cell(self, g: Game, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(g, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTER if column in (0, 1, 4, 5) else None
        if role == Qt.ItemDataRole.FontRole and column == self.RESULT_COLUMN:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == self.RESULT_COLUMN:
            return result_tooltip(g.result)
        return None

    def _text(self, g: Game, column: int) -> str:
        if column == 0:
            return str(g.board)
        if column == self.RESULT_COLUMN:
            return result_text(g.result)
        start_no = g.white if column < self.RESULT_COLUMN else g.black
        field = column - 1 if column < self.RESULT_COLUMN else column - 5
        player = self._players.get(start_no)
        if field == 0:
            return str(start_no)
        if field == 1:
            return player.name if player else ""
        rating = player.rating if player else None
        return "" if rating is None else str(rating)


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
