"""First run: the welcome screen's four ways to start, the application icon, and Help ▸ About
with the version and the licences of what the program ships with."""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

import chessarbiter
from chessarbiter.ui.app import application
from chessarbiter.ui.common import icon as icon_module
from chessarbiter.ui.common.about import AboutDialog, library_rows
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEventWizard
from tests.ui.conftest import ModalArm
from tests.ui.screens import assert_columns_whole, assert_labels_whole, assert_not_blank, save


def test_the_welcome_screen_offers_four_ways_to_start(window: MainWindow) -> None:
    page = window.welcome
    buttons = (page.new_button, page.league_button, page.demo_button, page.open_button)
    assert [b.text() for b in buttons] == [
        "New championship…", "New league season…", "Open demo", "Open file…"]
    assert all(b.isEnabled() and b.isVisible() for b in buttons)


def test_new_championship_opens_the_wizard(window: MainWindow, modal: ModalArm) -> None:
    seen: list[QWidget] = []

    def close(wizard: QWidget) -> None:
        seen.append(wizard)
        assert isinstance(wizard, NewEventWizard)
        wizard.reject()

    with modal(close):
        window.welcome.new_button.click()
    assert window.document is None


def test_open_demo_and_open_file(
    window: MainWindow, event_file: Callable[..., Path], monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window.welcome.demo_button.click()
    assert window.document is not None and window.document.path.parent == tmp_path / "demo"
    window.close_event_file()
    path = event_file(3)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.welcome.open_button.click()
    assert window.document is not None and window.document.path == path


def test_the_icon_is_on_the_window_and_the_application(window: MainWindow) -> None:
    sizes = {s.width() for s in window.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    app = application()
    assert not app.windowIcon().isNull()


def test_a_copy_without_icons_still_starts(
    qtbot: QtBot, prefs: Prefs, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(icon_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    icon_module.app_icon.cache_clear()  # looked up once per process: look again, and after
    try:
        window = MainWindow(prefs)
        qtbot.addWidget(window)
        assert window.windowIcon().isNull() or not window.windowIcon().availableSizes()
    finally:
        icon_module.app_icon.cache_clear()


def test_about_names_the_version_and_the_licences(window: MainWindow, modal: ModalArm) -> None:
    texts: list[str] = []
    shown: list[tuple[str, ...]] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, AboutDialog)
        texts.append(dialog.heading.text())
        table = dialog.libraries
        shown.extend(tuple(table.item(r, c).text() for c in range(3))
                     for r in range(table.rowCount()))
        dialog.reject()

    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    with modal(read):
        next(a for a in help_menu.actions() if a.text() == "&About chessarbiter").trigger()
    assert f"chessarbiter {chessarbiter.__version__}" in texts[0]
    assert "GPL-3.0-or-later" in texts[0]
    rows = {name: (installed, licence) for name, installed, licence in library_rows()}
    # The licences each project publishes (its own licence file and package metadata).
    assert rows["Qt for Python (PySide6)"] == (version("PySide6-Essentials"), "LGPL-3.0")
    assert rows["SQLAlchemy"] == (version("SQLAlchemy"), "MIT")
    assert rows["Alembic"] == (version("alembic"), "MIT")
    assert rows["ReportLab"] == (version("reportlab"), "BSD")
    assert rows["openpyxl"] == (version("openpyxl"), "MIT")
    assert rows["platformdirs"] == (version("platformdirs"), "MIT")
    assert rows["DejaVu fonts"][1].startswith("Bitstream Vera")
    assert rows["DejaVu fonts"][0] != "—"
    assert shown == library_rows()


def test_screenshots_of_welcome_and_about(
    qtbot: QtBot, window: MainWindow, prefs: Prefs, event_file: Callable[..., Path]
) -> None:
    prefs.add_recent("postgresql://arbiter@club-server:5432/spring_open")
    window.open_file(event_file(3, name="spring-open"))
    window.close_event_file()
    assert window.welcome.recent.count() == 2
    assert_not_blank(save(window, "welcome-start"))
    assert_labels_whole(window)
    about = AboutDialog(window)
    qtbot.addWidget(about)
    about.show()
    QApplication.processEvents()
    assert_not_blank(save(about, "about"))
    assert_labels_whole(about)
    assert_columns_whole(about.libraries)
