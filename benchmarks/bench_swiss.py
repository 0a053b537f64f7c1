"""Whole-process time of pairing one Dutch-system round (targets on 2 cores: 150 players
≤ 1 s, 500 players ≤ 5 s), next to same-run baselines: a bare interpreter, a bare import of
the engine, and bbpPairings pairing the same round when ``BBPPAIRINGS`` names its binary.

Two kinds of field: a quick one built here (four rounds paired by score, seeded results), and
rounds of the golden tournaments (tests/fixtures/swiss): the last round of a 149-player event
and the hardest round of the 500-player one (round 4: many odd scoregroups).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament

ROOT = Path(__file__).parents[1]
GOLDEN = ROOT / "tests" / "fixtures" / "swiss"
RESULTS = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT]
ROUNDS = [("t145", 9), ("big01", 4)]


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


def _pair_golden(name: str, rnd: int) -> int:
    from chessarbiter.core.swiss import pair_round
    from tests.core.swiss.golden import read_golden

    golden = read_golden(GOLDEN / f"{name}.trf")
    tournament, request = golden.before(rnd)
    return len(pair_round(tournament, request, golden.settings).boards)


def partial_trf(name: str, rnd: int) -> str:
    """The golden file as it stood before round ``rnd`` was paired (absences of ``rnd`` in)."""
    sys.path.insert(0, str(GOLDEN))
    from make_fixtures import Entrant, Profile, trf_text

    from tests.core.swiss.golden import read_golden

    golden = read_golden(GOLDEN / f"{name}.trf")
    entrants = []
    for p in golden.players:
        cells = {r: c for r, c in golden.cells[p.start_no].items()
                 if r < rnd or (r == rnd and c[0] == 0 and c[2] != "U")}
        entrants.append(Entrant(p.start_no, p.fide_rating or 0, cells))
    profile = Profile(pab=golden.pab, baku=bool(golden.accelerations))
    return trf_text(golden.name, entrants, golden.rounds, golden.initial.value == "w",
                    profile, rnd)


def _time(benchmark: Any, command: list[str]) -> None:
    benchmark.pedantic(lambda: subprocess.run(command, check=True, capture_output=True),
                       rounds=3, iterations=1, warmup_rounds=0)


def test_baseline_interpreter(benchmark: Any) -> None:
    _time(benchmark, [sys.executable, "-c", "pass"])


def test_baseline_import(benchmark: Any) -> None:
    _time(benchmark, [sys.executable, "-c", "import chessarbiter.core.swiss"])


@pytest.mark.parametrize("players", [150, 500])
def test_pair_one_round_whole_process(benchmark: Any, players: int) -> None:
    _time(benchmark, [sys.executable, str(Path(__file__)), str(players)])


@pytest.mark.parametrize(("name", "rnd"), ROUNDS)
def test_pair_golden_round_whole_process(benchmark: Any, name: str, rnd: int) -> None:
    _time(benchmark, [sys.executable, str(Path(__file__)), name, str(rnd)])


@pytest.mark.parametrize(("name", "rnd"), ROUNDS)
def test_baseline_bbppairings_same_round(benchmark: Any, name: str, rnd: int,
                                         tmp_path: Path) -> None:
    engine = os.environ.get("BBPPAIRINGS")
    if not engine:
        pytest.skip("set BBPPAIRINGS to the bbpPairings binary for this baseline")
    source = tmp_path / f"{name}-{rnd}.trf"
    source.write_text(partial_trf(name, rnd))
    _time(benchmark, [engine, "--dutch", str(source), "-p", str(tmp_path / "out.txt")])


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    if len(sys.argv) == 3:
        print(_pair_golden(sys.argv[1], int(sys.argv[2])))
    else:
        print(_pair(int(sys.argv[1])))
