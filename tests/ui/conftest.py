"""Fixtures for driving the real window offscreen: private preferences, event files, dialogs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.players import Player
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow

# Made-up entrants (name, FIDE rating); start numbers come from the order of registration.
ENTRANTS = (
    ("Abbott, Rhea", 2405), ("Baptiste, Owen", 2390), ("Chen, Ivy", 2377),
    ("Dorsey, Malik", 2361), ("Eriksen, Sol", 2350), ("Farah, Leila", 2338),
    ("Gómez, Tomás", 2321), ("Hale, Priya", 2307), ("Ibarra, Nico", 2296),
    ("Jankowski, Ewa", 2280), ("Kovač, Luka", 2271), ("Lund, Astrid", 2262),
    ("Mbeki, Thabo", 2250), ("Novák, Jana", 2241), ("Ortiz, Bruno", 2233),
    ("Park, Min-jun", 2224),
)

ModalArm = Callable[[Callable[[QWidget], None]], AbstractContextManager[None]]


@pytest.fixture
def prefs(tmp_path: Path) -> Prefs:
    """Preferences in a private file, so tests never touch the user's own."""
    return Prefs(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: QtBot, prefs: Prefs, tmp_path: Path) -> MainWindow:
    win = MainWindow(prefs, demo_folder=tmp_path / "demo")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    win.windowHandle().requestActivate()  # window shortcuts (Ctrl+Z, Ctrl+PgDown) need it
    qtbot.waitUntil(win.isActiveWindow)
    return win


def make_event_file(path: Path, players: int, *, scheduled: bool = False,
                    preset: str = "us-junior-closed-2015") -> Path:
    """An event file with the first ``players`` entrants, optionally with its schedule made."""
    db = Database.open_file(path)
    try:
        service = EventService(db, create_event(db, "Test Closed", preset))
        for name, rating in ENTRANTS[:players]:
            service.add_player(Player(0, name, fide_rating=rating, federation="USA"))
        if scheduled:
            service.make_schedule()
    finally:
        db.close()
    return path


@pytest.fixture
def event_file(tmp_path: Path) -> Callable[..., Path]:
    def make(players: int = 10, scheduled: bool = False, name: str = "event") -> Path:
        return make_event_file(tmp_path / f"{name}.chessarbiter", players, scheduled=scheduled)

    return make


@pytest.fixture
def modal(qtbot: QtBot) -> ModalArm:
    """``with modal(handler): trigger()`` — ``handler`` gets the dialog that ``trigger`` opens.

    The handler runs from the event loop while the dialog is modal, as a user would act; a
    failure in it closes the dialog and is raised after the trigger returns.
    """

    @contextmanager
    def arm(handler: Callable[[QWidget], None]) -> Iterator[None]:
        errors: list[BaseException] = []
        handled: list[bool] = []

        def fire(tries: int = 0) -> None:
            widget = QApplication.activeModalWidget()
            if widget is None:
                if tries < 200:
                    QTimer.singleShot(10, lambda: fire(tries + 1))
                return
            handled.append(True)
            try:
                handler(widget)
            except BaseException as exc:  # re-raised below, after the dialog is gone
                errors.append(exc)
            if widget.isVisible():
                errors.append(AssertionError(f"{widget.windowTitle()!r} is still open"))
                widget.close()

        active = QApplication.activeWindow()
        QTimer.singleShot(0, fire)
        yield
        if active is not None and active.isVisible() and active.windowHandle() is not None:
            # Offscreen, a closed dialog does not hand activation back as a desktop would.
            active.windowHandle().requestActivate()
            qtbot.waitUntil(active.isActiveWindow)
        if errors:
            raise errors[0]
        assert handled, "no dialog appeared"

    return arm
