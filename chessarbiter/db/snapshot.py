"""An up-to-date SQLite event file read with the standard library alone.

Importing SQLAlchemy costs more than reading a round robin, so the read-only commands answer
from this snapshot and the window paints the event from it before storage has loaded. Anything
unusual — another schema version, a damaged file, a file open elsewhere (a WAL beside it), a
league season — gives None, and the caller takes the ordinary path with its full messages.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from chessarbiter.core.incidents import Incident
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.event_reads import AuditEntry, read_audit, read_incidents
from chessarbiter.db.queries import (
    EVENT_IDS,
    HEADER,
    HEADER_FIELDS,
    SCHEMA_HEAD,
    Execute,
    read_event,
    read_forfeits,
    read_playoff,
)


@dataclass(frozen=True, slots=True)
class Snapshot:
    event_id: int
    tournament: Tournament
    settings: EventSettings
    header: dict[str, str]
    #: (round, start number) → the incident that forfeited that game (see read_forfeits)
    forfeits: dict[tuple[int, int], int] = field(default_factory=dict)
    #: the stored play-off record (None: no play-off)
    playoff: dict[str, Any] | None = None
    incidents: tuple[Incident, ...] = ()
    #: the audit log, newest first, when asked for (see :func:`read_snapshot`)
    audit: tuple[AuditEntry, ...] = ()


def read_snapshot(path: Path, event_id: int | None = None, *, audit: bool = False,
                  audit_limit: int | None = None) -> Snapshot | None:
    """Event ``event_id`` of ``path`` (default: the latest), or None when only the ordinary
    path may read the file; with its audit log when ``audit`` (``audit_limit`` entries at
    most)."""
    if not path.is_file() or path.with_name(path.name + "-wal").exists():
        return None  # a WAL: open elsewhere right now, which the ordinary path reads safely
    try:  # immutable: nothing is created beside the file, not even a -shm
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        snapshot = _read(conn, event_id)
        if snapshot is None or not audit:
            return snapshot
        log = read_audit(_executor(conn), snapshot.event_id, audit_limit)
        return replace(snapshot, audit=tuple(log))
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        return None
    finally:
        conn.close()


def _read(conn: sqlite3.Connection, event_id: int | None) -> Snapshot | None:
    version = conn.execute("select version_num from alembic_version").fetchone()
    if version != (SCHEMA_HEAD,) or conn.execute("PRAGMA quick_check").fetchone() != ("ok",):
        return None  # an older or damaged file: the ordinary path migrates or refuses it
    if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
        return None  # a game whose player is gone would drop out: the ordinary path refuses
    ids = [int(row[0]) for row in conn.execute(EVENT_IDS)]
    if not ids or (event_id is not None and event_id not in ids):
        return None
    chosen = ids[-1] if event_id is None else event_id
    execute = _executor(conn)
    tournament, settings = read_event(execute, chosen)  # KeyError for a league season
    (row,) = execute(HEADER, {"event": chosen})
    return Snapshot(chosen, tournament, settings, dict(zip(HEADER_FIELDS, row, strict=True)),
                    read_forfeits(execute, chosen), read_playoff(execute, chosen),
                    tuple(read_incidents(execute, chosen)))


def _executor(conn: sqlite3.Connection) -> Execute:
    def execute(sql: str, params: dict[str, Any]) -> list[Any]:
        return conn.execute(sql, params).fetchall()

    return execute
