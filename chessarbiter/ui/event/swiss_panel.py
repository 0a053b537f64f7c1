"""The Swiss side of the Pairings tab: pair the next round with one button, the byes asked
for before it, late entries, why each board is what it is, and a change of pairing by hand
before the round starts.

What the next round needs is worked out from the window's state (the same question the
services and the command line ask, :func:`chessarbiter.core.swiss_rounds.next_round`), so
the button says at once why it cannot pair — a game of the last round without a result —
and pressing it anyway shows that sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.boards import BoardState
from chessarbiter.core.late_entry import unpaired_late_entry
from chessarbiter.core.swiss import Colour, RoundPairing
from chessarbiter.core.swiss_rounds import REQUESTED, NextRound, absent, next_round
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.feedback import run_or_warn, warn
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.swiss_commands import CancelBye, PairNext, bye_name

if TYPE_CHECKING:
    from chessarbiter.services.swiss_changes import SwissChanges

PANEL_WIDTH = 340


class SwissPanel(QWidget):
    """Shown beside the boards of a Swiss event; ``message`` goes to the status bar."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        self.document: EventDocument | None = None
        self.state: EventState | None = None
        self.next: NextRound | None = None
        # round → (what the round was paired from, the engine's pairing and explanation)
        self._explained: dict[int, tuple[object, RoundPairing]] = {}

        self.pair_button = QPushButton()
        self.pair_button.setObjectName("pair-next")
        self.pair_button.setStyleSheet("font-weight: bold; padding: 6px;")
        self.pair_button.clicked.connect(self.pair_next)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        self.byes_box = QGroupBox()
        self.byes = QListWidget()
        self.byes.setObjectName("requested-byes")
        self.add_bye_button = QPushButton(self.tr("Ask for a bye…"))
        self.add_bye_button.clicked.connect(self.ask_bye)
        self.cancel_bye_button = QPushButton(self.tr("Cancel the bye"))
        self.cancel_bye_button.clicked.connect(self.cancel_bye)
        self.late_button = QPushButton(self.tr("Late entry…"))
        self.late_button.clicked.connect(self.late_entry)
        buttons = QHBoxLayout()
        for button in (self.add_bye_button, self.cancel_bye_button):
            buttons.addWidget(button)
        byes = QVBoxLayout(self.byes_box)
        byes.addWidget(self.byes, 1)
        byes.addLayout(buttons)
        byes.addWidget(self.late_button)

        self.change_button = QPushButton(self.tr("Change this pairing…"))
        self.change_button.clicked.connect(self.change_pairing)
        self.why_box = QGroupBox(self.tr("Why this board"))
        self.why = QPlainTextEdit()
        self.why.setObjectName("explanation")
        self.why.setReadOnly(True)
        self.why.setPlaceholderText(self.tr("Choose a board: why its players meet and why "
                                            "the colours are as they are."))
        why = QVBoxLayout(self.why_box)
        why.addWidget(self.why, 1)
        why.addWidget(self.change_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pair_button)
        layout.addWidget(self.status)
        layout.addWidget(self.byes_box, 3)
        layout.addWidget(self.why_box, 2)
        self.board: BoardState | None = None

    # --- drawing -------------------------------------------------------------------------
    def show_state(self, document: EventDocument, state: EventState) -> None:
        self.document, self.state = document, state
        settings = state.settings
        # "lot": round 1 can be offered; the service draws the colour when it pairs
        drawn = Colour.WHITE if settings.initial_colour == "lot" else None
        nxt = next_round(state.boards, settings, drawn)
        self.next = nxt
        last = settings.swiss_rounds
        writable = not document.read_only
        done = nxt.number > last
        self.pair_button.setText(self.tr("All {0} rounds paired").format(last) if done
                                 else self.tr("Pair round {0} of {1}").format(nxt.number, last))
        self.pair_button.setEnabled(writable and not done)
        self.status.setText(_sentence(nxt.refusal) if nxt.refusal else self._ready_text(nxt))
        self.status.setStyleSheet("color: #a15c00;" if nxt.refusal else "color: #1b6e20;")
        self.byes_box.setTitle(self.tr("Byes asked for in round {0}").format(nxt.number)
                               if not done else self.tr("Byes asked for"))
        self._fill_byes(nxt.number if not done else None)
        for button in (self.add_bye_button, self.late_button):
            button.setEnabled(writable and not done)
        self.show_board(self.board)

    def _ready_text(self, nxt: NextRound) -> str:
        assert self.state is not None
        asked = len(absent(self.state.tournament, nxt.number))
        return self.tr("Ready: {0} players to pair, {1} asked for a bye").format(
            _playing(self.state, nxt.number) - asked, asked)

    def _fill_byes(self, rnd: int | None) -> None:
        self.byes.clear()
        if self.state is None or rnd is None:
            self.cancel_bye_button.setEnabled(False)
            return
        t = self.state.tournament
        for b in sorted(t.byes_in(rnd), key=lambda b: b.start_no):
            if b.kind in REQUESTED:
                item = QListWidgetItem(f"{b.start_no}  {t.by_start_no[b.start_no].name} — "
                                       f"{bye_name(b.kind)}")
                item.setData(Qt.ItemDataRole.UserRole, b.start_no)
                self.byes.addItem(item)
        late = [p for p in t.players if unpaired_late_entry(t, p.start_no)]
        for p in late:
            item = QListWidgetItem(self.tr("{0}  {1} — late entry").format(p.start_no, p.name))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.byes.addItem(item)
        writable = self.document is not None and not self.document.read_only
        self.cancel_bye_button.setEnabled(writable and self.byes.count() > len(late))

    def show_board(self, board: BoardState | None) -> None:
        """The explanation of ``board`` (the board under the cursor on the tab)."""
        self.board = board
        state, document = self.state, self.document
        self.change_button.setEnabled(
            board is not None and board.is_game and state is not None and document is not None
            and not document.read_only and board.round == state.tournament.rounds
            and state.boards.decided(board.round) == 0)
        if board is None or document is None:
            self.why.clear()
            return
        self.why.setPlainText("\n".join(self._lines(board)))

    def _lines(self, board: BoardState) -> list[str]:
        """The engine's words on ``board``, worked out once per round (the engine pairs the
        round again from what lay before it) and again only if that changed."""
        assert self.state is not None
        basis = _basis(self.state.tournament, board.round)
        known = self._explained.get(board.round)
        if known is None or known[0] != basis:
            try:
                known = self._explained[board.round] = (basis,
                                                        self._swiss().explain(board.round))
            except ActionRefused as exc:
                return [str(exc)]
        pairing = known[1]
        stored = self.state.pairing_notes.get((board.round, board.board))
        return ([stored[0]] if stored else []) + self._engine_lines(board, pairing)

    def _engine_lines(self, board: BoardState, pairing: RoundPairing) -> list[str]:
        """The engine's explanation of the board it made with these players, if it did."""
        for made in pairing.boards:
            if {made.white, made.black} == {board.white, board.black}:
                lines = list(made.explanation)
                if (made.white, made.black) != (board.white, board.black):
                    lines.append(self.tr("colours changed by the arbiter"))
                return lines
        if board.black is None and pairing.bye == board.white:
            return list(pairing.bye_explanation)
        return [self.tr("This pairing was changed by the arbiter: the program paired "
                        "differently.")]

    # --- actions -------------------------------------------------------------------------
    def pair_next(self) -> None:
        nxt = self.next
        if self.document is None or nxt is None:
            return
        if nxt.refusal is not None:
            warn(self, _sentence(nxt.refusal))
            return
        if run_or_warn(self, self.document, PairNext(self._swiss(), nxt.number)):
            self.message.emit(self.tr("Round {0} paired").format(nxt.number))
        else:  # refused from what is stored, which may be newer than what is shown
            self.document.refresh()

    def ask_bye(self) -> None:
        from chessarbiter.ui.event.swiss_dialogs import ByeDialog

        if self.document is not None and self.next is not None:
            ByeDialog(self.document, self._swiss(), self.next.number, self).exec()

    def cancel_bye(self) -> None:
        item = self.byes.currentItem()
        if self.document is None or self.next is None or item is None \
                or item.data(Qt.ItemDataRole.UserRole) is None:
            return
        assert self.state is not None
        player = self.state.tournament.by_start_no[int(item.data(Qt.ItemDataRole.UserRole))]
        run_or_warn(self, self.document, CancelBye(self._swiss(), player, self.next.number))

    def late_entry(self) -> None:
        from chessarbiter.ui.event.swiss_dialogs import run_late_entry

        if self.document is not None:
            run_late_entry(self, self.document, self._swiss())

    def change_pairing(self) -> None:
        from chessarbiter.ui.event.swiss_dialogs import ChangePairingDialog

        board = self.board
        if self.document is None or board is None or self.state is None:
            return
        self._lines(board)  # the engine's pairing of the round, once
        known = self._explained.get(board.round)
        if known is not None:
            ChangePairingDialog(self.document, self._swiss(), board, known[1].pairs(),
                                self).exec()

    def _swiss(self) -> SwissChanges:
        assert self.document is not None
        return self.document.swiss


def _sentence(text: str) -> str:
    """The services' refusal as a sentence on its own (they write it to follow a name)."""
    return text[:1].upper() + text[1:]


def _basis(t: Tournament, rnd: int) -> object:
    """What round ``rnd`` was paired from: the players, the games before it, the byes."""
    return (t.players, tuple(g for g in t.games if g.round < rnd),
            tuple(b for b in t.byes if b.round <= rnd))


def _playing(state: EventState, rnd: int) -> int:
    return sum(1 for p in state.tournament.players
               if p.withdrawn_after is None or p.withdrawn_after >= rnd)

