"""Every exported sheet prints one page wide: fitted to the page width, landscape when its
columns are wider than a portrait page, the table's header row repeated on each page, the
event's name and the sheet's in the page header.

The workbooks are also opened by LibreOffice (``soffice --headless --convert-to pdf``, a Debian
package scripts/setup installs) and each sheet must come out on one page of the right
orientation; the pages are rendered to out/xlsx-print/ to be looked at.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import replace
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from chessarbiter.core.prizes import PrizeFund, payouts
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.io.league_xlsx import league_workbook
from chessarbiter.io.payout_xlsx import payout_workbook
from chessarbiter.io.xlsx_export import HEADER_ROW, standings_workbook
from tests.io.test_league_xlsx import season
from tests.reports.events import INFO, SIXTEEN, lower_number_wins

OUT = Path(__file__).resolve().parents[2] / "out" / "xlsx-print"


def standings_book() -> bytes:
    t = replace(lower_number_wins(SIXTEEN), cycles=2)  # 16 players, 2 cycles: 32 columns
    standings = compute_standings(t, EventSettings(), ("SB", "WIN"))
    return standings_workbook(t, standings, ("SB", "WIN"), INFO)


def payout_book() -> bytes:
    t = lower_number_wins(SIXTEEN[:6])
    standings = compute_standings(t, EventSettings(), ("SB",))
    return payout_workbook(payouts(standings, PrizeFund((1000, 500)), {}, set()), t, INFO)


def league_book() -> bytes:
    return league_workbook(season())


BOOKS: dict[str, tuple[Callable[[], bytes], dict[str, str], int]] = {
    # workbook: (maker, sheet → orientation, the header row repeated)
    "standings": (standings_book, {"Standings": "portrait", "Crosstable": "landscape"},
                  HEADER_ROW),
    "payouts": (payout_book, {"Payouts": "landscape"}, HEADER_ROW),
    "league": (league_book, {"Standings": "portrait", "Schedule": "portrait",
                             "Results": "portrait", "Board prizes": "portrait"},
               HEADER_ROW + 1),  # under the section's name
}


@pytest.mark.parametrize("name", BOOKS)
def test_every_sheet_is_set_to_print_one_page_wide(name: str) -> None:
    make, orientations, header_row = BOOKS[name]
    book = load_workbook(BytesIO(make()))
    assert book.sheetnames == list(orientations)
    title = "Columbus Chess League 2011-12" if name == "league" else INFO.name
    for sheet in book.worksheets:
        setup: Any = sheet.page_setup
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert (setup.fitToWidth, setup.fitToHeight) == (1, 0)
        assert setup.orientation == orientations[sheet.title], sheet.title
        assert sheet.print_title_rows == f"${header_row}:${header_row}"
        assert sheet.oddHeader.center.text == f"{title} – &A"
        assert sheet.oddFooter.center.text == "&P / &N"


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Path]]:
    folder = tmp_path_factory.mktemp("xlsx-print")
    for name, (make, _, _) in BOOKS.items():
        (folder / f"{name}.xlsx").write_bytes(make())
    profile = (folder / "profile").as_uri()  # LibreOffice's settings, away from the user's
    subprocess.run(
        [_soffice(), f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf",
         "--outdir", str(folder), *(str(folder / f"{name}.xlsx") for name in BOOKS)],
        check=True, capture_output=True, timeout=300)
    yield {name: folder / f"{name}.pdf" for name in BOOKS}


def _soffice() -> str:
    found = shutil.which("soffice")
    assert found is not None, "LibreOffice Calc is missing: run scripts/setup"
    return found


@pytest.mark.parametrize("name", BOOKS)
def test_libreoffice_prints_each_sheet_on_one_page(pdfs: dict[str, Path], name: str) -> None:
    orientations = list(BOOKS[name][1].values())
    info = subprocess.run(["pdfinfo", "-f", "1", "-l", "99", str(pdfs[name])], check=True,
                          capture_output=True, text=True).stdout
    sizes = [line.split(":", 1)[1].split("pts")[0].split(" x ")
             for line in info.splitlines() if line.startswith("Page") and "size" in line]
    assert len(sizes) == len(orientations)  # one page a sheet: nothing spilt sideways
    for (width, height), orientation in zip(sizes, orientations, strict=True):
        assert (float(width) > float(height)) == (orientation == "landscape")
    OUT.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdfs[name]), str(OUT / name)],
                   check=True)
