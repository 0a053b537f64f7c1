"""Bringing a store made by an earlier version to the program's schema: all or nothing.

SQLite can run schema changes inside a transaction, but Python's ``sqlite3`` module opens
transactions only before data changes, so each ``CREATE TABLE`` of a migration would be
committed on its own and a kill midway would leave half a schema that every later open
refuses. A file is therefore upgraded on a connection of its own that issues
``BEGIN IMMEDIATE`` itself: every migration and the new revision commit together or not at
all, and until then the WAL keeps the file itself byte for byte as it was. (A server
database upgrades in one transaction too, under an advisory lock.)

Before the first upgrade from a revision the file is copied ("before upgrade from schema
0004") — once: a later attempt, after a failure, finds that good copy and takes no other.
A file left half-upgraded by an earlier version of the program (empty tables or columns its
revision does not know) is cleared of those leftovers in the same transaction, then upgraded.

Alembic is imported here only, when a store needs it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, create_engine, event, inspect, text
from sqlalchemy.pool import NullPool

from chessarbiter.db.backups import BackupError, good_backups, take_backup
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.db.schema import MIGRATIONS, EventFileError, newer_version, stored_revision

BACKUPS_BEFORE_UPGRADE = 10  # copies kept; an event's own setting is not readable yet
MIGRATION_LOCK = 0x63_68_65_73  # any fixed number; names the advisory lock around migrations
OwnTables = dict[str, set[str]]


def upgrade_file(url: str, path: Path | None, shown: str,
                 on_connect: Callable[[Any, Any], None]) -> None:
    """Upgrade the SQLite store at ``url`` in one transaction (``on_connect`` sets the
    program's pragmas). Another process upgrading at the same moment waits, then finds
    nothing left to do."""
    engine = create_engine(url, poolclass=NullPool)
    event.listen(engine, "connect", on_connect)
    event.listen(engine, "connect", _own_transactions)
    event.listen(engine, "connect", _foreign_keys_off)
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql("BEGIN IMMEDIATE"))
    try:
        with engine.begin() as conn:
            current = stored_revision(conn, shown)
            if current == SCHEMA_HEAD:
                return
            _refuse_unknown(current, shown)
            if current is not None and path is not None:
                _keep_copy(path, current)
                _clear_leftovers(conn, current, shown)
            _migrate(conn)
            _refuse_broken_references(conn, shown)
    finally:
        engine.dispose()


def upgrade_here(conn: Connection, shown: str) -> None:
    """Upgrade a server database (or a store in memory) in the caller's transaction; several
    laptops opening a new server database at once take turns."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("select pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
    current = stored_revision(conn, shown)
    if current != SCHEMA_HEAD:
        _refuse_unknown(current, shown)
        _migrate(conn)


def _own_transactions(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None  # sqlite3 opens none itself; BEGIN IMMEDIATE does


def _foreign_keys_off(dbapi_connection: Any, _record: Any) -> None:
    """A migration that rebuilds a table (Alembic's batch mode on SQLite) drops the old one:
    with foreign keys enforced, that would delete every row pointing to it (players, games)
    through ON DELETE CASCADE. They are checked once, at the end, instead."""
    dbapi_connection.execute("PRAGMA foreign_keys=OFF")


def _refuse_broken_references(conn: Connection, shown: str) -> None:
    """Roll the upgrade back if it left a row pointing to a row that is not there."""
    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if broken:
        table, row, parent = broken[0][0], broken[0][1], broken[0][2]
        raise EventFileError(f"{shown}: the upgrade would leave row {row} of {table} pointing "
                             f"to a missing {parent} row; nothing was changed")


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


@cache
def _known_revisions() -> frozenset[str]:
    return frozenset(s.revision for s in ScriptDirectory.from_config(_config()).walk_revisions())


def _refuse_unknown(current: str | None, shown: str) -> None:
    if current is not None and current not in _known_revisions():
        raise newer_version(shown, current)


def _migrate(conn: Connection) -> None:
    config = _config()
    config.attributes["connection"] = conn
    command.upgrade(config, "head")


def _keep_copy(path: Path, current: str) -> None:
    """The copy to go back to (and to the older program), unless one was already taken."""
    reason = f"before upgrade from schema {current}"
    if good_backups(path, reason):
        return
    try:
        take_backup(path, reason, BACKUPS_BEFORE_UPGRADE)
    except BackupError as exc:
        raise EventFileError(f"{path}: not upgraded, as no copy of it could be kept first "
                             f"({exc}); the file was not changed") from None


@cache
def _schema_at(revision: str) -> OwnTables:
    """The tables and columns a store at ``revision`` has, from the migrations themselves."""
    engine = create_engine("sqlite://", poolclass=NullPool)
    try:
        with engine.begin() as conn:
            config = _config()
            config.attributes["connection"] = conn
            command.upgrade(config, revision)
            return _tables(conn)
    finally:
        engine.dispose()


def _tables(conn: Connection) -> OwnTables:
    found = inspect(conn)
    return {t: {c["name"] for c in found.get_columns(t)} for t in found.get_table_names()}


def _clear_leftovers(conn: Connection, current: str, shown: str) -> None:
    """Drop what a killed upgrade of an earlier version left (its first steps committed
    alone); refused when any leftover holds data, which only a person should judge."""
    known = _schema_at(current)
    stored = _tables(conn)
    tables = sorted(set(stored) - set(known))
    columns = sorted((t, c) for t in set(stored) & set(known) for c in stored[t] - known[t])
    holding = [t for t in tables if conn.execute(text(f'select count(*) from "{t}"')).scalar()]
    if holding:
        raise EventFileError(f"{shown}: holds tables its schema version {current} does not "
                             f"know, with data in them ({', '.join(holding)}); not upgraded")
    for table in tables:
        conn.exec_driver_sql(f'DROP TABLE "{table}"')
    for table, column in columns:
        conn.exec_driver_sql(f'ALTER TABLE "{table}" DROP COLUMN "{column}"')
