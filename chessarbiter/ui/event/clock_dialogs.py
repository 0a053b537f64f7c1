"""The arbiter's corrections to the clock: time added or taken, the move counter set."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.clock import ClockError, Side, parse_clock_time
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel


def signed_seconds(text: str) -> int:
    """``+1:00`` → 60, ``-0:30`` → −30, ``2:00`` → 120 (added when no sign is written)."""
    text = text.strip()
    sign = -1 if text[:1] in ("-", "−") else 1
    return sign * parse_clock_time(text[1:] if text[:1] in ("+", "-", "−") else text)


def side_box(names: dict[Side, str], chosen: Side) -> QComboBox:
    box = QComboBox()
    for side, name in names.items():
        box.addItem(name, side)
    box.setCurrentIndex(box.findData(chosen))
    return box


class AdjustDialog(QDialog):
    """``submit(side, seconds, note)`` changes the clock; a :class:`ClockError` is shown."""

    def __init__(self, names: dict[Side, str], side: Side,
                 submit: Callable[[Side, int, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.setWindowTitle(self.tr("Adjust the clock"))
        self.setMinimumWidth(560)
        self.form = ErrorForm()
        self.side = side_box(names, side)
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(self.tr("+2:00 adds two minutes, -0:30 takes 30 seconds"))
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("why, for the log (e.g. opponent's illegal move)"))
        self.form.add_field("side", self.tr("Side"), self.side)
        self.form.add_field("amount", self.tr("Time (± m:ss)"), self.amount)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def accept(self) -> None:
        try:
            seconds = signed_seconds(self.amount.text())
        except ValueError as exc:
            self.form.show_errors({"amount": str(exc)})
            return
        try:
            self._submit(Side(self.side.currentData()), seconds, self.note.text().strip())
        except ClockError as exc:
            self.form.show_errors({"amount": str(exc)})
            self.adjustSize()
            return
        super().accept()


class MovesDialog(QDialog):
    """``submit(side, count, note)`` corrects a move counter; a :class:`ClockError` is shown."""

    def __init__(self, names: dict[Side, str], side: Side, moves: Callable[[Side], int],
                 submit: Callable[[Side, int, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit, self._moves = submit, moves
        self.setWindowTitle(self.tr("Correct the move counter"))
        self.setMinimumWidth(560)
        self.form = ErrorForm()
        self.side = side_box(names, side)
        self.count = QSpinBox()
        self.count.setRange(0, 999)
        self.count.setValue(moves(side))
        self.side.currentIndexChanged.connect(
            lambda _i: self.count.setValue(self._moves(Side(self.side.currentData()))))
        self.note = QLineEdit()
        self.form.add_field("side", self.tr("Side"), self.side)
        self.form.add_field("count", self.tr("Moves completed"), self.count)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def accept(self) -> None:
        try:
            self._submit(Side(self.side.currentData()), self.count.value(),
                         self.note.text().strip())
        except ClockError as exc:
            self.form.show_errors({"count": str(exc)})
            return
        super().accept()
