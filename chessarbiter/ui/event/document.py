"""One open event in the window (a file, or a database on a server): its service, its undo
stack and the last state read; a file is locked for the window while it is open.

Every action goes through :meth:`EventDocument.run` (or undo/redo), which commits at once and
then reads the event back once; all tabs redraw from that one :class:`EventState`. A command
that knows exactly what it changed (a result) updates the state instead of a full re-read.

Storage (SQLAlchemy, Alembic) is imported when the first file is opened, not with the window:
the window is on screen before the slowest imports of a cold start.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.ui.event.commands import ServiceCommand
from chessarbiter.ui.event.state import EventState

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.lock import EventFileLock

translate = QCoreApplication.translate  # a name lupdate recognises
CONNECT_TIMEOUT = 10  # seconds to wait for a database server before saying it did not answer


class EventDocument(QObject):
    """An open event; ``changed`` carries the new state after every action, undo and redo;
    ``undoChanged`` says the Undo / Redo menu entries need a new text."""

    changed = Signal(object)
    undoChanged = Signal()

    def __init__(self, path: Path | None, db: Database, event_id: int, *,
                 read_only: bool = False, lock: EventFileLock | None = None,
                 location: str = "") -> None:
        from chessarbiter.services.events import EventService

        super().__init__()
        #: the event file; None for an event on a database server
        self.path = path
        #: where the event is kept, as shown and remembered: the file, or the server address
        #: without its password
        self.location = location or str(path)
        #: another window holds the file: everything can be looked at, printed and exported,
        #: nothing changed
        self.read_only = read_only
        self.db = db
        self.service = EventService(db, event_id)
        self.undo_stack = QUndoStack(self)
        self._lock = lock
        # Relayed through this object so the window stops hearing when the document goes.
        for signal in (self.undo_stack.canUndoChanged, self.undo_stack.canRedoChanged,
                       self.undo_stack.undoTextChanged, self.undo_stack.redoTextChanged):
            signal.connect(self.undoChanged)
        self.state = self._read()

    @classmethod
    def open(cls, path: str | Path, *, read_only: bool = False) -> EventDocument:
        """Open an existing event file and lock it for this window; refused with a message
        naming the file. :class:`~chessarbiter.db.lock.FileInUse` is raised (and nothing is
        opened) when another window holds it, unless ``read_only``, which takes no lock."""
        from chessarbiter.db.database import Database, EventFileError
        from chessarbiter.db.lock import acquire

        path = Path(path)
        if not path.is_file():
            raise ActionRefused(translate("files", "{0}: no such event file").format(path), "file")
        try:
            lock = None if read_only else acquire(path)
        except OSError as exc:
            message = translate("files", "{0}: cannot be locked for editing ({1})")
            raise ActionRefused(message.format(path, exc.strerror), "file") from None
        try:
            db = Database.open_file(path)
        except EventFileError as exc:
            _release(lock)
            raise ActionRefused(str(exc), "file") from None
        except OSError as exc:  # unreadable: permissions, a disk that went away
            _release(lock)
            message = translate("files", "{0}: cannot be read ({1})")
            raise ActionRefused(message.format(path, exc.strerror), "file") from None
        try:
            return cls._of_store(db, path, read_only=read_only, lock=lock)
        except ActionRefused as exc:
            _release(lock)
            raise ActionRefused(f"{path}: {exc}", exc.field) from None

    @classmethod
    def open_server(cls, address: str, password: str = "") -> EventDocument:
        """Open the event on a database server (``postgresql://user@host:port/db``).

        The password is kept apart from the address, so that what is remembered and shown
        never holds it; a refusal's message has it masked.
        """
        from chessarbiter.db.database import Database, EventFileError

        url, shown, secret = server_urls(address, password)
        try:
            db = Database(url)
        except EventFileError as exc:  # named by the address as the arbiter typed it
            reason = str(exc).partition(": ")[2] or str(exc)
            raise ActionRefused(f"{shown}: {_masked(reason, secret)}", "address") from None
        try:
            return cls._of_store(db, None, location=shown)
        except ActionRefused as exc:
            raise ActionRefused(f"{shown}: {_masked(str(exc), secret)}", exc.field) from None

    @classmethod
    def _of_store(cls, db: Database, path: Path | None, **options: Any) -> EventDocument:
        """The latest event of an opened store; the store is closed again if that fails."""
        from chessarbiter.services.events import resolve_event

        try:
            return cls(path, db, resolve_event(db, None), **options)
        except ActionRefused:
            db.close()
            raise

    def run(self, command: ServiceCommand) -> None:
        """Carry out ``command`` (committed at once) and make it undoable; raises if refused."""
        if self.read_only:
            raise ActionRefused(translate(
                "files", "{0} is open read-only in this window: nothing can be changed here"
            ).format(self.location), "file")
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

    @property
    def name(self) -> str:
        """The file's name, or the server address, for the title bar."""
        return self.path.name if self.path is not None else self.location

    def close(self) -> None:
        """Close the store and let other windows lock the file again."""
        self.undo_stack.clear()
        self.db.close()
        _release(self._lock)
        self._lock = None

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
        from chessarbiter.services.playoffs import PlayoffService

        service = self.service
        return EventState(
            tournament=service.tournament(),
            settings=service.settings(),
            header=service.header(),
            forfeits=service.forfeit_links(),
            playoff_record=PlayoffService(service).record(),
        )


def server_urls(address: str, password: str) -> tuple[str, str, str]:
    """The URL to connect with (password included), the address to show and remember
    (password left out) and the password in force, to mask in messages; refused when it is
    no server address. A password typed inside the address counts when ``password`` is empty.
    """
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    address = address.strip()
    try:
        url = make_url(address)
    except ArgumentError:
        raise ActionRefused(translate(
            "files", "{0}: not a server address; write postgresql://user@host:port/database"
        ).format(address.split("@")[-1]), "address") from None
    if not url.drivername.startswith("postgres"):
        raise ActionRefused(translate(
            "files", "{0}: only postgresql:// addresses open here; open a file with File ▸ Open"
        ).format(url.render_as_string(hide_password=True)), "address")
    shown = url._replace(password=None).render_as_string(hide_password=False)
    if "connect_timeout" not in url.query:  # an unreachable server answers in seconds, not minutes
        url = url.update_query_dict({"connect_timeout": str(CONNECT_TIMEOUT)})
    secret = password or url.password or ""
    full = url.set(password=secret or None)
    return full.render_as_string(hide_password=False), shown, secret


def _masked(message: str, password: str) -> str:
    return message.replace(password, "***") if password else message


def _release(lock: EventFileLock | None) -> None:
    if lock is not None:
        lock.release()
