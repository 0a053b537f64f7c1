"""The static website: every page is well-formed HTML5 (html5lib in strict mode, the WHATWG
parsing algorithm), text is escaped, nothing is loaded from elsewhere, no private data is
published, and the tables hold what the games say."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from datetime import date
from pathlib import Path

import html5lib
import pytest

from chessarbiter.core.boards import EventBoards, event_boards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.io.html_site import site_pages, write_site
from tests.io.test_uscf_events import FIVE
from tests.io.test_xlsx_export import (
    CHAIN,
    CROSSTABLE,
    EVENT,
    NAMES,
    STANDINGS,
    annulled_event,
)
from tests.reports.events import EARLY_WITHDRAWAL, EARLY_WITHDRAWAL_RESULTS, numbered

PAGES = ["index.html", "crosstable.html", *(f"round-{r}.html" for r in range(1, 6))]
MARKUP = '<b>Smith & "Co"</b><script>alert(1)</script>'


def boards(t: Tournament) -> EventBoards:
    return event_boards(t, EventSettings())


def parse(text: str) -> ET.Element:
    """Raises html5lib's ParseError on anything the HTML5 parsing rules call an error."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(text)  # type: ignore[no-any-return]


def text_of(element: ET.Element) -> str:
    return "".join(element.itertext())


def table_rows(page: ET.Element, index: int = 0) -> list[list[str]]:
    table = page.findall(".//table")[index]
    return [[text_of(cell) for cell in row] for row in table.iter("tr")]


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return site_pages(boards(FIVE), STANDINGS, CHAIN, EVENT)


def test_the_site_has_standings_crosstable_and_every_round(pages: dict[str, str]) -> None:
    assert list(pages) == PAGES


@pytest.mark.parametrize("name", PAGES)
def test_every_page_is_valid_html5_that_works_offline(pages: dict[str, str], name: str) -> None:
    page = parse(pages[name])
    assert page.get("lang") == "en"
    assert page.find("./head/meta[@charset='utf-8']") is not None
    assert page.findtext("./head/title") == f"{page.findtext('.//h2')} – {EVENT.name}"
    assert not page.findall(".//script") and not page.findall(".//link")
    assert not page.findall(".//img") and not page.findall(".//iframe")
    assert not re.search(r"https?:|//|@import|url\(", pages[name].replace("<!DOCTYPE", ""))
    links = [a.get("href") for a in page.iter("a")]
    assert links == PAGES  # the navigation reaches every page and nothing else
    current = [a.get("href") for a in page.iter("a") if a.get("aria-current") == "page"]
    assert current == [name]
    for table in page.iter("table"):
        widths = {len(row) for row in table.iter("tr")}
        assert len(widths) == 1, f"{name}: rows of different widths {widths}"


def test_standings_page(pages: dict[str, str]) -> None:
    page = parse(pages["index.html"])
    assert page.findtext(".//h1") == "Reno Spring Round Robin 2026"
    assert page.findtext(".//p[@class='meta']") == "Reno, NV · 2026-03-14 – 2026-03-16"
    assert table_rows(page) == [
        ["Rank", "No.", "Name", "US Chess", "Pts", "SB"],
        ["1", "2", NAMES[2], "1850", "2½", "4½"],
        ["2", "1", NAMES[1], "2105", "2", "3"],
        ["3", "5", NAMES[5], "987", "2", "2½"],
        ["4", "3", NAMES[3], "", "1½", "3"],
        ["5", "4", NAMES[4], "1500", "1", "2"],
    ]
    assert [text_of(e) for e in page.iter("dt")] == ["SB"]
    assert [text_of(e) for e in page.iter("dd")] == ["Sonneborn-Berger"]


def number(value: str | float | int) -> str:
    """The crosstable fixture's points and ranks as the web page writes them (½ for .5)."""
    if isinstance(value, str):
        return value
    return f"{int(value) if value >= 1 else ''}{'½' if value % 1 else ''}"


def test_crosstable_page(pages: dict[str, str]) -> None:
    page = parse(pages["crosstable.html"])
    table = table_rows(page)
    assert table[0] == ["No.", "Name", "US Chess", "1", "2", "3", "4", "5", "Bye", "Pts", "Rank"]
    for k in range(1, 6):
        assert table[k][:2] == [str(k), NAMES[k]]
        assert table[k][3:] == [number(v) for v in CROSSTABLE[k]]
    shaded = [[i for i, td in enumerate(tr) if td.get("class") == "self"]
              for tr in page.findall(".//tbody/tr")]
    assert shaded == [[3], [4], [5], [6], [7]]  # the diagonal, after No., Name, Rtg


def test_round_pages(pages: dict[str, str]) -> None:
    # Round 3 of FIVE: 3-1 double forfeit, 4-5 0-1, no. 2 has the free round.
    page = parse(pages["round-3.html"])
    assert table_rows(page, 0) == [
        ["Bd", "No.", "White", "US Chess", "Result", "No.", "Black", "US Chess"],
        ["1", "3", NAMES[3], "", "\u2212 : \u2212", "1", NAMES[1], "2105"],
        ["2", "4", NAMES[4], "1500", "0 – 1", "5", NAMES[5], "987"],
    ]
    assert table_rows(page, 1)[1] == ["2", NAMES[2], "1850", "free round"]
    assert table_rows(parse(pages["round-2.html"]), 0)[1][4] == "+ : \u2212"


