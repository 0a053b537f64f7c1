"""Withdraw a player (or reinstate one), showing what the event's rule will do to their games.

The last round played starts at the player's last round with a result, so pressing Enter never
wipes out games already played; when the rule would annul results, the dialog says how many
and withholds OK until the arbiter ticks that they are to be annulled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.boards import BoardStatus, EventBoards, event_boards
from chessarbiter.core.players import Player
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.text import counted
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import message_label, ok_cancel, show_message
from chessarbiter.ui.common.labels import withdrawal_rule_text


def last_round_with_result(tournament: Tournament, start_no: int) -> int:
    """The latest round in which the player's game has a result (0 when none has)."""
    return max((g.round for g in tournament.games_of.get(start_no, ()) if g.result is not None),
               default=0)


class WithdrawDialog(QDialog):
    """``submit`` gets the last round played (None to reinstate) and may refuse it."""

    def __init__(self, player: Player, tournament: Tournament, settings: EventSettings,
                 submit: Callable[[int | None], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self._player, self._tournament, self._settings = player, tournament, settings
        self.setWindowTitle(self.tr("Withdraw {0}").format(player.name))
        self.setMinimumWidth(560)
        rule_label = QLabel(self.tr("Rule of this event: {0}").format(
            withdrawal_rule_text(settings.withdrawal_rule)))
        rule_label.setWordWrap(True)
        self.last_round = QSpinBox()
        self.last_round.setRange(0, tournament.rounds)
        self.last_round.setValue(player.withdrawn_after if player.withdrawn_after is not None
                                 else last_round_with_result(tournament, player.start_no))
        self.reinstate = QCheckBox(self.tr("Reinstate: the player did not withdraw"))
        self.reinstate.setVisible(player.withdrawn)
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        self.annul = QCheckBox()
        form = QFormLayout()
        form.addRow(self.tr("Last round played"), self.last_round)
        form.addRow(self.reinstate)
        self.error = message_label()
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(rule_label)
        layout.addLayout(form)
        layout.addWidget(self.effect)
        layout.addWidget(self.annul)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        for signal in (self.last_round.valueChanged, self.reinstate.toggled, self.annul.toggled):
            signal.connect(self._show_effect)
        self._show_effect()

    def annulled_results(self) -> int:
        """How many results of the player the chosen round would annul (0: none)."""
        boards = self._boards()
        if boards is None or self._player.start_no not in boards.annulled:
            return 0
        return sum(1 for b in boards.games() if b.status is BoardStatus.ANNULLED
                   and self._player.start_no in (b.white, b.black) and b.entered is not None)

    def _boards(self) -> EventBoards | None:
        """Every board as the chosen withdrawal would make it; None when reinstating."""
        if self.reinstate.isChecked():
            return None
        after = self.last_round.value()
        withdrawn = replace(self._tournament, players=tuple(
            replace(p, withdrawn_after=after) if p.start_no == self._player.start_no else p
            for p in self._tournament.players))
        return event_boards(withdrawn, self._settings)

    def _show_effect(self) -> None:
        boards = self._boards()
        self.last_round.setEnabled(boards is not None)
        annuls = boards is not None and self._player.start_no in boards.annulled
        annulled = self.annulled_results()
        if boards is None:
            text = self.tr("The player's games count again as entered.")
        elif annuls:
            text = counted(annulled, self.tr(
                "Fewer than half of the games are played: {0} result is annulled and the "
                "player is not ranked."), self.tr(
                "Fewer than half of the games are played: {0} results are annulled and the "
                "player is not ranked."))
        else:
            left = sum(1 for b in boards.games() if b.status is BoardStatus.WITHDRAWN
                       and self._player.start_no in b.withdrawn)
            text = counted(left, self.tr("{0} remaining game is lost by forfeit."),
                           self.tr("{0} remaining games are lost by forfeit."))
        self.effect.setText(text)
        self.annul.setVisible(annuls and annulled > 0)
        self.annul.setText(counted(annulled, self.tr("Yes, annul {0} result"),
                                   self.tr("Yes, annul {0} results")))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.annul.isHidden() or self.annul.isChecked())

    def accept(self) -> None:
        if not self.annul.isHidden() and not self.annul.isChecked():
            return  # Enter on the default button may not annul results unseen
        after = None if self.reinstate.isChecked() else self.last_round.value()
        try:
            self._submit(after)
        except ActionRefused as exc:
            show_message(self.error, str(exc))
            return
        super().accept()
