"""Which window shows a file (ui/windows.py): a league season from the championship window's
File ▸ Open and from the start page opens in the league window, an individual event from the
league window in the championship window, and the window asked closes once the other is open.
A window made without the switch says where such a file opens and opens nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.db.database import Database
from chessarbiter.services.events import list_events
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.league.new_season import NewSeasonDialog
from chessarbiter.ui.league.window import LeagueWindow
from chessarbiter.ui.windows import Windows
from tests.ui.conftest import ModalArm, make_event_file
from tests.ui.league.conftest import make_season


def shown_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow | LeagueWindow) and w.isVisible()]


@pytest.fixture
def windows(prefs: Prefs) -> Windows:
    return Windows(prefs)


def test_file_open_of_a_season_in_the_championship_window_opens_the_league_window(
    qtbot: QtBot, windows: Windows, tmp_path: Path
) -> None:
    season = make_season(tmp_path)
    first = windows.start(None, False)
    assert isinstance(first, MainWindow)
    assert first.open_file(season)
    league = [w for w in shown_windows() if isinstance(w, LeagueWindow)]
    assert len(league) == 1 and league[0].document is not None
    assert league[0].document.path == season
    qtbot.waitUntil(lambda: not first.isVisible())
    league[0].close()


def test_the_league_window_hands_an_individual_event_to_the_championship_window(
    qtbot: QtBot, windows: Windows, tmp_path: Path
) -> None:
    season = make_season(tmp_path)
    event = make_event_file(tmp_path / "open.chessarbiter", 4)
    league = windows.start(str(season), False)
    assert isinstance(league, LeagueWindow)
    assert league.open_file(event)
    championship = [w for w in shown_windows() if isinstance(w, MainWindow)]
    assert len(championship) == 1 and championship[0].document is not None
    assert championship[0].document.path == event
    qtbot.waitUntil(lambda: not league.isVisible())
    championship[0].close()


def test_a_refused_file_keeps_the_window_that_asked(
    windows: Windows, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "broken.chessarbiter"
    broken.write_bytes(b"not a database at all, but long enough to be looked at" * 40)
    season = make_season(tmp_path)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    league = windows.start(str(season), False)
    assert not league.open_file(broken)  # not a season: the championship window refuses it
    assert league.isVisible() and isinstance(league, LeagueWindow)
    assert league.document is not None and league.document.path == season
    league.close()


def test_a_new_league_season_from_the_start_page_opens_in_the_league_window(
    qtbot: QtBot, windows: Windows, modal: ModalArm, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path
) -> None:
    season = tmp_path / "2011-12.chessarbiter"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(season), ""))

    def accept(dialog: QWidget) -> None:
        assert isinstance(dialog, NewSeasonDialog)
        dialog.name.setText("Columbus League 2011-12")
        dialog.accept()

    first = windows.start(None, False)
    assert isinstance(first, MainWindow)
    with modal(accept):
        first.welcome.league_button.click()
    db = Database.open_file(season)
    try:
        assert [name for _, name in list_events(db)] == ["Columbus League 2011-12"]
    finally:
        db.close()
    league = [w for w in shown_windows() if isinstance(w, LeagueWindow)]
    assert len(league) == 1 and league[0].document is not None
    assert league[0].document.path == season
    qtbot.waitUntil(lambda: not first.isVisible())
    league[0].close()


def test_without_a_switch_a_season_is_refused_with_where_it_opens(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    season = make_season(tmp_path)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text: said.append(text))
    assert not window.open_file(season)
    assert window.document is None
    assert said == [f"{season} is for the other window: open it with chessarbiter gui FILE"]
