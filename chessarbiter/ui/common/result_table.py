"""A board list that turns result keys into results: what both windows' result entry shares.

Keys: ``1`` White wins, ``0`` Black wins, ``=`` or ``5`` draw, ``+`` / ``-`` forfeit win for
White / Black, ``Del`` clears; Enter moves down. Ctrl and Alt chords are left to the window.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView

from chessarbiter.core.results import Result

RESULT_KEYS = {
    "1": Result.WHITE_WINS,
    "0": Result.BLACK_WINS,
    "=": Result.DRAW,
    "5": Result.DRAW,
    "+": Result.WHITE_WINS_FORFEIT,
    "-": Result.BLACK_WINS_FORFEIT,
}
CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class ResultTableView(QTableView):
    """A board list that turns result keys into ``resultKeyed`` (None for clear)."""

    resultKeyed = Signal(object)

    def __init__(self, model: QAbstractItemModel, name: str) -> None:
        """One board a row, one selected at a time, as both windows' board lists are."""
        super().__init__()
        self.setObjectName(name)
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        command_keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if event.modifiers() & command_keys:
            super().keyPressEvent(event)
        elif event.text() in RESULT_KEYS:
            self.resultKeyed.emit(RESULT_KEYS[event.text()])
        elif event.key() in CLEAR_KEYS:
            self.resultKeyed.emit(None)
        elif event.key() in ENTER_KEYS:
            self.move_down()
        else:
            super().keyPressEvent(event)

    def move_down(self) -> None:
        index = self.currentIndex()
        if index.isValid() and index.row() + 1 < self.model().rowCount():
            self.setCurrentIndex(index.siblingAtRow(index.row() + 1))
