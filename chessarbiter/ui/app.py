"""Starting the window: ``chessarbiter``, ``chessarbiter gui [FILE] [--demo]``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from chessarbiter.ui.common.icon import app_icon
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import APP_NAME, MainWindow
from chessarbiter.ui.league.opening import is_league_file

if TYPE_CHECKING:
    from chessarbiter.ui.league.window import LeagueWindow


def application() -> QApplication:
    """The one QApplication, named so QSettings finds this program's preferences, with the
    program's icon for every window and the task bar."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setWindowIcon(app_icon())
    return app


def open_window(file: str | None, demo: bool, prefs: Prefs,
                demo_folder: Path | None = None) -> MainWindow | LeagueWindow:
    """The shown window with the event asked for: the demo, ``file``, or the latest file;
    a league season opens in the league window."""
    recent = [f for f in prefs.recent_files() if Path(f).is_file()]
    chosen = None if demo else file if file is not None else next(iter(recent), None)
    if chosen is not None and is_league_file(chosen):
        from chessarbiter.ui.league.window import open_league_window

        return open_league_window(chosen, prefs)
    window = MainWindow(prefs, demo_folder)
    if chosen is not None and not demo:
        window.preview_file(Path(chosen))
    window.show()
    QApplication.processEvents()  # paint the window before storage is loaded with the file
    if demo:
        window.open_demo()
    elif chosen is not None:
        window.open_file(chosen)
    return window


def run_gui(file: str | None, demo: bool) -> int:
    """Run the window until it is closed; the exit status of the event loop."""
    app = application()
    window = open_window(file, demo, Prefs(QSettings()))
    try:
        return int(app.exec())
    finally:
        window.deleteLater()
