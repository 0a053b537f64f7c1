"""Speed of the window (issue 3).

- Cold start to a shown main window with a 10-player event, against a bare PySide6
  QMainWindow, all as fresh processes started as the program starts its window
  (:func:`~chessarbiter.ui.app.run_gui`, the command line's parsing left out): wall and CPU
  seconds from the process's start to the moment named below, each as a multiple of a bare
  window's run just before each of its runs (printed with -s; issue 19's target: editable at
  most 2 times the bare window). pytest-benchmark's own table times each process whole,
  teardown too. The moments:

  - *bare*: a QMainWindow shown and exposed.
  - *floor*: the same after ``import sqlalchemy.orm``, the ORM the services store through
    (with the garbage collector paused, as the program's start pauses it) — the least any
    window that can store a result pays, whatever it shows.
  - *no event*: the window with its welcome page painted, which never loads storage.
  - *on screen*: at the event loop's first turn, the window exposed and painted with the
    event's first round (it opens on Pairings & Results), the file locked for it and read
    with the standard library (``ui/event/early_results.py``); storage (SQLAlchemy, the
    services) is imported on a thread once the window is on screen (the document's first
    10 ms poll), after this mark.
  - *editable*: the same, then the key 1 typed on board 1 and the tab painted again with the
    result (1-0), which is in the file: stored on the window's own connection while storage
    has not loaded yet (``tests/ui/event/test_cold_start.py``).

- One result typed until the views on screen are redrawn: with the Pairings tab on screen (the
  arbiter typing results; target ≤ 16 ms for 16 players, ≤ 50 ms for 100) and with the
  Standings tab on screen (every tie-break and the crosstable recomputed).
"""

from __future__ import annotations

import itertools
import os
import shutil
import statistics
import subprocess
import sys
import time
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

# Each script prints "MARK <seconds since the epoch> <CPU seconds>" at the moment measured.
BARE_WINDOW = """
import sys, time
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.show()
QTest.qWaitForWindowExposed(window)
if len(sys.argv) > 1:  # with the collector paused, as the program's start pauses it
    import gc
    gc.disable()
    import sqlalchemy.orm
    gc.freeze()
    gc.enable()
print("MARK", time.time(), time.process_time())
"""

CHESSARBITER_WINDOW = """
import os, sqlite3, sys, time, traceback
from contextlib import closing
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtTest import QTest
import chessarbiter.ui.app as gui
from chessarbiter.ui.app import application
file = sys.argv[2] if len(sys.argv) > 2 else None
BOARD_1 = "select result from games where round = 1 and board = 1"

def on_screen():
    # the window system's events (the window exposed, then painted), not the timers: the
    # document's first poll, which starts importing storage once the window is on screen
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.X11ExcludeTimers)

def first_turn(window):
    # the event loop's first turn: the window on screen; then, unless only "shown" is asked,
    # the key 1 (White wins) typed on board 1 of round 1 and the Pairings tab painted with it
    on_screen()
    assert window.windowHandle().isExposed() and "sqlalchemy" not in sys.modules
    tab = window.pairings_tab
    if file is not None:  # a scheduled event opens on round 1's 5 boards
        assert window.tabs.currentWidget() is tab and tab.model.rowCount() == 5
    if sys.argv[1] != "shown" and file is not None:
        tab.table.setCurrentIndex(tab.model.index(0, 4))
        QTest.keyClick(tab.table, "1")
        on_screen()
    print("MARK", time.time(), time.process_time())
    if file is not None and sys.argv[1] != "shown":  # stored, as a file reader sees it
        with closing(sqlite3.connect(file)) as reader:
            assert reader.execute(BOARD_1).fetchall() == [("1-0",)]
    app.closeAllWindows()  # the file closed cleanly, no WAL left: the next start is alike

def checked(window):
    try:
        first_turn(window)
    except BaseException:  # not the window's last resort, whose message box would wait
        traceback.print_exc()
        os._exit(1)

def started(*args):
    window = open_window(*args)
    QTimer.singleShot(0, lambda: checked(window))  # once run_gui has started the loop
    return window

open_window = gui.open_window
gui.open_window = started
app = application()
assert gui.run_gui(file, False) == 0
print(" ".join(m for m in ("sqlalchemy", "alembic", "reportlab", "openpyxl") if m in sys.modules))
"""

