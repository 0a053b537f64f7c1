"""A scheduled 8-team section to play match nights on, set up through the command line.

Team k's player p is rated 2100 - 40k - 20(p - 1) on the September list, so every roster in
roster order is a board order rule 15 allows.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chessarbiter.cli import main
from tests.cli.conftest import Cli, Outcome
from tests.league.builders import BEFORE_DEADLINE, rating_csv, roster_file, team_rows, uscf

TEAMS = [f"Team {k:02d}" for k in range(1, 9)]
DEPOSIT_DAY = "2011-09-30"


def rating(team: int, player: int) -> int:
    return 2100 - 40 * team - 20 * (player - 1)


def scheduled_section(cli: Cli, folder: Path, size: int = 5, teams: int = 8) -> list[str]:
    """A season with ``teams`` teams of ``size`` in one section, its schedule made."""
    names = TEAMS[:teams]
    assert cli("league", "new").code == 0
    ratings = {uscf(k, p): rating(k, p) for k in range(1, teams + 1) for p in range(1, size + 1)}
    assert cli("league", "ratings", str(rating_csv(folder, "sept.csv", ratings)),
               "--month", "2011-09").code == 0
    for k, name in enumerate(names, start=1):
        path = roster_file(folder, name, team_rows(k, size))
        assert cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE).code == 0
        assert cli("league", "register", name, "--fee", "--deposit", "--on",
                   DEPOSIT_DAY).code == 0
    assert cli("league", "sections", "--propose").code == 0
    made = cli("league", "schedule", "--make")
    assert made.code == 0, made.err
    return names


def lineup(team: int, *players: int) -> list[str]:
    return [uscf(team, p) for p in players]


def _main(db: Path) -> Cli:
    def run(*args: str) -> Outcome:
        return Outcome(main(["--db", str(db), *args]), "", "")
    return run


@pytest.fixture(scope="module")
def section_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scheduled 8-team section, built once per test module."""
    folder = tmp_path_factory.mktemp("section")
    db = folder / "season.chessarbiter"
    scheduled_section(_main(db), folder)
    return db


@pytest.fixture
def section(section_file: Path, db_file: Path) -> list[str]:
    """The test's own copy of the scheduled section, in ``db_file``."""
    shutil.copy(section_file, db_file)
    return TEAMS
