"""``result``, ``withdraw`` and ``settings --set`` on a local SQLite event file without
SQLAlchemy (issue 19: a write ≤ 0.6 s).

Each is stored by the one plain-SQL write the services run too
(:mod:`chessarbiter.services.result_write`, :mod:`chessarbiter.services.event_writes`), on
a :mod:`sqlite3` connection opened by :func:`~chessarbiter.db.direct.direct_write` under the
file's lock: the same checks, compare-and-set, audit rows and round-complete backups, the
same refusals with the same exit statuses, the same answer (:mod:`.write_shapes`). This
returns None — and the ordinary path answers, with its full messages — for a server, a file
only the ordinary path may open (see :mod:`chessarbiter.db.direct`), a draw's move count (it
files an incident) and, for ``result`` and ``withdraw``, an event with a play-off stored
(their answer says whether the change left it out of date). A batch runs every line the
ordinary way, on the one store it keeps open.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chessarbiter.cli import write_shapes as shapes
from chessarbiter.cli.errors import guarded
from chessarbiter.cli.store import WAIT

if TYPE_CHECKING:
    from chessarbiter.db.direct import DirectStore
    from chessarbiter.services.errors import EditConflict

Json = dict[str, Any]
#: what a write answers, the rounds it completed, and how many backups the event keeps
Written = tuple[Json, Sequence[int], int | None]


def try_fast_result(args: argparse.Namespace) -> Json | None:
    """The answer of ``result`` stored the fast way, or None for the ordinary path."""
    if args.moves is not None:
        return None
    value = shapes.typed_result(args)

    def write(store: DirectStore) -> Written:
        from chessarbiter.services.result_write import write_result

        written = write_result(store.execute, store.event_id, args.round, args.board, value,
                               confirmed=args.confirm)
        return (shapes.result_json(args, value, written.round_complete), written.completed,
                written.settings.backups_kept)

    def conflict(store: DirectStore) -> EditConflict:
        from chessarbiter.services.result_write import conflict_now

        return conflict_now(store.execute, store.event_id, args.round, args.board, value)

    return _fast(args, write, conflict, "result", playoff_aside=True)


def try_fast_withdraw(args: argparse.Namespace) -> Json | None:
    def write(store: DirectStore) -> Written:
        from chessarbiter.core.boards import event_boards
        from chessarbiter.services.event_writes import write_withdrawal

        written = write_withdrawal(store.execute, store.event_id, args.start_no,
                                   shapes.withdrawn_after(args), confirmed=args.confirm)
        boards = event_boards(written.after, written.settings)
        return (shapes.withdrawal_json(args, boards, written.settings.withdrawal_rule),
                written.completed, written.settings.backups_kept)

    return _fast(args, write, None, "withdrawal", playoff_aside=True)


def try_fast_settings(args: argparse.Namespace) -> Json | None:
    """``settings``: its quick read, or ``--set`` stored the fast way; None: neither."""
    if not args.set:
        from chessarbiter.cli.fast_read import try_fast_read

        return try_fast_read(args)

    names: list[str] = []

    def write(store: DirectStore) -> Written:
        from chessarbiter.services.event_writes import stored_settings, write_settings

        changes = shapes.setting_changes(args.set, stored_settings(store.execute, store.event_id))
        names.extend(sorted(changes))
        write_settings(store.execute, store.event_id, changes, None, confirmed=args.confirm)
        return stored_settings(store.execute, store.event_id), (), None

    def conflict(_store: DirectStore) -> EditConflict:
        from chessarbiter.services.errors import EditConflict

        return EditConflict.on_settings(names)

    return _fast(args, write, conflict, "settings", playoff_aside=False)


def _fast(args: argparse.Namespace, write: Callable[[DirectStore], Written],
          conflict: Callable[[DirectStore], EditConflict] | None, saved: str, *,
          playoff_aside: bool) -> Json | None:
    """``write`` in one transaction on the file, under the command line's error guard."""
    if "://" in str(args.db):
        return None

    def run(_args: argparse.Namespace) -> Json | None:
        from chessarbiter.db.backups import completed_rounds_backed_up
        from chessarbiter.db.direct import direct_write
        from chessarbiter.services.compare import StaleWrite
        from chessarbiter.services.result_write import PLAYOFF

        aside = PLAYOFF if playoff_aside else None
        with direct_write(Path(args.db), args.event, WAIT, steps_aside=aside) as store:
            if store is None:
                return None
            try:
                answer, completed, kept = write(store)
                store.commit()
            except StaleWrite:
                store.rollback()
                if conflict is None:
                    raise
                raise conflict(store) from None
            shapes.backup_warning(completed_rounds_backed_up(store.path, completed, kept), saved)
        return answer

    answer: Json | None = guarded(run, args)
    return answer