def test_results_not_yet_in_are_blank_and_progress_says_so() -> None:
    games = tuple(replace(g, result=None) if g.round == 5 else g for g in FIVE.games)
    t = replace(FIVE, games=games)
    page = parse(site_pages(boards(t), STANDINGS, CHAIN, EVENT)["round-5.html"])
    assert page.findtext(".//p[@class='progress']") == "After round 4 of 5"
    assert [row[4] for row in table_rows(page)[1:]] == ["", ""]


def test_the_strict_parser_rejects_broken_html() -> None:
    with pytest.raises(html5lib.html5parser.ParseError):
        parse("<title>no doctype</title>")
    with pytest.raises(html5lib.html5parser.ParseError):
        parse("<!DOCTYPE html><title>t</title><table><tr><td>a</td></tr></tabel>")


def test_text_is_escaped_not_interpreted() -> None:
    t = replace(FIVE, players=tuple(replace(p, name=MARKUP) if p.start_no == 3 else p
                                    for p in FIVE.players))
    standings = [replace(s, name=MARKUP) if s.start_no == 3 else s for s in STANDINGS]
    info = replace(EVENT, name="Open <i>2026</i> & more", site="$meta ${event}")
    for name, html in site_pages(boards(t), standings, CHAIN, info).items():
        page = parse(html)
        assert not page.findall(".//script") and not page.findall(".//b"), name
        assert not page.findall(".//i")
        assert page.findtext(".//h1") == "Open <i>2026</i> & more"
        assert (page.findtext(".//p[@class='meta']") or "").startswith("$meta ${event}")
        assert "&lt;b&gt;Smith &amp; &quot;Co&quot;&lt;/b&gt;&lt;script&gt;" in html
        assert MARKUP in [text_of(td) for td in page.iter("td")], name  # no. 3 is on every page


def test_no_private_data_is_published() -> None:
    private = replace(FIVE.players[0], fide_id="4100018", birth_date=date(1990, 5, 17),
                      uscf_expiry=date(2027, 1, 31), sex="m")
    t: Tournament = replace(FIVE, players=(private, *FIVE.players[1:]))
    for html in site_pages(boards(t), STANDINGS, CHAIN, EVENT).values():
        for secret in ("4100018", "12345678", "1990", "2027", "00123456"):
            assert secret not in html


def test_write_site_saves_the_pages_as_utf8(tmp_path: Path, pages: dict[str, str]) -> None:
    target = tmp_path / "site"
    written = write_site(target, boards(FIVE), STANDINGS, CHAIN, EVENT)
    assert [p.name for p in written] == PAGES
    assert {p.name: p.read_bytes().decode("utf-8") for p in written} == pages


def test_an_annulled_player_keeps_a_row_marked_wd() -> None:
    t, standings = annulled_event()
    pages = site_pages(boards(t), standings, CHAIN, replace(EVENT, rating_shown="fide"))
    name = numbered(10)[EARLY_WITHDRAWAL - 1]
    index = parse(pages["index.html"])
    table = table_rows(index)
    assert table[0] == ["Rank", "No.", "Title", "Name", "FIDE", "Fed", "Pts", "SB"]
    # Hand-worked ranks, points and SB (EARLY_WITHDRAWAL_RESULTS), in rank order, then no. 4.
    by_rank = sorted(EARLY_WITHDRAWAL_RESULTS.items(), key=lambda item: item[1][1])
    assert [(line[0], line[1], line[6], line[7]) for line in table[1:10]] == [
        (str(rank), str(k), str(int(points)), str(int(sb))) for k, (points, rank, sb) in by_rank]
    assert table[10] == ["wd", "4", "", name, "2560", "NOR", "", ""]
    assert "wd" in [text_of(e) for e in index.iter("dt")]

    cross = parse(pages["crosstable.html"])
    grid = table_rows(cross)
    assert grid[EARLY_WITHDRAWAL][:4] == ["4", "", name, "2560"]
    assert grid[EARLY_WITHDRAWAL][-2:] == ["", "wd"]
    assert not any(grid[EARLY_WITHDRAWAL][5:-2])  # no game left to show
    for k, (points, rank, _sb) in EARLY_WITHDRAWAL_RESULTS.items():
        assert grid[k][-2:] == [str(int(points)), str(rank)]
        assert sum(1 for cell in grid[k][5:-2] if cell) == 8  # nine rounds less no. 4's game
    keys = dict(zip([text_of(e) for e in cross.iter("dt")], [text_of(e) for e in cross.iter("dd")],
                    strict=True))
    assert keys["wd"] == "withdrew: results annulled, not ranked"


def test_columns_nobody_has_a_value_for_are_left_out() -> None:
    t = replace(FIVE, players=tuple(replace(p, uscf_rating=None) for p in FIVE.players))
    table = table_rows(parse(site_pages(boards(t), STANDINGS, CHAIN, EVENT)["index.html"]))
    assert table[:2] == [["Rank", "No.", "Name", "Pts", "SB"], ["1", "2", NAMES[2], "2½", "4½"]]


def test_the_site_loads_neither_the_pdf_nor_the_spreadsheet_library() -> None:
    code = ("import sys, chessarbiter.io.html_site; "
            "print(sorted({'reportlab', 'openpyxl'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
