"""Speed of the clock and the time-control parser (run: pytest benchmarks/bench_clock.py)."""

from __future__ import annotations

from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.core.clock import ChessClock, Side
from chessarbiter.core.timecontrol_parse import parse_time_control

US_JUNIOR = parse_time_control("40/90, SD/30; +30")


def _game_of_200_moves() -> float:
    ticks = iter(range(1000))
    clock = ChessClock(US_JUNIOR, now=lambda: float(next(ticks)))
    clock.start()
    for _ in range(200):
        clock.press()
    return clock.remaining(Side.WHITE)


def test_press_200_moves(benchmark: BenchmarkFixture) -> None:
    assert benchmark(_game_of_200_moves) > 0


def test_parse_prose_time_control(benchmark: BenchmarkFixture) -> None:
    control = benchmark(parse_time_control, "90 min/40 moves + 30 min, 30 s increment")
    assert control == US_JUNIOR
