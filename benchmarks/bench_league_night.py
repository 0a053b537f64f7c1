"""One league board result typed on the Match night tab of a whole 8-team, 14-round season,
until every view on screen is redrawn (issue 19: ≤ 30 ms, ≤ 8 SQL statements), beside the
same-run baseline of one championship result typed on a 16-player Pairings tab
(bench_gui.py's figure). Run: pytest benchmarks/bench_league_night.py; the ratio of the two
medians is printed.

Also the standings, prizes and ledger tabs' redraw after a result, each on screen (every
table worked out again from the season value, nothing read from the file).
"""

from __future__ import annotations

import itertools
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.bench_gui import _event_file
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.models import PairingsModel
from chessarbiter.ui.league.night_commands import SetBoardResult
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.full_season import full_season_file

__all__ = ["full_season_file"]  # the fixture
MEDIANS: dict[str, float] = {}


def _prefs(tmp_path: Path) -> Prefs:
    return Prefs(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def league_window(qtbot: QtBot, tmp_path: Path, full_season_file: Path
                  ) -> Iterator[LeagueWindow]:
    path = Path(shutil.copy(full_season_file, tmp_path / "season.chessarbiter"))
    win = LeagueWindow(_prefs(tmp_path))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    assert win.open_file(path)
    yield win
    win.close()


def _median(benchmark: Any, name: str) -> None:
    if benchmark.stats is not None:  # None when run as a smoke test (--benchmark-disable)
        MEDIANS[name] = benchmark.stats.stats.median
    if {"league", "baseline"} <= set(MEDIANS):
        print(f"\nleague board result / championship result: "
              f"{MEDIANS['league'] / MEDIANS['baseline']:.2f}")


def test_baseline_championship_result_with_pairings_on_screen(
        benchmark: Any, qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(_prefs(tmp_path))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(_event_file(tmp_path / "p16.chessarbiter", 16, 7))
    tab = window.pairings_tab
    window.tabs.setCurrentWidget(tab)
    keys = itertools.cycle("10")
    app = QApplication.instance()
    assert app is not None

    def enter() -> None:
        tab.table.setCurrentIndex(tab.model.index(0, PairingsModel.RESULT_COLUMN))
        QTest.keyClick(tab.table, next(keys))
        app.processEvents()

    benchmark.pedantic(enter, rounds=40, iterations=1, warmup_rounds=2)
    window.close()
    _median(benchmark, "baseline")


def test_league_board_result_with_match_night_on_screen(
        benchmark: Any, league_window: LeagueWindow) -> None:
    tab = league_window.night_tab
    league_window.tabs.setCurrentWidget(tab)
    tab.round_box.setCurrentIndex(tab.round_box.findData(14))
    keys = itertools.cycle([Qt.Key.Key_1, Qt.Key.Key_0])
    app = QApplication.instance()
    assert app is not None

    def enter() -> None:
        tab.table.setCurrentIndex(tab.model.index(1, tab.model.RESULT_COLUMN))
        QTest.keyClick(tab.table, next(keys))
        app.processEvents()

    benchmark.pedantic(enter, rounds=40, iterations=1, warmup_rounds=2)
    _median(benchmark, "league")


@pytest.mark.parametrize("shown", ["standings_tab", "prizes_tab", "ledger_tab"])
def test_league_result_with_a_table_on_screen(benchmark: Any, league_window: LeagueWindow,
                                              shown: str) -> None:
    tab: QWidget = getattr(league_window, shown)
    league_window.tabs.setCurrentWidget(tab)
    document = league_window.document
    assert document is not None
    results = itertools.cycle(["1-0", "0-1"])
    app = QApplication.instance()
    assert app is not None

    def enter() -> None:
        from chessarbiter.core.results import Result

        document.run(SetBoardResult(document.league, 14, "Team 08", 2,
                                    Result(next(results)), False))
        app.processEvents()

    benchmark.pedantic(enter, rounds=15, iterations=1, warmup_rounds=1)
