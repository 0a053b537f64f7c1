"""Print buttons: one click writes the PDF into printouts/ beside the event file and opens it.

The viewer is QDesktopServices.openUrl, patched to record what it was asked to open.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.conftest import ENTRANTS, ModalArm
from tests.ui.dialogs import read_into

NAMES = [name for name, _rating in ENTRANTS]


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files the viewer was asked to open."""
    seen: list[Path] = []

    def open_url(url: QUrl) -> bool:
        seen.append(Path(url.toLocalFile()))
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return seen


def pdf_lines(path: Path) -> list[str]:
    reader = pypdf.PdfReader(path)
    return [line for page in reader.pages for line in page.extract_text().splitlines()]


def page_size(path: Path) -> tuple[float, float]:
    box = pypdf.PdfReader(path).pages[0].mediabox
    return float(box.width), float(box.height)


def test_the_pairings_button_prints_the_round_on_screen(
    window: MainWindow, event_file: Callable[..., Path], opened: list[Path]
) -> None:
    path = event_file(10, scheduled=True)
    window.open_file(path)
    window.tabs.setCurrentWidget(window.pairings_tab)
    window.pairings_tab.round_box.setCurrentIndex(1)  # round 2
    assert window.pairings_tab.print_button.isEnabled()
    window.pairings_tab.print_button.click()

    pdf = path.parent / "printouts" / "event-pairings-round-2.pdf"
    assert opened == [pdf]
    # FIDE Berger table, 10 players, round 2: 10-6, 7-5, 8-4, 9-3, 1-2 (start numbers are the
    # order of registration here, as no lots were drawn).
    berger = [10, 6, 7, 5, 8, 4, 9, 3, 1, 2]
    shown = [line for line in pdf_lines(pdf) if line in NAMES]
    assert shown == [NAMES[n - 1] for n in berger]
    assert "Pairings – round 2" in pdf_lines(pdf)
    assert str(pdf) in window.statusBar().currentMessage()
    assert window.printing.pairings.text() == "Pairing sheet, round 2"


def test_paper_and_orientation_come_from_the_preferences(
    window: MainWindow, prefs: Prefs, event_file: Callable[..., Path], opened: list[Path]
) -> None:
    window.open_file(event_file(6, scheduled=True))
    window.printing.standings.trigger()
    assert page_size(opened[-1]) == pytest.approx((595.28, 841.89), abs=0.1)  # A4 portrait
    prefs.set_paper_size("Letter")
    window.printing.standings.trigger()
    assert page_size(opened[-1]) == pytest.approx((612, 792))  # US Letter: 8½ × 11 inches
    prefs.set_print_orientation("landscape")
    window.printing.standings.trigger()
    assert page_size(opened[-1]) == pytest.approx((792, 612))
    orientation = next(a.menu() for a in window.printing.menu.actions()
                       if a.menu() is not None)
    portrait = next(a for a in orientation.actions() if a.text() == "Always portrait")
    portrait.trigger()
    assert prefs.print_orientation() == "portrait"
    window.printing.crosstable.trigger()  # a wide chart, held to portrait by the preference
    width, height = page_size(opened[-1])
    assert width < height


def test_each_tab_offers_its_documents(
    window: MainWindow, event_file: Callable[..., Path], opened: list[Path]
) -> None:
    path = event_file(4, scheduled=True)
    window.open_file(path)
    players_menu = window.players_tab.print_button.menu()
    assert [a.text() for a in players_menu.actions()] == [
        "Player list, alphabetical", "Player list by start number", "Blank wall chart"]
    for action in players_menu.actions():
        action.trigger()
    window.standings_tab.print_button.click()
    window.standings_tab.print_button.menu().actions()[1].trigger()
    folder = path.parent / "printouts"
    assert [p.name for p in opened] == [
        "event-players-by-name.pdf", "event-players-by-number.pdf", "event-blank-chart.pdf",
        "event-standings.pdf", "event-crosstable.pdf"]
    assert all(p.parent == folder and p.read_bytes().startswith(b"%PDF") for p in opened)
    by_number = [line for line in pdf_lines(folder / "event-players-by-number.pdf")
                 if line in NAMES]
    by_name = [line for line in pdf_lines(folder / "event-players-by-name.pdf")
               if line in NAMES]
    assert by_number == NAMES[:4]  # registration order is start order here
    assert by_name == sorted(NAMES[:4])


def test_a_sheet_held_open_gets_a_new_name_instead_of_failing(
    window: MainWindow, event_file: Callable[..., Path], opened: list[Path]
) -> None:
    path = event_file(4, scheduled=True)
    window.open_file(path)
    held = path.parent / "printouts" / "event-standings.pdf"
    held.mkdir(parents=True)  # cannot be replaced, as a PDF a Windows viewer keeps open
    window.standings_tab.print_button.click()
    assert len(opened) == 1 and opened[0] != held
    assert opened[0].name.startswith("event-standings-") and opened[0].suffix == ".pdf"
    assert opened[0].read_bytes().startswith(b"%PDF")


def test_without_a_viewer_the_arbiter_is_told_where_the_file_is(
    window: MainWindow, event_file: Callable[..., Path], modal: ModalArm,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = event_file(4, scheduled=True)
    window.open_file(path)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda _url: False)
    texts: list[str] = []

    with modal(read_into(texts)):
        window.printing.standings.trigger()
    assert str(path.parent / "printouts" / "event-standings.pdf") in texts[0]


def test_printing_follows_the_event(
    window: MainWindow, event_file: Callable[..., Path], opened: list[Path]
) -> None:
    assert not window.players_tab.print_button.isEnabled()
    assert not any(a.isEnabled() for a in window.printing.menu.actions() if a.menu() is None
                   and a.text())
    path = event_file(4)
    window.open_file(path)  # no schedule yet: no pairings to print
    assert window.players_tab.print_button.isEnabled()
    assert not window.pairings_tab.print_button.isEnabled()
    window.players_tab.schedule_action.trigger()
    assert window.pairings_tab.print_button.isEnabled()
    # From the File menu on another tab: the Pairings tab comes forward with the round printed.
    window.printing.pairings.trigger()
    assert window.tabs.currentWidget() is window.pairings_tab
    assert window.printing.pairings.text() == "Pairing sheet, round 1"
    assert opened == [path.parent / "printouts" / "event-pairings-round-1.pdf"]
