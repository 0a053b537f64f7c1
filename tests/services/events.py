"""A ten-player US Junior Closed event for the service tests, played to a three-way tie.

The results are made up so that the expected standings can be worked by hand: players 1, 2
and 3 beat everyone else and draw among themselves (8 points each, DE ½ each); every game
among players 4–10 is drawn (3 points each). Berger numbers and colours follow FIDE C.05
Annex 1 (the program's schedule is checked against the published table elsewhere).
"""

from __future__ import annotations

from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event

NAMES = ("Abbott, Rhea", "Baptiste, Owen", "Chen, Ivy", "Dorsey, Malik", "Eriksen, Sol",
         "Farah, Leila", "Gómez, Tomás", "Hale, Priya", "Ibarra, Nico", "Shen, Leo")
TOP = (1, 2, 3)


def outcome(white: int, black: int) -> Result:
    """The made-up result of a game: the top three beat the rest, every other game drawn."""
    if (white in TOP) == (black in TOP):
        return Result.DRAW
    return Result.WHITE_WINS if white in TOP else Result.BLACK_WINS


def open_event(path: Path) -> EventService:
    """The event scheduled, nothing played yet (the caller closes ``service.db``)."""
    db = Database.open_file(path)
    service = EventService(db, create_event(db, "US Junior Closed", "us-junior-closed-2015"))
    service.add_players([Player(0, name, uscf_rating=2400 - 10 * k)
                         for k, name in enumerate(NAMES)])
    service.make_schedule()
    return service


def play(service: EventService, last_round: int = 9) -> None:
    for game in service.tournament().games:
        if game.round <= last_round:
            service.set_result(game.round, game.board, outcome(game.white, game.black))


def board_of(service: EventService, rnd: int, player: int) -> tuple[int, int, int]:
    """(board, white, black) of ``player``'s game in round ``rnd``."""
    game = next(g for g in service.tournament().round_games(rnd)
                if player in (g.white, g.black))
    return game.board, game.white, game.black
