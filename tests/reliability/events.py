"""Event files for the kill tests, made through the services as an arbiter would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.opening import create_file
from chessarbiter.services.events import EventService, create_event

OUTCOMES = (Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS)


def played_event(path: Path, players: int = 6, played_rounds: int = 2) -> Path:
    """A round robin with ``played_rounds`` rounds entered (a backup after each)."""
    def fill(db: object) -> None:
        from chessarbiter.db.database import Database

        assert isinstance(db, Database)
        service = EventService(db, create_event(
            db, "Kill Open", "round-robin-fide", site="Columbus", federation="USA",
            start_date="2026-07-08", end_date="2026-07-12", arbiter="IA Kill"))
        service.add_players([
            Player(0, f"Player {n}, Test", fide_rating=2000 + 10 * n, uscf_rating=1900 + n,
                   uscf_id=f"{12345670 + n}", federation="USA") for n in range(1, players + 1)])
        service.make_schedule()
        for game in service.tournament().games:
            if game.round <= played_rounds:
                service.set_result(game.round, game.board,
                                   OUTCOMES[(game.round + game.board) % 3])

    create_file(path, fill)
    return path


def dump(path: Path) -> str:
    """The file's whole content as SQL, read through its WAL as the program would (taking
    in what a killed writer committed)."""
    conn = sqlite3.connect(path)
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()
