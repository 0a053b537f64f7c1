"""Starting the window: ``chessarbiter``, ``chessarbiter gui [FILE] [--demo]``."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from chessarbiter.ui.common.collector import paused
from chessarbiter.ui.common.icon import app_icon
from chessarbiter.ui.common.last_resort import install as install_last_resort
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.common.window_parts import APP_NAME
from chessarbiter.ui.platform_check import xcb_problem
from chessarbiter.ui.windows import open_window


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


def run_gui(file: str | None, demo: bool) -> int:
    """Run the window until it is closed; the exit status of the event loop (1, with one
    sentence naming the library, when Qt could not load its X11 plugin)."""
    problem = xcb_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    app = application()
    install_last_resort()
    with paused():  # the collector waits for the start
        window = open_window(file, demo, Prefs(QSettings()))
    try:
        return int(app.exec())
    finally:
        window.deleteLater()
