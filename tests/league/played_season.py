"""A small league season played to the end through the services, for the match-night
printouts: one section of four teams, a double round robin of six rounds on six dates.

Team k's player p is rated 2100 - 100k - 20(p - 1) on the form, so every roster in roster
order is a board order rule 15 allows. Team 1 and its board-1 player have 40-character names
with ``&``, ``<`` and ``>`` in them, as printouts must escape and fit them.

The Berger table for four, doubled (the schedule the program makes): round 1 T1-T4, T2-T3;
2 T2-T4, T3-T1; 3 T4-T3, T1-T2; 4 T4-T1, T3-T2; 5 T3-T4, T2-T1; 6 T4-T2, T1-T3 (Tk = team k,
the first named has White on boards 1 and 3). Every team fields players 1-4. The stronger team
(lower k) wins boards 1 and 2 and draws boards 3 and 4 (3-1), except: round 3's T4-T3 is drawn
on every board (2-2), and in rounds 5 and 6 T4's players 3 and 4 are absent, so T4 forfeits
boards 3 and 4 (rule 17; its opponent wins boards 1 and 2 over the board, 4-0).
Bexley Bishops (T2) pay for $60.00 of damages on 18 March 2012 (rule 30.e: $66.00).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Registration
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.league import League, ManualKind, create_league, open_league
from tests.league.builders import member, roster_file, team_rows

LONG_TEAM = "Knights & <Rooks> of the Olentangy Vales"  # 40 characters, as LONG_PLAYER
LONG_PLAYER = "Worthington-Smythe, Bartholomew <Q> & Co"
TEAMS = (LONG_TEAM, "Bexley Bishops", "Clintonville Castles", "Dublin Dragons")
RECEIVED = date(2011, 9, 25)  # before the 2011-10-02 registration deadline (rule 11)
DEPOSIT_DAY = date(2011, 9, 30)
DAMAGES_DAY = date(2012, 3, 18)
DAMAGES_NOTE = "broken clock & <table>"


def rating(team: int, player: int) -> int:
    return 2100 - 100 * team - 20 * (player - 1)


def player_id(team: int, player: int) -> str:
    return f"{12000000 + 100 * team + player}"


def build_season(folder: Path, rounds: int = 6) -> Path:
    """The season file with ``rounds`` rounds played as the module says."""
    path = folder / "season.chessarbiter"
    db = Database.open_file(path)
    try:
        league = open_league(db, create_league(db, COLUMBUS_2011_12, "Columbus 2011-12"))
        for k, name in enumerate(TEAMS, start=1):
            rows = [replace(r, member=member(k, p, name=LONG_PLAYER) if (k, p) == (1, 1)
                            else r.member, rating=rating(k, p))
                    for p, r in enumerate(team_rows(k, 5), start=1)]
            workbook = roster_file(folder, name, rows)
            league.rosters.import_roster(workbook.read_bytes(), workbook.name, RECEIVED)
            league.rosters.register(name, Registration(RECEIVED, DEPOSIT_DAY, DEPOSIT_DAY))
        league.sections.propose()
        league.schedule.make()
        for rnd in range(1, rounds + 1):
            play_round(league, rnd)
        if rounds == 6:
            league.ledger.add(TEAMS[1], DAMAGES_DAY, ManualKind.DAMAGES, 6000, DAMAGES_NOTE)
    finally:
        db.close()
    return path


def play_round(league: League, rnd: int) -> None:
    for match in league.matches.record().sections[0].matches:
        if match.round != rnd:
            continue
        first, second = (TEAMS.index(t) + 1 for t in (match.first, match.second))
        for k, team in ((first, match.first), (second, match.second)):
            league.matches.lineup(rnd, team, [player_id(k, p) for p in range(1, 5)])
            if k == 4 and rnd >= 5:
                for p in (3, 4):
                    league.matches.absent(rnd, team, player_id(k, p))
        drawn = {first, second} == {3, 4} and rnd == 3
        won = Result.WHITE_WINS if first < second else Result.BLACK_WINS  # board 1, by colour
        lost = Result.BLACK_WINS if won is Result.WHITE_WINS else Result.WHITE_WINS
        results = [Result.DRAW] * 4 if drawn else [won, lost, Result.DRAW, Result.DRAW]
        for board, result in enumerate(results, start=1):
            if not (4 in (first, second) and rnd >= 5 and board > 2):
                league.matches.result(rnd, match.first, board, result)
