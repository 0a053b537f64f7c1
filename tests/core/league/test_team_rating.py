"""Rule 5: "A team's rating shall be the average of the four highest-rated team members'
ratings as determined above."""

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.team_rating import average_of_top, team_rating
from tests.core.league.factories import SEASON, team


def test_the_four_highest_are_averaged_whatever_the_roster_order() -> None:
    # Six members; the four highest are 1900, 1850, 1720, 1650: 7120 / 4 = 1780.
    knights = team("Knights", {1: 1650, 2: 1900, 3: 1400, 4: 1720, 5: 1850, 6: 1500})
    assert team_rating(knights, SEASON) == 1780.0


def test_unrated_members_are_left_out_of_the_average() -> None:
    # 2000, 1800, 1600 and 1400 are the four highest rated; the unrated player is left out.
    rooks = team("Rooks", {1: None, 2: 2000, 3: 1800, 4: 1600, 5: 1400})
    assert team_rating(rooks, SEASON) == 1700.0


def test_a_team_with_fewer_rated_members_averages_those_it_has() -> None:
    assert average_of_top([1500, None, 1700, None], 4) == 1600.0
    assert average_of_top([None, None, None, None], 4) is None


ratings = st.lists(st.one_of(st.none(), st.integers(100, 3000)), min_size=1, max_size=8)


@given(ratings)
def test_the_team_rating_lies_between_the_fourth_and_the_first_highest(rs: list[int | None]
                                                                       ) -> None:
    rated = sorted((r for r in rs if r is not None), reverse=True)
    result = average_of_top(rs, 4)
    if not rated:
        assert result is None
    else:
        assert result is not None
        assert rated[: 4][-1] <= result <= rated[0]


@given(st.lists(st.integers(100, 3000), min_size=4, max_size=7), st.integers(100, 3000))
def test_adding_a_player_to_four_rated_never_lowers_the_team_rating(rs: list[int], new: int
                                                                     ) -> None:
    before = average_of_top(rs, 4)
    after = average_of_top([*rs, new], 4)
    assert before is not None and after is not None
    assert after >= before
    assert (after > before) == (new > sorted(rs, reverse=True)[3])
