"""The window around the tabs: no-event start, files, recent list, preferences, run_gui."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QThread, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui import app as app_module
from chessarbiter.ui.app import run_gui
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.common.prefs_dialog import PrefsDialog
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.windows import open_window
from tests.ui.conftest import ModalArm
from tests.ui.dialogs import read_into


def menu_texts(window: MainWindow, title: str) -> list[str]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    return [a.text() for a in menu.actions() if a.text()]


def test_without_an_event_the_file_menu_and_welcome_page_lead_on(window: MainWindow) -> None:
    assert window.windowTitle() == "chessarbiter"
    assert window.pages.currentWidget() is window.welcome
    assert {"&New event…", "&Open…", "Open &demo event"} <= set(menu_texts(window, "&File"))
    assert not window.settings_action.isEnabled()
    assert not window.undo_action.isEnabled()
    assert window.path_label.text() == "No event open"


def test_demo_opens_a_fresh_file_in_the_data_folder(window: MainWindow, tmp_path: Path) -> None:
    assert window.open_demo()
    assert window.document is not None
    assert window.document.path.parent == tmp_path / "demo"
    assert "Demo Junior Championship" in window.windowTitle()
    assert window.windowTitle().endswith("chessarbiter")
    assert window.saved_label.text().endswith("All changes saved")
    assert window.state_label.text().startswith("Round 5 of 9")  # 4 demo rounds are played


def test_an_event_opens_where_the_arbiter_works_in_it(
        window: MainWindow, event_file: Callable[..., Path]) -> None:
    """Entering the field: Players. Once the schedule is made: Pairings & Results at the first
    round still to finish — on a cold start's preview too; tabs chosen meanwhile give way."""
    window.open_file(event_file(4, name="registering"))
    assert window.tabs.currentWidget() is window.players_tab
    window.tabs.setCurrentWidget(window.standings_tab)
    window.open_file(event_file(4, scheduled=True))
    assert window.tabs.currentWidget() is window.pairings_tab
    assert window.pairings_tab.current_round() == 1
    window.close_event_file()
    window.tabs.setCurrentWidget(window.players_tab)
    assert window.preview_file(event_file(4, scheduled=True, name="preview"))
    assert window.tabs.currentWidget() is window.pairings_tab


def test_a_file_that_is_not_an_event_is_refused(
    window: MainWindow, modal: ModalArm, tmp_path: Path
) -> None:
    bogus = tmp_path / "notes.chessarbiter"
    bogus.write_text("round 1: Abbott won\n")
    messages: list[str] = []

    with modal(read_into(messages)):
        assert not window.open_file(bogus)
    assert str(bogus) in messages[0] and "not a chessarbiter event file" in messages[0]
    assert window.document is None


def test_recent_files(
    window: MainWindow, modal: ModalArm, prefs: Prefs, event_file: Callable[..., Path]
) -> None:
    first, second = event_file(3, name="first"), event_file(3, name="second")
    window.open_file(first)
    window.open_file(second)
    assert prefs.recent_files()[:2] == [str(second), str(first)]
    assert [a.text() for a in window.recent_menu.actions()][:2] == [str(second), str(first)]
    window.close_event_file()
    assert window.welcome.recent.count() == 2
    first.unlink()

    def dismiss(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.accept()

    with modal(dismiss):
        window.recent_menu.actions()[1].trigger()
    assert prefs.recent_files() == [str(second)]


def test_save_a_copy_keeps_working_on_the_original(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    event_file: Callable[..., Path],
) -> None:
    original = event_file(4, scheduled=True)
    window.open_file(original)
    copy = tmp_path / "usb" / "copy.chessarbiter"
    copy.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(copy), ""))
    window.copy_action.trigger()
    assert window.document is not None and window.document.path == original
    window.open_file(copy)
    assert window.document.path == copy
    assert len(window.document.state.tournament.games) == 6  # 4 players: 3 rounds × 2


def test_trf_round_trip_through_the_menus(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4, scheduled=True))
    assert window.document is not None
    players = window.document.state.tournament.players
    trf = tmp_path / "out.trf"
    imported = tmp_path / "imported.chessarbiter"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(trf), ""))
    window.export_action.trigger()
    assert trf.read_text(encoding="utf-8").startswith("012 ")  # TRF: 012 = tournament name
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(trf), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(imported), ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Round robin (FIDE)", True))
    window.import_trf()
    assert window.document.path == imported
    assert [p.name for p in window.document.state.tournament.players] == \
        [p.name for p in players]


def test_preferences_are_kept_per_computer(
    window: MainWindow, modal: ModalArm, prefs: Prefs
) -> None:
    def letter(d: QWidget) -> None:
        assert isinstance(d, PrefsDialog)
        d.paper.setCurrentText("Letter")
        d.text_size.setCurrentIndex(d.text_size.findData(14))
        d.accept()

    font = QApplication.font()
    try:
        with modal(letter):
            window.show_preferences()
        assert (prefs.paper_size(), prefs.text_size()) == ("Letter", 14)
        assert QApplication.font().pointSize() == 14
    finally:
        QApplication.setFont(font)


def test_geometry_is_restored(qtbot: QtBot, prefs: Prefs, tmp_path: Path) -> None:
    first = MainWindow(prefs)
    qtbot.addWidget(first)
    first.show()  # with its welcome page, which is built when first shown
    default = (first.width(), first.height())
    smallest = first.minimumSizeHint()
    # anything but the default, well above the smallest size: a window whose status bar says
    # a few pixels more (a clock, a note) must not clamp the restored size
    first.resize(smallest.width() + 231, smallest.height() + 117)
    chosen = (first.width(), first.height())
    assert chosen != default
    first.close()
    second = open_window(None, False, prefs)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == chosen


def test_run_gui_opens_the_named_file_and_returns_on_close(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    event_file: Callable[..., Path],
) -> None:
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    path = event_file(3)
    shown: list[str] = []
    earlier = set(QApplication.topLevelWidgets())  # windows other tests closed, not deleted

    def close_all() -> None:
        if QThread.currentThread().loopLevel() == 0:  # run_gui's event loop has not started
            QTimer.singleShot(10, close_all)
            return
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                if widget not in earlier:
                    shown.append(widget.windowTitle())
                widget.close()

    QTimer.singleShot(0, close_all)
    monkeypatch.setattr(app_module, "application", QApplication.instance)
    assert run_gui(str(path), False) == 0
    assert shown == [f"Test Closed — {path.name} — chessarbiter"]
