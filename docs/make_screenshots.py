"""Regenerate every picture of the user guide from the real program, in one command:

    .venv/bin/python docs/make_screenshots.py

The events are built through the command line the guide teaches (fixed seeds, fixed results),
then the real main window is opened offscreen at 1280×720 (the smallest laptop screen the
program is made for) and each tab and dialog is grabbed;
printouts are rendered by the print service and their first page turned into a PNG by
``pdftoppm``. Every tab the window has when this runs is grabbed, so a new tab shows up in
``docs/images/`` (as ``tab-<name>.png``) without touching this script.
"""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from unittest import mock

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QImageWriter
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from chessarbiter.cli.parser import main as cli_main
from chessarbiter.core.incidents import IncidentKind
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.reports.options import PrintOptions
from chessarbiter.services.demo import create_demo
from chessarbiter.services.events import EventService
from chessarbiter.services.printing import DOCUMENTS, render_document
from chessarbiter.ui.app import application
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEventWizard
from chessarbiter.ui.event.settings_dialog import SettingsDialog

IMAGES = Path(__file__).resolve().parent / "images"
# A fixed folder, so the path in the status bar is the same on every run.
WORK = Path(tempfile.gettempdir()) / "chessarbiter-guide"
WINDOW_SIZE = (1280, 720)
PRINTED_AT = datetime(2026, 7, 12, 18, 30)
OPEN_ROUND = 5  # the demo has rounds 1-4 played

# A six-player closed where start numbers 1-3 draw each other and beat everyone else:
# three tied on 4 points after the last round, so the play-off has a semi-final and a final.
TIED_FIELD = ("Ames, Dana", "Bell, Omar", "Cruz, Ines", "Diaz, Paul", "Egan, Rosa", "Fox, Ian")
TIED = {1, 2, 3}
# Round 5 of the demo: a late arrival, a phone that rang, a draw offered too early.
INCIDENTS = (
    "incident add --round 5 --board 2 --start-no 9 --kind late --minutes-late 12 --at 14:12",
    "incident add --round 5 --board 4 --start-no 3 --kind device --noise --remaining 38:20"
    " --at 15:05",
    "incident add --round 5 --board 1 --start-no 1 --kind draw --move 22 --at 15:40",
    "incident decide 1 --decision suggested",
)


@dataclass(frozen=True)
class Events:
    demo: Path
    demo_event: int
    incidents: Path
    playoff: Path


def cli(db: Path, command: str) -> str:
    """Run one ``chessarbiter`` command in this process, as a director would type it."""
    out = io.StringIO()
    with redirect_stdout(out):
        status = cli_main(["--db", str(db), *shlex.split(command)])
    if status != 0:
        raise SystemExit(f"chessarbiter {command!r} failed with status {status}")
    return out.getvalue()


def build_events() -> Events:
    if WORK.exists():
        shutil.rmtree(WORK)
    WORK.mkdir(parents=True)
    demo = WORK / "Demo Junior Championship.chessarbiter"
    demo_event = create_demo(demo)
    incidents = WORK / "Junior Championship, round 5.chessarbiter"
    create_demo(incidents)
    cli(incidents, "settings --set prize_amounts=1000,600,400")
    for command in INCIDENTS:
        cli(incidents, command)
    playoff = WORK / "Spring Closed.chessarbiter"
    build_tied_closed(playoff)
    play_part_of_playoff(playoff)
    return Events(demo, demo_event, incidents, playoff)


def build_tied_closed(db: Path) -> None:
    cli(db, 'new-event --preset us-junior-closed-2015 --name "Spring Closed" --site Columbus'
            ' --start-date 2026-04-04 --end-date 2026-04-06 --arbiter "Demo Arbiter"')
    for number, name in enumerate(TIED_FIELD):
        cli(db, f'add-player --name "{name}" --rating {2350 - 25 * number}')
    cli(db, "draw-lots --seed 5")
    cli(db, "pair")
    schedule = json.loads(cli(db, "pairings --all --json"))
    for rnd in schedule["rounds"]:
        for game in rnd["pairings"]:
            white_top, black_top = game["white"] in TIED, game["black"] in TIED
            result = "1/2-1/2" if white_top == black_top else "1-0" if white_top else "0-1"
            cli(db, f"result --round {rnd['round']} --board {game['board']} {result}")


def play_part_of_playoff(db: Path) -> None:
    """The Armageddon semi-final decided (the low bidder takes Black and draws, so advances),
    the final's first game played: the bracket shows every kind of step."""
    plan = json.loads(cli(db, "playoff start --json"))
    low, high = plan["steps"][0]["players"]
    for command in (f"playoff bid semi-final {low} 8:30", f"playoff bid semi-final {high} 9:15",
                    f"playoff colour semi-final {low} black", "playoff result semi-final 1/2-1/2",
                    "playoff lot final --seed 11", "playoff result final 1-0"):
        cli(db, command)


