"""Starting the window: ``chessarbiter``, ``chessarbiter gui [FILE] [--demo]``."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from chessarbiter.ui.main_window import APP_NAME, MainWindow
from chessarbiter.ui.prefs import Prefs


def application() -> QApplication:
    """The one QApplication, named so QSettings finds this program's preferences."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    return app


def open_window(file: str | None, demo: bool, prefs: Prefs,
                demo_folder: Path | None = None) -> MainWindow:
    """The shown window with the event asked for: the demo, ``file``, or the latest file."""
    window = MainWindow(prefs, demo_folder)
    window.show()
    QApplication.processEvents()  # paint the window before storage is loaded with the file
    if demo:
        window.open_demo()
    elif file is not None:
        window.open_file(file)
    else:
        recent = [f for f in prefs.recent_files() if Path(f).is_file()]
        if recent:
            window.open_file(recent[0])
    return window


def run_gui(file: str | None, demo: bool) -> int:
    """Run the window until it is closed; the exit status of the event loop."""
    app = application()
    window = open_window(file, demo, Prefs(QSettings()))
    try:
        return int(app.exec())
    finally:
        window.deleteLater()
