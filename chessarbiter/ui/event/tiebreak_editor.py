"""Edit a tie-break chain: reorder (buttons or drag), add and remove C.07 criteria."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from chessarbiter.core.settings import TIEBREAK_CODES
from chessarbiter.ui.common.labels import tiebreak_name, tiebreak_title

CODE_ROLE = Qt.ItemDataRole.UserRole


class TiebreakEditor(QWidget):
    """The chain in order, first criterion on top; DE may be listed more than once (C.07 6)."""

    def __init__(self, chain: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setMinimumHeight(170)
        self.list.currentRowChanged.connect(self._describe)
        for code in chain:
            self._append(code)
        self.choice = QComboBox()
        for code in TIEBREAK_CODES:
            self.choice.addItem(f"{code} — {tiebreak_title(code)}", code)
        add = QPushButton(self.tr("Add"))
        add.clicked.connect(lambda: self.add(str(self.choice.currentData())))
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(self.remove_current)
        up = QPushButton(self.tr("Move up"))
        up.clicked.connect(lambda: self.move_current(-1))
        down = QPushButton(self.tr("Move down"))
        down.clicked.connect(lambda: self.move_current(+1))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.list, 0, 0, 4, 1)
        grid.addWidget(up, 0, 1)
        grid.addWidget(down, 1, 1)
        grid.addWidget(remove, 2, 1)
        self.description = QLabel()
        self.description.setWordWrap(True)
        grid.addWidget(self.description, 4, 0, 1, 2)
        grid.addWidget(self.choice, 5, 0)
        grid.addWidget(add, 5, 1)
        grid.setColumnStretch(0, 1)
        self.list.setCurrentRow(0)

    def chain(self) -> tuple[str, ...]:
        return tuple(str(self.list.item(i).data(CODE_ROLE)) for i in range(self.list.count()))

    def add(self, code: str) -> None:
        self._append(code)
        self.list.setCurrentRow(self.list.count() - 1)

    def remove_current(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)

    def move_current(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row >= 0 and 0 <= target < self.list.count():
            item = self.list.takeItem(row)
            self.list.insertItem(target, item)
            self.list.setCurrentRow(target)

    def _describe(self, row: int) -> None:
        item = self.list.item(row) if row >= 0 else None
        self.description.setText(tiebreak_name(str(item.data(CODE_ROLE))) if item else "")

    def _append(self, code: str) -> None:
        item = QListWidgetItem(f"{code} — {tiebreak_title(code)}")
        item.setData(CODE_ROLE, code)
        item.setToolTip(tiebreak_name(code))
        self.list.addItem(item)
