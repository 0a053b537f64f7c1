"""The league's web pages: valid HTML5 that works offline, linked to one another, names
escaped, and the tables of the made-up round worked out in tests/io/test_league_xlsx.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chessarbiter.io.league_html import league_pages, write_league_site
from tests.io.test_html_site import parse, table_rows, text_of
from tests.io.test_league_xlsx import BYE_TEAM, SNEAKY, season

PAGES = ["index.html", "schedule.html", "round-1.html", "prizes.html"]


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return league_pages(season())


def test_the_site_has_standings_schedule_each_round_and_prizes(pages: dict[str, str]) -> None:
    assert list(pages) == PAGES


@pytest.mark.parametrize("name", PAGES)
def test_every_page_is_valid_offline_html5_linked_to_the_others(pages: dict[str, str],
                                                                name: str) -> None:
    page = parse(pages[name])
    assert page.findtext("./head/title") == f"{page.findtext('.//h2')} – " \
        "Columbus Chess League 2011-12"
    assert not page.findall(".//script") and not page.findall(".//link")
    assert not re.search(r"https?:|//|@import|url\(", pages[name].replace("<!DOCTYPE", ""))
    assert [a.get("href") for a in page.iter("a")] == PAGES
    assert [a.get("href") for a in page.iter("a") if a.get("aria-current")] == [name]
    for table in page.iter("table"):
        assert len({len(row) for row in table.iter("tr")}) == 1
    assert "<Bishops" not in pages[name]  # the team's markup is text, escaped


def test_standings_with_prizes_and_the_team_name_as_typed(pages: dict[str, str]) -> None:
    page = parse(pages["index.html"])
    assert [h.text for h in page.iter("h3")] == ["Section A"]
    rows = table_rows(page)
    assert [r[:5] for r in rows] == [["Place", "Rank", "Team", "MP", "GP"],
                                    ["1", "1", BYE_TEAM, "1", "4"],
                                    ["2", "2", "Rooks", "1", "2½"],
                                    ["3", "3", "Knights", "0", "1½"]]
    assert table_rows(page, 1) == [["Team prizes (rules 26-27)"], [f"Prize 1: {BYE_TEAM}"],
                                   ["Prize 2: Rooks"]]
    key = page.find(".//dl")
    assert key is not None and "H2H" in text_of(key)


def test_a_round_page_has_the_match_and_its_boards(pages: dict[str, str]) -> None:
    page = parse(pages["round-1.html"])
    assert [h.text for h in page.iter("h3")] == ["Section A – 2011-10-16"]
    assert table_rows(page) == [
        ["Board", "White", "Result", "Black", "Match points"],
        ["", "Knights", "1½ – 2½", "Rooks", "0 – 1"],
        ["1", "Adams, Kim", "1 – 0", "Ross, Rae", ""],
        ["2", "Reed, Ray", "½ – ½", "Baker, Kay", ""],
        ["3", "Cole, Ken", "0 – 1", "Rice, Roy", ""],
        ["4", "Rios, Ron", "1 – 0", SNEAKY, ""],
    ]


def test_schedule_and_board_prizes(pages: dict[str, str]) -> None:
    schedule = table_rows(parse(pages["schedule.html"]))
    assert schedule[1:3] == [["1", "2011-10-16", "1", "Knights", "Rooks"],
                             ["1", "2011-10-16", "", BYE_TEAM, "bye"]]
    prizes = table_rows(parse(pages["prizes.html"]))
    assert prizes[1] == ["1", "1", "Adams, Kim", "1", "1", "prize"]


def test_written_as_utf8_files(tmp_path: Path) -> None:
    paths = write_league_site(tmp_path / "site", season())
    assert [p.name for p in paths] == PAGES
    assert "2½" in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
