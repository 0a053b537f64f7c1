"""The read-only commands on an up-to-date SQLite event file, without SQLAlchemy.

Scripts call ``standings --json`` and ``pairings --json`` often, and ``players``,
``settings`` (without ``--set``) and ``penalty`` read no more than they do; importing
SQLAlchemy costs more than the work itself. These commands answer from
:mod:`chessarbiter.db.snapshot` (the loader the services use too); when it cannot read the
file — or for a server URL — this returns None and the ordinary path takes over, with its
full messages.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from chessarbiter.cli.clock_commands import penalty_answer, remaining_seconds
from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.shapes import (
    Json,
    chain_argument,
    pairings_json,
    players_json,
    standings_json,
)
from chessarbiter.core.boards import event_boards
from chessarbiter.core.standings import compute_standings
from chessarbiter.db.snapshot import Snapshot, read_snapshot

READ_COMMANDS = ("standings", "pairings", "players", "settings", "penalty")


def try_fast_read(args: argparse.Namespace) -> Json | None:
    """The command's JSON when this path can answer it, else None."""
    if (args.command not in READ_COMMANDS or "://" in args.db or getattr(args, "set", None)
            or getattr(args, "explain", False)):
        return None  # a server, a change, or a Swiss round's explanation (it runs the engine)
    snapshot = read_snapshot(Path(args.db), args.event)
    if snapshot is None:
        return None
    try:
        return _answer(args, snapshot)
    except (ValueError, KeyError, CommandError):
        return None  # a bad argument: the ordinary path says what is wrong with it


def _answer(args: argparse.Namespace, snapshot: Snapshot) -> Json:
    tournament, settings = snapshot.tournament, snapshot.settings
    if args.command == "players":
        return players_json(tournament)
    if args.command == "settings":
        return settings.to_dict()
    if args.command == "penalty":
        return penalty_answer(remaining_seconds(args.remaining), settings)
    if args.command == "pairings":
        return pairings_json(event_boards(tournament, settings, snapshot.forfeits),
                             None if args.all else args.round)
    status = None
    if snapshot.playoff is not None:
        from chessarbiter.core.playoff_status import playoff_status

        status = playoff_status(snapshot.playoff, tournament, settings, snapshot.forfeits)
    chain = chain_argument(args.tiebreaks)
    if chain is not None:
        settings = settings.with_changes(tiebreaks=tuple(chain))
    return standings_json(compute_standings(tournament, settings), settings.tiebreaks, status)
