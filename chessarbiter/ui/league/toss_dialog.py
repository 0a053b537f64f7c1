"""A coin toss between teams tied after every other tie-break (rule 25.k): the order the TD's
toss gave, winner first, or a toss the program makes (reproducibly, from a recorded seed)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.league.night_commands import RecordToss

if TYPE_CHECKING:
    from chessarbiter.services.league import League


class TossDialog(QDialog):
    def __init__(self, section: str, groups: Sequence[tuple[str, ...]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Coin toss (rule 25.k)"))
        self.setMinimumWidth(440)
        self.section = section
        self.group = QComboBox()
        for group in groups:
            self.group.addItem(", ".join(group), group)
        self.order = QListWidget()
        self.order.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order.setMaximumHeight(120)
        self.by_program = QCheckBox(self.tr("Let the program toss"))
        self.by_program.toggled.connect(self.order.setDisabled)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("e.g. TD's coin, Team 2 called heads"))
        self.form = ErrorForm()
        self.form.add_field("teams", self.tr("Tied teams"), self.group)
        self.form.add_field("order", self.tr("Order (drag; winner first)"), self.order)
        self.form.add_field("seed", "", self.by_program)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.group.currentIndexChanged.connect(lambda _i: self._show_group())
        self._show_group()

    def _show_group(self) -> None:
        self.order.clear()
        self.order.addItems(list(self.group.currentData() or ()))

    def teams(self) -> list[str]:
        return [self.order.item(i).text() for i in range(self.order.count())]

    def command(self, league: League) -> RecordToss:
        seed = random.SystemRandom().randrange(1, 1_000_000) if self.by_program.isChecked() \
            else None
        return RecordToss(league, self.section, self.teams(), seed, self.note.text())
