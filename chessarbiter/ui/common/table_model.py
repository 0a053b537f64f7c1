"""The base of every read-only table in both windows: rows of values under column titles.

When the rows keep their identity (a result entered, a name corrected), :meth:`replace_rows`
reports changed cells instead of resetting, so the arbiter's cursor and selection stay put.
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

Row = TypeVar("Row")
Index = QModelIndex | QPersistentModelIndex
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
