"""Import speed of a 284-player, 7-round Swiss TRF (the size of FIDE's example1).

Run: ``.venv/bin/python -m pytest benchmarks/bench_trf.py``.
"""

from __future__ import annotations

from pathlib import Path

from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.io.trf import read_trf, write_trf

SWISS = Path(__file__).parent.parent / "tests" / "fixtures" / "trf" / "swiss_284x7.trf"


def test_read_284_player_swiss(benchmark: BenchmarkFixture) -> None:
    data = SWISS.read_bytes()
    doc = benchmark(read_trf, data, SWISS.name)
    assert len(doc.players) == 284 and doc.rounds == 7


def test_write_284_player_swiss(benchmark: BenchmarkFixture) -> None:
    doc = read_trf(SWISS.read_bytes(), SWISS.name)
    text = benchmark(write_trf, doc)
    assert text.count("\r\n001 ") == 284
