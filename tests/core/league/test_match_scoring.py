"""Rules 17, 19, 21 and 24: boards, forfeits, game points and match points.

Rule 24: "one game point for a win, one game point for a forfeit by the opponent, one-half
game point for a draw … one match point [for] 2.5 or more game points, one-half match point
if two game points, and no match point if fewer than two … A team receiving a bye shall
receive one match point and four game points. Extra rated games shall not count."
"""

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.attendance import seat_team
from chessarbiter.core.league.lineups import Equipment, equipment_forfeits
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.match_scoring import (
    BoardGame,
    ExtraGame,
    MatchRecord,
    SectionRecord,
    TeamBye,
    appearances,
    record_problems,
    score_match,
    seat_match,
    team_totals,
)
from chessarbiter.core.league.roster_rules import Appearance
from chessarbiter.core.results import Result
from tests.fixtures.team_events import FIRST_DATE, match

ON = FIRST_DATE


def scores(outcomes: str) -> tuple[float, float, float, float]:
    s = score_match(match(1, "A", "B", outcomes), RULES)
    return s.first_game_points, s.second_game_points, s.first_match_points, \
        s.second_match_points


def test_rule_24_a_win_forfeit_win_draw_and_loss() -> None:
    # 1 + ½ + 1 (forfeit) + 0 = 2½ for A; B scores the loss on board 4 only: 1½.
    assert scores("1 ½ + 0") == (2.5, 1.5, 1.0, 0.0)


def test_rule_24_b_two_game_points_is_half_a_match_point() -> None:
    assert scores("1 ½ ½ 0") == (2.0, 2.0, 0.5, 0.5)
    assert scores("0 0 ½ 0") == (0.5, 3.5, 0.0, 1.0)


def test_a_double_forfeit_scores_nothing_for_either_team() -> None:
    # Rule 19 allows double forfeits: 2 - 1 is half a match point for A and none for B.
    assert scores("1 1 0 --") == (2.0, 1.0, 0.5, 0.0)


def test_results_are_written_by_colour_and_the_first_team_has_white_on_odd_boards() -> None:
    boards = (BoardGame(1, "A1", "B1", Result.WHITE_WINS),
              BoardGame(2, "A2", "B2", Result.WHITE_WINS),  # B2 has White on board 2
              BoardGame(3, "A3", "B3", Result.BLACK_WINS),
              BoardGame(4, "A4", "B4", Result.BLACK_WINS_FORFEIT))  # A4 had Black
    s = score_match(MatchRecord(1, ON, "A", "B", boards), RULES)
    assert (s.first_game_points, s.second_game_points) == (2.0, 2.0)


def test_a_match_counts_only_when_every_board_has_a_result() -> None:
    unfinished = match(1, "A", "B", "1 1 1 ?")
    assert not score_match(unfinished, RULES).complete
    record = SectionRecord(("A", "B"), (unfinished,))
    assert team_totals(record, RULES) == {"A": (0.0, 0.0), "B": (0.0, 0.0)}


def test_rule_24_c_a_bye_is_one_match_point_and_four_game_points() -> None:
    record = SectionRecord(("A", "B", "C"), (match(1, "A", "B", "1 ½ ½ ½"),),
                           (TeamBye(1, "C"),))
    assert team_totals(record, RULES) == {"A": (1.0, 2.5), "B": (0.0, 1.5), "C": (1.0, 4.0)}


def test_rule_24_d_extra_rated_games_are_recorded_and_never_scored() -> None:
    extra = ExtraGame(ON, "A5", "B5", "A", "B", Result.WHITE_WINS)
    plain = SectionRecord(("A", "B"), (match(1, "A", "B", "½ ½ ½ ½"),))
    with_extra = SectionRecord(plain.teams, plain.matches, extra_games=(extra,))
    assert team_totals(with_extra, RULES) == team_totals(plain, RULES) == {
        "A": (0.5, 2.0), "B": (0.5, 2.0)}
    # … but they are rated, so they count as appearances for rules 13.e and 30.c.
    assert Appearance("A5", "A", ON, extra=True) in appearances(with_extra.matches, (extra,))


def test_appearances_are_games_played_over_the_board() -> None:
    played = appearances([match(1, "A", "B", "1 + ½ ?")])
    assert {a.uscf_id for a in played} == {"A1", "B1", "A3", "B3"}
    assert all(not a.extra and a.on == ON for a in played)


def test_rule_17_three_present_play_the_top_boards_and_board_4_is_lost() -> None:
    a = seat_team(["a1", "a2", "a3", "a4"], {"a1", "a3", "a4"})
    b = seat_team(["b1", "b2", "b3", "b4"], {"b1", "b2", "b3", "b4"})
    boards = seat_match(1, ON, ("A", "B"), (a, b)).boards
    assert [g.first for g in boards] == ["a1", "a3", "a4", None]
    assert [g.result for g in boards] == [None, None, None, Result.WHITE_WINS_FORFEIT]


