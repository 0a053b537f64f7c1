"""One open event file in the window: its service, its undo stack and the last state read.

Every action goes through :meth:`EventDocument.run` (or undo/redo), which commits at once and
then reads the event back once; all tabs redraw from that one :class:`EventState`. A command
that knows exactly what it changed (a result) updates the state instead of a full re-read.

Storage (SQLAlchemy, Alembic) is imported when the first file is opened, not with the window:
the window is on screen before the slowest imports of a cold start.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.ui.commands import ServiceCommand
from chessarbiter.ui.state import EventState

if TYPE_CHECKING:
    from chessarbiter.db.database import Database

translate = QCoreApplication.translate  # a name lupdate recognises


class EventDocument(QObject):
    """An open event; ``changed`` carries the new state after every action, undo and redo;
    ``undoChanged`` says the Undo / Redo menu entries need a new text."""

    changed = Signal(object)
    undoChanged = Signal()

    def __init__(self, path: Path, db: Database, event_id: int) -> None:
        from chessarbiter.services.events import EventService

        super().__init__()
        self.path = path
        self.db = db
        self.service = EventService(db, event_id)
        self.undo_stack = QUndoStack(self)
        # Relayed through this object so the window stops hearing when the document goes.
        for signal in (self.undo_stack.canUndoChanged, self.undo_stack.canRedoChanged,
                       self.undo_stack.undoTextChanged, self.undo_stack.redoTextChanged):
            signal.connect(self.undoChanged)
        self.state = self._read()

    @classmethod
    def open(cls, path: str | Path) -> EventDocument:
        """Open an existing event file; refused with a message naming the file."""
        from chessarbiter.db.database import Database, EventFileError
        from chessarbiter.services.events import resolve_event

        path = Path(path)
        if not path.is_file():
            raise ActionRefused(translate("files", "{0}: no such event file").format(path), "file")
        try:
            db = Database.open_file(path)
        except EventFileError as exc:
            raise ActionRefused(str(exc), "file") from None
        try:
            return cls(path, db, resolve_event(db, None))
        except ActionRefused as exc:
            db.close()
            raise ActionRefused(f"{path}: {exc}", exc.field) from None

    def run(self, command: ServiceCommand) -> None:
        """Carry out ``command`` (committed at once) and make it undoable; raises if refused."""
        self.undo_stack.push(command)
        self._after(command)

    def undo(self) -> None:
        index = self.undo_stack.index()
        if index > 0:
            command = self.undo_stack.command(index - 1)
            self.undo_stack.undo()
            self._after(command)

    def redo(self) -> None:
        index = self.undo_stack.index()
        if index < self.undo_stack.count():
            command = self.undo_stack.command(index)
            self.undo_stack.redo()
            self._after(command)

    def refresh(self) -> None:
        """Re-read the event and redraw every view."""
        self._show(self._read())

    def close(self) -> None:
        self.undo_stack.clear()
        self.db.close()

    def _after(self, command: object) -> None:
        if not isinstance(command, ServiceCommand):
            self.refresh()
            return
        if command.error is not None:
            if isinstance(command.error, EditConflict):
                self.refresh()  # show what the other computer stored
            raise command.error
        updated = command.next_state(self.state)
        self._show(updated if updated is not None else self._read())

    def _show(self, state: EventState) -> None:
        self.state = state
        self.changed.emit(state)

    def _read(self) -> EventState:
        service = self.service
        return EventState(
            tournament=service.tournament(),
            settings=service.settings(),
            header=service.header(),
        )
