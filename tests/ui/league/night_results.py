"""Round 1 of the scheduled 8-team section played through the services, for the tabs that
show what follows from results (standings, prizes, ledger).

Round 1 (FIDE Berger table for 8): Team 01 – Team 08, Team 02 – Team 07, Team 03 – Team 06,
Team 04 – Team 05; the first-named team has White on boards 1 and 3. Team 01 and Team 03
win all four boards; the other two matches are four draws. ``play_out`` then draws every
board of rounds 2-14, so the section plays out with Team 01 and Team 03 level on 7½ match
points and 30 game points, having drawn both their matches (a playoff waits for that, 25.a).
"""

from __future__ import annotations

from chessarbiter.core.results import Result
from chessarbiter.services.league import League
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.night_setup import lineup

SWEEP = (Result.WHITE_WINS, Result.BLACK_WINS) * 2  # the first-named team wins every board
DRAWS = (Result.DRAW,) * 4
ROUND_ONE = ((1, 8, SWEEP), (2, 7, DRAWS), (3, 6, SWEEP), (4, 5, DRAWS))


def play(league: League, first: int, second: int, results: tuple[Result, ...],
         rnd: int = 1) -> None:
    for team in (first, second):
        league.matches.lineup(rnd, f"Team {team:02d}", lineup(team, 1, 2, 3, 4))
    for board, result in enumerate(results, start=1):
        league.matches.result(rnd, f"Team {first:02d}", board, result)


def play_out(league: League) -> None:
    """Round 1 as above, then four draws in every match of rounds 2-14."""
    for first, second, results in ROUND_ONE:
        play(league, first, second, results)
    [schedule] = league.schedule.schedules()
    for rnd in schedule.rounds[1:]:
        for m in rnd.matches:
            play(league, int(m.white[-2:]), int(m.black[-2:]), DRAWS, rnd.number)


def play_round_one(window: LeagueWindow) -> League:
    document = window.document
    assert document is not None
    for first, second, results in ROUND_ONE:
        play(document.league, first, second, results)
    document.refresh()
    return document.league