#: name → (median wall seconds, median CPU seconds) from the process's start to its mark
COLD_STARTS: dict[str, tuple[float, float]] = {}
_marks: list[tuple[float, float]] = []
ROUNDS = 9
#: the bare window's marks, one run just before each round of another case
_paired: list[tuple[float, float]] = []


def _mark(script: str, config: str, *args: str) -> tuple[str, tuple[float, float]]:
    """The script's output and its mark: wall and CPU seconds since it started."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": config}
    started = time.time()
    out = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                         text=True, check=True, env=env, timeout=300).stdout
    mark = next(line.split() for line in out.splitlines() if line.startswith("MARK "))
    return out, (float(mark[1]) - started, float(mark[2]))


def _run(script: str, config: str, *args: str) -> str:
    out, mark = _mark(script, config, *args)
    _marks.append(mark)
    return out


def _cold_start(benchmark: Any, name: str, config: Path, script: str, *args: str) -> str:
    """Nine fresh processes after one to warm the disk cache (the benchmark's own figures:
    each process whole, teardown too). Each but the bare window's own runs right after a
    bare window (not timed by the benchmark), so that the machine's drift over the run falls
    on both alike; prints the medians to the mark, and the median of each run's multiple of
    the bare window's just before it."""
    def after_a_bare_window() -> tuple[tuple[str, ...], dict[str, Any]]:
        _paired.append(_mark(BARE_WINDOW, str(config))[1])
        return (script, str(config), *args), {}

    if name == "bare":
        out: str = benchmark.pedantic(_run, args=(script, str(config), *args),
                                      rounds=ROUNDS, iterations=1, warmup_rounds=1)
    else:
        out = benchmark.pedantic(_run, setup=after_a_bare_window, rounds=ROUNDS, iterations=1,
                                 warmup_rounds=1)
    if benchmark.stats is None:  # a smoke run (--benchmark-disable)
        return out
    marks = _marks[-ROUNDS:]
    wall, cpu = COLD_STARTS[name] = (statistics.median(m[0] for m in marks),
                                     statistics.median(m[1] for m in marks))
    bare = marks if name == "bare" else _paired[-ROUNDS:]
    wall_ratio, cpu_ratio = (statistics.median(m[i] / b[i]
                                               for m, b in zip(marks, bare, strict=True))
                             for i in (0, 1))
    print(f"\ncold start to the mark, {name}: {wall:.3f} s wall ({wall_ratio:.2f}× the bare "
          f"PySide6 window run before it), {cpu:.3f} s CPU ({cpu_ratio:.2f}×); medians of "
          f"{ROUNDS} runs and of their ratios")
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


def test_cold_start_bare_qmainwindow(benchmark: Any, tmp_path: Path) -> None:
    _cold_start(benchmark, "bare", tmp_path, BARE_WINDOW)


def test_cold_start_bare_qmainwindow_and_sqlalchemy_orm(benchmark: Any, tmp_path: Path) -> None:
    """The floor of *editable*: nothing of this program, only what storing needs imported."""
    _cold_start(benchmark, "floor", tmp_path, BARE_WINDOW, "sqlalchemy")


def test_cold_start_chessarbiter_window_no_event(benchmark: Any, tmp_path: Path) -> None:
    loaded = _cold_start(benchmark, "no event", tmp_path, CHESSARBITER_WINDOW, "editable")
    assert loaded.split("\n")[1].split() == []  # storage loads with the first file


def test_cold_start_chessarbiter_window_10_players_on_screen(benchmark: Any,
                                                              tmp_path: Path) -> None:
    """Until the window shows the event (read without SQLAlchemy)."""
    path = _event_file(tmp_path / "p10.chessarbiter", 10, 0)
    _cold_start(benchmark, "on screen", tmp_path, CHESSARBITER_WINDOW, "shown", str(path))


def test_cold_start_chessarbiter_window_10_players_editable(benchmark: Any,
                                                             tmp_path: Path) -> None:
    """Until storage has loaded too and a result typed is stored (issue 19's figure)."""
    path = _event_file(tmp_path / "p10.chessarbiter", 10, 0)
    loaded = _cold_start(benchmark, "editable", tmp_path, CHESSARBITER_WINDOW, "editable",
                         str(path))
    assert not {"reportlab", "openpyxl", "alembic"} & set(loaded.split("\n")[1].split())


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
