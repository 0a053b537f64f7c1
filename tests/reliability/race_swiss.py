"""The races of a Swiss event (see :mod:`.race_harness`): two computers pairing the next
round at the same moment. One round is stored, once; the other computer is told."""

from __future__ import annotations

from typing import Any

from chessarbiter.core.players import Player
from chessarbiter.db.database import Database
from chessarbiter.services.events import (
    EventService,
    create_event_from,
    list_events,
    preset_settings,
)
from chessarbiter.services.swiss import SwissService
from tests.reliability.race_harness import Outcome


def swiss(db: Database, race: int) -> SwissService:
    return SwissService(db, list_events(db)[race][0])


class PairRace:
    """Both windows show round 1 as the next round and pair it: one pairing is stored, the
    other window is told the round was paired meanwhile."""

    def setup(self, db: Database, races: int) -> None:
        settings = preset_settings("swiss-fide", swiss_rounds=5, initial_colour="white")
        for race in range(races):
            event = SwissService(db, create_event_from(db, f"Race {race}", settings))
            event.add_players([Player(0, f"Player {n}", fide_rating=2000 + n)
                               for n in range(1, 8)])

    def prepare(self, db: Database, race: int, who: int) -> Any:
        return swiss(db, race).next_round().number

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        return swiss(db, race).pair_next(expected_round=shown).round

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        (winner,) = [o for o in outcomes if o.saved]
        (loser,) = [o for o in outcomes if not o.saved]
        t = EventService(db, list_events(db)[race][0]).tournament()
        assert (winner.detail, t.rounds, len(t.games), len(t.byes)) == (1, 1, 3, 1)
        assert loser.conflict is not None and loser.conflict.endswith("Reload and check.")
