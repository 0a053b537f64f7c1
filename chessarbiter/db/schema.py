"""What an opened store says about itself: its schema revision, or why it is not ours.

Shared by opening (:mod:`.database`) and upgrading (:mod:`.upgrade`), so neither imports the
other's module.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Connection, inspect, text

from chessarbiter.db.errors import EventFileError as EventFileError

MIGRATIONS = Path(__file__).with_name("migrations")


def stored_revision(conn: Connection, shown_url: str) -> str | None:
    """The schema revision stored, None for an empty store; a store of another program's
    tables is refused rather than mixed with ours."""
    return revision_of(inspect(conn).get_table_names(),
                       lambda: conn.execute(text("select version_num from alembic_version"))
                       .scalar(), shown_url)


def revision_of(tables: list[str], version: Callable[[], str | None],
                shown_url: str) -> str | None:
    """:func:`stored_revision` from the store's table names and a reader of its version,
    for a caller reading with :mod:`sqlite3` alone."""
    if {"alembic_version", "events"} <= set(tables):  # another Alembic program has the first
        return version()
    if tables:
        raise EventFileError(
            f"{shown_url}: holds tables of another program ({', '.join(sorted(tables)[:3])}…); "
            "not a chessarbiter event store"
        )
    return None


def newer_version(shown: str, revision: str) -> EventFileError:
    return EventFileError(f"{shown}: made by a newer version of chessarbiter (schema "
                          f"{revision}); please update the program")
