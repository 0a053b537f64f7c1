"""Rule 17: "If fewer than four are present, they shall play the topmost boards, and games on
remaining boards shall be forfeited. The TD may … delay the start of a round by no more than
15 minutes … allow the round to begin with the absent player's clock running on the
appropriate board." """

from chessarbiter.core.league.attendance import Seating, delay_allowed, seat_team
from tests.core.league.factories import SEASON

LINEUP = ["ann", "bob", "cy", "di"]


def test_a_full_team_sits_in_lineup_order() -> None:
    assert seat_team(LINEUP, set(LINEUP)) == Seating(("ann", "bob", "cy", "di"))


def test_three_present_play_the_top_three_boards_and_board_4_is_forfeited() -> None:
    seating = seat_team(LINEUP, {"ann", "cy", "di"})
    assert seating.boards == ("ann", "cy", "di", None) and seating.forfeited == (4,)


def test_a_player_expected_late_keeps_the_board_with_the_clock_running() -> None:
    late = seat_team(LINEUP, {"ann", "cy", "di"}, expected_late={"bob"})
    assert late.boards == ("ann", "bob", "cy", "di") and late.forfeited == ()
    # If Bob never comes, board order is judged as if seated without a gap for him.
    assert seat_team(LINEUP, {"ann", "cy", "di"}).boards[:3] == ("ann", "cy", "di")


def test_two_present_forfeit_boards_3_and_4() -> None:
    assert seat_team(LINEUP, {"di", "bob"}).forfeited == (3, 4)
    assert seat_team(LINEUP, set()).forfeited == (1, 2, 3, 4)


def test_the_start_may_be_delayed_by_no_more_than_15_minutes() -> None:
    limit = SEASON.start_delay_minutes
    assert delay_allowed(15, limit) and not delay_allowed(16, limit)
