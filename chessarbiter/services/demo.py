"""A made-up ten-player championship with a few rounds played, for a first look."""

from __future__ import annotations

import random
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.db.opening import create_file
from chessarbiter.services.events import EventService, create_event

DEMO_PLAYERS = (
    ("Arlington, Maya", 2541, "IM", "USA"),
    ("Brennan, Theo", 2498, "FM", "USA"),
    ("Castellanos, Iker", 2475, "FM", "USA"),
    ("Dvořák, Eliška", 2452, "WIM", "USA"),
    ("Okafor, Chidi", 2430, "", "USA"),
    ("Petrov, Aleksandr", 2411, "FM", "USA"),
    ("Quintero, Lucía", 2389, "WFM", "USA"),
    ("Sato, Haruki", 2366, "", "USA"),
    ("Vásquez, Mateo", 2342, "CM", "USA"),
    ("Whitfield, Noor", 2318, "", "USA"),
)
DEMO_ROUNDS_PLAYED = 4


def create_demo(path: Path) -> int:
    """Write the demo championship to a new event file at ``path``; returns the event id.
    The file appears whole (:func:`~chessarbiter.db.opening.create_file`)."""
    return create_file(path, _fill_demo)


def _fill_demo(db: Database) -> int:
    event_id = create_event(
        db, "Demo Junior Championship", "us-junior-closed-2015",
        site="Saint Louis", federation="USA", start_date="2026-07-08",
        end_date="2026-07-18", arbiter="Demo Arbiter",
    )
    service = EventService(db, event_id)
    for name, rating, title, fed in DEMO_PLAYERS:
        service.add_player(Player(0, name, fide_rating=rating, uscf_rating=rating + 60,
                                  title=title, federation=fed))
    service.draw_lots("demo")
    service.make_schedule()
    rng = random.Random(2026)
    outcomes = [Result.WHITE_WINS, Result.DRAW, Result.DRAW, Result.BLACK_WINS]
    for game in service.tournament().games:
        if game.round <= DEMO_ROUNDS_PLAYED:
            service.set_result(game.round, game.board, rng.choice(outcomes))
    return event_id
