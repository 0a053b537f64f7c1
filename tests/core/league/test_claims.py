"""Rule 16: board-order claims.

"Such claims/rulings may not be initiated with respect to any round once the following
month's rounds for that section have begun. … if more than half the applicable time control
has elapsed (or the games are complete), the affected games … shall be treated as forfeits
for league scoring purposes, but shall be played to completion and submitted to USCF for
rating; or if less than half … the TD may follow the rule above and impose a time penalty
… of up to 15 minutes each (but not more than half their remaining time), or void the
affected games and restart them … up to the total time elapsed since the start of the
round or 15 minutes (whichever is greater)."
"""

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.claims import (
    Branch,
    Claim,
    Remedy,
    affected_boards,
    apply_ruling,
    claim_branch,
    claim_deadline,
    penalty_limits,
    rule_on_claim,
)
from chessarbiter.core.league.lineups import LineupPlayer, order_problems
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.match_scoring import appearances, score_match
from chessarbiter.core.league.season_dates import plan_calendar
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from tests.fixtures.team_events import match

G75 = parse_time_control("G/75;d5")  # rule 14
# Ten rounds of a 6-team double round robin, two a date from 16 October 2011.
CALENDAR = plan_calendar(10, COLUMBUS_2011_12.dates, 2)
MIN = 60


def claim(elapsed_minutes: float, made_on: date = date(2011, 10, 16), rnd: int = 1,
          complete: bool = False) -> Claim:
    return Claim(rnd, "A", made_on, int(elapsed_minutes * MIN), complete)


def test_more_than_half_of_g75_elapsed_means_forfeits() -> None:
    assert claim_branch(claim(40), G75, CALENDAR, RULES) is Branch.FORFEITS


def test_less_than_half_leaves_the_td_a_choice_and_exactly_half_too() -> None:
    assert claim_branch(claim(30), G75, CALENDAR, RULES) is Branch.TD_CHOICE
    assert claim_branch(claim(37.5), G75, CALENDAR, RULES) is Branch.TD_CHOICE


def test_games_already_over_mean_forfeits_however_early() -> None:
    assert claim_branch(claim(20, complete=True), G75, CALENDAR, RULES) is Branch.FORFEITS


def test_a_claim_closes_when_the_next_month_s_rounds_begin() -> None:
    assert claim_deadline(CALENDAR, 1) == date(2011, 11, 20)
    # A week after the round the claim is still open …
    assert claim_branch(claim(0, date(2011, 10, 23), complete=True), G75, CALENDAR,
                        RULES) is Branch.FORFEITS
    # … on the November date it is not.
    with pytest.raises(ValueError, match="closed when the next month's rounds began on "
                                         "2011-11-20"):
        claim_branch(claim(0, date(2011, 11, 20), complete=True), G75, CALENDAR, RULES)


def test_the_last_month_s_rounds_have_no_closing_date() -> None:
    assert claim_deadline(CALENDAR, 10) is None


def test_the_affected_games_are_those_where_players_should_have_been_different() -> None:
    lineup = [LineupPlayer(p, r) for p, r in (("a", 1800), ("b", 1850), ("c", 1900),
                                              ("d", 1600))]
    assert affected_boards(order_problems(lineup, RULES)) == (1, 3)


def test_forfeit_penalty_is_at_most_15_minutes_and_half_the_remaining_time() -> None:
    limits = penalty_limits(Remedy.FORFEITS, 20 * MIN, {"a": 50 * MIN, "c": 20 * MIN}, RULES)
    assert limits == {"a": 15 * MIN, "c": 10 * MIN}


def test_restart_penalty_is_at_most_the_elapsed_time_or_15_minutes_whichever_is_greater(
) -> None:
    assert penalty_limits(Remedy.RESTART, 10 * MIN, {"a": 65 * MIN}, RULES) == {"a": 15 * MIN}
    assert penalty_limits(Remedy.RESTART, 30 * MIN, {"a": 45 * MIN}, RULES) == {"a": 30 * MIN}


