"""Shared benchmark data: a 100-player single round robin with every result entered."""

import random
from pathlib import Path

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.db.models import GameRow
from chessarbiter.services.events import EventService, create_event


@pytest.fixture(scope="session")
def full_round_robin_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("bench") / "rr100.chessarbiter"
    db = Database.open_file(path)
    service = EventService(db, create_event(db, "RR 100", "us-junior-closed-2015"))
    service.add_players([Player(0, f"Player, No{i}", fide_rating=2700 - i) for i in range(100)])
    service.make_schedule()
    rng = random.Random(100)
    with db.transaction() as session:  # one transaction instead of 4,950 for the set-up
        for game in session.query(GameRow):
            game.result = rng.choice(list(Result)).value
    db.close()
    return path
