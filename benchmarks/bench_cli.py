"""Whole-process time of `chessarbiter standings --json` on a 100-player round robin
(target ≤ 0.5 s on 2 cores): start-up, opening the file, 4,950 games, tie-breaks, JSON."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def test_standings_json_whole_process(benchmark: Any, full_round_robin_file: Path) -> None:
    command = [sys.executable, "-m", "chessarbiter", "--db", str(full_round_robin_file),
               "standings", "--json"]

    def run() -> str:
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout

    out = benchmark.pedantic(run, rounds=5, iterations=1, warmup_rounds=1)
    assert len(json.loads(out)["standings"]) == 100
