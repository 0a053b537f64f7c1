"""Withdraw a player (or reinstate one), showing what the event's rule will do to their games."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.players import Player
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import message_label, ok_cancel, show_message
from chessarbiter.ui.common.labels import withdrawal_rule_text


class WithdrawDialog(QDialog):
    """``submit`` gets the last round played (None to reinstate) and may refuse it."""

    def __init__(self, player: Player, rounds: int, rule: str,
                 submit: Callable[[int | None], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.setWindowTitle(self.tr("Withdraw {0}").format(player.name))
        self.setMinimumWidth(520)
        rule_label = QLabel(self.tr("Rule of this event: {0}").format(withdrawal_rule_text(rule)))
        rule_label.setWordWrap(True)
        self.last_round = QSpinBox()
        self.last_round.setRange(0, rounds)
        self.last_round.setValue(player.withdrawn_after or 0)
        self.reinstate = QCheckBox(self.tr("Reinstate: the player did not withdraw"))
        self.reinstate.setVisible(player.withdrawn)
        self.reinstate.toggled.connect(lambda on: self.last_round.setEnabled(not on))
        form = QFormLayout()
        form.addRow(self.tr("Last round played"), self.last_round)
        form.addRow(self.reinstate)
        self.error = message_label()
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(rule_label)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        after = None if self.reinstate.isChecked() else self.last_round.value()
        try:
            self._submit(after)
        except ActionRefused as exc:
            show_message(self.error, str(exc))
            return
        super().accept()
