"""Drawing of lots: at random with a recorded seed, or the numbers drawn on the stage by hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.players import Player
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import message_label, ok_cancel, show_message


class DrawLotsDialog(QDialog):
    """Asks for an optional seed; an empty seed means a fresh random draw."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Draw lots"))
        self.setMinimumWidth(480)
        intro = QLabel(self.tr(
            "Every player gets a new start number at random. The draw's seed is recorded in "
            "the event file, so the same draw can be repeated and checked."
        ))
        intro.setWordWrap(True)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("empty: a new random draw"))
        form = QFormLayout()
        form.addRow(self.tr("Seed"), self.seed_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        self.buttons = ok_cancel(self)
        layout.addWidget(self.buttons)

    def seed(self) -> str | None:
        return self.seed_edit.text().strip() or None


class StartNumbersDialog(QDialog):
    """One number box per player; ``submit`` gets old → new numbers and may refuse them."""

    def __init__(self, players: Sequence[Player], submit: Callable[[dict[int, int]], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.setWindowTitle(self.tr("Start numbers drawn by hand"))
        self.setMinimumSize(480, 420)
        intro = QLabel(self.tr("Enter the number each player drew. Each number from 1 to {0} "
                               "must be used once.").format(len(players)))
        intro.setWordWrap(True)
        self.boxes: dict[int, QSpinBox] = {}
        inner = QWidget()
        form = QFormLayout(inner)
        for p in players:
            box = QSpinBox()
            box.setRange(1, len(players))
            box.setValue(p.start_no)
            self.boxes[p.start_no] = box
            form.addRow(p.name, box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        self.error = message_label()
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(scroll)
        layout.addWidget(self.error)
        self.buttons = ok_cancel(self)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        try:
            self._submit({old: box.value() for old, box in self.boxes.items()})
        except ActionRefused as exc:
            show_message(self.error, str(exc))
            return
        super().accept()
