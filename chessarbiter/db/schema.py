"""What an opened store says about itself: its schema revision, or why it is not ours.

Shared by opening (:mod:`.database`) and upgrading (:mod:`.upgrade`), so neither imports the
other's module.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Connection, inspect, text

from chessarbiter.db.errors import EventFileError as EventFileError

MIGRATIONS = Path(__file__).with_name("migrations")


def stored_revision(conn: Connection, shown_url: str) -> str | None:
    """The schema revision stored, None for an empty store; a store of another program's
    tables is refused rather than mixed with ours."""
    tables = inspect(conn).get_table_names()
    if {"alembic_version", "events"} <= set(tables):  # another Alembic program has the first
        return conn.execute(text("select version_num from alembic_version")).scalar()
    if tables:
        raise EventFileError(
            f"{shown_url}: holds tables of another program ({', '.join(sorted(tables)[:3])}…); "
            "not a chessarbiter event store"
        )
    return None


def newer_version(shown: str, revision: str) -> EventFileError:
    return EventFileError(f"{shown}: made by a newer version of chessarbiter (schema "
                          f"{revision}); please update the program")
