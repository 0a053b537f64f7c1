"""A local SQLite event file written with the standard library alone.

Importing SQLAlchemy's ORM costs more than a whole ``result`` command may take, and more than
a window may make the arbiter wait for the first result; so the commands whose write is plain
SQL (:mod:`chessarbiter.services.result_write`; the league's
:mod:`chessarbiter.services.season_writes`) run it on a :mod:`sqlite3` connection here (and so
does a window whose storage is still loading: :mod:`chessarbiter.ui.event.early_results`),
under everything opening a store for writing does
(:func:`chessarbiter.db.opening.open_store`): the file's lock (a window holding it refuses
the command, :class:`~chessarbiter.db.lock.FileInUse`), the file examined read-only first
(damage, schema version, rows the program would misread: :mod:`.integrity`), then the
pragmas every writer sets. Whatever the ordinary path would say more about — another schema
version, a damaged file or rows, a WAL beside the file (open elsewhere, or left by a crash,
which only the ordinary path recovers), a leftover of a killed creation, the other kind of
event — gives None before anything is written, and the caller takes the ordinary path.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chessarbiter.db.lock import COMMAND, EventFileLock, acquire
from chessarbiter.db.queries import EVENT_IDS, INDIVIDUAL, SCHEMA_HEAD, Execute

NEW = ".new-"  # in the hidden name a new file is written under (``opening.create_file``)
PRAGMAS = ("PRAGMA foreign_keys=ON", "PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL",
           "PRAGMA busy_timeout=5000")
"""What every connection that writes an event file sets (``db.database`` sets the same)."""


@dataclass(slots=True)
class DirectStore:
    """An event file locked and open: ``execute`` runs in the open transaction, :meth:`commit`
    or :meth:`rollback` ends it. A command holds one for one transaction; a window holds one
    while storage loads, then hands its lock to the ordinary store (:meth:`hand_over`)."""

    path: Path
    event_id: int
    connection: sqlite3.Connection
    execute: Execute
    lock: EventFileLock | None

    def commit(self) -> None:
        self.connection.commit()

    def rollback(self) -> None:
        self.connection.rollback()

    def hand_over(self) -> EventFileLock:
        """Close the connection (nothing left uncommitted, the WAL folded back into the file)
        and give the still-held lock to the caller."""
        lock = self.lock
        assert lock is not None, "a store hands its lock over once"
        self.lock = None
        self.connection.rollback()
        self.connection.close()
        return lock

    def close(self) -> None:
        """Close the connection and release the lock (a no-op once handed over)."""
        if self.lock is not None:
            self.hand_over().release()


def unwritable_reason(path: Path) -> str | None:
    """Why SQLite could not write the file (it writes a WAL beside it), or None."""
    if not os.access(path, os.W_OK):
        return "the file is read-only"
    if not os.access(path.parent, os.W_OK):
        return f"its folder {path.parent} cannot be written"
    return None


@contextmanager
def direct_write(path: Path, event_id: int | None, wait: float,
                 steps_aside: str | None = None, kind: str = INDIVIDUAL
                 ) -> Iterator[DirectStore | None]:
    """``path`` locked and open for writing event ``event_id`` (default: the latest) of
    ``kind`` (an individual event or a league season), or None when the ordinary path must
    open it (see the module's docstring). ``steps_aside``: a query on ``:event`` whose rows
    also send the command the ordinary way (a play-off stored, which that path's answer
    reports on)."""
    store = open_direct(path, event_id, COMMAND, wait, steps_aside, kind)
    try:
        yield store
    finally:
        if store is not None:
            store.close()


def open_direct(path: Path, event_id: int | None, holder: str, wait: float = 0.0,
                steps_aside: str | None = None, kind: str = INDIVIDUAL) -> DirectStore | None:
    """:func:`direct_write`'s store, held open by ``holder`` (a command or a window) until
    closed or handed over; None as there."""
    if not path.is_file() or unwritable_reason(path) is not None:
        return None
    lock = acquire(path, holder, wait)  # FileInUse beside a window, as the ordinary path
    try:
        chosen = None if _leftovers(path) else _examined(path, event_id, kind, steps_aside)
        if chosen is None:
            lock.release()
            return None
        connection = sqlite3.connect(path)
        try:
            for pragma in PRAGMAS:
                connection.execute(pragma)
        except BaseException:
            connection.close()
            raise
        return DirectStore(path, chosen, connection, executor(connection), lock)
    except BaseException:
        lock.release()
        raise


def executor(connection: sqlite3.Connection) -> Execute:
    def execute(sql: str, params: dict[str, Any]) -> list[Any]:
        return connection.execute(sql, params).fetchall()

    return execute


def _leftovers(path: Path) -> bool:
    """A WAL beside the file, or what a killed creation of its name left (the ordinary path
    recovers the one and removes the other)."""
    return (path.with_name(path.name + "-wal").exists()
            or any(path.parent.glob(f".{path.name}{NEW}*")))


def _examined(path: Path, event_id: int | None, kind: str,
              steps_aside: str | None) -> int | None:
    """The event to write when the file is sound, current and holds it as an event of
    ``kind``, read without writing anything; else None."""
    from chessarbiter.db.integrity import problems_of

    try:
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        execute = executor(conn)
        if (execute("PRAGMA quick_check", {}) != [("ok",)]
                or execute("select version_num from alembic_version", {}) != [(SCHEMA_HEAD,)]):
            return None
        tables = {name for (name,) in execute(
            "select name from sqlite_master where type = 'table'", {})}
        ids = [int(i) for (i,) in execute(EVENT_IDS, {})]
        chosen = ids[-1] if ids and event_id is None else event_id
        if chosen not in ids or problems_of(execute, tables, sqlite=True):
            return None
        stored = execute("select kind from events where id = :event", {"event": chosen})
        if stored != [(kind,)] or (steps_aside and execute(steps_aside, {"event": chosen})):
            return None
        return chosen
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        return None
    finally:
        conn.close()