# --- the window ------------------------------------------------------------------------------
def save(widget: QWidget, name: str) -> None:
    QApplication.processEvents()
    image = widget.grab().toImage()
    writer = QImageWriter(str(IMAGES / f"{name}.png"), b"png")
    writer.setQuality(0)  # for PNG: the strongest compression, the smallest file
    if not writer.write(image):
        raise SystemExit(f"could not write {name}.png: {writer.errorString()}")
    print(f"docs/images/{name}.png")


def slug(title: str) -> str:
    """``Pairings && &Results`` → ``pairings-results``: the tab's title without accelerators."""
    return re.sub(r"[^a-z]+", "-", title.replace("&", "").lower()).strip("-")


@contextmanager
def main_window() -> Iterator[MainWindow]:
    prefs = Prefs(QSettings(str(WORK / "prefs.ini"), QSettings.Format.IniFormat))
    window = MainWindow(prefs, demo_folder=WORK / "demo")
    window.resize(*WINDOW_SIZE)
    window.show()
    try:
        yield window
    finally:
        window.close()
        window.deleteLater()


def shoot_window(events: Events) -> None:
    with main_window() as window:
        save(window, "welcome")
        shoot_wizard(window)
        window.open_file(events.incidents)
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            save(window, f"tab-{slug(window.tabs.tabText(index))}")
        shoot_clocks(window)
        shoot_menus(window)
        shoot_settings(window)
        window.open_file(events.playoff)
        window.tabs.setCurrentWidget(window.playoffs_tab)
        save(window, "playoff")
        window.tabs.setCurrentWidget(window.standings_tab)
        save(window, "standings-tie")
        correct_below_the_top(window)
        save(window, "standings-out-of-date")


def correct_below_the_top(window: MainWindow) -> None:
    """A late correction after the play-off started: 4-5 was a draw, White won. Who is tied
    stays the same, the play-off is out of date and the banner asks to keep or redo it."""
    document = window.document
    if document is None:
        raise SystemExit("the play-off event is not open")
    service = document.service
    game = next(g for g in service.tournament().games if {g.white, g.black} == {4, 5})
    service.set_result(game.round, game.board, Result.WHITE_WINS)
    document.refresh()


def shoot_wizard(window: MainWindow) -> None:
    wizard = NewEventWizard(WORK, window)
    wizard.show()
    save(wizard, "new-event")
    wizard.next()
    wizard.details_page.name.setText("Spring Closed")
    save(wizard, "new-event-details")
    wizard.close()


def shoot_clocks(window: MainWindow) -> None:
    tab = window.clocks_tab
    window.tabs.setCurrentWidget(tab)
    tab.pages.setCurrentWidget(tab.prizes)
    save(tab.prizes, "prizes")
    tab.pages.setCurrentWidget(tab.incidents)
    device = tab.incidents.record_dialog(IncidentKind.DEVICE)
    device.show()
    save(device, "incident-device")
    device.close()
    tab.incidents.select(2)
    decide = tab.incidents.decide_dialog()
    if decide is None:
        raise SystemExit("the device incident was not found to decide")
    decide.show()
    save(decide, "incident-decide")
    decide.close()


def shoot_menus(window: MainWindow) -> None:
    for menu, name in ((window.printing.menu, "print-menu"), (window.exports.menu, "export-menu")):
        shoot_menu(window, menu, name)


def shoot_menu(window: MainWindow, menu: QMenu, name: str) -> None:
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    save(menu, name)
    menu.hide()


def shoot_settings(window: MainWindow) -> None:
    document = window.document
    assert document is not None, "the event was opened just before"
    state = document.state
    dialog = SettingsDialog(state.settings, state.header, state.scheduled,
                            lambda _settings, _header: None, window)
    dialog.show()
    for page in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(page)
        save(dialog, f"settings-{slug(dialog.tabs.tabText(page))}")
    dialog.close()


# --- printouts --------------------------------------------------------------------------------
def shoot_printouts(event: Path, event_id: int) -> None:
    """First page of each printout at 60 dpi; the print time is pinned so reruns match."""
    database = Database.open_file(event)
    try:
        service = EventService(database, event_id)
        with mock.patch.object(PrintOptions, "print_time", lambda _self: PRINTED_AT):
            for document in DOCUMENTS:
                pdf = WORK / f"{document}.pdf"
                rnd = OPEN_ROUND if document == "pairings" else None
                pdf.write_bytes(render_document(service, document, rnd=rnd))
                target = IMAGES / f"print-{document}"
                subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1",
                                "-singlefile", str(pdf), str(target)], check=True)
                print(f"docs/images/print-{document}.png")
    finally:
        database.close()


def main() -> int:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm is missing: run scripts/setup (it installs poppler-utils)",
              file=sys.stderr)
        return 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # read when the app starts
    IMAGES.mkdir(exist_ok=True)
    for old in IMAGES.glob("tab-*.png"):
        old.unlink()  # a tab that went away must not leave its picture behind (the Swiss
        # pictures are taken by tests/ui/event/test_swiss_window.py and stay)
    app = application()
    events = build_events()
    shoot_window(events)
    shoot_printouts(events.demo, events.demo_event)
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