def test_rule_16a_forfeits_allow_no_penalty_or_restart() -> None:
    with pytest.raises(ValueError, match=r"16\.a"):
        rule_on_claim(claim(50), Branch.FORFEITS, [1], RULES, Remedy.RESTART)
    with pytest.raises(ValueError, match=r"16\.a"):
        rule_on_claim(claim(50), Branch.FORFEITS, [1], RULES, penalties={"a": 60},
                      remaining={"a": 600})


def test_rule_16b_penalties_above_the_limit_are_refused() -> None:
    with pytest.raises(ValueError, match=r"a 660s > 600s"):
        rule_on_claim(claim(20), Branch.TD_CHOICE, [1], RULES, penalties={"a": 660},
                      remaining={"a": 20 * MIN})
    with pytest.raises(ValueError, match="cannot be negative"):
        rule_on_claim(claim(20), Branch.TD_CHOICE, [1], RULES, penalties={"a": -60},
                      remaining={"a": 20 * MIN})
    with pytest.raises(ValueError, match="remaining time of a"):
        rule_on_claim(claim(20), Branch.TD_CHOICE, [1], RULES, penalties={"a": 60})
    ruling = rule_on_claim(claim(20), Branch.TD_CHOICE, [3, 1], RULES,
                           penalties={"a": 600}, remaining={"a": 20 * MIN})
    assert ruling.boards == (1, 3) and ruling.penalties == {"a": 600}


def test_forfeits_count_for_the_league_while_the_played_games_stay_rated() -> None:
    played = match(1, "A", "B", "1 ½ 0 1")
    ruling = rule_on_claim(claim(50), Branch.FORFEITS, [1, 3], RULES)
    ruled = apply_ruling(played, ruling)
    # Boards 1 and 3 become A's forfeits: A keeps ½ + 1, B gets 1 + ½ + 1.
    s = score_match(ruled, RULES)
    assert (s.first_game_points, s.second_game_points) == (1.5, 2.5)
    assert [g.result for g in ruled.boards] == [g.result for g in played.boards]
    assert ruled.boards[0].league_result is Result.BLACK_WINS_FORFEIT
    assert appearances([ruled]) == appearances([played])


def test_when_both_teams_broke_the_order_on_a_board_it_is_a_double_forfeit() -> None:
    played = match(1, "A", "B", "1 ½ 0 1")
    against_a = apply_ruling(played, rule_on_claim(claim(50), Branch.FORFEITS, [2], RULES))
    b_claim = Claim(1, "B", date(2011, 10, 16), 50 * MIN)
    both = apply_ruling(against_a, rule_on_claim(b_claim, Branch.FORFEITS, [2, 4], RULES))
    assert both.boards[1].league_result is Result.DOUBLE_FORFEIT
    assert both.boards[3].league_result is Result.BLACK_WINS_FORFEIT  # B had White on 4
    assert score_match(both, RULES).first_game_points == 2.0


def test_a_restart_voids_the_affected_games() -> None:
    ruling = rule_on_claim(claim(10), Branch.TD_CHOICE, [2], RULES, Remedy.RESTART,
                           {"a": 15 * MIN}, {"a": 65 * MIN})
    ruled = apply_ruling(match(1, "A", "B", "1 ½ ? ?"), ruling)
    assert [g.result for g in ruled.boards][:2] == [Result.WHITE_WINS, None]


@given(st.integers(min_value=0, max_value=75 * MIN), st.integers(min_value=0,
                                                                   max_value=150 * MIN))
def test_penalties_never_exceed_15_minutes_or_half_the_time_left(
    elapsed: int, left: int
) -> None:
    [limit] = penalty_limits(Remedy.FORFEITS, elapsed, {"p": left}, RULES).values()
    assert limit <= 15 * MIN and 2 * limit <= left
    [restart] = penalty_limits(Remedy.RESTART, elapsed, {"p": left}, RULES).values()
    assert restart == max(elapsed, 15 * MIN)


def test_a_ruling_against_a_team_not_in_the_match_is_refused() -> None:
    ruling = rule_on_claim(Claim(1, "Z", date(2011, 10, 16), 50 * MIN), Branch.FORFEITS,
                           [1], RULES)
    with pytest.raises(ValueError, match="Z does not play in the round 1 match A – B"):
        apply_ruling(match(1, "A", "B", "1 1 1 1"), ruling)
