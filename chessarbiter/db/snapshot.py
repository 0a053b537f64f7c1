"""An up-to-date SQLite event file read with the standard library alone.

Importing SQLAlchemy costs more than reading a round robin, so the read-only commands answer
from this snapshot and the window paints the event from it before storage has loaded; the
read-only ``league`` commands likewise read their season (:func:`read_league_snapshot`). Both
run the services' own plain-SQL loaders. Anything unusual — another schema version, a damaged
file, a file open elsewhere (a WAL beside it), the other kind of event — gives None, and the
caller takes the ordinary path with its full messages.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from chessarbiter.db.queries import EVENT_IDS, SCHEMA_HEAD, Execute

if TYPE_CHECKING:  # each kind's values load when that kind is read
    from chessarbiter.core.incidents import Incident
    from chessarbiter.core.league.season import Season
    from chessarbiter.core.settings import EventSettings
    from chessarbiter.core.tournament import Tournament
    from chessarbiter.db.event_reads import AuditEntry

T = TypeVar("T")


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
    #: the incidents, when asked for (see :func:`read_snapshot`)
    incidents: tuple[Incident, ...] = ()
    #: the audit log, newest first, when asked for (see :func:`read_snapshot`)
    audit: tuple[AuditEntry, ...] = ()


def read_snapshot(path: Path, event_id: int | None = None, *, incidents: bool = False,
                  audit: bool = False, audit_limit: int | None = None) -> Snapshot | None:
    """Event ``event_id`` of ``path`` (default: the latest), or None when only the ordinary
    path may read the file; with its incidents when ``incidents`` and its audit log when
    ``audit`` (``audit_limit`` entries at most). The window asks for neither: their modules
    (the incident rules, the clock) are a twentieth of its start."""
    return _guarded(path, event_id, lambda execute, chosen: snapshot_of(
        execute, chosen, incidents=incidents, audit=audit, audit_limit=audit_limit))


def snapshot_of(execute: Execute, event_id: int, *, incidents: bool = False,
                audit: bool = False, audit_limit: int | None = None) -> Snapshot:
    """Individual event ``event_id`` read through ``execute`` (KeyError for a league
    season): by :func:`read_snapshot`, and by a window on the connection it holds while its
    storage loads (:mod:`chessarbiter.ui.event.early_results`)."""
    from chessarbiter.db.queries import (
        HEADER,
        HEADER_FIELDS,
        read_event,
        read_forfeits,
        read_playoff,
    )

    tournament, settings = read_event(execute, event_id)
    (row,) = execute(HEADER, {"event": event_id})
    return Snapshot(event_id, tournament, settings, dict(zip(HEADER_FIELDS, row, strict=True)),
                    read_forfeits(execute, event_id), read_playoff(execute, event_id),
                    _incidents(execute, event_id) if incidents else (),
                    _audit(execute, event_id, audit_limit) if audit else ())


def _incidents(execute: Execute, event_id: int) -> tuple[Incident, ...]:
    from chessarbiter.db.event_reads import read_incidents

    return tuple(read_incidents(execute, event_id))


def _audit(execute: Execute, event_id: int, limit: int | None) -> tuple[AuditEntry, ...]:
    from chessarbiter.db.event_reads import read_audit

    return tuple(read_audit(execute, event_id, limit))


def read_league_snapshot(path: Path, event_id: int | None = None) -> Season | None:
    """League season ``event_id`` of ``path`` (default: the file's latest event, which must
    be one), by the services' own loader; None as for :func:`read_snapshot`."""
    from chessarbiter.core.league.errors import LeagueRefusal
    from chessarbiter.db.league_reads import read_season

    def read(execute: Execute, chosen: int) -> Season | None:
        try:
            return read_season(execute, chosen)  # KeyError for an individual event
        except LeagueRefusal:
            return None

    return _guarded(path, event_id, read)


def _guarded(path: Path, event_id: int | None, read: Callable[[Execute, int], T | None]
             ) -> T | None:
    """``read(execute, chosen event)`` on ``path`` when it is sound and up to date, else None."""
    if not path.is_file() or path.with_name(path.name + "-wal").exists():
        return None  # a WAL: open elsewhere right now, which the ordinary path reads safely
    try:  # immutable: nothing is created beside the file, not even a -shm
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        chosen = _chosen(conn, event_id)
        return None if chosen is None else read(_executor(conn), chosen)
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        return None
    finally:
        conn.close()


def _chosen(conn: sqlite3.Connection, event_id: int | None) -> int | None:
    version = conn.execute("select version_num from alembic_version").fetchone()
    if version != (SCHEMA_HEAD,) or conn.execute("PRAGMA quick_check").fetchone() != ("ok",):
        return None  # an older or damaged file: the ordinary path migrates or refuses it
    if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
        return None  # a game whose player is gone would drop out: the ordinary path refuses
    ids = [int(row[0]) for row in conn.execute(EVENT_IDS)]
    if not ids or (event_id is not None and event_id not in ids):
        return None
    return ids[-1] if event_id is None else event_id


def _executor(conn: sqlite3.Connection) -> Execute:
    def execute(sql: str, params: dict[str, Any]) -> list[Any]:
        return conn.execute(sql, params).fetchall()

    return execute
