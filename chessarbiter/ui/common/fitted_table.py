"""A read-only list table whose columns fit their text, and fit again when the text size or
the rows change; the last column (a note) takes the width left over — or, when that is too
little for its text, its own width, the table then scrolling sideways: nothing is cut off.

Qt's own "resize to contents" mode measures once, before the window's text size reaches a
table on a tab not yet shown, and then keeps those widths; this table measures when it is
shown, when the font changes and when the rows change.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget


class FittedTable(QTableView):
    """``rows``: how many rows the table keeps room for however small the window (a splitter
    above it gives way first)."""

    def __init__(self, model: QAbstractItemModel, name: str,
                 parent: QWidget | None = None, rows: int = 1) -> None:
        super().__init__(parent)
        self._rows = rows
        self.setObjectName(name)
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted):
            signal.connect(self.fit)

    def fit(self, *_args: object) -> None:
        """Every column as wide as its widest cell or title; the last one also takes the
        width left over, or scrolls when its text is wider than that."""
        row = self.fontMetrics().height() + 10
        self.verticalHeader().setDefaultSectionSize(row)
        header = self.horizontalHeader()
        self.setMinimumHeight(header.sizeHint().height() + self._rows * row
                              + 2 * self.frameWidth())
        last = self.model().columnCount() - 1
        for column in range(last):
            header.resizeSection(column, self._needed(column))
        if last < 0:
            return
        room = self.viewport().width() - sum(header.sectionSize(c) for c in range(last))
        needed = self._needed(last)
        header.setStretchLastSection(needed <= room)
        if needed > room:
            header.resizeSection(last, needed)

    def _needed(self, column: int) -> int:
        return max(self.sizeHintForColumn(column), self.horizontalHeader().sectionSizeHint(column))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def needed_width(self) -> int:
        """The width that shows every column whole, the last one's text included."""
        header = self.horizontalHeader()
        last = self.model().columnCount() - 1
        columns = sum(header.sectionSize(c) for c in range(last)) + (
            self._needed(last) if last >= 0 else 0)
        return columns + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()
