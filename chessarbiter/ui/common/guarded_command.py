"""The undo command every window action is made of: ``apply``/``revert`` call services, and a
refusal is kept in :attr:`error` (the command made obsolete) instead of raised through Qt.

A command says what it changed (:attr:`touched`, for the views) and, when it knows the new
state exactly, gives it (:meth:`next_state`) so the document need not read the store again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.changes import EVERYTHING, Changes


class GuardedCommand(QUndoCommand):
    #: what a storage failure could not write, for its message ("event file", "season file")
    written = "event file"
    #: False: the services cannot reverse it; the document runs it outside the undo stack
    undoable = True
    #: what the last redo or undo changed, for the views
    touched: Changes = EVERYTHING

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.error: ActionRefused | None = None

    def next_state(self, state: Any) -> Any | None:
        """``state`` after this command's last redo or undo, when the command alone knows it;
        None asks for the store to be read again."""
        return None

    def redo(self) -> None:
        self._guard(self.apply)

    def undo(self) -> None:
        self._guard(self.revert)

    def apply(self) -> None:
        raise NotImplementedError

    def revert(self) -> None:
        raise NotImplementedError

    def _guard(self, action: Callable[[], None]) -> None:
        self.error = None
        try:
            action()
        except ActionRefused as exc:
            self._fail(exc)
        except Exception as exc:  # SQLAlchemy is imported only here: a result typed while
            from sqlalchemy.exc import SQLAlchemyError  # storage loads does without it

            if not isinstance(exc, SQLAlchemyError):
                raise
            from chessarbiter.services.concurrency import store_failure  # busy, read-only,

            self._fail(store_failure(exc, QCoreApplication.translate(  # damaged: say so
                "commands", "the {0}").format(self.written)))

    def _fail(self, exc: ActionRefused) -> None:
        self.error = exc
        self.setObsolete(True)
