"""A cold start paints the event before storage loads (issue 3's start-up target): the preview
is read with the standard library, shows what the file holds, and gives way to the real
document — or to the welcome page when the file is then refused."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.conftest import ENTRANTS
from tests.ui.league.conftest import make_season

PREVIEW_ONLY = """
import sys
from PySide6.QtCore import QSettings
from chessarbiter.ui.app import application
from chessarbiter.ui.windows import open_window
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.common.prefs import Prefs

def stop_before_storage(window, path):
    names = [window.players_tab.model.index(r, 1).data() for r in range(10)]
    print(sorted(m for m in ("sqlalchemy", "alembic") if m in sys.modules), names[0], names[9])
    raise SystemExit(0)

MainWindow.open_file = stop_before_storage
app = application()
open_window(sys.argv[2], False, Prefs(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
"""


def test_the_window_shows_the_event_before_storage_is_imported(
        event_file: Callable[..., Path], tmp_path: Path) -> None:
    path = event_file(10)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    shown = subprocess.run([sys.executable, "-c", PREVIEW_ONLY, str(tmp_path / "p.ini"),
                            str(path)], capture_output=True, text=True, env=env, check=True)
    assert shown.stdout.split("\n")[0] == f"[] {ENTRANTS[0][0]} {ENTRANTS[9][0]}"


def test_the_preview_is_what_the_file_holds_until_the_document_takes_over(
        window: MainWindow, event_file: Callable[..., Path]) -> None:
    path = event_file(10, scheduled=True)
    assert window.preview_file(path)
    assert window.document is None and window.pages.currentWidget() is window.tabs
    assert window.players_tab.model.rowCount() == 10
    assert window.windowTitle().startswith("Test Closed — event.chessarbiter")
    assert window.saved_label.text() == "Opening…"
    assert window.state_label.text() == "Round 1 of 9 · 0 of 45 games decided"
    assert not window.settings_action.isEnabled()  # nothing can change before storage loads
    assert window.open_file(path)
    assert window.saved_label.text() == "✓ All changes saved"
    assert window.playoffs_tab.document is window.document
    assert window.tabs.indexOf(window.clocks_tab) == 4


def test_a_refused_open_after_the_preview_returns_to_the_welcome_page(
        window: MainWindow, event_file: Callable[..., Path],
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = event_file(10)
    assert window.preview_file(path)
    monkeypatch.setattr("chessarbiter.ui.event.main_window.open_event_file", lambda *args: None)
    assert not window.open_file(path)
    assert window.pages.currentWidget() is window.welcome
    assert window.windowTitle() == "chessarbiter"


def test_no_preview_of_a_file_open_elsewhere_a_league_season_or_a_missing_file(
        window: MainWindow, event_file: Callable[..., Path], tmp_path: Path) -> None:
    busy = event_file(10, name="busy")
    busy.with_name(busy.name + "-wal").write_bytes(b"")  # another window writes to it
    (tmp_path / "league").mkdir()
    season = make_season(tmp_path / "league")
    for path in (busy, season, tmp_path / "nowhere.chessarbiter"):
        assert not window.preview_file(path)
        assert window.pages.currentWidget() is window.welcome
