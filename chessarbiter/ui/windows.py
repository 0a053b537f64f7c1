"""Which window shows a file: the one place that knows both kinds of window.

A league season opens in the league window, anything else in the championship window — from the
command line, a file double-clicked on the desktop, the start page, and either window's File ▸
Open and Open Recent (the windows ask through the :class:`Windows` switch they are given, so
neither window imports the other). The league window is imported when a season is first opened,
so a championship's cold start does not pay for it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QEventLoop, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

from chessarbiter.ui.common.file_kind import is_league_file
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow

if TYPE_CHECKING:
    from chessarbiter.ui.league.window import LeagueWindow

Window = TypeVar("Window", bound=QMainWindow)


class Windows(QObject):
    """The open windows of this program, kept alive until each is closed."""

    def __init__(self, prefs: Prefs) -> None:
        super().__init__()
        self.prefs = prefs
        self._open: list[QMainWindow] = []

    def start(self, file: str | None, demo: bool,
              demo_folder: Path | None = None) -> MainWindow | LeagueWindow:
        """The shown window with the event asked for: the demo, ``file``, or the latest file."""
        recent = [f for f in self.prefs.recent_files() if Path(f).is_file()]
        chosen = None if demo else file if file is not None else next(iter(recent), None)
        if chosen is not None and is_league_file(chosen):
            return self._league(Path(chosen))
        window = self._keep(MainWindow(self.prefs, demo_folder, self))
        if chosen is not None and not demo and window.open_early(Path(chosen)):
            window.show()  # editable at once: results are stored while storage loads
            return window
        if chosen is not None and not demo:
            window.preview_file(Path(chosen))
        window.show()
        # Paint the window before storage is loaded with the file. A key or click that comes
        # meanwhile waits in the queue until the event is open, so it is not lost on a preview.
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if demo:
            window.open_demo()
        elif chosen is not None:
            window.open_file(chosen)
        return window

    def open_elsewhere(self, path: Path, replacing: QMainWindow) -> bool:
        """Open ``path`` in a new window of its kind; ``replacing`` closes once it is open."""
        if is_league_file(path):
            window: QMainWindow = self._league(path)
            opened = getattr(window, "document", None) is not None
        else:
            championship = self._keep(MainWindow(self.prefs, switch=self))
            opened = championship.open_file(path)
            if opened:
                championship.show()
            window = championship
        if not opened:
            window.close()
            return False
        replacing.close()
        return True

    def new_league_season(self, replacing: QMainWindow) -> bool:
        """Ask for a new season and open it in a league window in ``replacing``'s place."""
        from chessarbiter.ui.event.files import documents_folder
        from chessarbiter.ui.league.new_season import ask_new_season

        path = ask_new_season(replacing, documents_folder())
        if path is None:
            return False
        self._league(path)
        replacing.close()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched in self._open:
            self._open.remove(watched)
        return False

    def _league(self, path: Path) -> LeagueWindow:
        """A shown league window with ``path`` opened in it (a refusal is shown in it)."""
        from chessarbiter.ui.league.window import LeagueWindow

        window = self._keep(LeagueWindow(self.prefs, self))
        window.show()
        window.open_file(path)
        return window

    def _keep(self, window: Window) -> Window:
        self._open.append(window)
        window.installEventFilter(self)
        return window


_WINDOWS: list[Windows] = []  # one per application, alive as long as it is


def open_window(file: str | None, demo: bool, prefs: Prefs,
                demo_folder: Path | None = None) -> MainWindow | LeagueWindow:
    """The shown first window of the program (``chessarbiter gui [FILE] [--demo]``)."""
    windows = Windows(prefs)
    _WINDOWS.append(windows)
    return windows.start(file, demo, demo_folder)
