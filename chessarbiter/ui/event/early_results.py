"""A window whose storage is still loading stores a result typed at once.

A cold start opens a local round robin through :func:`chessarbiter.db.direct.open_direct`:
the file locked for the window and examined, a :mod:`sqlite3` connection held. The window
paints the event read on that connection while storage (SQLAlchemy and the services, a third
of a second) is imported on a thread. A result typed before that is done is written here by
the one plain-SQL write the services run too
(:func:`~chessarbiter.services.result_write.write_result`): the same checks, compare-and-set,
audit rows and round-complete backups as
:meth:`~chessarbiter.services.events.EventService.set_result`. Then the connection closes and
its lock passes to the ordinary store (:meth:`LoadingStore.finish`), so no other program can
write the file in between; later results, and the undo of earlier ones, go through the
services. Anything else the window asks of storage meanwhile waits for it to load.
"""

from __future__ import annotations

import contextlib
import importlib
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from chessarbiter.core.results import Result
from chessarbiter.db.lock import WINDOW
from chessarbiter.services.compare import UNSET, StaleWrite, Unset
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.collector import hold

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.direct import DirectStore
    from chessarbiter.db.opening import OpenedStore
    from chessarbiter.db.snapshot import Snapshot

#: what the ordinary store and the services of a round robin import (SQLAlchemy, the schema)
STORAGE = ("chessarbiter.db.opening", "chessarbiter.services.events",
           "chessarbiter.services.playoffs")


class ResultStore(Protocol):
    """Where a typed result goes: the services, or :class:`EarlyResults` while they load."""

    def set_result(self, rnd: int, board: int, result: Result | None,
                   expected: Result | Unset | None = UNSET, *,
                   confirmed: bool = False) -> Result | None: ...

    @property
    def backup_problem(self) -> str | None:
        """Why a round the last result completed could not be backed up (it is saved)."""


class LoadingStore:
    """An event file open for a window before storage has loaded: what a document asks of
    its store (``path``, ``location``, ``read_only``, ``db``, ``close``), the event as read
    (``snapshot``), and the connection a result is written on until :meth:`finish`."""

    read_only = False

    def __init__(self, direct: DirectStore, snapshot: Snapshot) -> None:
        self.direct = direct
        self.snapshot = snapshot
        self.path: Path = direct.path
        self.location = str(direct.path)
        #: the ordinary store, once :meth:`finish` has opened it
        self.opened: OpenedStore | None = None
        self._refusal: ActionRefused | None = None
        #: closed before storage loaded: nothing is to take it over
        self.closed = False
        #: see :attr:`ResultStore.backup_problem`
        self.backup_problem: str | None = None
        #: the collector waits until the ordinary store has opened (ui.common.collector)
        self._release = hold()
        self._thread = threading.Thread(target=_import_storage, name="storage import")

    def start(self) -> None:
        """Import storage on a thread: once the window is on screen, so that the two do not
        share the interpreter while it is being painted."""
        if self._thread.ident is None:
            self._thread.start()

    @classmethod
    def open(cls, path: Path) -> LoadingStore | None:
        """The round robin in ``path`` locked and read for a window; None when it must be
        opened the ordinary way (for its messages, or its preview: a file open elsewhere, not
        writable here, older, damaged or unusual; a Swiss, whose views need the services)."""
        from chessarbiter.db.direct import open_direct
        from chessarbiter.db.errors import EventFileError
        from chessarbiter.db.snapshot import snapshot_of

        try:
            direct = open_direct(path, None, WINDOW)
        except (EventFileError, OSError):
            return None
        if direct is None:
            return None
        try:
            snapshot = snapshot_of(direct.execute, direct.event_id)
        except (sqlite3.Error, ValueError, KeyError, TypeError):
            snapshot = None
        if snapshot is None or snapshot.settings.swiss:
            direct.close()
            return None
        return cls(direct, snapshot)

    @property
    def loaded(self) -> bool:
        return self.opened is not None

    def ready(self) -> bool:
        """Storage has been imported: :meth:`finish` will not wait."""
        return self._thread.ident is not None and not self._thread.is_alive()

    @property
    def db(self) -> Database:
        return self.finish().db

    def finish(self) -> OpenedStore:
        """The ordinary store (waiting for storage to load), which takes over the lock;
        :class:`ActionRefused` naming the file if it refuses it (the lock is then released)."""
        if self.opened is None:
            if self.closed:
                self._refusal = ActionRefused(f"{self.path}: it was closed", "file")
            if self._refusal is not None:
                raise self._refusal
            self.start()
            self._thread.join()
            from chessarbiter.db.errors import EventFileError
            from chessarbiter.ui.common.document import open_for_window

            lock = self.direct.hand_over()
            try:
                self.opened = open_for_window(self.path, lock=lock)
            except EventFileError as exc:  # a folder made read-only meanwhile
                self._refusal = ActionRefused(str(exc), "file")
            except ActionRefused as exc:
                self._refusal = exc
            finally:
                self._release()
            if self._refusal is not None:
                lock.release()  # as the ordinary opening does on a refusal (once is enough)
                raise self._refusal
            assert self.opened is not None
        return self.opened

    def close(self) -> None:
        """Close the store and let others lock the file (the import runs on; it is harmless)."""
        if self.opened is not None:
            self.opened.close()
        else:
            self.closed = True
            self.direct.close()
            self._release()

    def write_result(self, rnd: int, board: int, result: Result | None,
                     expected: Result | Unset | None, confirmed: bool) -> Result | None:
        """``set_result`` on the held connection: committed, or rolled back and refused."""
        from chessarbiter.db.backups import completed_rounds_backed_up
        from chessarbiter.services.errors import store_refusal
        from chessarbiter.services.result_write import conflict_now, write_result

        store = self.direct
        try:
            written = write_result(store.execute, store.event_id, rnd, board, result, expected,
                                   confirmed=confirmed)
            store.commit()
        except StaleWrite:  # cannot happen under the lock; said as the services say it
            store.rollback()
            raise conflict_now(store.execute, store.event_id, rnd, board, result) from None
        except sqlite3.Error as exc:  # a disk full or gone: nothing was saved
            store.rollback()
            raise store_refusal(exc, "the event file") from None
        except BaseException:
            store.rollback()
            raise
        self.backup_problem = completed_rounds_backed_up(self.path, written.completed,
                                                         written.settings.backups_kept)
        return written.old


class EarlyResults:
    """Results of a document whose storage is loading: written on its connection until it
    has loaded, through the services (``later``) from then on — an undo too."""

    def __init__(self, store: LoadingStore, later: Callable[[], ResultStore]) -> None:
        self.store = store
        self.later = later

    def set_result(self, rnd: int, board: int, result: Result | None,
                   expected: Result | Unset | None = UNSET, *,
                   confirmed: bool = False) -> Result | None:
        if self.store.loaded:
            return self.later().set_result(rnd, board, result, expected, confirmed=confirmed)
        return self.store.write_result(rnd, board, result, expected, confirmed)

    @property
    def backup_problem(self) -> str | None:
        return (self.later() if self.store.loaded else self.store).backup_problem


def _import_storage() -> None:
    """Import what the ordinary store and the services need. An import that fails here fails
    again on the main thread, where it is reported."""
    with contextlib.suppress(Exception):
        for name in STORAGE:
            importlib.import_module(name)
