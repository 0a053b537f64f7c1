"""A withdrawn team in the season's record (rule 30.f): the days it is still "scheduled to
play" for the food shortfall (30.d) and when its section has played out (rule 32's refund).

Team C withdraws on 2011-12-20. The dates: round 1 on 2011-12-18 (A-B, C-D, not played yet)
and round 2 on 2012-01-15 (A-C, B-D, B-D not played yet).
"""

from __future__ import annotations

from datetime import date

import pytest

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.season_dates import Calendar
from chessarbiter.core.league.season_ledger import dates_played
from chessarbiter.core.league.season_record import (
    SeasonRecord,
    SectionNights,
    SideLineup,
    StoredBoard,
    StoredMatch,
)
from chessarbiter.core.results import Result

DEC, JAN = date(2011, 12, 18), date(2012, 1, 15)
GONE = {"C": date(2011, 12, 20)}


def _match(match_id: int, rnd: int, on: date, teams: str, played: bool = False) -> StoredMatch:
    first, second = teams
    if not played:
        return StoredMatch(match_id, "A", rnd, on, first, second, {}, {})
    lineups = {t: SideLineup(10 * match_id + k, tuple(f"{t}{p}" for p in range(1, 5)),
                             frozenset(), None) for k, t in enumerate(teams)}
    boards = {n: StoredBoard(n, Result.DRAW) for n in range(1, 5)}
    return StoredMatch(match_id, "A", rnd, on, first, second, lineups, boards)


def _record(mode: str, b_d_played: bool) -> SeasonRecord:
    matches = (_match(1, 1, DEC, "AB", played=True), _match(2, 1, DEC, "CD", played=True),
               _match(3, 2, JAN, "AC"), _match(4, 2, JAN, "BD", played=b_d_played))
    nights = SectionNights("A", 1, ("A", "B", "C", "D"), Calendar(()), matches, ())
    return SeasonRecord(MatchRules(withdrawn_matches=mode), (nights,), (), GONE)


def test_a_withdrawn_team_is_not_scheduled_to_play_after_it_withdrew() -> None:
    # 30.d: "divided by the number of teams scheduled to play that day" — C played on
    # 18 December, before withdrawing; on 15 January it has left the tournament, A has not
    assert dates_played(_record("forfeits", True)) == {DEC: ("A", "B", "C", "D"),
                                                       JAN: ("A", "B", "D")}


@pytest.mark.parametrize("mode", ["forfeits", "byes"])
def test_a_section_has_played_out_once_every_other_match_is_scored(mode: str) -> None:
    record = _record(mode, False)
    assert [record.finished(m) for m in record.sections[0].matches] == [
        True, True, True, False]  # A-C is settled by C's withdrawal (as a bye: no record)
    record = _record(mode, True)
    assert all(record.finished(m) for m in record.sections[0].matches)


def test_left_to_the_director_a_withdrawn_team_s_match_waits_for_its_results() -> None:
    record = _record("none", True)
    assert [record.finished(m) for m in record.sections[0].matches] == [True, True, False, True]
