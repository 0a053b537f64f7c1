"""One open event in the window (a file, or a database on a server) on the document base of
both windows (:mod:`chessarbiter.ui.common.document`): its service and the last state read.

All tabs redraw from that one :class:`EventState`; a command that knows exactly what it
changed (a result) updates the state instead of a full re-read.

Storage (SQLAlchemy, Alembic) is imported when the first file is opened, not with the window,
and a local round robin opened then is shown and takes results before it has loaded
(:meth:`EventDocument.open_early`): the window is on screen, and editable, before the slowest
imports of a cold start are done.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document import Document, Store, open_for_window
from chessarbiter.ui.event.commands import SetResult, Withdraw
from chessarbiter.ui.event.early_results import EarlyResults, LoadingStore, ResultStore
from chessarbiter.ui.event.state import EventState

if TYPE_CHECKING:
    from chessarbiter.db.opening import OpenedStore
    from chessarbiter.services.events import EventService
    from chessarbiter.services.swiss_changes import SwissChanges

translate = QCoreApplication.translate  # a name lupdate recognises
CONNECT_TIMEOUT = 10  # seconds to wait for a database server before saying it did not answer
LOADING_POLL = 10  # milliseconds between two looks at whether storage has loaded


class EventDocument(Document):
    """An open individual event; see :class:`~chessarbiter.ui.common.document.Document`."""

    state: EventState
    #: another program may write the file after all (see :meth:`take_over`): the window
    #: says why and closes the event
    lost = Signal(str)
    #: a round an action completed is saved but could not be backed up: why
    backupFailed = Signal(str)

    def __init__(self, store: Store, event_id: int, state: EventState | None = None) -> None:
        self.event_id = event_id
        super().__init__(store, state)

    @cached_property
    def service(self) -> EventService:
        """The event's services (while storage loads, asking waits for it)."""
        from chessarbiter.services.events import EventService

        return EventService(self.db, self.event_id)

    def _after(self, command: object) -> None:
        super()._after(command)
        problem = command.backup_problem if isinstance(command, SetResult | Withdraw) else None
        if problem:
            self.backupFailed.emit(problem)

    @property
    def results(self) -> ResultStore:
        """Where a typed result is stored: at once, even while storage loads."""
        store = self.store
        if isinstance(store, LoadingStore) and not store.loaded:
            return EarlyResults(store, lambda: self.service)
        return self.service

    @cached_property
    def swiss(self) -> SwissChanges:
        """The Swiss actions (pair the next round, byes asked for, late entries, changes):
        made when first asked for, so a round robin opens without the pairing engine."""
        from chessarbiter.services.swiss_changes import SwissChanges

        return SwissChanges(self.db, self.service.event_id)

    @classmethod
    def open(cls, path: str | Path, *, read_only: bool = False) -> EventDocument:
        """Open an existing event file and lock it for this window; refused with a message
        naming the file. :class:`~chessarbiter.db.lock.FileInUse` is raised (and nothing is
        opened) when another window holds it, unless ``read_only``, which takes no lock."""
        path = Path(path)
        if not path.is_file():
            raise ActionRefused(translate("files", "{0}: no such event file").format(path), "file")
        store = open_for_window(path, read_only=read_only)
        try:
            return cls._of_store(store)
        except ActionRefused as exc:
            raise ActionRefused(f"{path}: {exc}", exc.field) from None

    @classmethod
    def open_early(cls, path: Path) -> EventDocument | None:
        """The round robin in ``path``, locked and shown at once, storage loading meanwhile
        (see :mod:`~chessarbiter.ui.event.early_results`); None when :meth:`open` must open
        it (and say what is in the way)."""
        store = LoadingStore.open(path)
        if store is None:
            return None
        document = cls(store, store.snapshot.event_id, EventState.of_snapshot(store.snapshot))
        document._watch_loading(store)
        return document

    def _watch_loading(self, store: LoadingStore) -> None:
        timer = QTimer(self)
        timer.setInterval(LOADING_POLL)

        def poll() -> None:  # the first look comes once the window is on screen
            if store.closed or store.loaded:
                timer.stop()
                return
            store.start()
            if store.ready():
                timer.stop()
                self.take_over()

        timer.timeout.connect(poll)
        timer.start()

    def take_over(self) -> None:
        """Let the ordinary store take the file over from the loading one (waiting for
        storage); if it refuses the file now, ``lost`` says why."""
        store = self.store
        if isinstance(store, LoadingStore):
            try:
                store.finish()
            except ActionRefused as exc:
                self.lost.emit(str(exc))

    @classmethod
    def open_server(cls, address: str, password: str = "") -> EventDocument:
        """Open the event on a database server (``postgresql://user@host:port/db``).

        The password is kept apart from the address, so that what is remembered and shown
        never holds it; a refusal's message has it masked.
        """
        from chessarbiter.db.database import EventFileError
        from chessarbiter.db.opening import WRITE, open_store

        url, shown, secret = server_urls(address, password)
        try:
            store = open_store(url, WRITE)
        except EventFileError as exc:  # named by the address as the arbiter typed it
            reason = str(exc).partition(": ")[2] or str(exc)
            raise ActionRefused(f"{shown}: {_masked(reason, secret)}", "address") from None
        store.location = shown
        try:
            return cls._of_store(store)
        except ActionRefused as exc:
            raise ActionRefused(f"{shown}: {_masked(str(exc), secret)}", exc.field) from None

    @classmethod
    def _of_store(cls, store: OpenedStore) -> EventDocument:
        """The latest event of an opened store; the store is closed again if that fails."""
        from chessarbiter.services.events import resolve_event

        try:
            return cls(store, resolve_event(store.db, None))
        except BaseException:
            store.close()
            raise

    def read_state(self) -> EventState:
        from chessarbiter.services.playoffs import PlayoffService

        service = self.service
        tournament, settings = service.tournament(), service.settings()
        notes = self.swiss.all_changes() if settings.swiss else {}
        return EventState(
            tournament=tournament,
            settings=settings,
            header=service.header(),
            forfeits=service.forfeit_links(),
            playoff_record=PlayoffService(service).record(),
            pairing_notes=notes,
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
