"""How a window asks for what another kind of window shows: a league season opened from the
championship window, an individual event from the league window, a new season from the start
page. :mod:`chessarbiter.ui.windows` gives every window it opens a switch; a window made
without one (as a test may make it) refuses such a file with a sentence instead."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from chessarbiter.ui.common.feedback import warn


class WindowSwitch(Protocol):
    def open_elsewhere(self, path: Path, replacing: QMainWindow) -> bool:
        """Open ``path`` in a window of its own kind, which takes ``replacing``'s place."""
        ...

    def new_league_season(self, replacing: QMainWindow) -> bool:
        """Ask for a new season; it opens in a league window in ``replacing``'s place."""
        ...


def hand_over(switch: WindowSwitch | None, path: Path, window: QMainWindow) -> bool:
    """``path`` is for the other kind of window: the switch opens it, or (no switch) the
    arbiter is told where it opens."""
    if switch is not None:
        return switch.open_elsewhere(path, window)
    warn(window, QCoreApplication.translate(
        "files", "{0} is for the other window: open it with chessarbiter gui FILE").format(path))
    return False
