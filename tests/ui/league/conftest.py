"""A league season in a temp file, set up through the services as tests/cli/league does; and a
scheduled 8-team section for the match-night tabs, set up as
tests/fixtures/league/night_setup does."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.db.database import Database
from chessarbiter.services.league import League, create_league, open_league
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import roster_file, team_rows
from tests.fixtures.league.level_pair import play_level_pair
from tests.fixtures.league.night_setup import _main, scheduled_section
from tests.ui.conftest import modal, prefs  # noqa: F401
from tests.ui.league.night_results import play_out

RECEIVED = date(2011, 9, 25)  # before the 2011-10-02 registration deadline (rule 11)
# Six teams; team k's five players are all rated 2000 - 100 k, so its rule-5 rating is that.
TEAMS = {f"Team {k}": 2000 - 100 * k for k in range(1, 7)}


def make_season(folder: Path, teams: int = 6) -> Path:
    path = folder / "season.chessarbiter"
    db = Database.open_file(path)
    try:
        league = open_league(db, create_league(db, COLUMBUS_2011_12, "Columbus 2011-12"))
        for k, (name, rating) in enumerate(list(TEAMS.items())[:teams], start=1):
            workbook = roster_file(folder, name, team_rows(k, 5, rating))
            league.rosters.import_roster(workbook.read_bytes(), workbook.name, RECEIVED)
    finally:
        db.close()
    return path


@pytest.fixture
def season(tmp_path: Path) -> Path:
    return make_season(tmp_path)


@pytest.fixture
def league_window(qtbot: QtBot, prefs: Prefs, season: Path) -> Iterator[LeagueWindow]:  # noqa: F811
    window = LeagueWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(season)
    yield window
    window.close()


@pytest.fixture
def open_season(league_window: LeagueWindow) -> Callable[[], LeagueWindow]:
    return lambda: league_window


@pytest.fixture(scope="session")
def night_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scheduled 8-team section (tests/fixtures/league/night_setup.py), built once per session."""
    folder = tmp_path_factory.mktemp("night")
    path = folder / "season.chessarbiter"
    scheduled_section(_main(path), folder)
    return path


@pytest.fixture
def night_window(qtbot: QtBot, prefs: Prefs, night_file: Path,  # noqa: F811
                 tmp_path: Path) -> Iterator[LeagueWindow]:
    """The league window on the test's own copy of the scheduled section."""
    yield from _window_on(qtbot, prefs, night_file, tmp_path / "night.chessarbiter")


@pytest.fixture(scope="session")
def played_out_file(night_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scheduled section with all 14 rounds played (tests/ui/league/night_results.py),
    built once per session."""
    return played_copy(night_file, tmp_path_factory.mktemp("played-out"), play_out)


def played_copy(source: Path, folder: Path, play: Callable[[League], None]) -> Path:
    """A copy of ``source`` in ``folder`` with ``play`` run on it through the services."""
    path = folder / "season.chessarbiter"
    shutil.copy(source, path)
    db = Database.open_file(path)
    try:
        play(open_league(db, None))
    finally:
        db.close()
    return path


@pytest.fixture
def played_out_window(qtbot: QtBot, prefs: Prefs, played_out_file: Path,  # noqa: F811
                      tmp_path: Path) -> Iterator[LeagueWindow]:
    """The league window on the test's own copy of the played-out section."""
    yield from _window_on(qtbot, prefs, played_out_file, tmp_path / "played-out.chessarbiter")


@pytest.fixture(scope="session")
def level_pair_file(night_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The section played out with Team 01 and Team 03 level (tests/fixtures/league/
    level_pair.py), built once per session."""
    return played_copy(night_file, tmp_path_factory.mktemp("level-pair"), play_level_pair)


@pytest.fixture
def level_window(qtbot: QtBot, prefs: Prefs, level_pair_file: Path,  # noqa: F811
                 tmp_path: Path) -> Iterator[LeagueWindow]:
    yield from _window_on(qtbot, prefs, level_pair_file, tmp_path / "level.chessarbiter")


def _window_on(qtbot: QtBot, prefs: Prefs, source: Path, path: Path  # noqa: F811
               ) -> Iterator[LeagueWindow]:
    shutil.copy(source, path)
    window = LeagueWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(path)
    yield window
    window.close()
