"""Opening the championship's store for a command: the file ``--db`` names and the event
``--event`` picks (the latest by default)."""

from __future__ import annotations

import argparse

from chessarbiter.cli.store import open_db
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event


def event_file(args: argparse.Namespace) -> Database:
    return open_db(args, "create one with new-event")


def event_service(args: argparse.Namespace) -> EventService:
    db = event_file(args)
    return EventService(db, resolve_event(db, args.event))
