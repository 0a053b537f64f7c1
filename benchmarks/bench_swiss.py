"""Whole-process time of pairing one Dutch-system round (targets on 2 cores: 150 players
≤ 1 s, 500 players ≤ 5 s), next to a bare interpreter and a bare import of the engine.

The field before the paired round is built quickly and deterministically: four rounds paired
by score (no rematches), seeded results with draws and forfeits; the timed process builds it
and pairs round 5 with the engine.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament

RESULTS = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT]


def field(players: int, rounds: int = 4, seed: int = 5) -> Tournament:
    """``players`` entrants after ``rounds`` rounds paired by score without rematches."""
    rng = random.Random(seed)
    people = tuple(Player(i, f"Player {i}", fide_rating=2800 - i) for i in range(1, players + 1))
    games: list[Game] = []
    for rnd in range(1, rounds + 1):
        event = Tournament(people, tuple(games))
        order = sorted(event.scores, key=lambda s: (-event.scores[s], s))
        met = {frozenset((g.white, g.black)) for g in games}
        while len(order) > 1:
            a = order.pop(0)
            b = next((x for x in order if frozenset((a, x)) not in met), order[0])
            order.remove(b)
            white, black = (a, b) if rng.random() < 0.5 else (b, a)
            games.append(Game(rnd, len(games), white, black,
                              rng.choices(RESULTS, weights=(40, 30, 27, 3))[0]))
    return Tournament(people, tuple(games), rounds=9)


def _pair(players: int) -> int:
    from chessarbiter.core.swiss import RoundRequest, pair_round

    return len(pair_round(field(players), RoundRequest(5, 9)).boards)


def _time(benchmark: Any, code: list[str]) -> None:
    command = [sys.executable, *code]
    benchmark.pedantic(lambda: subprocess.run(command, check=True, capture_output=True),
                       rounds=3, iterations=1, warmup_rounds=0)


def test_baseline_interpreter(benchmark: Any) -> None:
    _time(benchmark, ["-c", "pass"])


def test_baseline_import(benchmark: Any) -> None:
    _time(benchmark, ["-c", "import chessarbiter.core.swiss"])


@pytest.mark.parametrize("players", [150, 500])
def test_pair_one_round_whole_process(benchmark: Any, players: int) -> None:
    _time(benchmark, [str(Path(__file__)), str(players)])


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parents[1]))
    print(_pair(int(sys.argv[1])))
