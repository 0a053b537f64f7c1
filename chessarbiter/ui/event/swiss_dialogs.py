"""The dialogs of a Swiss event's Pairings tab: a bye asked for, a late entry, a pairing
changed by hand before the round starts (with what it breaks, confirmed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.boards import BoardState
from chessarbiter.core.players import Player
from chessarbiter.core.swiss import Colour
from chessarbiter.core.swiss_manual import Breach, breaches
from chessarbiter.core.swiss_rounds import REQUESTED, before, request_for, swiss_settings
from chessarbiter.core.tournament import ByeKind
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.feedback import confirm
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.event.commands import AddPlayer
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.player_dialog import PlayerDialog
from chessarbiter.ui.event.swiss_commands import (
    LateEntry,
    RequestBye,
    SwapColours,
    SwapPlayers,
    SwissCommand,
    bye_name,
)

if TYPE_CHECKING:
    from chessarbiter.services.swiss import SwissService
    from chessarbiter.services.swiss_changes import SwissChanges
    from chessarbiter.services.swiss_late import LateEntries


class ByeDialog(QDialog):
    """Who asks for a bye in round ``rnd``, and which (half, zero or full point)."""

    def __init__(self, document: EventDocument, service: SwissService, rnd: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.service, self.round = document, service, rnd
        self.setWindowTitle(self.tr("Bye asked for in round {0}").format(rnd))
        t = document.state.tournament
        asked = {b.start_no for b in t.byes_in(rnd)}
        self.player = QComboBox()
        for p in sorted(t.players, key=lambda p: p.start_no):
            if p.start_no not in asked and (p.withdrawn_after is None or p.withdrawn_after >= rnd):
                self.player.addItem(f"{p.start_no}  {p.name}", p.start_no)
        self.kind = QComboBox()
        for kind in REQUESTED:
            self.kind.addItem(bye_name(kind), kind.value)
        self.problem = message_label()
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Bye"), self.kind)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def accept(self) -> None:
        if self.player.currentIndex() < 0:
            show_message(self.problem, self.tr("Every player has a bye in this round already."))
            return
        player = self.document.state.tournament.by_start_no[int(self.player.currentData())]
        kind = ByeKind(self.kind.currentData())
        try:
            self.document.run(RequestBye(self.service, player, self.round, kind))
        except ActionRefused as exc:
            show_message(self.problem, str(exc))
            return
        super().accept()


def run_late_entry(parent: QWidget, document: EventDocument, service: LateEntries) -> None:
    """A player who arrives after round 1 was paired (before it, an ordinary registration):
    the rounds they missed are zero-point byes, their number follows the initial order."""
    paired = bool(document.state.tournament.games)

    def submit(player: Player) -> None:
        document.run(LateEntry(service, player) if paired
                     else AddPlayer(document.service, player))

    dialog = PlayerDialog(submit, player_count=len(document.state.tournament.players),
                          parent=parent)
    dialog.setWindowTitle(parent.tr("Late entry") if paired else parent.tr("Add player"))
    dialog.start_no.setEnabled(False)  # the initial order gives the number (C.04.2)
    if paired:
        note = QLabel(parent.tr("Rounds already paired count as zero-point byes; the pairing "
                                "number follows the rating order, later numbers move up."))
        note.setWordWrap(True)
        layout = dialog.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, note)
    dialog.exec()


class ChangePairingDialog(QDialog):
    """Swap the colours on a board, or one of its players with a player of another board,
    before the round starts. What the change breaks against the engine's pairing is shown as
    it is chosen; a change breaking an absolute criterion is asked about once more."""

    def __init__(self, document: EventDocument, service: SwissChanges, board: BoardState,
                 engine: Sequence[tuple[int, int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.service, self.board = document, service, board
        self.engine = list(engine)
        state = document.state
        self.players = state.tournament.by_start_no
        self.setWindowTitle(self.tr("Change the pairing of round {0}").format(board.round))
        self.setMinimumWidth(560)
        assert board.black is not None
        white, black = self.players[board.white], self.players[board.black]
        self.colours = QRadioButton(self.tr("Swap the colours on board {0}: {1} – {2}")
                                    .format(board.board, white.name, black.name))
        self.colours.setChecked(True)
        self.opponents = QRadioButton(self.tr("Swap"))
        self.mine = QComboBox()
        for p in (white, black):
            self.mine.addItem(f"{p.start_no}  {p.name}", p.start_no)
        self.other = QComboBox()
        for g in state.tournament.round_games(board.round):
            if g.board != board.board:
                for s in (g.white, g.black):
                    self.other.addItem(self.tr("{0}  {1} (board {2})").format(
                        s, self.players[s].name, g.board), s)
        swap = QHBoxLayout()
        for widget in (self.opponents, self.mine, QLabel(self.tr("with")), self.other):
            swap.addWidget(widget)
        swap.addStretch(1)
        self.breaks = QLabel()
        self.breaks.setWordWrap(True)
        self.breaks.setTextFormat(Qt.TextFormat.PlainText)
        self.mark = QCheckBox(self.tr("Mark the change on the pairing sheet and wall chart (*)"))
        self.problem = message_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        store = buttons.addButton(self.tr("Store the change"),
                                  QDialogButtonBox.ButtonRole.AcceptRole)
        store.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.colours)
        layout.addLayout(swap)
        heading = QLabel(self.tr("<b>What the change breaks</b> (against the program's "
                                 "pairing of the round)"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addWidget(self.breaks)
        layout.addWidget(self.mark)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        for signal in (self.colours.toggled, self.mine.currentIndexChanged,
                       self.other.currentIndexChanged):
            signal.connect(self._show_breaches)
        self._show_breaches()

    def changed_pairs(self) -> list[tuple[int, int]]:
        """The round's boards (white, black) after the change chosen."""
        games = self.document.state.tournament.round_games(self.board.round)
        if self.colours.isChecked():
            return [(g.black, g.white) if g.board == self.board.board else (g.white, g.black)
                    for g in games]
        a, b = int(self.mine.currentData()), int(self.other.currentData())
        swapped = {a: b, b: a}
        return [(swapped.get(g.white, g.white), swapped.get(g.black, g.black)) for g in games]

    def found(self) -> list[Breach]:
        state = self.document.state
        rnd, settings = self.board.round, state.settings
        t = before(state.boards.reported, rnd)
        request = request_for(t, settings, rnd, Colour(settings.initial_colour[0]))
        return breaches(t, request, swiss_settings(settings), self.engine, self.changed_pairs())

    def _show_breaches(self, *_args: object) -> None:
        found = self.found()
        self.breaks.setText("\n".join(
            (self.tr("absolute: ") if b.absolute else "") + b.text for b in found)
            or self.tr("Nothing: the change breaks no criterion the program's pairing kept."))
        self.breaks.setStyleSheet("color: #b00020;" if any(b.absolute for b in found)
                                  else "")

    def accept(self) -> None:
        absolute = [b.text for b in self.found() if b.absolute]
        if absolute and not confirm(self, self.tr("Absolute criteria broken"), self.tr(
                "This change breaks absolute criteria of the Dutch system:\n\n{0}\n\n"
                "Store it anyway?").format("\n".join(absolute))):
            return
        rnd, mark = self.board.round, self.mark.isChecked()
        command: SwissCommand = (
            SwapColours(self.service, rnd, self.board.board, mark) if self.colours.isChecked()
            else SwapPlayers(self.service, rnd, self.players[int(self.mine.currentData())],
                             self.players[int(self.other.currentData())], mark))
        try:
            self.document.run(command)
        except ActionRefused as exc:
            show_message(self.problem, str(exc))
            return
        super().accept()
