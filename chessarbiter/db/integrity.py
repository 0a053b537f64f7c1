"""Stored rows the program would misread, found when a store is opened and named by table
and row.

A hand-edited or damaged file can hold what no action of the program writes: a result
"banana", settings that are not JSON or hold an impossible value, a game whose player is
gone. Read as they are, they give a traceback or — worse — a game silently missing from the
standings. Opening looks for them first: SQLite's foreign-key check (a server enforces its
keys itself), the JSON of every JSON column, the columns the loaders parse, the settings of
every event. Only reads: a file refused for its rows stays as it was. The checks are plain
SQL (:func:`problems_of`), so a command writing a file without SQLAlchemy makes them too.

To check another column's values, add it to :data:`VALUE_CHECKS`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind
from chessarbiter.db.queries import Execute

if TYPE_CHECKING:
    from sqlalchemy import Connection

RESULTS = tuple(r.value for r in Result)
VALUE_CHECKS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # table, column, the values it may hold (NULL is always allowed)
    ("games", "result", RESULTS),
    ("byes", "kind", tuple(k.value for k in ByeKind)),
    ("events", "kind", ("individual", "league")),
    ("league_board_results", "result", RESULTS),
    ("league_board_results", "league_result", RESULTS),
    ("league_extra_games", "result", RESULTS),
)
SHOWN = 3  # problems named in a refusal; the rest are counted


def row_problems(conn: Connection) -> list[str]:
    """Every stored row the program would misread, as "table games, row 17: …"."""
    from sqlalchemy import inspect, text

    def execute(sql: str, params: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return conn.execute(text(sql), params).all()

    return problems_of(execute, set(inspect(conn).get_table_names()),
                       conn.dialect.name == "sqlite")


def problems_of(execute: Execute, tables: set[str], sqlite: bool) -> list[str]:
    """:func:`row_problems` through a plain-SQL ``execute`` (see :mod:`.queries`), for the
    command line's writes on a file without SQLAlchemy; ``sqlite``: the store is a file."""
    return [*(_orphans(execute) if sqlite else ()), *_bad_values(execute, tables),
            *(_bad_json(execute, tables) if sqlite else ()), *_bad_settings(execute)]


def summary(problems: list[str]) -> str:
    shown = "; ".join(problems[:SHOWN])
    more = len(problems) - SHOWN
    return shown + (f"; and {more} more" if more > 0 else "")


def _orphans(execute: Execute) -> Iterator[str]:
    for table, rowid, parent, _key in execute("PRAGMA foreign_key_check", {}):
        yield f"table {table}, row {rowid}: points to a row of {parent} that does not exist"


def _bad_values(execute: Execute, tables: set[str]) -> Iterator[str]:
    for table, column, allowed in VALUE_CHECKS:
        if table not in tables:
            continue
        marks = ", ".join(f":v{i}" for i in range(len(allowed)))
        rows = execute(
            f'select id, "{column}" from "{table}" where "{column}" is not null '
            f'and "{column}" not in ({marks}) order by id',
            {f"v{i}": value for i, value in enumerate(allowed)})
        for row_id, value in rows:
            yield (f"table {table}, row {row_id}: {column.replace('_', ' ')} {value!r} is not "
                   f"one of {', '.join(allowed)}")


def _bad_json(execute: Execute, tables: set[str]) -> Iterator[str]:
    """JSON the loader would choke on (SQLite keeps text; a server checks JSON itself).

    The JSON columns are read from the file's own schema, so a championship file is checked
    without loading the league's models."""
    columns = execute(
        "select m.name, p.name from sqlite_master m join pragma_table_info(m.name) p "
        "where m.type = 'table' and upper(p.type) = 'JSON' order by m.rowid, p.cid", {})
    for table, column in columns:
        if table not in tables:
            continue
        rows = execute(
            f'select id from "{table}" where "{column}" is not null and '
            f'not json_valid("{column}") order by id', {})
        for (row_id,) in rows:
            yield f"table {table}, row {row_id}: {column} is not valid JSON"


def _bad_settings(execute: Execute) -> Iterator[str]:
    rows = execute("select id, kind, settings from events order by id", {})
    for event_id, kind, stored in rows:
        try:
            data: Any = json.loads(stored) if isinstance(stored, str) else stored
        except ValueError:
            continue  # not JSON: said by _bad_json
        try:
            if not isinstance(data, dict):
                raise ValueError("they are not a set of named values")
            if kind == "league":  # each kind's settings load only for its rows
                from chessarbiter.core.league.settings import LeagueSettings

                LeagueSettings.from_dict(data)
            else:
                from chessarbiter.core.settings import EventSettings

                EventSettings.from_dict(data)
        except (ValueError, TypeError, KeyError) as exc:
            yield f"table events, row {event_id}: the settings are not valid ({exc})"
