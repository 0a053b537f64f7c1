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
from typing import TYPE_CHECKING

from chessarbiter.cli.clock_commands import penalty_answer, remaining_seconds
from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.event_shapes import audit_json, incidents_json, prizes_json
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

if TYPE_CHECKING:
    from chessarbiter.core.playoff_status import PlayoffStatus

READ_COMMANDS = ("standings", "pairings", "players", "settings", "penalty", "audit", "incident",
                 "prizes")


def try_fast_read(args: argparse.Namespace) -> Json | None:
    """The command's JSON when this path can answer it, else None."""
    if (args.command not in READ_COMMANDS or "://" in args.db or getattr(args, "set", None)
            or getattr(args, "explain", False)
            or (args.command == "incident" and args.action != "list")):
        return None  # a server, a change, or a Swiss round's explanation (it runs the engine)
    audit = args.command == "audit"
    snapshot = read_snapshot(Path(args.db), args.event,
                             incidents=args.command in ("incident", "prizes"), audit=audit,
                             audit_limit=args.limit if audit else None)
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
    if args.command == "audit":
        return audit_json(snapshot.audit)
    if args.command == "incident":
        return incidents_json(snapshot.incidents, tournament, settings)
    if args.command == "prizes":
        return _prizes(args, snapshot)
    status = None
    if snapshot.playoff is not None:
        status = _playoff_status(snapshot)
    chain = chain_argument(args.tiebreaks)
    if chain is not None:
        settings = settings.with_changes(tiebreaks=tuple(chain))
    return standings_json(compute_standings(tournament, settings), settings.tiebreaks, status)


def _playoff_status(snapshot: Snapshot) -> PlayoffStatus:
    from chessarbiter.core.playoff_status import playoff_status

    return playoff_status(snapshot.playoff, snapshot.tournament, snapshot.settings,
                          snapshot.forfeits)


def _prizes(args: argparse.Namespace, snapshot: Snapshot) -> Json:
    """As :func:`chessarbiter.cli.incident_commands.prizes` answers from storage."""
    from chessarbiter.core.incidents import fines_by_player
    from chessarbiter.core.prizes import event_ledger

    tournament, settings = snapshot.tournament, snapshot.settings
    status = _playoff_status(snapshot)
    champion = status.champion if args.champion is None else args.champion
    ledger = event_ledger(tournament, settings, compute_standings(tournament, settings),
                          fines_by_player(snapshot.incidents), champion)
    return prizes_json(ledger, tournament, settings, champion, status)
