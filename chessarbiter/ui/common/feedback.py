"""Running a command from a menu or button, and telling the arbiter when it was refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.guarded_command import GuardedCommand

Command = TypeVar("Command", bound=GuardedCommand)
Command_contra = TypeVar("Command_contra", bound=GuardedCommand, contravariant=True)


class RunsCommands(Protocol[Command_contra]):
    """What :func:`run_or_warn` needs of a document: either window's will do."""

    def run(self, command: Command_contra) -> None: ...


def warn(parent: QWidget, message: str) -> None:
    QMessageBox.warning(parent, QCoreApplication.translate("feedback", "Not done"), message)


def warn_backup_failed(parent: QWidget, problem: str) -> None:
    """An action completed a round and is saved, but the round's backup was not made: the
    arbiter must know that the copy they count on is missing."""
    translate = QCoreApplication.translate
    QMessageBox.warning(parent, translate("feedback", "Backup not made"), translate(
        "feedback", "Saved. The backup of the round just completed could not be made: {0}. "
        "Until backups work again, keep copies with File ▸ Save a Copy As…").format(problem))


def attempt(parent: QWidget, action: Callable[[], object]) -> bool:
    """Carry out ``action``; a refusal is shown in a message box. True when it was done."""
    try:
        action()
    except ActionRefused as exc:
        warn(parent, str(exc))
        return False
    return True


def run_or_warn(parent: QWidget, document: RunsCommands[Command], command: Command) -> bool:
    """Carry out ``command``; a refusal is shown in a message box and nothing changes."""
    try:
        document.run(command)
    except ActionRefused as exc:
        warn(parent, str(exc))
        return False
    return True


def confirm(parent: QWidget, title: str, message: str) -> bool:
    """A yes/no question whose safe answer (No) is the default."""
    answer = QMessageBox.question(
        parent, title, message,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
