"""Penalties of the US Junior Closed 2015 regulations, worked by hand from its text:

- "Players not at their board at the beginning of each round may receive a fine of $200 …
  Players more than 30 (thirty) minutes late for a round shall forfeit that round."
- "A 30-move draw rule … mutually agree to a draw in less than 30 moves" is not allowed.
- Devices: "a fine of $200.00 … for each occurrence … a violation involving a cell phone or
  other electronic device that emits any noise during a game will also incur a time penalty of
  10 minutes, or half the remaining time if less than 20 minutes is remaining in the game.
  A second occurrence in the same game shall result in forfeiture of that game."
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.penalties import (
    agreed_draw_allowed,
    device_incident_decision,
    device_time_penalty,
    late_arrival_decision,
)
from chessarbiter.core.settings import EventSettings

US_JUNIOR = EventSettings(
    preset="us-junior-closed-2015",
    late_fine=200,
    late_forfeit_minutes=30,
    device_fine=200,
    device_penalty_minutes=10,
    device_penalty_threshold_minutes=20,
    device_second_offence_forfeit=True,
    draw_min_moves=30,
)


@pytest.mark.parametrize(
    ("remaining", "penalty"),
    [
        (25 * 60, 10 * 60),  # 25:00 left: the fixed 10:00, 15:00 after
        (14 * 60, 7 * 60),  # 14:00 left: half, 7:00 after
        (20 * 60, 10 * 60),  # exactly 20:00 is not "less than 20": the fixed 10:00 (= half)
        (19 * 60 + 59, 599),  # 19:59: half is 599.5 s, rounded down: 9:59, 10:00 after
        (14 * 60 + 1, 420),  # 14:01: 7:00 penalty, the offender keeps the odd second: 7:01
        (1, 0),
        (0, 0),
    ],
)
def test_device_time_penalty(remaining: int, penalty: int) -> None:
    assert device_time_penalty(remaining, US_JUNIOR) == penalty


def test_phone_noise_with_25_minutes_left() -> None:
    decision = device_incident_decision(0, True, 25 * 60, US_JUNIOR)
    assert (decision.fine, decision.time_penalty, decision.remaining_after) == (200, 600, 900)
    assert not decision.forfeit
    assert "25:00 left, penalty 10:00, 15:00 after" in decision.explanation
    assert decision.explanation.startswith("US Junior Closed 2015, electronic devices")


def test_phone_noise_with_14_minutes_left() -> None:
    decision = device_incident_decision(0, True, 14 * 60, US_JUNIOR)
    assert (decision.time_penalty, decision.remaining_after) == (420, 420)


def test_second_noise_in_the_same_game_forfeits() -> None:
    decision = device_incident_decision(1, True, 25 * 60, US_JUNIOR)
    assert decision.forfeit and decision.fine == 200 and decision.time_penalty == 0
    assert "second noise" in decision.explanation


def test_silent_device_costs_the_fine_only_and_never_forfeits() -> None:
    decision = device_incident_decision(1, False, 25 * 60, US_JUNIOR)
    assert (decision.fine, decision.time_penalty, decision.forfeit) == (200, 0, False)


def test_without_the_forfeit_rule_a_second_noise_costs_time_again() -> None:
    lenient = US_JUNIOR.with_changes(device_second_offence_forfeit=False)
    decision = device_incident_decision(1, True, 25 * 60, lenient)
    assert (decision.time_penalty, decision.forfeit) == (600, False)


@pytest.mark.parametrize(
    ("minutes_late", "at_board", "fine", "forfeit"),
    [
        (31, False, 200, True),  # more than 30 minutes: forfeit (the fine still applies)
        (30.5, False, 200, True),
        (30, False, 200, False),  # exactly 30 is not "more than 30": fine only
        (5, False, 200, False),
        (0, True, 0, False),
    ],
)
def test_late_arrival(minutes_late: float, at_board: bool, fine: int, forfeit: bool) -> None:
    decision = late_arrival_decision(minutes_late, at_board, US_JUNIOR)
    assert (decision.fine, decision.forfeit) == (fine, forfeit)
    assert decision.explanation.startswith("US Junior Closed 2015, late arrival")


def test_draw_in_less_than_30_completed_moves_is_refused() -> None:
    # "must not ... mutually agree to a draw in less than 30 moves": during move 30 only 29
    # moves are completed by both players, so the first move a draw may be agreed in is 31.
    assert not agreed_draw_allowed(30, US_JUNIOR).allowed
    assert agreed_draw_allowed(31, US_JUNIOR).allowed
    assert not agreed_draw_allowed(0, US_JUNIOR).allowed  # "before the game"
    assert "29 moves completed" in agreed_draw_allowed(30, US_JUNIOR).explanation
    assert agreed_draw_allowed(1, EventSettings()).allowed  # no such rule by default


def test_the_started_reading_allows_a_draw_once_move_30_is_under_way() -> None:
    started = US_JUNIOR.with_changes(draw_moves_reading="started")
    assert not agreed_draw_allowed(29, started).allowed
    assert agreed_draw_allowed(30, started).allowed
    assert "before move 30" in agreed_draw_allowed(29, started).explanation


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        device_time_penalty(-1, US_JUNIOR)
    with pytest.raises(ValueError, match="negative"):
        device_incident_decision(-1, True, 60, US_JUNIOR)
    with pytest.raises(ValueError, match="not late"):
        late_arrival_decision(3, True, US_JUNIOR)
    with pytest.raises(ValueError, match="negative"):
        agreed_draw_allowed(-1, US_JUNIOR)


@given(st.integers(0, 5 * 3600))
def test_penalty_is_bounded_and_half_rounds_down(remaining: int) -> None:
    penalty = device_time_penalty(remaining, US_JUNIOR)
    assert 0 <= penalty <= min(600, remaining)
    if remaining < 1200:
        assert remaining - 2 * penalty in (0, 1)


@given(st.integers(0, 5 * 3600), st.integers(0, 5 * 3600))
def test_more_time_before_never_leaves_less_after(a: int, b: int) -> None:
    low, high = sorted((a, b))
    after = [r - device_time_penalty(r, US_JUNIOR) for r in (low, high)]
    assert after[0] <= after[1]
