"""Opening an event store: pragmas that make a file crash-safe, and migration to the schema.

The store is an SQLite file, or a PostgreSQL database when several laptops share one event
(``postgresql://user@host:port/db``, driven by psycopg). Every arbiter action runs in
:meth:`Database.transaction`, which commits before it returns, so a killed process or a pulled
power cord loses at most the action being typed.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from chessarbiter.db.audit import record_changes
from chessarbiter.db.queries import SCHEMA_HEAD, Execute
from chessarbiter.db.schema import MIGRATIONS as MIGRATIONS
from chessarbiter.db.schema import EventFileError as EventFileError
from chessarbiter.db.schema import newer_version, revision_of, stored_revision

DRIVERS = {"postgresql": "postgresql+psycopg", "postgres": "postgresql+psycopg"}
"""URL schemes without a driver, and the driver the program ships for them."""


class DamagedFile(EventFileError):
    """The file exists but is not whole (empty, cut short, overwritten): a backup is the way
    back, which the one opening it (:mod:`.opening`) names."""


def caller_name(depth: int) -> str:
    """The name of the function ``depth`` frames up, as the audit log spells actions."""
    return sys._getframe(depth).f_code.co_name.replace("_", " ")


class Database:
    """One open event store: an SQLite file or a PostgreSQL database.

    ``read_only``: once its schema is current, the store refuses every write (SQLite's
    ``query_only``, a read-only PostgreSQL session), so a reader can never change what it
    did not lock — a write attempted anyway fails instead of landing unlocked.
    """

    def __init__(self, url: str, *, read_only: bool = False, engine: Engine | None = None,
                 shown: str = "") -> None:
        self.url = url
        #: the event file, for backups (None for a server database or a copy in memory)
        self.path = Path(url.removeprefix("sqlite:///")) if url.startswith("sqlite:///") else None
        self.engine = engine or _make_engine(url)
        #: the address to show in titles and messages: a server password is masked
        self.shown_url = shown or self.engine.url.render_as_string(hide_password=True)
        self.read_only = read_only
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        event.listen(self._sessions, "after_flush", record_changes)
        try:
            self._migrate()
        except BaseException:
            self.engine.dispose()  # a refused store keeps no connection open
            raise
        if read_only:
            event.listen(self.engine, "checkout", _refuse_writes)

    @classmethod
    def copy_in_memory(cls, path: Path) -> Database:
        """A read-only store holding a copy of the file at ``path``, upgraded in memory when
        it is older: how a file that cannot be written (a read-only file or folder) is read,
        with nothing created beside it."""
        memory = sqlite3.connect(":memory:", check_same_thread=False)
        source = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
        try:
            source.backup(memory)
        finally:
            source.close()
        engine = create_engine("sqlite://", creator=lambda: memory, poolclass=StaticPool)
        return cls("sqlite://", read_only=True, engine=engine, shown=str(path))

    @classmethod
    def open_file(cls, path: str | Path, read_only: bool = False) -> Database:
        """Open (or create) the event file at ``path`` and bring its schema up to date.

        An existing file is first examined read-only: opening for writing switches it to WAL
        (rewriting its header), so a file refused after that would no longer be as it was.
        A file that exists but is empty (a failed copy) is refused, never made a new one.
        Only SQLite opens the file: closing a descriptor this process opened on it would drop
        the locks its open connections hold (POSIX locks are the process's), and another
        program would then take the WAL for its own and delete it under them.
        """
        path = Path(path)
        if path.is_dir():
            raise EventFileError(f"{path}: is a folder, not an event file")
        if path.exists():
            if path.stat().st_size == 0:
                raise DamagedFile(f"{path}: the file is empty (0 bytes), perhaps a copy that "
                                  "failed; it was left as it is")
            _examine_read_only(path)
        return cls(f"sqlite:///{path}", read_only=read_only)

    @contextmanager
    def transaction(self, action: str | None = None) -> Iterator[Session]:
        """A session whose work is committed on success and rolled back on any error.

        The audit log names the action ``action``, by default after the method that opened
        the transaction.
        """
        if action is None:
            action = caller_name(3)  # 0: caller_name, 1: here, 2: contextlib, 3: the service
        with self._sessions.begin() as session:
            session.info["action"] = action
            yield session

    def read(self) -> Session:
        """A session for reading only (callers use it as a context manager)."""
        return self._sessions()

    def close(self) -> None:
        self.engine.dispose()

    def _migrate(self) -> None:
        """Bring the schema to :data:`SCHEMA_HEAD` (see :mod:`.upgrade`, loaded only when there
        is work: it imports Alembic)."""
        try:
            with self.engine.connect() as conn:
                current = stored_revision(conn, self.shown_url)
            if current == SCHEMA_HEAD:
                return
            from chessarbiter.db.upgrade import upgrade_file, upgrade_here

            if self.path is not None:
                upgrade_file(self.url, self.path, self.shown_url, _sqlite_pragmas)
            else:
                with self.engine.begin() as conn:
                    upgrade_here(conn, self.shown_url)
        except DatabaseError as exc:
            what = ("cannot be read as an event file" if self.engine.dialect.name == "sqlite"
                    else "cannot be used as an event database")
            reason = (str(exc.orig).strip() or type(exc.orig).__name__).splitlines()[0]
            raise EventFileError(f"{self.shown_url}: {what} ({reason})") from exc


def _sqlite_header(path: Path) -> bool:
    """Whether the file starts as an SQLite database does. Read only once SQLite has refused
    the file: no connection of this process can then hold it (see :meth:`Database.open_file`)."""
    with path.open("rb") as fh:
        return fh.read(16) == b"SQLite format 3\x00"


def _examine_read_only(path: Path) -> None:
    """Refuse a damaged file, another program's database or a newer version's file, unwritten.

    Without a ``-wal`` beside it the file holds everything and is read as immutable (which
    leaves no ``-wal``/``-shm`` behind); with one, as after a crash, the WAL is read too.
    """
    wal = path.with_name(path.name + "-wal").exists()
    uri = f"{path.resolve().as_uri()}?{'mode=ro' if wal else 'immutable=1'}"
    current, tables, conn = None, [], None
    try:  # sqlite3 alone: an SQLAlchemy engine costs more than the look
        conn = sqlite3.connect(uri, uri=True)
        damage = conn.execute("PRAGMA quick_check(1)").fetchone()[0] or "no answer"
        if damage == "ok":
            tables = [name for (name,) in conn.execute(
                "select name from sqlite_master where type = 'table' and name not like "
                "'sqlite~_%' escape '~' order by name")]
            current = revision_of(tables, partial(_version, conn), str(path))
    except sqlite3.DatabaseError as exc:
        damage = str(exc).strip() or type(exc).__name__
        if damage == "file is not a database" and not _sqlite_header(path):
            raise EventFileError(f"{path}: not a chessarbiter event file") from None
    except UnicodeDecodeError:  # in the schema's own text, which SQLite writes as UTF-8
        damage = "its table definitions hold bytes that are not UTF-8"
    finally:
        if conn is not None:
            conn.close()
    if current is None and tables:
        damage = "its schema version is missing"
    if damage != "ok":  # SQLite's last line names the page at fault
        raise DamagedFile(f"{path}: the file is damaged ({damage.splitlines()[-1]}); it was left "
                          "as it is")
    # Revisions are numbered 0001, 0002…: a number above the program's head is a newer one's.
    if current is not None and current > SCHEMA_HEAD:
        raise newer_version(str(path), current)


def _version(conn: sqlite3.Connection) -> str | None:
    row = conn.execute("select version_num from alembic_version").fetchone()
    return None if row is None else str(row[0])


def _make_engine(url: str) -> Engine:
    parsed = _parse_url(url)
    try:
        engine = create_engine(parsed)
    except (NoSuchModuleError, ImportError) as exc:
        hint = " (install chessarbiter[postgres])" if parsed.drivername.startswith(
            "postgresql") else ""
        raise EventFileError(
            f"{parsed.render_as_string(hide_password=True)}: this database kind is not "
            f"supported{hint}: {exc}"
        ) from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _parse_url(url: str) -> URL:
    """``url`` parsed, a bare ``postgresql://`` given the psycopg driver the program uses."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise EventFileError(
            f"{url.split('@')[-1]}: not a database address; write "
            "postgresql://user@host:port/database or give a file name"
        ) from None
    driver = DRIVERS.get(parsed.drivername)
    return parsed.set(drivername=driver) if driver else parsed


def _refuse_writes(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    if isinstance(dbapi_connection, sqlite3.Connection):
        dbapi_connection.execute("PRAGMA query_only=1")
    else:  # psycopg: takes effect with the connection's next transaction
        dbapi_connection.read_only = True


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def raw_execute(session: Session) -> Execute:
    """The plain-SQL loaders' ``execute`` on an open session (:mod:`chessarbiter.db.queries`)."""
    def execute(sql: str, params: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return session.execute(text(sql), params).all()

    return execute