def test_rule_17_a_board_empty_on_both_sides_is_a_double_forfeit() -> None:
    a = seat_team(["a1", "a2", "a3"], {"a1", "a2", "a3"})
    b = seat_team(["b1", "b2", "b3"], {"b1", "b2", "b3"})
    boards = seat_match(1, ON, ("A", "B"), (a, b)).boards
    assert boards[3].result is Result.DOUBLE_FORFEIT


@pytest.mark.parametrize(("first", "second", "expected"), [
    # Each team brings two complete sets: four games are equipped.
    ((2, 2, 2), (2, 2, 2), ((), ())),
    # A is one clock short: one game lacks equipment and A forfeits it, board 4.
    ((2, 2, 1), (2, 2, 2), ((4,), ())),
    # B brings three sets and covers A's shortfall: nothing is lacking.
    ((1, 1, 1), (3, 3, 3), ((), ())),
    # A brings nothing, B three: the one game lacking is A's forfeit.
    ((0, 0, 0), (3, 3, 3), ((4,), ())),
    # Both one set short: boards 4 and 3 lack equipment and are double forfeits.
    ((1, 1, 1), (1, 1, 1), ((4, 3), (4, 3))),
])
def test_rule_19_equipment_forfeits_from_the_lowest_board_up(
    first: tuple[int, int, int], second: tuple[int, int, int],
    expected: tuple[tuple[int, ...], tuple[int, ...]],
) -> None:
    assert equipment_forfeits(Equipment(*first), Equipment(*second), RULES) == expected


def test_rule_19_forfeits_enter_the_boards_of_the_match() -> None:
    a = seat_team(["a1", "a2", "a3", "a4"], {"a1", "a2", "a3", "a4"})
    b = seat_team(["b1", "b2", "b3", "b4"], {"b1", "b2", "b3", "b4"})
    lacking = equipment_forfeits(Equipment(1, 1, 1), Equipment(1, 1, 1), RULES)
    boards = seat_match(1, ON, ("A", "B"), (a, b), lacking).boards
    assert [g.result for g in boards] == [None, None, Result.DOUBLE_FORFEIT,
                                          Result.DOUBLE_FORFEIT]


def test_a_bad_record_is_refused_naming_the_round_and_match() -> None:
    bad = SectionRecord(("A", "B"), (
        match(1, "A", "X", "1 1 1 1"),
        match(2, "A", "B", "1 1 1"),
        MatchRecord(2, ON, "A", "B", (BoardGame(1, "p", "q", Result.DRAW),
                                      BoardGame(1, "p", "r", Result.DRAW))),
    ), (TeamBye(2, "B"),))
    problems = record_problems(bad, RULES)
    assert "round 1 A – X: X is not in the section" in problems
    assert "round 2 A – B: boards must be numbered 1-4, each once" in problems
    assert "round 2 A – B: a player sits on two boards" in problems
    assert "round 2: A, B scheduled twice" in problems
    with pytest.raises(ValueError, match="X is not in the section"):
        team_totals(bad, RULES)


RESULTS = st.sampled_from(list(Result))


@given(st.lists(RESULTS, min_size=4, max_size=4))
def test_match_points_always_follow_game_points(results: list[Result]) -> None:
    boards = tuple(BoardGame(n, f"a{n}", f"b{n}", r) for n, r in enumerate(results, start=1))
    s = score_match(MatchRecord(1, ON, "A", "B", boards), RULES)
    doubles = results.count(Result.DOUBLE_FORFEIT)
    assert s.first_game_points + s.second_game_points == 4 - doubles
    for gp, mp in ((s.first_game_points, s.first_match_points),
                   (s.second_game_points, s.second_match_points)):
        assert mp == (1.0 if gp >= 2.5 else 0.5 if gp == 2.0 else 0.0)
    if s.first_game_points > s.second_game_points:
        assert s.first_match_points >= s.second_match_points
    if not doubles:
        assert s.first_match_points + s.second_match_points == 1.0


@given(st.lists(st.tuples(st.lists(RESULTS, min_size=4, max_size=4), st.booleans()),
                max_size=6), st.integers(min_value=0, max_value=3))
def test_team_totals_are_the_sum_of_matches_and_byes(
    rounds: list[tuple[list[Result], bool]], byes: int
) -> None:
    matches = tuple(
        MatchRecord(i + 1, date(2012, 1, 1), *(("A", "B") if swap else ("B", "A")),
                    tuple(BoardGame(n, None, None, r) for n, r in enumerate(rs, start=1)))
        for i, (rs, swap) in enumerate(rounds))
    record = SectionRecord(("A", "B", "C"), matches,
                           tuple(TeamBye(100 + i, "C") for i in range(byes)))
    totals = team_totals(record, RULES)
    scored = [score_match(m, RULES) for m in matches]
    assert sum(mp for mp, _ in totals.values()) == \
        sum(s.first_match_points + s.second_match_points for s in scored) + byes
    assert sum(gp for _, gp in totals.values()) == \
        sum(s.first_game_points + s.second_game_points for s in scored) + 4 * byes
