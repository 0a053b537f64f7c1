"""Opening an event file: pragmas that make it crash-safe, and migration to the current schema.

Every arbiter action runs in :meth:`Database.transaction`, which commits before it returns, so
a killed process or a pulled power cord loses at most the action being typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.exc import DatabaseError
from sqlalchemy.orm import Session, sessionmaker

from chessarbiter.db.queries import SCHEMA_HEAD

MIGRATIONS = Path(__file__).with_name("migrations")


class EventFileError(Exception):
    """The file cannot be used as an event file; the message says why."""


class Database:
    """One open event store (an SQLite file, or later a server URL)."""

    def __init__(self, url: str) -> None:
        self.url = url
        #: the event file, for backups (None for a server database)
        self.path = Path(url.removeprefix("sqlite:///")) if url.startswith("sqlite:///") else None
        self.engine = _make_engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._migrate()

    @classmethod
    def open_file(cls, path: str | Path) -> Database:
        """Open (or create) the event file at ``path`` and bring its schema up to date."""
        path = Path(path)
        if path.is_dir():
            raise EventFileError(f"{path}: is a folder, not an event file")
        if path.exists() and path.stat().st_size > 0:
            with path.open("rb") as fh:
                if fh.read(16) != b"SQLite format 3\x00":
                    raise EventFileError(f"{path}: not a chessarbiter event file")
        return cls(f"sqlite:///{path}")

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed on success and rolled back on any error."""
        with self._sessions.begin() as session:
            yield session

    def read(self) -> Session:
        """A session for reading only (callers use it as a context manager)."""
        return self._sessions()

    def close(self) -> None:
        self.engine.dispose()

    def _migrate(self) -> None:
        """Bring the schema to :data:`SCHEMA_HEAD`; Alembic loads only when there is work."""
        try:
            with self.engine.begin() as conn:
                current = _stored_revision(conn)
                if current == SCHEMA_HEAD:
                    return
                _upgrade(conn, current, self.url)
        except DatabaseError as exc:
            raise EventFileError(
                f"{self.url}: cannot be read as an event file ({exc.orig})"
            ) from exc


def _stored_revision(conn: Connection) -> str | None:
    has_table = conn.execute(
        text("select count(*) from sqlite_master where type='table' and name='alembic_version'")
    ).scalar() if conn.dialect.name == "sqlite" else 1
    if not has_table:
        return None
    return conn.execute(text("select version_num from alembic_version")).scalar()


def _upgrade(conn: Connection, current: str | None, url: str) -> None:
    from alembic import command
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    known = {s.revision for s in ScriptDirectory.from_config(config).walk_revisions()}
    if current is not None and current not in known:
        raise EventFileError(
            f"{url}: made by a newer version of chessarbiter (schema {current}); "
            "please update the program"
        )
    config.attributes["connection"] = conn
    command.upgrade(config, "head")


def _make_engine(url: str) -> Engine:
    engine = create_engine(url)
    if url.startswith("sqlite"):
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()
