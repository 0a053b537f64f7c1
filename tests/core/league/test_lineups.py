"""Rule 15: "those team members designated … shall play on boards 1-4 in descending rating
order, except team members within 75 points of each other may switch. Unrated players may
play in any position … unless they have been assigned a rating by the Match Director …
in which case they may play on any higher board according to rating order, but none lower."
Rule 18: a game played in advance is given its board once the other boards are known.
"""

from datetime import datetime

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.attendance import seat_team
from chessarbiter.core.league.lineups import (
    Lineup,
    LineupPlayer,
    advance_board_options,
    check_lineup,
    lineup_player,
    order_problems,
)
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingAssignment,
    RatingSource,
    assign_higher_rating,
)
from chessarbiter.core.league.teams import Team
from tests.core.league.factories import team, uscf

NOW = datetime(2011, 11, 1, 19, 0)


def players(*ratings: int | None) -> list[LineupPlayer]:
    return [LineupPlayer(f"p{n}", r) for n, r in enumerate(ratings, start=1)]


def test_descending_order_is_valid() -> None:
    assert order_problems(players(1900, 1800, 1700, 1600), RULES) == []


def test_members_within_75_points_may_switch_and_75_itself_is_within() -> None:
    assert order_problems(players(1800, 1875, 1700, 1600), RULES) == []
    [problem] = order_problems(players(1800, 1876, 1700, 1600), RULES)
    assert problem.boards == (1, 2)
    assert str(problem) == ("rule 15: board 2 p2 (1876) is rated 76 above board 1 p1 (1800); "
                            "members may switch only within 75 points")


def test_each_pair_is_checked_not_only_neighbours() -> None:
    # 1800 → 1850 → 1900: each neighbour within 75, but board 3 is 100 above board 1.
    [problem] = order_problems(players(1800, 1850, 1900), RULES)
    assert problem.boards == (1, 3)


def test_unrated_members_may_play_anywhere() -> None:
    assert order_problems(players(None, 2000, 1500, None), RULES) == []


def test_empty_boards_are_skipped() -> None:
    assert order_problems([*players(1900, 1800), None, LineupPlayer("p4", 1700)], RULES) == []


def rated_team() -> tuple[Team, tuple[RatingAssignment, ...]]:
    """A team whose member 5 was unrated until the director assigned 1500 (rule 4), and
    whose member 6 was raised from 1700 to 1800."""
    t = team("Knights", {1: 1900, 2: 1450, 3: 1400, 4: 1350, 5: None, 6: 1700})
    r5, log5 = assign_higher_rating(uscf(5), FrozenRating(None, RatingSource.ENTERED), 1500,
                                    "MD", NOW, "strength shown in rated play")
    r6, log6 = assign_higher_rating(uscf(6), FrozenRating(1700, RatingSource.ENTERED), 1800,
                                    "MD", NOW, "fair matches")
    return t.with_rating(uscf(5), r5).with_rating(uscf(6), r6), (log5, log6)


def test_an_assigned_rating_allows_any_higher_board() -> None:
    t, logs = rated_team()
    lineup = Lineup("Knights", 1, (uscf(5), uscf(1), uscf(2), uscf(3)))
    assert lineup_player(t, uscf(5), logs).floor_only
    assert check_lineup(lineup, t, RULES, logs) == []


def test_an_assigned_rating_sets_the_lowest_board() -> None:
    t, logs = rated_team()
    # 1500 below 1400 (board 2) and 1350 (board 3): 100 and 150 points, more than 75.
    lineup = Lineup("Knights", 1, (uscf(1), uscf(3), uscf(4), uscf(5)))
    problems = check_lineup(lineup, t, RULES, logs)
    assert [p.boards for p in problems] == [(2, 4), (3, 4)]


def test_a_rated_member_whose_rating_was_raised_keeps_both_limits() -> None:
    t, logs = rated_team()
    assert not lineup_player(t, uscf(6), logs).floor_only
    lineup = Lineup("Knights", 1, (uscf(6), uscf(1), uscf(2), uscf(3)))
    assert [p.boards for p in check_lineup(lineup, t, RULES, logs)] == [(1, 2)]


def test_a_lineup_names_members_once_and_no_more_than_four() -> None:
    t, _ = rated_team()
    assert [str(p) for p in check_lineup(Lineup("Knights", 1, (uscf(1), "999")), t, RULES)] \
        == ["rule 15: 999 is not a member of Knights"]
    twice = check_lineup(Lineup("Knights", 1, (uscf(1), uscf(1))), t, RULES)
    assert [p.message for p in twice] == ["a member is designated for two boards"]
    five = check_lineup(Lineup("Knights", 1, tuple(uscf(n) for n in range(1, 6))), t, RULES)
    assert [p.message for p in five] == ["5 members designated for 4 boards"]


def test_rounds_on_the_same_date_may_have_different_lineups() -> None:
    t, logs = rated_team()
    first = Lineup("Knights", 1, (uscf(1), uscf(2), uscf(3), uscf(4)))
    second = Lineup("Knights", 2, (uscf(6), uscf(5), uscf(2), uscf(4)))
    assert check_lineup(first, t, RULES, logs) == check_lineup(second, t, RULES, logs) == []


def test_rule_17_order_is_judged_without_a_gap_for_the_absent_player() -> None:
    ratings = {"a": 1800, "b": 1790, "c": 1700, "d": 1600}
    seating = seat_team(["a", "b", "c", "d"], {"a", "c", "d"})
    boards = [LineupPlayer(p, ratings[p]) if p else None for p in seating.boards]
    assert seating.boards == ("a", "c", "d", None)
    assert order_problems(boards, RULES) == []


def test_rule_18_the_advance_game_takes_the_board_that_keeps_order() -> None:
    first = players(2000, 1800, 1600)
    second = players(1950, 1850, 1700)
    played = (LineupPlayer("x", 1900), LineupPlayer("y", 1880))
    options = advance_board_options(first, second, played, RULES)
    assert [o.board for o in options if not o.problems] == [2]
    assert options[0].board == 2


def test_rule_18_sometimes_no_board_keeps_order_for_both_teams() -> None:
    # x belongs on board 4 of its team, y on board 1 of the other: every board breaks one.
    options = advance_board_options(players(2000, 1900, 1800), players(1600, 1500, 1400),
                                    (LineupPlayer("x", 1500), LineupPlayer("y", 2100)), RULES)
    assert len(options) == 4 and all(o.problems for o in options)
    assert [len(o.problems) for o in options] == [3, 3, 3, 3]


RATINGS = st.lists(st.integers(min_value=100, max_value=2800), min_size=1, max_size=4)


@given(RATINGS)
def test_descending_order_never_has_a_problem(ratings: list[int]) -> None:
    assert order_problems(players(*sorted(ratings, reverse=True)), RULES) == []


@given(RATINGS)
def test_a_lineup_passes_exactly_when_no_lower_board_is_over_75_above_a_higher_one(
    ratings: list[int],
) -> None:
    ok = all(ratings[j] - ratings[i] <= 75
             for i in range(len(ratings)) for j in range(i + 1, len(ratings)))
    assert (order_problems(players(*ratings), RULES) == []) == ok
