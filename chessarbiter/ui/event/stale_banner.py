"""The banner over Standings, Playoffs and Prizes while the play-off is out of date: what
changed since it was started, and one action to keep it or redo it (both undoable, both
logged in the audit log with the reason)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from chessarbiter.ui.common.feedback import run_or_warn
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.state import EventState


class StaleBanner(QFrame):
    """Hidden while the play-off (and so the champion and the prizes) rests on the facts."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("staleBanner")
        self.setStyleSheet("#staleBanner { background: #fff3cd; border: 1px solid #d9a400; "
                           "border-radius: 4px; } QLabel { color: #5c4400; }")
        self.document: EventDocument | None = None
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.keep_button = QPushButton(self.tr("Keep the play-off"))
        self.keep_button.setToolTip(self.tr("The play-off stands as it is; the facts of now "
                                            "become its basis. Logged in the audit log."))
        self.keep_button.clicked.connect(self.keep)
        self.redo_button = QPushButton(self.tr("Redo the play-off"))
        self.redo_button.setToolTip(self.tr("Put this play-off aside and start again from the "
                                            "standings of now. Logged in the audit log."))
        self.redo_button.clicked.connect(self.redo)
        buttons = QVBoxLayout()
        buttons.addWidget(self.keep_button)
        buttons.addWidget(self.redo_button)
        layout = QHBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)
        self.hide()

    def show_state(self, document: EventDocument | None, state: EventState | None) -> None:
        self.document = document
        message = state.playoff.stale_message if state is not None else ""
        self.text.setText(self.tr("The play-off is out of date. {0}").format(message))
        writable = document is not None and not document.read_only
        for button in (self.keep_button, self.redo_button):
            button.setEnabled(writable)
        self.setVisible(bool(message))

    def keep(self) -> None:
        from chessarbiter.ui.event.playoff_commands import KeepPlayoff

        if self.document is not None and run_or_warn(
                self, self.document, KeepPlayoff(self.document.service)):
            self.message.emit(self.tr("Play-off kept; the choice is in the audit log"))

    def redo(self) -> None:
        from chessarbiter.ui.event.playoff_commands import RedoPlayoff

        if self.document is not None and run_or_warn(
                self, self.document, RedoPlayoff(self.document.service)):
            self.message.emit(self.tr("Play-off redone from the standings of now; the choice "
                                      "is in the audit log"))
