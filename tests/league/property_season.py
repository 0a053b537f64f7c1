"""A scheduled one-section season for the service property tests, set up through the services.

Teams are "Team 1" … "Team n" in one section A, in that pairing order. Team k's player p
(p = 1-5) is rated 2100 - 100k - 20(p - 1), so any of its players taken in roster order is a
board order rule 15 allows. Every membership runs past the season (no rule 30.c fines).
Teams 1 to n-1 paid their deposit on ``DEPOSIT_DAY``; the last team's deposit has not come
(its ledger starts at $0.00). Nothing is played yet.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Registration
from chessarbiter.db.database import Database
from chessarbiter.services.league import create_league, open_league
from tests.league.builders import roster_file, team_rows

RECEIVED = date(2011, 9, 25)  # before the 2011-10-02 registration deadline (rule 11)
DEPOSIT_DAY = date(2011, 9, 30)
PLAYERS = 5  # per roster


def team_name(k: int) -> str:
    return f"Team {k}"


def player_id(team: int, player: int) -> str:
    """The US Chess ID :func:`tests.league.builders.uscf` gives player ``player`` of team k."""
    return f"{12000000 + 100 * team + player}"


def rating(team: int, player: int) -> int:
    return 2100 - 100 * team - 20 * (player - 1)


def build_template(folder: Path, teams: int) -> Path:
    """The season file: ``teams`` teams in one section, the schedule made."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "season.chessarbiter"
    db = Database.open_file(path)
    try:
        league = open_league(db, create_league(db, COLUMBUS_2011_12, "Property season"))
        names = [team_name(k) for k in range(1, teams + 1)]
        for k, name in enumerate(names, start=1):
            rows = [replace(r, rating=rating(k, p))
                    for p, r in enumerate(team_rows(k, PLAYERS), start=1)]
            workbook = roster_file(folder, name, rows)
            league.rosters.import_roster(workbook.read_bytes(), workbook.name, RECEIVED)
            deposit = DEPOSIT_DAY if k < teams else None
            league.rosters.register(name, Registration(RECEIVED, DEPOSIT_DAY, deposit))
        league.sections.save([Section("A", tuple(names))])
        league.schedule.make()
    finally:
        db.close()
    return path
