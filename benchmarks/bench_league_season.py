"""A whole 8-team section season (two cycles, 14 rounds) scripted through the command line,
then standings, prizes and the ledger (run: pytest benchmarks/bench_league_season.py).
Target: the in-process service calls for standings + prizes + ledger on the finished season
answer in ≤ 1 s; each of `league standings|prizes|ledger --json` is also timed as a whole
process (interpreter start and imports included). The scripted season's own time (set-up,
56 matches × 2 lineups + 4 results, in-process command-line calls) is printed for the
report."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.cli import main
from chessarbiter.core.league.league_standings import SectionStandings
from chessarbiter.core.league.season_ledger import SeasonLedger
from chessarbiter.core.league.season_standings import SectionPrizes
from chessarbiter.db.database import Database
from chessarbiter.services.league import open_league
from tests.cli.conftest import Outcome
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import TEAMS, scheduled_section

RESULTS = ("1-0", "0-1", "1/2-1/2")


def script_season(db: Path) -> float:
    """Every round of the section's schedule played through the command line; seconds."""
    def cli(*args: str) -> Outcome:
        code = main(["--db", str(db), *args])
        assert code == 0, args
        return Outcome(code, "", "")

    started = time.perf_counter()
    scheduled_section(cli, db.parent)
    season = open_league(Database.open_file(db))
    rounds = [(r.number, [(m.white, m.black) for m in r.matches])
              for r in season.schedule.schedules()[0].rounds]
    season.season.db.close()
    rng = random.Random(14)
    for number, matches in rounds:
        for white, black in matches:
            for team in (white, black):
                k = TEAMS.index(team) + 1
                cli("league", "lineup", str(number), team, *(uscf(k, p) for p in range(1, 5)))
            for board in range(1, 5):
                cli("league", "result", str(number), white, str(board), rng.choice(RESULTS))
    return time.perf_counter() - started


@pytest.fixture(scope="module")
def season_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("season") / "season.chessarbiter"
    seconds = script_season(db)
    print(f"\nscripted 8-team season (set-up + 14 rounds through the CLI): {seconds:.1f} s")
    return db


def test_standings_prizes_and_ledger_of_a_finished_season(
    benchmark: BenchmarkFixture, season_file: Path
) -> None:
    league = open_league(Database.open_file(season_file))

    def night() -> tuple[dict[str, SectionStandings], tuple[SectionPrizes, ...], SeasonLedger]:
        return (league.standings.standings(), league.standings.prizes(),
                league.ledger.ledger())

    standings, _, ledger = benchmark(night)
    league.season.db.close()
    rows = standings["A"].rows
    # 14 rounds × 4 boards: the game points of all teams add up to 56 matches × 4 games.
    assert sum(r.game_points for r in rows) == 56 * 4
    assert all(t.refund is not None for t in ledger.teams)
    if benchmark.stats is not None:  # None when run as a smoke test (--benchmark-disable)
        assert benchmark.stats.stats.max <= 1.0


@pytest.mark.parametrize("command", ["standings", "prizes", "ledger"])
def test_a_league_report_command_as_a_whole_process(benchmark: Any,
                                                     season_file: Path, command: str) -> None:
    argv = [sys.executable, "-m", "chessarbiter", "--db", str(season_file), "league", command,
            "--json"]

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run(argv, capture_output=True, text=True, check=True)

    done = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    assert done.stdout.startswith("{")
