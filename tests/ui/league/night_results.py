"""Round 1 of the scheduled 8-team section played through the services, for the tabs that
show what follows from results (standings, prizes, ledger).

Round 1 (FIDE Berger table for 8): Team 01 – Team 08, Team 02 – Team 07, Team 03 – Team 06,
Team 04 – Team 05; the first-named team has White on boards 1 and 3. Team 01 and Team 03
win all four boards; the other two matches are four draws.
"""

from __future__ import annotations

from chessarbiter.core.results import Result
from chessarbiter.services.league import League
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.night_setup import lineup

SWEEP = (Result.WHITE_WINS, Result.BLACK_WINS) * 2  # the first-named team wins every board
DRAWS = (Result.DRAW,) * 4


def play(league: League, first: int, second: int, results: tuple[Result, ...]) -> None:
    for team in (first, second):
        league.matches.lineup(1, f"Team {team:02d}", lineup(team, 1, 2, 3, 4))
    for board, result in enumerate(results, start=1):
        league.matches.result(1, f"Team {first:02d}", board, result)


def play_round_one(window: LeagueWindow) -> League:
    document = window.document
    assert document is not None
    for first, second, results in ((1, 8, SWEEP), (2, 7, DRAWS), (3, 6, SWEEP),
                                   (4, 5, DRAWS)):
        play(document.league, first, second, results)
    document.refresh()
    return document.league
