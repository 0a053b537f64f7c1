"""The match-night rules of the Columbus 2011-12 rule book as settings (rules 14-35)."""

import pytest

from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES, MatchRules


def test_the_columbus_numbers_are_the_rule_book_s() -> None:
    r = COLUMBUS_MATCH_RULES
    # Rule 15: "4-board teams … within 75 points of each other may switch".
    assert (r.boards, r.switch_window) == (4, 75)
    # Rule 16: "more than half the applicable time control"; "up to 15 minutes each (but not
    # more than half their remaining time)".
    assert (r.claim_elapsed_share, r.max_claim_penalty_minutes,
            r.claim_penalty_share_of_remaining) == (0.5, 15, 0.5)
    # Rule 19: "at least two boards, two sets, and two delay-capable chess clocks".
    assert r.equipment_per_team == 2
    # Rule 24: game points 1 / ½ / forfeit 1; "2.5 or more game points shall receive one
    # match point, one-half match point if two game points, and no match point if fewer".
    assert (r.game_win, r.game_draw, r.forfeit_win) == (1, 0.5, 1)
    assert (r.match_win, r.match_draw, r.match_loss) == (1, 0.5, 0)
    assert [r.match_points(gp) for gp in (4, 3, 2.5, 2, 1.5, 0)] == [1, 1, 1, 0.5, 0, 0]
    # 24.c: "one match point and four game points" for a bye.
    assert (r.bye_match_points, r.bye_game_total) == (1, 4)
    # Rules 26 and 28: the top two teams; boards 1-4.
    assert (r.team_prizes, r.board_prize_count) == (2, 4)
    # Rule 30: $25 without 24 hours' notice, $15 per member per date, +10%, $50.
    assert (r.no_notice_fine, r.notice_hours, r.membership_fine) == (25, 24, 15)
    assert (r.damages_surcharge_percent, r.withdrawal_fine) == (10, 50)
    # Rules 31-32 and the food policy: restore $50; refund within two weeks; $50 of food.
    assert (r.deposit, r.refund_days, r.food_minimum) == (50, 14, 50)


def test_rule_30a_forfeit_fines_third_and_fourth_5_fifth_and_sixth_7_then_10() -> None:
    fines = [COLUMBUS_MATCH_RULES.forfeit_fine(n) for n in range(1, 10)]
    assert fines == [0, 0, 5, 5, 7, 7, 10, 10, 10]
    with pytest.raises(ValueError, match="from 1"):
        COLUMBUS_MATCH_RULES.forfeit_fine(0)


def test_stored_rules_read_back_equal_and_unknown_keys_are_ignored() -> None:
    changed = COLUMBUS_MATCH_RULES.with_changes(boards=6, match_win_at=3.5, match_draw_at=3,
                                                forfeit_fines=(0, 5), bye_game_points=5)
    data = changed.to_dict()
    assert data["forfeit_fines"] == [0, 5]
    assert MatchRules.from_dict({**data, "from_a_newer_version": 1}) == changed


@pytest.mark.parametrize(("changes", "message"), [
    ({"boards": 0}, "boards must be 1 or more"),
    ({"switch_window": -1}, "switch window cannot be negative"),
    ({"claim_elapsed_share": 0}, "claim elapsed share must be above 0"),
    ({"match_draw_at": 3.0}, "match thresholds"),
    ({"match_loss": 0.75}, "match points"),
    ({"bye_game_points": 4.5}, "a bye's game points"),
    ({"match_win_at": 4.5}, "match thresholds"),
    ({"game_draw": 2.0}, "game points"),
    ({"match_draw": 2.0}, "match points"),
    ({"prize_boards": 5}, "board prizes go to boards 1 up to the number of boards"),
    ({"forfeit_fines": (0, -5)}, "forfeit fines cannot be negative"),
])
def test_invalid_rules_are_refused_with_the_reason(changes: dict[str, object],
                                                   message: str) -> None:
    with pytest.raises(ValueError, match=message):
        COLUMBUS_MATCH_RULES.with_changes(**changes)


def test_the_thresholds_follow_the_boards_unless_set() -> None:
    # Rule 24.b's 2½ and 2 are "more than half" and "exactly half" of four boards: with three
    # boards a 2-1 win is a win and 1½-1½ a draw, and a bye is worth all three boards.
    three = COLUMBUS_MATCH_RULES.with_changes(boards=3)
    assert [three.match_points(gp) for gp in (3, 2, 1.5, 1)] == [1, 1, 0.5, 0]
    assert (three.bye_game_total, three.board_prize_count) == (3, 3)
    # A league of 2/1/0 match points that wants 3 of 4 boards for a win (set thresholds).
    strict = COLUMBUS_MATCH_RULES.with_changes(match_win=2, match_draw=1, match_win_at=3,
                                               match_draw_at=2)
    assert [strict.match_points(gp) for gp in (3, 2.5, 2, 1.5)] == [2, 1, 1, 0]
    # A double forfeit on board 4 and 2-1 on the others: 2 of 4 is still exactly half.
    assert COLUMBUS_MATCH_RULES.match_points(2) == 0.5
