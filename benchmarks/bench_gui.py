"""Speed of the window (issue 3).

- Cold start to a shown main window with a 10-player event, against a bare PySide6
  QMainWindow, all as fresh processes: wall and CPU seconds, each as a multiple of the bare
  window's in the same run (printed with -s; issue 19's target: editable at most 2 times the
  bare window). Every figure runs from the process's start to its end (the window closed, the
  interpreter gone), so start-up and teardown count alike. What is measured:

  - *bare*: a QMainWindow shown and exposed.
  - *floor*: the same after ``import sqlalchemy.orm``, the ORM the services store through —
    the least any window that can store a result pays, whatever it shows.
  - *no event*: the window with its welcome page, which never loads storage.
  - *on screen*: the window exposed with the event's 10 players painted from the standard-
    library snapshot (``db/snapshot.py``); storage is not loaded, nothing can be stored yet.
  - *editable*: until :meth:`MainWindow.open_file` has returned after that paint: SQLAlchemy
    imported, the file locked and checked, the event read through the services and the tabs
    given the document. A result typed from then on is stored by its key
    (``tests/ui/event/test_cold_start.py``); a key typed between the paint and then waits in
    the window system's queue and is handled at that moment, never dropped on the preview.

- One result typed until the views on screen are redrawn: with the Pairings tab on screen (the
  arbiter typing results; target ≤ 16 ms for 16 players, ≤ 50 ms for 100) and with the
  Standings tab on screen (every tie-break and the crosstable recomputed).
"""

from __future__ import annotations

import itertools
import os
import resource
import shutil
import statistics
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.models import PairingsModel

BARE_WINDOW = """
import sys
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.show()
QTest.qWaitForWindowExposed(window)
if len(sys.argv) > 1:
    import sqlalchemy.orm
"""

CHESSARBITER_WINDOW = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from chessarbiter.ui.app import application
from chessarbiter.ui.windows import open_window
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.common.prefs import Prefs
app = application()
file = sys.argv[3] if len(sys.argv) > 3 else None
open_file = MainWindow.open_file

def on_screen(window, path):
    # the window has painted the event; storage loads from here on
    QTest.qWaitForWindowExposed(window)
    assert window.pages.currentIndex() == 1 and window.players_tab.model.rowCount() == 10
    if sys.argv[1] == "shown":
        raise SystemExit(0)
    return open_file(window, path)

MainWindow.open_file = on_screen
window = open_window(file, False, Prefs(QSettings(sys.argv[2], QSettings.Format.IniFormat)))
QTest.qWaitForWindowExposed(window)
assert (window.document is not None) == (file is not None)
window.close()  # the file closed cleanly, no WAL left: the next start paints it at once
print(" ".join(m for m in ("sqlalchemy", "alembic", "reportlab", "openpyxl") if m in sys.modules))
"""

#: name → (median wall seconds, median CPU seconds) of the fresh processes
COLD_STARTS: dict[str, tuple[float, float]] = {}
_cpu: list[float] = []


def _run(script: str, *args: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                         text=True, check=True, env=env).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    _cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return out


def _cold_start(benchmark: Any, name: str, script: str, *args: str) -> str:
    """Five fresh processes after one to warm the disk cache; keeps the medians and prints
    them, as multiples of the bare window's when it ran first."""
    out: str = benchmark.pedantic(_run, args=(script, *args), rounds=5, iterations=1,
                                  warmup_rounds=1)
    if benchmark.stats is None:  # a smoke run (--benchmark-disable)
        return out
    wall, cpu = COLD_STARTS[name] = (benchmark.stats.stats.median, statistics.median(_cpu[-5:]))
    bare_wall, bare_cpu = COLD_STARTS.get("bare", (wall, cpu))
    print(f"\ncold start, {name}: {wall:.3f} s wall ({wall / bare_wall:.2f}× the bare PySide6 "
          f"window), {cpu:.3f} s CPU ({cpu / bare_cpu:.2f}×)")
    return out


def _event_file(path: Path, players: int, played_rounds: int) -> Path:
    db = Database.open_file(path)
    try:
        service = EventService(db, create_event(db, "Bench", "us-junior-closed-2015"))
        service.add_players([Player(0, f"Player, No{i}", fide_rating=2600 - i)
                             for i in range(players)])
        service.make_schedule()
        outcomes = itertools.cycle(list(Result))
        for game in service.tournament().games:
            if game.round <= played_rounds:
                service.set_result(game.round, game.board, next(outcomes))
    finally:
        db.close()
    return path


@pytest.fixture
def event_path(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """16 players with half the rounds played, or the shared 100-player complete event."""
    if request.param == 16:
        return _event_file(tmp_path / "p16.chessarbiter", 16, 7)
    source: Path = request.getfixturevalue("full_round_robin_file")
    return Path(shutil.copy(source, tmp_path / "p100.chessarbiter"))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, event_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Prefs(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    assert win.open_file(event_path)
    yield win
    win.close()


def test_cold_start_bare_qmainwindow(benchmark: Any) -> None:
    _cold_start(benchmark, "bare", BARE_WINDOW)


def test_cold_start_bare_qmainwindow_and_sqlalchemy_orm(benchmark: Any) -> None:
    """The floor of *editable*: nothing of this program, only what storing needs imported."""
    _cold_start(benchmark, "floor", BARE_WINDOW, "sqlalchemy")


def test_cold_start_chessarbiter_window_no_event(benchmark: Any, tmp_path: Path) -> None:
    ini = str(tmp_path / "prefs.ini")
    loaded = _cold_start(benchmark, "no event", CHESSARBITER_WINDOW, "editable", ini)
    assert loaded.split() == []  # storage loads with the first file, printing when printing


def test_cold_start_chessarbiter_window_10_players_on_screen(benchmark: Any,
                                                              tmp_path: Path) -> None:
    """Until the window shows the event (read without SQLAlchemy)."""
    path = _event_file(tmp_path / "p10.chessarbiter", 10, 0)
    _cold_start(benchmark, "on screen", CHESSARBITER_WINDOW, "shown",
                str(tmp_path / "prefs.ini"), str(path))


def test_cold_start_chessarbiter_window_10_players_editable(benchmark: Any,
                                                             tmp_path: Path) -> None:
    """Until storage has loaded too and a result typed is stored (issue 19's figure)."""
    path = _event_file(tmp_path / "p10.chessarbiter", 10, 0)
    loaded = _cold_start(benchmark, "editable", CHESSARBITER_WINDOW, "editable",
                         str(tmp_path / "prefs.ini"), str(path))
    assert not {"reportlab", "openpyxl", "alembic"} & set(loaded.split())  # not for opening


@pytest.mark.parametrize("event_path", [16, 100], indirect=True)
def test_result_key_with_pairings_on_screen(benchmark: Any, window: MainWindow) -> None:
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
    assert tab.model.row_at(0).result in (Result.WHITE_WINS, Result.BLACK_WINS)


@pytest.mark.parametrize("event_path", [16, 100], indirect=True)
def test_result_with_standings_on_screen(benchmark: Any, window: MainWindow) -> None:
    window.tabs.setCurrentWidget(window.standings_tab)
    document = window.document
    assert document is not None
    results = itertools.cycle([Result.WHITE_WINS, Result.BLACK_WINS])
    app = QApplication.instance()
    assert app is not None

    def enter() -> None:
        shown = document.state.tournament.round_games(1)[0].result
        document.run(SetResult(document.service, 1, 1, next(results), shown))
        app.processEvents()

    benchmark.pedantic(enter, rounds=10, iterations=1, warmup_rounds=1)
