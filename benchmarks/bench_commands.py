"""Whole-process time of the commands a user waits for (issue 19), each beside same-run
baselines, as the median of 5 fresh processes (run: pytest benchmarks/bench_commands.py -s;
the figures are printed as ratios at the end).

Targets: every read command ≤ 0.3 s and every write ≤ 0.6 s on a 10-player event and on an
8-team, 14-round season; ``standings --json`` of a 100-player round robin (4,950 games)
≤ 0.1 s of work beyond starting Python; a season of 356 actions through ``batch`` ≤ 15 s.
Baselines: ``python -c pass`` (starting the interpreter) and ``python -c "import
sqlalchemy.orm"`` (what every command that opens storage must load).

The commands are a representative set of each class: reads answered without storage
(players, pairings, standings), reads through storage (settings, audit, incident list,
prizes, penalty, the league's standings, match, roster, ledger, prizes and log), documents
(print, export-trf), and writes (result, settings --set, withdraw, league result, league
ledger-entry). CPU seconds are printed beside the wall-clock figures: on a machine shared
with other work they say what the command itself costs.

The program runs as installed: its modules compiled to bytecode, as pip and the packaged
build have them (:func:`bytecode`), not compiled from source again by every process — which
an environment with PYTHONDONTWRITEBYTECODE (as on the development machines) would measure.
"""

from __future__ import annotations

import compileall
import itertools
import json
import resource
import statistics
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

import chessarbiter
from benchmarks.bench_gui import _event_file
from chessarbiter.cli.fast_read import try_fast_read
from chessarbiter.cli.parsing import parse
from chessarbiter.db.database import Database
from chessarbiter.services.league import open_league
from tests.fixtures.league.builders import (
    BEFORE_DEADLINE,
    rating_csv,
    roster_file,
    team_rows,
    uscf,
)
from tests.fixtures.league.full_season import build_full_season
from tests.fixtures.league.night_setup import DEPOSIT_DAY, TEAMS, rating

MEDIANS: dict[str, float] = {}
CPU: dict[str, float] = {}  # the same processes' median CPU seconds (user + system)
TARGETS: dict[str, float] = {}
_cpu: list[float] = []
READ, WRITE = 0.3, 0.6


def _median(benchmark: Any, name: str, target: float | None = None) -> None:
    if benchmark.stats is not None:  # None when run as a smoke test (--benchmark-disable)
        MEDIANS[name] = benchmark.stats.stats.median
        if target is not None:
            TARGETS[name] = target


def _run(argv: Sequence[str]) -> None:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    _cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)


def _timed(benchmark: Any, name: str, variants: Iterator[list[str]],
           target: float | None = None) -> None:
    """Five fresh processes (after one to warm the disk cache), each the next variant."""
    benchmark.pedantic(lambda: _run(next(variants)), rounds=5, iterations=1, warmup_rounds=1)
    _median(benchmark, name, target)
    CPU[name] = statistics.median(_cpu[-5:])


@pytest.fixture(scope="module", autouse=True)
def bytecode() -> None:
    """The package's modules compiled once, beside their sources (in ``__pycache__``)."""
    assert compileall.compile_dir(Path(chessarbiter.__file__).parent, quiet=1)


def cli(db: Path, *words: str) -> list[str]:
    return [sys.executable, "-m", "chessarbiter", "--db", str(db), *words]


@pytest.mark.parametrize("name, code", [
    ("python -c pass", "pass"), ("import sqlalchemy.orm", "import sqlalchemy.orm")])
def test_baseline(benchmark: Any, name: str, code: str) -> None:
    _timed(benchmark, name, itertools.repeat([sys.executable, "-c", code]))


