"""A league tab that follows the open season but draws only while it is on screen, so an
action on one tab reads nothing the hidden tabs would show (see :mod:`night_state`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document_view import DocumentView
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.forms import ErrorForm
from chessarbiter.ui.league.commands import LeagueCommand
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.services.league import League

Command = TypeVar("Command", bound=LeagueCommand)


class LeagueView(DocumentView[LeagueDocument, LeagueState]):
    """A tab of the league window; ``buttons`` is the tab's row of actions (its print button
    is added at the end)."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = QHBoxLayout()

    def run(self, command: LeagueCommand) -> bool:
        """Carry out ``command``; a refusal is shown in a message box and nothing changes.
        (A final command's notice comes from the document, so it is not flashed over.)"""
        assert self.document is not None, "actions are disabled while no season is open"
        try:
            self.document.run(command)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        if command.undoable:
            self.message.emit(command.text())
        return True

    def run_dialog(self, dialog: QDialog, form: ErrorForm,
                   make: Callable[[], Command]) -> Command | None:
        """Show ``dialog`` until its command (``make``) is carried out or it is cancelled; a
        refusal is shown under the field it names and the dialog stays open."""
        assert self.document is not None, "actions are disabled while no season is open"
        command = run_dialog(self.document, dialog, form, make)
        if command is not None and command.undoable:
            self.message.emit(command.text())
        return command

    def print_with(self, printer: Callable[..., object], *args: object) -> None:
        """Print this tab's sheet: ``printer(parent, document, *args)`` from
        :mod:`chessarbiter.ui.league.printing`, which asks where to save it."""
        assert self.document is not None, "printing is disabled while no season is open"
        printer(self, self.document, *args)

    def league(self) -> League:
        assert self.document is not None, "actions are disabled while no season is open"
        return self.document.league


def run_dialog(document: LeagueDocument, dialog: QDialog, form: ErrorForm,
               make: Callable[[], Command]) -> Command | None:
    """Show ``dialog`` until its command (``make``) is carried out in ``document`` or it is
    cancelled; a refusal (a conflict too: nothing saved) is shown under the field it names
    and the dialog stays open."""
    while dialog.exec():
        try:
            command = make()
            document.run(command)
        except ActionRefused as exc:
            form.show_errors({exc.field or "": str(exc)})
            continue
        return command
    return None
