"""How every command — the event's and the league's — opens its store.

A command that only looks (``standings``, ``export``, ``league ledger``…) reads without the
file's lock, so it works while a window has the file open, and its store refuses any write.
Every other command takes the lock for as long as it runs: beside a window it is refused at
once (exit status 4), after another command it waits up to :data:`WAIT` seconds. A command
that creates (``new-event``, ``import-trf``, ``league new``) on a missing file makes it
whole or not at all (:func:`chessarbiter.db.opening.create_file`).

Standard library only when loaded: the parser is built on every run.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.opening import Access

T = TypeVar("T")
WAIT = 15.0  # seconds a command waits for another command holding the file

READ_COMMANDS = frozenset({"players", "pairings", "standings", "audit", "export", "export-trf",
                           "print", "prizes", "penalty"})
READ_LEAGUE_ACTIONS = frozenset({"teams", "roster", "match", "standings", "prizes", "ledger",
                                 "log", "print", "template"})


def access_of(args: argparse.Namespace) -> Access:
    """Whether the command only reads (then it takes no lock) or may write."""
    command, action = args.command, getattr(args, "league_action", None)
    reads = (
        command in READ_COMMANDS
        or (command == "settings" and not args.set)
        or (command == "incident" and args.action == "list")
        or (command == "league" and (
            action in READ_LEAGUE_ACTIONS
            or (action == "settings" and not args.set)
            or (action == "sections" and not (args.propose or args.move))
            or (action == "schedule" and not (args.make or args.clear))))
    )
    return "read" if reads else "write"


def open_db(args: argparse.Namespace, missing: str) -> Database:
    """The store ``--db`` names, opened for what the command does; ``missing`` is the hint
    for a file that does not exist. Closed by the command's guard (``args.opened``)."""
    from chessarbiter.db.opening import is_server, open_store

    target = str(args.db)
    if not is_server(target) and not Path(target).exists():
        from chessarbiter.db.database import EventFileError

        raise EventFileError(f"{target}: no such event file; {missing}")
    store = open_store(target, access_of(args), wait=WAIT)
    args.opened.append(store)
    return store.db


def create_or_add(args: argparse.Namespace, first: Callable[[Database], T]) -> T:
    """``first`` on a new file made whole (when ``--db`` names none yet), else on the store."""
    from chessarbiter.db.opening import create_file, is_server

    target = str(args.db)
    if is_server(target) or Path(target).exists():
        return first(open_db(args, ""))
    return create_file(Path(target), first, wait=WAIT)
