"""The ``league`` command's quick answer: a read action's (:mod:`.reads`), or ``league
result`` and ``league ledger-entry`` stored on a local SQLite season file without SQLAlchemy
(issue 19: a write ≤ 0.6 s).

Each write is the plain-SQL one the league services run too
(:mod:`chessarbiter.services.season_writes`), on a :mod:`sqlite3` connection opened by
:func:`~chessarbiter.db.direct.direct_write` under the file's lock: the season's revision
raised first, the season read by the services' loader, the same checks, compare-and-set and
audit rows, the same refusals with the same exit statuses, and the same answer, made by the
functions of the season value the ordinary path calls (:func:`.reads.match_read`,
:func:`.night.entry_json`). This returns None — and the ordinary path answers — for every
other action, a server, a file only the ordinary path may open (see
:mod:`chessarbiter.db.direct`: a WAL or a leftover beside it, another schema, damage) and
an event that is not a league season. A batch runs every writing line the ordinary way, on
the one store it keeps open (:mod:`chessarbiter.cli.runner`).

Standard library only when loaded: the table imports it on every ``league`` command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from chessarbiter.cli.errors import guarded
from chessarbiter.cli.league.answer import Answer, answered
from chessarbiter.cli.league.common import Json
from chessarbiter.cli.league.reads import answer_of, try_fast_league
from chessarbiter.cli.store import WAIT

if TYPE_CHECKING:
    from chessarbiter.core.league.season import Season
    from chessarbiter.db.queries import Execute

#: the season after the write, and the answer as a function of the season after it
Written = tuple["Season", Callable[["Season"], Json]]
Write = Callable[[argparse.Namespace, "Execute", "Season"], Written]


def quick_answer(args: argparse.Namespace) -> Answer | None:
    """The answer without SQLAlchemy, or None for the ordinary path."""
    write = WRITES.get(args.league_action)
    if write is None:
        return try_fast_league(args)
    if "://" in str(args.db):
        return None
    answer: Answer | None = guarded(lambda _args: _stored(args, write), args)
    return answer


def _stored(args: argparse.Namespace, write: Write) -> Answer | None:
    """``write`` in one transaction on the file, its answer worded as the ordinary path's."""
    from chessarbiter.db.direct import direct_write
    from chessarbiter.db.queries import LEAGUE

    with direct_write(Path(args.db), args.event, WAIT, kind=LEAGUE) as store:
        if store is None:
            return None

        def run() -> Answer:
            from chessarbiter.core.league.errors import LeagueRefusal
            from chessarbiter.services.season_writes import refused, season_to_write

            try:
                season, revision = season_to_write(store.execute, store.event_id)
                after, answer = write(args, store.execute, season)
                store.commit()
                after = replace(after, revision=revision)
                return answer_of(args.league_action, answer(after), after)
            except LeagueRefusal as exc:
                raise refused(exc) from None

        return answered(run)


def _result(args: argparse.Namespace, execute: Execute, season: Season) -> Written:
    from chessarbiter.cli.league.night import played_result
    from chessarbiter.cli.league.reads import match_read
    from chessarbiter.services.season_writes import write_board_result

    written = write_board_result(execute, season, args.round, args.team, args.board,
                                 played_result(args.result), args.advance)
    return written.after, lambda after: match_read(args, after)


def _ledger_entry(args: argparse.Namespace, execute: Execute, season: Season) -> Written:
    from chessarbiter.cli.league.night import entry_json
    from chessarbiter.core.league.season_ledger import season_ledger
    from chessarbiter.core.league.stored import ManualKind
    from chessarbiter.services.season_writes import entry_cents, write_ledger_entry

    kind = ManualKind(args.kind)
    entry, after = write_ledger_entry(execute, season, args.team, args.on, kind,
                                      entry_cents(kind, args.amount), args.note)
    return after, lambda now: entry_json(entry, args.team, season_ledger(now))


WRITES: dict[str, Write] = {"result": _result, "ledger-entry": _ledger_entry}