@pytest.fixture(scope="module")
def ten(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """10 players, 3 of 9 rounds played."""
    return _event_file(tmp_path_factory.mktemp("ten") / "p10.chessarbiter", 10, 3)


EVENT_READS = {
    "players": ["players"], "pairings": ["pairings", "--round", "1"],
    "standings --json": ["standings", "--json"], "settings": ["settings"],
    "audit": ["audit", "--limit", "20"], "incident list": ["incident", "list"],
    "prizes": ["prizes"], "penalty": ["penalty", "time", "--remaining", "10:00"],
}
EVENT_WRITES = {
    "result": [["result", "--round", "4", "--board", "1", v] for v in ("1-0", "0-1")],
    "settings --set": [["settings", "--set", f"koya_limit_offset={v}"] for v in ("0.5", "0")],
    "withdraw": [["withdraw", "--start-no", "10", "--after-round", v] for v in ("3", "-1")],
}


@pytest.mark.parametrize("name, words", [
    ("print standings (PDF)", ["print", "standings", "-o", "s.pdf"]),
    ("export-trf", ["export-trf", "-o", "e.trf"])])
def test_event_document(benchmark: Any, ten: Path, name: str, words: list[str]) -> None:
    output = str(ten.with_name(words[-1]))
    _timed(benchmark, f"10 players: {name}", itertools.repeat(cli(ten, *words[:-1], output)),
           READ)


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_full_season(tmp_path_factory.mktemp("season"))


LEAGUE_READS = {
    "league standings": ["league", "standings"], "league match": ["league", "match", "3",
                                                                   "Team 01"],
    "league roster": ["league", "roster", "Team 01"], "league ledger": ["league", "ledger"],
    "league prizes": ["league", "prizes"], "league log": ["league", "log"],
}
LEAGUE_WRITES = {
    "league result": [["league", "result", "14", "Team 01", "1", v] for v in ("1-0", "0-1")],
    # an amount of its own each run: the same entry again is a retry, which writes nothing
    "league ledger-entry": [["league", "ledger-entry", "Team 01", "payment", f"{v}.00", "--on",
                             "2012-04-20"] for v in range(1, 7)],
}


FILES = {"ten": "10 players", "season": "8 teams"}
READS = [("ten", n, w) for n, w in EVENT_READS.items()] + [
    ("season", n, w) for n, w in LEAGUE_READS.items()]
WRITES = [("ten", n, w) for n, w in EVENT_WRITES.items()] + [
    ("season", n, w) for n, w in LEAGUE_WRITES.items()]


@pytest.mark.parametrize("file, name, words", READS, ids=[f"{f}: {n}" for f, n, _ in READS])
def test_read(benchmark: Any, request: pytest.FixtureRequest, file: str, name: str,
              words: list[str]) -> None:
    db: Path = request.getfixturevalue(file)
    _timed(benchmark, f"{FILES[file]}: {name}", itertools.repeat(cli(db, *words)), READ)


@pytest.mark.parametrize("file, name, variants", WRITES,
                         ids=[f"{f}: {n}" for f, n, _ in WRITES])
def test_write(benchmark: Any, request: pytest.FixtureRequest, file: str, name: str,
               variants: list[list[str]]) -> None:
    """Each run writes the next variant, so none is a repeat the service would skip."""
    db: Path = request.getfixturevalue(file)
    _timed(benchmark, f"{FILES[file]}: {name}",
           itertools.cycle([cli(db, *words) for words in variants]), WRITE)


def test_standings_of_100_players_whole_process(benchmark: Any,
                                                full_round_robin_file: Path) -> None:
    _timed(benchmark, "100 players: standings --json",
           itertools.repeat(cli(full_round_robin_file, "standings", "--json")))


def test_standings_of_100_players_work(benchmark: Any, full_round_robin_file: Path) -> None:
    """The work alone, in process: reading the file, 4,950 games, tie-breaks, the JSON."""
    args = parse(["--db", str(full_round_robin_file), "standings", "--json"])

    def work() -> str:
        return json.dumps(try_fast_read(args))

    out = benchmark.pedantic(work, rounds=5, iterations=1, warmup_rounds=1)
    assert len(json.loads(out)["standings"]) == 100
    _median(benchmark, "100 players: standings --json, work in process", 0.1)


def season_script(folder: Path) -> str:
    """The 8-team season of night_setup as one batch: set-up, then every match night's two
    lineups and four results (14 rounds × 4 matches)."""
    ratings = {uscf(k, p): rating(k, p) for k in range(1, 9) for p in range(1, 6)}
    lines = ["league new", f"league ratings {rating_csv(folder, 'sept.csv', ratings)} "
                           "--month 2011-09"]
    for k, name in enumerate(TEAMS, start=1):
        roster = roster_file(folder, name, team_rows(k, 5))
        lines += [f"league import-roster {roster} --on {BEFORE_DEADLINE}",
                  f'league register "{name}" --fee --deposit --on {DEPOSIT_DAY}']
    lines += ["league sections --propose", "league schedule --make"]
    played = build_full_season(folder / "schedule")  # for its schedule: the same set-up
    db = Database.open_file(played)
    try:
        matches = open_league(db).matches.record().sections[0].matches
        results = itertools.cycle(["1-0", "0-1", "1/2-1/2"])
        for m in matches:
            for team in (m.first, m.second):
                k = TEAMS.index(team) + 1
                ids = " ".join(uscf(k, p) for p in range(1, 5))
                lines.append(f'league lineup {m.round} "{team}" {ids}')
            lines += [f'league result {m.round} "{m.first}" {b} {next(results)}'
                      for b in range(1, 5)]
    finally:
        db.close()
    return "\n".join(lines) + "\n"


def test_season_through_batch(benchmark: Any, tmp_path: Path) -> None:
    (tmp_path / "schedule").mkdir()
    script = tmp_path / "season.txt"
    script.write_text(season_script(tmp_path), encoding="utf-8")
    actions = len(script.read_text(encoding="utf-8").splitlines())
    assert actions >= 300
    files = (tmp_path / f"season-{i}.chessarbiter" for i in itertools.count())
    benchmark.pedantic(lambda: _run(cli(next(files), "batch", str(script), "--quiet")),
                       rounds=5, iterations=1, warmup_rounds=0)
    _median(benchmark, f"season of {actions} actions through batch", 15.0)
    CPU[f"season of {actions} actions through batch"] = statistics.median(_cpu[-5:])


def test_zz_report() -> None:
    """The figures as ratios to the baselines (printed with -s)."""
    if not {"python -c pass", "import sqlalchemy.orm"} <= set(MEDIANS):
        return
    python, orm = MEDIANS["python -c pass"], MEDIANS["import sqlalchemy.orm"]
    orm_cpu = CPU["import sqlalchemy.orm"]
    print(f"\n{'median of 5, whole process':<50} {'wall s':>7} {'/python':>8} {'/orm':>6} "
          f"{'cpu s':>6} {'/orm':>5}  target (wall)")
    for name, value in MEDIANS.items():
        target = TARGETS.get(name)
        mark = "" if target is None else f"{target:g} s {'ok' if value <= target else 'MISS'}"
        cpu = CPU.get(name)
        used = "" if cpu is None else f"{cpu:6.3f} {cpu / orm_cpu:5.2f}"
        print(f"{name:<50} {value:7.3f} {value / python:8.1f} {value / orm:6.2f} {used:>12}  "
              f"{mark}")
