"""Choosing the four players when more than four are tied for first.

The regulations leave that format to the arbiter and the organiser; by default the four best on
tie-breaks play. The arbiter's own choice needs a note saying why, which is kept with the
play-off and printed with it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from chessarbiter.core.playoffs import Action, Plan, SelectFour
from chessarbiter.ui.common.forms import message_label, ok_cancel, show_message
from chessarbiter.ui.event.playoff_labels import player_name, seed_of


class SelectFourDialog(QDialog):
    """A box per tied player (the four now playing ticked) and the note; ``submit`` records
    the selection and returns why it was refused, shown under the boxes."""

    def __init__(self, plan: Plan, names: Mapping[int, str], submit: Callable[[Action], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.setWindowTitle(self.tr("The four play-off players"))
        self.setMinimumWidth(520)
        intro = QLabel(self.tr("Tick the four players who play off, and say why the choice "
                               "departs from the tie-break order."))
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        self.boxes: dict[int, QCheckBox] = {}
        for player in plan.tied:
            box = QCheckBox(self.tr("{0} (seed {1})").format(player_name(names, player),
                                                              seed_of(plan, player)))
            box.setChecked(player in plan.selected)
            self.boxes[player] = box
            layout.addWidget(box)
        self.note = QLineEdit(plan.selection_note)
        self.note.setPlaceholderText(self.tr("Why these four (printed with the play-off)"))
        layout.addWidget(self.note)
        self.error = message_label()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.error)
        self.buttons = ok_cancel(self)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        chosen = tuple(p for p, box in self.boxes.items() if box.isChecked())
        refusal = self._submit(SelectFour(chosen, self.note.text().strip()))
        if refusal:
            show_message(self.error, refusal)
            return
        super().accept()
