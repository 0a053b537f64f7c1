"""How every command — the event's and the league's — opens its store.

A command that only looks (``standings``, ``export``, ``league ledger``…) reads without the
file's lock, so it works while a window has the file open, and its store refuses any write.
Every other command takes the lock for as long as it runs: beside a window it is refused at
once (exit status 4), after another command it waits up to :data:`WAIT` seconds. A command
that creates (``new-event``, ``import-trf``, ``league new``) on a missing file makes it
whole or not at all (:func:`chessarbiter.db.opening.create_file`).

The stores a run opened stay open until :meth:`Stores.close`: at the end of a command, or of
a whole ``batch``, which so opens each file once (and holds its lock throughout, if a line
writes) however many commands it runs.

Standard library only when loaded: the parser is built on every run.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.db.opening import OpenedStore

T = TypeVar("T")
Access = Literal["read", "write"]
WAIT = 15.0  # seconds a command waits for another command holding the file

READ_LEAGUE_ACTIONS = frozenset({"teams", "roster", "match", "standings", "prizes", "ledger",
                                 "log", "print", "template"})


def settings_access(args: argparse.Namespace) -> Access:
    return "write" if args.set else "read"


def incident_access(args: argparse.Namespace) -> Access:
    return "read" if args.action == "list" else "write"


def league_access(args: argparse.Namespace) -> Access:
    action = args.league_action
    reads = (action in READ_LEAGUE_ACTIONS
             or (action == "settings" and not args.set)
             or (action == "sections" and not (args.propose or args.move))
             or (action == "schedule" and not (args.make or args.clear)))
    return "read" if reads else "write"


class Stores:
    """The stores opened during one run, one per file: a file read first and written later
    is opened again for writing (with its lock)."""

    def __init__(self) -> None:
        self._open: dict[str, OpenedStore] = {}
        self._kept: dict[Hashable, Any] = {}

    def open(self, target: str, access: Access, missing: str) -> Database:
        from chessarbiter.db.opening import is_server, open_store

        if not is_server(target) and not Path(target).exists():
            from chessarbiter.db.errors import EventFileError

            raise EventFileError(f"{target}: no such event file; {missing}")
        store = self._open.get(target)
        if store is not None and (access == "read" or not store.read_only):
            return store.db
        if store is not None:
            store.close()
            del self._open[target]
        self._open[target] = opened = open_store(target, access, wait=WAIT)
        return opened.db

    def kept(self, key: Hashable, make: Callable[[], T]) -> T:
        """``make()`` once per ``key`` for the rest of the run: a batch's later lines reuse
        what an earlier one loaded (a league season, which reads itself again should another
        program have written meanwhile)."""
        if key not in self._kept:
            self._kept[key] = make()
        found: T = self._kept[key]
        return found

    def close(self) -> None:
        self._kept.clear()
        for store in self._open.values():
            store.close()
        self._open.clear()


def open_db(args: argparse.Namespace, missing: str) -> Database:
    """The store ``--db`` names, opened for what the command does (``args.access``, set
    from the command table); ``missing`` is the hint for a file that does not exist."""
    stores: Stores = args.stores
    return stores.open(str(args.db), args.access, missing)


def create_or_add(args: argparse.Namespace, first: Callable[[Database], T]) -> T:
    """``first`` on a new file made whole (when ``--db`` names none yet), else on the store."""
    from chessarbiter.db.opening import create_file, is_server

    target = str(args.db)
    if is_server(target) or Path(target).exists():
        return first(open_db(args, ""))
    return create_file(Path(target), first, wait=WAIT)
