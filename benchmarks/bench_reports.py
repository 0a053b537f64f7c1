"""Printouts of a 100-player single round robin, all 4,950 results entered (seeded), chain
DE, SB, WIN, KS, BPG: the wall chart's target is ≤ 1 s per PDF (run: pytest
benchmarks/bench_reports.py)."""

import random
from datetime import datetime
from io import BytesIO
from typing import Any

import pytest
from pypdf import PdfReader

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Game, Standing, Tournament
from chessarbiter.reports import EventInfo, PrintOptions, blank_chart, crosstable

CHAIN = ("DE", "SB", "WIN", "KS", "BPG")
INFO = EventInfo("Benchmark Open", "Hall", "2026-03-10", "2026-03-18", "Arbiter")
OPTS = PrintOptions(printed_at=datetime(2026, 3, 18, 20, 0))


@pytest.fixture(scope="module")
def hundred() -> tuple[Tournament, list[Standing]]:
    rng = random.Random(100)
    games = tuple(Game(r.number, p.board, p.white, p.black, rng.choice(list(Result)))
                  for r in schedule(100) for p in r.pairings)
    players = tuple(Player(n, f"Player, No{n}", fide_rating=2700 - n, federation="ISL",
                           title="GM" if n < 10 else "") for n in range(1, 101))
    t = Tournament(players, games, rounds=99)
    return t, compute_standings(t, EventSettings(), CHAIN)


def test_wall_chart_100_players(benchmark: Any,
                                hundred: tuple[Tournament, list[Standing]]) -> None:
    t, standings = hundred
    pdf = benchmark.pedantic(crosstable, (t, standings, CHAIN, INFO, OPTS), rounds=5,
                             iterations=1, warmup_rounds=1)
    assert len(PdfReader(BytesIO(pdf)).pages) > 1


def test_blank_chart_100_players(benchmark: Any,
                                 hundred: tuple[Tournament, list[Standing]]) -> None:
    pdf = benchmark.pedantic(blank_chart, (hundred[0], INFO, OPTS), rounds=5, iterations=1,
                             warmup_rounds=1)
    assert len(PdfReader(BytesIO(pdf)).pages) > 1
