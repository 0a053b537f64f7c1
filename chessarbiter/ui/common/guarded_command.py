"""The undo command every window action is made of: ``apply``/``revert`` call services, and a
refusal is kept in :attr:`error` (the command made obsolete) instead of raised through Qt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from chessarbiter.services.errors import ActionRefused


class GuardedCommand(QUndoCommand):
    #: what a storage failure could not write, for its message ("event file", "season file")
    written = "event file"

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.error: ActionRefused | None = None

    def redo(self) -> None:
        self._guard(self.apply)

    def undo(self) -> None:
        self._guard(self.revert)

    def apply(self) -> None:
        raise NotImplementedError

    def revert(self) -> None:
        raise NotImplementedError

    def _guard(self, action: Callable[[], None]) -> None:
        from sqlalchemy.exc import SQLAlchemyError

        self.error = None
        try:
            action()
        except ActionRefused as exc:
            self._fail(exc)
        except SQLAlchemyError as exc:  # a locked or damaged file: say so, keep the stack honest
            message = QCoreApplication.translate("commands", "the {0} could not be written: {1}")
            self._fail(ActionRefused(message.format(self.written, type(exc).__name__), "file"))

    def _fail(self, exc: ActionRefused) -> None:
        self.error = exc
        self.setObsolete(True)
