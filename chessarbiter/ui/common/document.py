"""What both windows' documents are: one open store, its undo stack, and the one way an
action runs, is undone and redone.

A document is opened through :func:`open_for_window` (the program's one opening,
:mod:`chessarbiter.db.opening`: the lock, the schema, the refusals, the kinds of event). Each
action is a :class:`~chessarbiter.ui.common.guarded_command.GuardedCommand` that calls its
services with what the window showed, so a record another computer changed meanwhile is
refused (compare-and-set), never overwritten — in undo and redo as much as in the action.
The document then

- raises the refusal; after a conflict it first reads the store again, so the window shows
  what is stored now;
- patches its state when the command knows what it changed (``next_state``), else reads it
  again, and emits ``changed`` with the state;
- says what changed (:class:`Changes`, set in :attr:`Document.changes` before ``changed`` is
  emitted), so each view redraws only for changes it shows.

A command the services cannot reverse (``undoable = False``) runs outside the undo stack,
which is cleared, and ``notice`` says so.

Subclasses read their kind of state (:meth:`Document.read_state`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.ui.common.changes import EVERYTHING, Changes
from chessarbiter.ui.common.guarded_command import GuardedCommand

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.lock import EventFileLock
    from chessarbiter.db.opening import OpenedStore

translate = QCoreApplication.translate  # a name lupdate recognises
T = TypeVar("T")


def open_for_window(path: str | Path, *, read_only: bool = False,
                    lock: EventFileLock | None = None) -> OpenedStore:
    """The file ``path`` opened for a window: locked for it (``lock``: the lock it holds
    already), or for reading only. Refused
    with :class:`ActionRefused` naming the file; a file another window or a command holds
    raises :class:`~chessarbiter.db.lock.FileInUse`, and one that cannot be written here
    :class:`~chessarbiter.db.opening.Unwritable`, so the window can offer to read it."""
    from chessarbiter.db.database import EventFileError
    from chessarbiter.db.lock import WINDOW, FileInUse
    from chessarbiter.db.opening import READ, WRITE, Unwritable, open_store

    try:
        return open_store(path, READ if read_only else WRITE, holder=WINDOW, lock=lock)
    except (FileInUse, Unwritable):
        raise
    except EventFileError as exc:
        raise ActionRefused(str(exc), "file") from None
    except OSError as exc:  # the lock file cannot be made: permissions, a disk that went away
        message = translate("files", "{0}: cannot be opened ({1})")
        raise ActionRefused(message.format(path, exc.strerror), "file") from None


def create_for_window(path: Path, first: Callable[[Database], T]) -> T:
    """The event file ``path`` made by ``first`` (its first transaction), whole or not at all
    (:func:`chessarbiter.db.opening.create_file`); refused with a message naming it."""
    from chessarbiter.db.database import EventFileError
    from chessarbiter.db.lock import WINDOW
    from chessarbiter.db.opening import create_file

    try:
        return create_file(path, first, holder=WINDOW)
    except EventFileError as exc:
        raise ActionRefused(str(exc), "file") from None


class Store(Protocol):
    """What a document asks of its store: an :class:`~chessarbiter.db.opening.OpenedStore`,
    or a file whose storage is loading (:mod:`chessarbiter.ui.event.early_results`)."""

    location: str
    read_only: bool

    @property
    def path(self) -> Path | None: ...

    @property
    def db(self) -> Database: ...

    def close(self) -> None: ...


def _read_only_note(store: Store) -> str:
    """Short enough for the status bar; the opening question named the folder in full."""
    import os

    from chessarbiter.db.opening import unwritable_reason

    if store.path is None or unwritable_reason(store.path) is None:
        return translate("files", "Read-only: open in another window")
    if not os.access(store.path, os.W_OK):
        return translate("files", "Read-only: the file is read-only")
    return translate("files", "Read-only: its folder cannot be written")


class Document(QObject):
    """An open store in a window. ``changed`` carries the new state after every action,
    undo, redo and refresh; ``undoChanged`` says the Undo / Redo entries need new texts;
    ``notice`` is a sentence for the status bar."""

    changed = Signal(object)
    undoChanged = Signal()
    notice = Signal(str)

    def __init__(self, store: Store, state: Any = None) -> None:
        """``state``: as read already (else :meth:`read_state` reads it)."""
        super().__init__()
        self.store = store
        #: the event file; None for a database server
        self.path = store.path
        #: where the store is, as shown and remembered (a server address without password)
        self.location = store.location
        #: nothing can be changed here (another window holds the file, or it is read-only)
        self.read_only = store.read_only
        #: why, for the status bar ("" when it can be changed)
        self.read_only_note = _read_only_note(store) if store.read_only else ""
        #: what the last ``changed`` changed
        self.changes = EVERYTHING
        self.undo_stack = QUndoStack(self)
        # Relayed through this object so the window stops hearing when the document goes.
        for signal in (self.undo_stack.canUndoChanged, self.undo_stack.canRedoChanged,
                       self.undo_stack.undoTextChanged, self.undo_stack.redoTextChanged):
            signal.connect(self.undoChanged)
        self.state: Any = self.read_state() if state is None else state

    @property
    def db(self) -> Database:
        """The store's database (one still loading is waited for)."""
        return self.store.db

    def read_state(self) -> Any:
        """The state every view draws, read from the store."""
        raise NotImplementedError

    @property
    def name(self) -> str:
        """The file's name, or the server address, for the title bar."""
        return self.path.name if self.path is not None else self.location

    def run(self, command: GuardedCommand) -> None:
        """Carry out ``command`` (committed at once); raises :class:`ActionRefused` if it
        was refused (nothing written)."""
        if self.read_only:
            raise ActionRefused(translate(
                "files", "{0} is open read-only in this window: nothing can be changed here"
            ).format(self.location), "file")
        if command.undoable:
            self.undo_stack.push(command)
        else:
            command.redo()
        if command.error is None and not command.undoable:
            self._forget_steps(command)
        self._after(command)

    def undo(self) -> None:
        index = self.undo_stack.index() - 1
        if index >= 0:
            command = self.undo_stack.command(index)
            self.undo_stack.undo()
            self._after(command)

    def redo(self) -> None:
        index = self.undo_stack.index()
        if index < self.undo_stack.count():
            command = self.undo_stack.command(index)
            self.undo_stack.redo()
            self._after(command)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Read the store again and redraw every view that shows ``changes``."""
        self.show(self.read_state(), changes)

    def show(self, state: Any, changes: Changes) -> None:
        self.state = state
        self.changes = changes
        self.changed.emit(state)

    def close(self) -> None:
        """Close the store and let other windows and commands lock the file again."""
        self.undo_stack.clear()
        self.store.close()

    def _after(self, command: object) -> None:
        if not isinstance(command, GuardedCommand):
            self.refresh()
            return
        if command.error is not None:
            if isinstance(command.error, EditConflict):
                self.refresh()  # show what the other computer stored
            raise command.error
        updated = command.next_state(self.state)
        if updated is None:
            self.refresh(command.touched)
        else:
            self.show(updated, command.touched)

    def final_note(self, command: GuardedCommand) -> str:
        """What the status bar says of an action that cannot be undone."""
        return translate("documents", "{0}: saved. It cannot be undone").format(command.text())

    def _forget_steps(self, command: GuardedCommand) -> None:
        had_steps = self.undo_stack.count() > 0
        self.undo_stack.clear()
        text = self.final_note(command)
        if had_steps:
            text += translate("documents", "; earlier steps can no longer be undone")
        self.notice.emit(text + ".")
