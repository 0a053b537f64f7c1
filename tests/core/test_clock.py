"""The chess clock, driven by a fake time source.

Worked examples are computed by hand from the clock formulas (t = time used on the move,
T = main time before it): simple delay T' = T - max(0, t - d); Bronstein T' = T - t + min(t, d);
increment T' = T - t + i.  The US Junior Closed 2015 control is 40/90, SD/30 with 30 s from
move 1; its Armageddon is 10 minutes + 2 s, the low bidder starting with the bid.
Times in the properties are multiples of 1/64 s so float sums are exact.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.clock import (
    ChessClock,
    ClockAction,
    ClockError,
    ClockState,
    Side,
    format_clock_time,
    parse_clock_time,
)
from chessarbiter.core.timecontrol import BonusKind, TimeControl
from chessarbiter.core.timecontrol_parse import parse_time_control

W, B = Side.WHITE, Side.BLACK


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


def started(text: str, black: str | None = None) -> tuple[ChessClock, FakeTime]:
    time = FakeTime()
    clock = ChessClock(parse_time_control(text),
                       parse_time_control(black) if black else None, now=time)
    clock.start()
    return clock, time


def play(clock: ChessClock, time: FakeTime, seconds: float) -> None:
    time.wait(seconds)
    clock.press()


def test_us_junior_increment_and_second_period() -> None:
    clock, time = started("40/90, SD/30; +30")
    play(clock, time, 120)
    assert clock.remaining(W) == 5400 - 120 + 30
    assert clock.remaining(B) == 5400
    assert clock.to_move is B
    play(clock, time, 60)
    for _ in range(39):
        play(clock, time, 120)
        play(clock, time, 60)
    # 40 moves: White 5400 - 40 * (120 - 30) = 1800, Black 5400 - 40 * (60 - 30) = 4200,
    # each + 30 minutes for the second period.
    assert (clock.moves(W), clock.moves(B)) == (40, 40)
    assert clock.remaining(W) == 1800 + 1800
    assert clock.remaining(B) == 4200 + 1800
    assert [e.action for e in clock.log].count(ClockAction.PERIOD) == 2


def test_simple_delay_waits_before_the_main_time_runs() -> None:
    clock, time = started("G/75;d5")
    time.wait(3)
    assert clock.remaining(W) == 4500  # the delay is running
    time.wait(5)
    assert clock.remaining(W) == 4497
    clock.press()
    assert clock.remaining(W) == 4497
    play(clock, time, 4)
    assert clock.remaining(B) == 4500


def test_bronstein_runs_the_main_time_and_gives_back_up_to_the_delay() -> None:
    clock, time = started("G/75 b/5")
    time.wait(3)
    assert clock.remaining(W) == 4497  # the main time runs during the move
    clock.press()
    assert clock.remaining(W) == 4500  # min(3, 5) given back
    play(clock, time, 8)
    assert clock.remaining(B) == 4497  # 8 used, 5 given back


@pytest.mark.parametrize(
    ("control", "flag_after"),
    [("G/1;d5", 65.0), ("G/1 b/5", 60.0), ("G/1;+2", 60.0), ("G/1;d0", 60.0)],
)
def test_flag_falls_exactly_when_the_time_runs_out(control: str, flag_after: float) -> None:
    clock, time = started(control)
    time.wait(flag_after)
    assert clock.state is ClockState.RUNNING and clock.remaining(W) == 0
    time.wait(1 / 64)
    assert (clock.state, clock.flagged) == (ClockState.FLAGGED, W)
    flag = clock.log[-1]
    assert (flag.action, flag.side, flag.at) == (ClockAction.FLAG, W, 1000 + flag_after)
    time.wait(100)
    assert clock.remaining(W) == 0 and clock.remaining(B) == 60
    with pytest.raises(ClockError, match="white's flag has fallen"):
        clock.press()


def test_armageddon_bid_starts_black_with_less_time() -> None:
    clock, time = started("G/10;+2", black="G/7:30;+2")
    assert (clock.remaining(W), clock.remaining(B)) == (600, 450)
    play(clock, time, 10)
    play(clock, time, 10)
    assert (clock.remaining(W), clock.remaining(B)) == (592, 442)


def test_pause_stops_both_clocks_and_keeps_the_move_time() -> None:
    clock, time = started("40/90, SD/30; +30")
    time.wait(30)
    clock.pause("dispute at board 3")
    time.wait(100)
    assert (clock.remaining(W), clock.remaining(B)) == (5370, 5400)
    clock.resume()
    play(clock, time, 10)
    assert clock.remaining(W) == 5400 - 40 + 30
    assert clock.used(W) == 40


def test_arbiter_adjustments_are_logged_and_checked() -> None:
    clock, time = started("G/15+5")
    time.wait(20)
    clock.adjust(B, 120, "illegal move by White: 2 minutes to Black")
    assert clock.remaining(B) == 900 + 120
    entry = clock.log[-1]
    assert (entry.at, entry.action, entry.side, entry.amount) == (1020, ClockAction.ADJUST, B, 120)
    assert entry.note == "illegal move by White: 2 minutes to Black"
    with pytest.raises(ClockError, match="only 880 s left"):
        clock.adjust(W, -881)
    assert clock.remaining(W) == 880 and len(clock.log) == 2
    clock.adjust(W, -600, "phone noise")
    assert clock.remaining(W) == 280


def test_time_given_back_to_a_flagged_side_pauses_the_clock() -> None:
    clock, time = started("G/1;+2")
    time.wait(70)
    assert clock.flagged is W
    clock.adjust(W, 30, "clock malfunction")
    assert clock.state is ClockState.PAUSED and clock.flagged is None
    assert clock.remaining(W) == 30
    clock.resume()
    play(clock, time, 10)
    assert clock.remaining(W) == 22


def test_move_counter_correction_moves_the_period_change() -> None:
    clock, time = started("40/90, SD/30; +30")
    play(clock, time, 10)
    clock.set_moves(W, 39, "counter missed moves")
    play(clock, time, 10)
    play(clock, time, 10)  # White's 40th move completes the first period
    assert clock.moves(W) == 40
    assert clock.remaining(W) == 5400 - 2 * (10 - 30) + 1800
    assert clock.log[2].action is ClockAction.SET_MOVES and clock.log[2].amount == 39


def test_a_last_period_with_moves_repeats() -> None:
    clock, time = started("40/5")
    for _ in range(40):
        play(clock, time, 5)
        play(clock, time, 1)
    assert clock.remaining(W) == 300 - 200 + 300
    assert clock.remaining(B) == 300 - 40 + 300


def test_transitions_refused_in_the_wrong_state() -> None:
    time = FakeTime()
    clock = ChessClock(parse_time_control("G/5"), now=time)
    assert clock.state is ClockState.READY
    with pytest.raises(ClockError, match="cannot press: the clock is ready"):
        clock.press()
    clock.start()
    with pytest.raises(ClockError, match="cannot resume"):
        clock.resume()
    time.now -= 1
    with pytest.raises(ClockError, match="went backwards"):
        clock.remaining(W)
    time.now += 1
    with pytest.raises(ClockError, match="negative"):
        clock.set_moves(W, -1)


def test_clock_times_read_and_written_as_on_the_display() -> None:
    assert parse_clock_time("25:00") == 1500
    assert parse_clock_time("7:30") == 450
    assert parse_clock_time("1:05:00") == 3900
    assert format_clock_time(900) == "15:00"
    assert format_clock_time(59.9) == "0:59"
    assert format_clock_time(3725) == "1:02:05"
    for bad in ("25", "25:60", "1:60:00", "a:00", ""):
        with pytest.raises(ValueError, match=r"25:00|below 60"):
            parse_clock_time(bad)


# --- properties ------------------------------------------------------------------------------

ticks = st.integers(0, 6400).map(lambda q: q / 64)
controls = st.sampled_from(["G/1;d5", "G/1 b/5", "G/1;+2", "2/1, SD/1; +3", "3/1, 1/1 d/2",
                            "G/2;d0"])
operations = st.lists(
    st.one_of(
        st.tuples(st.just("wait"), ticks),
        st.tuples(st.just("press"), ticks),
        st.tuples(st.just("pause"), ticks),
        st.tuples(st.just("resume"), ticks),
        st.tuples(st.just("adjust"), st.sampled_from(Side), st.integers(-30, 30)),
    ),
    max_size=40,
)


def _credit(control: TimeControl, move: int, used: float) -> float:
    """What the rules give back after ``move`` took ``used`` seconds, plus any new period."""
    bonus = control.bonus_for_move(move)
    back = {BonusKind.INCREMENT: bonus.seconds, BonusKind.BRONSTEIN: min(used, bonus.seconds)}
    return back.get(bonus.kind, 0) + control.time_added_after(move)


def _time_left(control: TimeControl, move: int, shown: float, on_move: float) -> float:
    """How much longer the mover may think: the display, plus what is left of a simple delay."""
    bonus = control.bonus_for_move(move)
    delay = bonus.seconds if bonus.kind is BonusKind.DELAY else 0
    return shown + max(0.0, delay - on_move)


@given(controls, operations)
def test_clock_invariants(text: str, ops: list[tuple[object, ...]]) -> None:
    control = parse_time_control(text)
    clock, time = started(text)
    running_time = 0.0  # wall time while a clock ran (up to a flag)
    on_move = 0.0  # of it, on the move in progress
    for op in ops:
        before = {side: clock.remaining(side) for side in Side}
        state, mover = clock.state, clock.to_move
        if op[0] == "adjust":
            side, amount = op[1], op[2]
            assert isinstance(side, Side) and isinstance(amount, int)
            if before[side] + amount < 0:
                with pytest.raises(ClockError):
                    clock.adjust(side, amount)
                amount = 0
            else:
                clock.adjust(side, amount)
            assert clock.remaining(side) == before[side] + amount
            continue
        seconds = op[1]
        assert isinstance(seconds, float)
        time.wait(seconds)
        if state is ClockState.RUNNING:
            left = _time_left(control, clock.moves(mover) + 1, before[mover], on_move)
            # The flag falls exactly when the remaining time would go below 0.
            assert (clock.state is ClockState.FLAGGED) == (seconds > left)
            running_time += min(seconds, left)
            on_move += min(seconds, left)
        else:  # paused or flagged: neither clock moves
            assert {side: clock.remaining(side) for side in Side} == before
        for side in Side:  # time passing never adds time, and the display stays >= 0
            assert 0 <= clock.remaining(side) <= before[side]
        now = {side: clock.remaining(side) for side in Side}
        if op[0] == "press" and clock.state is ClockState.RUNNING:
            move = clock.moves(mover) + 1
            clock.press()
            assert clock.remaining(mover) == now[mover] + _credit(control, move, on_move)
            assert clock.remaining(mover.other) == now[mover.other]
            on_move = 0.0
        elif op[0] == "pause" and clock.state is ClockState.RUNNING:
            clock.pause()
        elif op[0] == "resume" and clock.state is ClockState.PAUSED:
            clock.resume()
        assert {side: clock.remaining(side) for side in Side} == now or op[0] == "press"
        assert clock.used(W) + clock.used(B) == running_time


@given(controls, st.lists(ticks, max_size=12), st.integers(1, 64))
def test_flag_falls_at_zero_and_not_a_tick_before(text: str, moves: list[float],
                                                   late: int) -> None:
    control = parse_time_control(text)
    clock, time = started(text)
    for seconds in moves:
        mover = clock.to_move
        left = _time_left(control, clock.moves(mover) + 1, clock.remaining(mover), 0.0)
        if seconds > left:
            break
        play(clock, time, seconds)
    mover = clock.to_move
    left = _time_left(control, clock.moves(mover) + 1, clock.remaining(mover), 0.0)
    start = time.now
    time.wait(left)
    assert clock.state is ClockState.RUNNING and clock.remaining(mover) == 0
    time.wait(late / 64)
    assert clock.flagged is mover
    assert clock.log[-1].at == start + left
