"""What every printout shares: paper and orientation, heading and footer, determinism."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from io import BytesIO
from typing import Literal

import pytest
from pypdf import PdfReader

from chessarbiter.core.boards import event_boards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports import (
    EventInfo,
    PrintOptions,
    blank_chart,
    crosstable,
    pairing_sheet,
    player_list,
    standings_sheet,
)
from tests.reports.events import AT, INFO, SIXTEEN, lower_number_wins, numbered
from tests.reports.pdftext import rows

Document = Callable[[Tournament, EventInfo, PrintOptions], bytes]
CHAIN = ("DE", "SB")


def _cross(t: Tournament, info: EventInfo, opts: PrintOptions) -> bytes:
    return crosstable(t, compute_standings(t, EventSettings(), CHAIN), CHAIN, info, opts)


def _standings(t: Tournament, info: EventInfo, opts: PrintOptions) -> bytes:
    return standings_sheet(t, compute_standings(t, EventSettings(), CHAIN), CHAIN, info, opts)


def _pairings(t: Tournament, info: EventInfo, opts: PrintOptions) -> bytes:
    return pairing_sheet(event_boards(t, EventSettings()), 1, info, opts)


DOCUMENTS: dict[str, tuple[Document, bool]] = {  # name → (printout, landscape by nature)
    "crosstable": (_cross, True),
    "blank chart": (blank_chart, True),
    "standings": (_standings, False),
    "pairings": (_pairings, False),
    "players": (player_list, False),
}
# Points: A4 is 210 × 297 mm, US Letter 8½ × 11 in.
PAPER: dict[Literal["a4", "letter"], tuple[float, float]] = {
    "a4": (595.28, 841.89), "letter": (612.0, 792.0)}


def _page_size(pdf: bytes) -> tuple[float, float]:
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    return float(box.width), float(box.height)


@pytest.mark.parametrize("name", DOCUMENTS)
@pytest.mark.parametrize("paper", PAPER)
def test_paper_and_natural_orientation(name: str, paper: Literal["a4", "letter"]) -> None:
    make, landscape = DOCUMENTS[name]
    short, long = PAPER[paper]
    pdf = make(lower_number_wins(SIXTEEN), INFO, PrintOptions(paper=paper, printed_at=AT))
    width, height = _page_size(pdf)
    assert (width, height) == pytest.approx((long, short) if landscape else (short, long), abs=0.01)


@pytest.mark.parametrize("name", DOCUMENTS)
def test_orientation_can_be_forced(name: str) -> None:
    make, landscape = DOCUMENTS[name]
    pdf = make(lower_number_wins(SIXTEEN), INFO, PrintOptions(landscape=not landscape,
                                                              printed_at=AT))
    width, height = _page_size(pdf)
    assert (width > height) is (not landscape)


@pytest.mark.parametrize("name", DOCUMENTS)
def test_same_input_same_bytes_and_the_print_time_is_injected(name: str) -> None:
    make, _ = DOCUMENTS[name]
    t = lower_number_wins(SIXTEEN)
    first = make(t, INFO, PrintOptions(printed_at=AT))
    assert make(t, INFO, PrintOptions(printed_at=AT)) == first
    later = make(t, INFO, PrintOptions(printed_at=datetime(2026, 3, 15, 17, 5)))
    assert later != first
    assert "Printed 2026-03-15 17:05" in rows(later)[0][-1]
    metadata = PdfReader(BytesIO(later)).metadata
    assert metadata is not None and str(metadata["/CreationDate"]).startswith("D:20260315170500")


@pytest.mark.parametrize("name", DOCUMENTS)
def test_heading_and_footer_on_every_page(name: str) -> None:
    make, _ = DOCUMENTS[name]
    info = EventInfo("Open <A> & B", site="Łódź", start_date="1 May", end_date="9 May",
                     arbiter="Ørjan Ødegård")
    pages = rows(make(lower_number_wins(numbered(100)), info, PrintOptions(printed_at=AT)))
    assert len(pages) >= 2
    for number, page in enumerate(pages, start=1):
        assert page[0][0] == "Open <A> & B"
        assert page[1][0] == "Łódź  ·  1 May – 9 May"
        assert page[-1] == ["Arbiter: Ørjan Ødegård", "Printed 2026-03-14 09:30",
                            f"Page {number} of {len(pages)}"]


def test_a_long_event_name_is_shortened_not_drawn_over_the_title() -> None:
    info = EventInfo("International Open Championship of the Very Long Name Chess Club " * 3)
    heading = rows(player_list(lower_number_wins(SIXTEEN), info, PrintOptions(printed_at=AT)))
    name, title = heading[0][0][0], heading[0][0][1]
    assert name.endswith("…") and title == "Players"
