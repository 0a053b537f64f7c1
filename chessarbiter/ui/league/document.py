"""One open league season: its file, its services, its undo stack and the last state read.

Every action goes through :meth:`LeagueDocument.run`, which commits at once and reads the
season back; an action the services cannot reverse is run outside the undo stack, which is
then cleared (undoing an earlier step across it would act on rosters it never saw), and
:attr:`notice` tells the window to say so.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.league.commands import LeagueCommand
from chessarbiter.ui.league.state import read_state

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.lock import EventFileLock
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class LeagueDocument(QObject):
    """An open season; ``changed`` carries the new :class:`LeagueState` after every action,
    undo and redo; ``notice`` a sentence for the status bar."""

    changed = Signal(object)
    undoChanged = Signal()
    notice = Signal(str)

    def __init__(self, path: Path, db: Database, league: League,
                 lock: EventFileLock | None = None) -> None:
        super().__init__()
        self.path = path
        self.db = db
        self.league = league
        self.undo_stack = QUndoStack(self)
        self._lock = lock
        for signal in (self.undo_stack.canUndoChanged, self.undo_stack.canRedoChanged,
                       self.undo_stack.undoTextChanged, self.undo_stack.redoTextChanged):
            signal.connect(self.undoChanged)
        self.state = read_state(league)

    @classmethod
    def open(cls, path: str | Path) -> LeagueDocument:
        """Open the league season in ``path`` and lock the file for this window; refused with
        a message naming the file (also when another window holds it)."""
        from chessarbiter.db.database import Database, EventFileError
        from chessarbiter.db.lock import FileInUse, acquire
        from chessarbiter.services.league import open_league

        path = Path(path)
        if not path.is_file():
            raise ActionRefused(translate("league", "{0}: no such season file").format(path),
                                "file")
        try:
            lock = acquire(path)
        except FileInUse as exc:
            raise ActionRefused(str(exc), "file") from None
        except OSError as exc:
            message = translate("league", "{0}: cannot be locked for editing ({1})")
            raise ActionRefused(message.format(path, exc.strerror), "file") from None
        try:
            db = Database.open_file(path)
        except EventFileError as exc:
            lock.release()
            raise ActionRefused(str(exc), "file") from None
        try:
            return cls(path, db, open_league(db), lock)
        except ActionRefused as exc:
            db.close()
            lock.release()
            raise ActionRefused(f"{path}: {exc}", exc.field) from None

    @property
    def name(self) -> str:
        return self.path.name

    def run(self, command: LeagueCommand) -> None:
        """Carry out ``command`` (committed at once); raises :class:`ActionRefused` if refused."""
        if command.undoable:
            self.undo_stack.push(command)
        else:
            command.redo()
        if command.error is not None:
            raise command.error
        if not command.undoable:
            had_steps = self.undo_stack.count() > 0
            self.undo_stack.clear()
            text = translate("league", "{0}: saved. It cannot be undone (the league rules keep "
                                       "it in the season's log)").format(command.text())
            if had_steps:
                text += translate("league", "; earlier steps can no longer be undone")
            self.notice.emit(text + ".")
        self.refresh()

    def undo(self) -> None:
        self._step(self.undo_stack.index() - 1, self.undo_stack.undo)

    def redo(self) -> None:
        self._step(self.undo_stack.index(), self.undo_stack.redo)

    def _step(self, index: int, step: Callable[[], None]) -> None:
        if not 0 <= index < self.undo_stack.count():
            return
        command = self.undo_stack.command(index)
        assert isinstance(command, LeagueCommand)
        step()
        error = command.error
        self.refresh()
        if error is not None:
            raise error

    def refresh(self) -> None:
        self.state = read_state(self.league)
        self.changed.emit(self.state)

    def close(self) -> None:
        self.undo_stack.clear()
        self.db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None
