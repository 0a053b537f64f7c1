"""The read-only commands on an up-to-date SQLite event file, without SQLAlchemy.

Scripts call ``standings --json`` and ``pairings --json`` often; importing SQLAlchemy costs
more than the work itself. When the file is at the current schema this path reads it with
``sqlite3`` through :mod:`chessarbiter.db.queries` (the loader the services use too);
anything unusual — another schema version, a damaged file, a file open elsewhere (a WAL
beside it), a server URL, a bad argument — returns None and the ordinary path takes over,
with its full messages.
"""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path
from typing import Any

from chessarbiter.cli.shapes import (
    Json,
    chain_argument,
    pairings_json,
    players_json,
    standings_json,
)
from chessarbiter.core.standings import compute_standings
from chessarbiter.db.queries import EVENT_IDS, SCHEMA_HEAD, read_event

READ_COMMANDS = ("standings", "pairings", "players")


def try_fast_read(args: argparse.Namespace) -> Json | None:
    """The command's JSON when this path can answer it, else None."""
    path = Path(args.db)
    if args.command not in READ_COMMANDS or "://" in args.db or not path.is_file():
        return None
    if path.with_name(path.name + "-wal").exists():
        return None  # open elsewhere right now: the ordinary path reads the WAL safely
    try:  # immutable: nothing is created beside the file, not even a -shm
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        return _answer(args, conn)
    except (sqlite3.Error, ValueError, KeyError):
        return None
    finally:
        conn.close()


def _answer(args: argparse.Namespace, conn: sqlite3.Connection) -> Json | None:
    version = conn.execute("select version_num from alembic_version").fetchone()
    if version != (SCHEMA_HEAD,) or conn.execute("PRAGMA quick_check").fetchone() != ("ok",):
        return None  # an older or damaged file: the ordinary path migrates or refuses it
    ids = [int(row[0]) for row in conn.execute(EVENT_IDS)]
    if not ids or (args.event is not None and args.event not in ids):
        return None
    event_id: int = ids[-1] if args.event is None else args.event

    def execute(sql: str, params: dict[str, Any]) -> list[Any]:
        return conn.execute(sql, params).fetchall()

    tournament, settings = read_event(execute, event_id)
    if args.command == "players":
        return players_json(tournament)
    if args.command == "pairings":
        return pairings_json(tournament, None if args.all else args.round)
    chain = chain_argument(args.tiebreaks)
    if chain is not None:
        settings = settings.with_changes(tiebreaks=tuple(chain))
    return standings_json(compute_standings(tournament, settings), settings.tiebreaks)
