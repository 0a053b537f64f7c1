"""Each storage and service test here runs on an SQLite file and, when CHESSARBITER_TEST_PG
names a PostgreSQL server (``scripts/pg-server start`` prints one), on a fresh database of
that server made for the test and dropped after it."""

import os
import secrets
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, event
from sqlalchemy.engine import make_url

from chessarbiter.db.database import Database

PG_ENV = "CHESSARBITER_TEST_PG"
NO_SERVER = f"{PG_ENV} is not set: no PostgreSQL server to test against"

OpenDb = Callable[[], Database]


def fresh_pg_database() -> Iterator[str]:
    """A new empty database on the test server, as a bare ``postgresql://`` URL (so the
    program's own driver mapping is used), dropped with whatever still uses it."""
    server = os.environ.get(PG_ENV)
    if not server:
        pytest.skip(NO_SERVER)
    admin_url = make_url(server).set(drivername="postgresql+psycopg")
    name = f"t_{secrets.token_hex(6)}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield admin_url.set(drivername="postgresql", database=name).render_as_string(
            hide_password=False
        )
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE "{name}" WITH (FORCE)')
    finally:
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'event.chessarbiter'}"
    else:
        yield from fresh_pg_database()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """For what only a server can show (several clients creating one schema at once)."""
    yield from fresh_pg_database()


@pytest.fixture
def open_db(store_url: str) -> Iterator[OpenDb]:
    """Opens the test's store as one more computer would; all are closed at the end."""
    opened: list[Database] = []

    def open_one() -> Database:
        opened.append(Database(store_url))
        return opened[-1]

    yield open_one
    for db in opened:
        db.close()


def before_update_of(db: Database, table: str, action: Callable[[], object]) -> list[str]:
    """Run ``action`` once, just before ``db`` sends its first UPDATE of ``table``: the
    moment between reading a row and writing it, when another computer may write it."""
    seen: list[str] = []

    def hook(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        if not seen and statement.upper().startswith(f"UPDATE {table.upper()} "):
            seen.append(statement)
            action()

    event.listen(db.engine, "before_cursor_execute", hook)
    return seen
