"""A local SQLite event file written with the standard library alone, for the command line.

Importing SQLAlchemy's ORM costs more than a whole ``result`` command may take, so the
commands whose write is plain SQL (:mod:`chessarbiter.services.result_write`; the league's
:mod:`chessarbiter.services.season_writes`) run it on a :mod:`sqlite3` connection here,
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

from chessarbiter.db.lock import COMMAND, acquire
from chessarbiter.db.queries import EVENT_IDS, INDIVIDUAL, SCHEMA_HEAD, Execute

NEW = ".new-"  # in the hidden name a new file is written under (``opening.create_file``)
PRAGMAS = ("PRAGMA foreign_keys=ON", "PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL",
           "PRAGMA busy_timeout=5000")
"""What every connection that writes an event file sets (``db.database`` sets the same)."""


@dataclass(frozen=True, slots=True)
class DirectStore:
    """An event file open for one transaction: ``execute`` runs in it, :meth:`commit` or
    :meth:`rollback` ends it."""

    path: Path
    event_id: int
    connection: sqlite3.Connection
    execute: Execute

    def commit(self) -> None:
        self.connection.commit()

    def rollback(self) -> None:
        self.connection.rollback()


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
    if not path.is_file() or unwritable_reason(path) is not None:
        yield None
        return
    lock = acquire(path, COMMAND, wait)  # FileInUse beside a window, as the ordinary path
    try:
        chosen = None if _leftovers(path) else _examined(path, event_id, kind, steps_aside)
        if chosen is None:
            yield None
            return
        connection = sqlite3.connect(path)
        try:
            for pragma in PRAGMAS:
                connection.execute(pragma)
            yield DirectStore(path, chosen, connection, executor(connection))
        finally:
            connection.rollback()  # nothing left uncommitted; a no-op after commit
            connection.close()
    finally:
        lock.release()


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
