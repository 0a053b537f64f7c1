"""The plain-SQL season loader's table of columns (db/league_rows.TABLES) says what the ORM
models say: every column of every league table it reads, and which of them raw SQL gives as
text or integers that the loader must turn into dates, times, JSON values or flags."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from sqlalchemy import JSON, Boolean, Date, DateTime

from chessarbiter.db import league_models, league_night_models  # noqa: F401 (their tables)
from chessarbiter.db.league_rows import TABLES, columns, value
from chessarbiter.db.models import Base

KINDS = {Date: "date", DateTime: "time", JSON: "json", Boolean: "flag"}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_the_columns_are_the_models(table: str) -> None:
    model = Base.metadata.tables[table]
    expected = [(c.name, next((k for t, k in KINDS.items() if isinstance(c.type, t)), ""))
                for c in model.columns]
    assert sorted(columns(table)) == sorted(expected)


@pytest.mark.parametrize(("kind", "stored", "read"), [
    ("date", "2011-10-16", date(2011, 10, 16)), ("date", date(2011, 10, 16), date(2011, 10, 16)),
    ("time", "2011-10-16 19:30:05.250000", datetime(2011, 10, 16, 19, 30, 5, 250000)),
    ("json", '{"Team 01": 2}', {"Team 01": 2}), ("json", ["A"], ["A"]),
    ("flag", 0, False), ("flag", 1, True), ("flag", True, True), ("", "x", "x"),
    ("date", None, None),
])
def test_a_raw_value_reads_as_the_orm_gives_it(kind: str, stored: object, read: object) -> None:
    """SQLite's forms (text, 0/1) as SQLAlchemy writes them, and PostgreSQL's (values)."""
    assert value(kind, stored) == read
