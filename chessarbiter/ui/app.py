"""Starting the window: ``chessarbiter``, ``chessarbiter gui [FILE] [--demo]``."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

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
    with _no_collections_while_starting():
        window = open_window(file, demo, Prefs(QSettings()))
    try:
        return int(app.exec())
    finally:
        window.deleteLater()


@contextmanager
def _no_collections_while_starting() -> Iterator[None]:
    """Building the window and loading storage make over 100,000 objects that live as long as
    the program (SQLAlchemy's above all) and hardly any garbage; the 120-odd collections on
    the way would walk them again and again (a tenth of the CPU to an editable event). So the
    collector waits, and what the start made is then frozen out of its later rounds and of the
    final one at exit (a full collection after the start finds a few hundred unreachable
    objects of 120,000: those stay)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
