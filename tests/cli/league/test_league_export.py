"""`export uscf|xlsx|html` on a league season file: the league's report, workbook and site.

Round 1 of the 8-team section (tests/fixtures/league/night_setup.py) on 2011-10-16:
Team 01 – Team 08 played, Team 01 White on boards 1 and 3: 1-0, ½-½, 0-1, 1-0
(Team 08 White on board 4).
Nobody else's lineups are in; an extra game Player 2-5 – Player 3-5 1-0 was played that day.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from dbfread import DBF
from openpyxl import load_workbook

from chessarbiter.cli import main
from tests.cli.conftest import Cli
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup, section_file  # noqa: F401

OCTOBER = ("--from", "2011-10-01", "--to", "2011-10-31")
OFFICIALS = ("--affiliate", "A1234567", "--chief-td", "12345678", "--city", "Columbus",
             "--state", "OH", "--zip", "43215")
# The same officials as season settings.
REMEMBERED = ("--set", "uscf_affiliate_id=A1234567", "--set", "uscf_chief_td_id=12345678",
              "--set", "city=Columbus", "--set", "state=OH", "--set", "zipcode=43215")


def play_october(db: Path) -> None:
    """Round 1 Team 01 – Team 08 and the extra game, into the scheduled section ``db``."""
    def run(*args: str) -> None:
        assert main(["--db", str(db), *args]) == 0, args

    for team, players in (("Team 01", lineup(1, 1, 2, 3, 4)), ("Team 08", lineup(8, 1, 2, 3, 4))):
        run("league", "lineup", "1", team, *players)
    for board, result in enumerate(("1-0", "1/2-1/2", "0-1", "1-0"), start=1):
        run("league", "result", "1", "Team 01", str(board), result)
    run("league", "extra-game", "2011-10-16", uscf(2, 5), uscf(3, 5), "1-0")


@pytest.fixture(scope="module")
def october_file(section_file: Path, tmp_path_factory: pytest.TempPathFactory  # noqa: F811
                 ) -> Path:
    path = tmp_path_factory.mktemp("october") / "season.chessarbiter"
    shutil.copy(section_file, path)
    play_october(path)
    return path


@pytest.fixture
def played(october_file: Path, db_file: Path) -> None:
    shutil.copy(october_file, db_file)


def test_the_month_is_refused_while_matches_lack_lineups(cli: Cli, played: None,
                                                        tmp_path: Path) -> None:
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, *OFFICIALS)
    assert out.code == 1
    # Rounds 1 and 2 share 2011-10-16 (14 rounds on 7 dates): 8 matches, one seated.
    assert out.err.count("the lineups are not both in, so its games are not in the report") == 7
    assert not (tmp_path / "oct").exists()


def test_an_overridden_month_has_the_section_and_the_extra_games(cli: Cli, played: None,
                                                                 tmp_path: Path) -> None:
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, *OFFICIALS,
              "--override", "--json")
    assert out.code == 0, out.err
    sections = [(s["S_SEC_NUM"], s["S_TOT_RNDS"], s["S_LST_PAIR"])
                for s in DBF(tmp_path / "oct" / "TSEXPORT.DBF")]
    assert sections == [("1", "1", "8"), ("2", "1", "2")]
    cells = {(d["D_SEC_NUM"], d["D_MEM_ID"]): (d["D_PAIR_NUM"], d["D_RND01"])
             for d in DBF(tmp_path / "oct" / "TDEXPORT.DBF")}
    # Team 01's players 1-4, then Team 08's 5-8, by board.
    assert cells == {
        ("1", uscf(1, 1)): ("1", "W5W"), ("1", uscf(1, 2)): ("2", "D6B"),
        ("1", uscf(1, 3)): ("3", "L7W"), ("1", uscf(1, 4)): ("4", "L8B"),
        ("1", uscf(8, 1)): ("5", "L1B"), ("1", uscf(8, 2)): ("6", "D2W"),
        ("1", uscf(8, 3)): ("7", "W3B"), ("1", uscf(8, 4)): ("8", "W4W"),
        ("2", uscf(2, 5)): ("1", "W2W"), ("2", uscf(3, 5)): ("2", "L1B"),
    }
    (header,) = DBF(tmp_path / "oct" / "THEXPORT.DBF")
    assert (header["H_TOT_SECT"], header["H_BEG_DATE"], header["H_CITY"]) == (
        "2", "20111016", "Columbus")


def test_missing_officials_are_problems_of_the_checks(cli: Cli, played: None,
                                                     tmp_path: Path) -> None:
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, "--affiliate",
              "A1234567")
    assert out.code == 1
    assert "chief TD ID '' must be the 8-digit US Chess ID" in out.err
    assert "the city is empty" in out.err
    assert "state '' is not a USPS code" in out.err
    assert "ZIP code '' must be 5 digits" in out.err
    assert "affiliate ID" not in out.err
    assert not (tmp_path / "oct").exists()


def test_the_officials_come_from_the_season_settings(cli: Cli, played: None,
                                                     tmp_path: Path) -> None:
    assert cli("league", "settings", *REMEMBERED).code == 0
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, "--override")
    assert out.code == 0, out.err
    (header,) = DBF(tmp_path / "oct" / "THEXPORT.DBF")
    assert (header["H_AFF_ID"], header["H_CTD_ID"], header["H_CITY"], header["H_STATE"],
            header["H_ZIPCODE"]) == ("A1234567", "12345678", "Columbus", "OH", "43215")


def test_an_option_overrides_its_setting_for_one_report(cli: Cli, played: None,
                                                        tmp_path: Path) -> None:
    cli("league", "settings", *REMEMBERED)
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, "--override",
              "--city", "Dublin", "--zip", "43017")
    assert out.code == 0, out.err
    (header,) = DBF(tmp_path / "oct" / "THEXPORT.DBF")
    assert (header["H_CITY"], header["H_ZIPCODE"], header["H_AFF_ID"]) == (
        "Dublin", "43017", "A1234567")
    settings = cli("league", "settings", "--json").data["settings"]
    assert (settings["city"], settings["zipcode"]) == ("Columbus", "43215")


def test_a_wrong_affiliate_is_a_problem_named_as_for_an_event(cli: Cli, played: None,
                                                              tmp_path: Path) -> None:
    options = list(OFFICIALS)
    options[1] = "7911852"
    out = cli("export", "uscf", "-o", str(tmp_path / "oct"), *OCTOBER, *options)
    assert "affiliate ID '7911852' must be A followed by 7 digits" in out.err


def test_no_games_in_the_period(cli: Cli, played: None, tmp_path: Path) -> None:
    out = cli("export", "uscf", "-o", str(tmp_path / "x"), "--from", "2012-04-01", *OFFICIALS)
    assert out.code == 1
    assert "no league game was played from 2012-04-01 to the end" in out.err


def test_excel_and_html_of_the_season(cli: Cli, played: None, tmp_path: Path) -> None:
    out = cli("export", "xlsx", "-o", str(tmp_path / "season.xlsx"))
    assert out.code == 0, out.err
    book = load_workbook(tmp_path / "season.xlsx")
    assert book.sheetnames == ["Standings", "Schedule", "Results", "Board prizes"]
    rows = [[c.value for c in row] for row in book["Standings"].iter_rows()]
    assert [r[2:5] for r in rows if r[2] == "Team 08"] == [["Team 08", 1, 2.5]]

    out = cli("export", "html", "-o", str(tmp_path / "site"), "--json")
    assert out.code == 0, out.err
    assert sorted(Path(f).name for f in out.data["files"]) == [
        "index.html", "prizes.html", "round-1.html", "schedule.html"]
    # The rosters hold phones, e-mail and addresses (tests/fixtures/league/builders.py):
    # none of them, nor a US Chess ID, is published; the players' names are.
    published = "".join(Path(f).read_text(encoding="utf-8") for f in out.data["files"])
    published += "".join(str(c.value) for sheet in book for row in sheet.iter_rows()
                         for c in row)
    assert "Player 1-1" in published
    for private in ("614-555", "example.org", "High St", uscf(1, 1)):
        assert private not in published


def test_a_league_has_no_trf_export(cli: Cli, played: None, tmp_path: Path) -> None:
    out = cli("export", "trf", "-o", str(tmp_path / "x.trf"))
    assert out.code == 1
    assert "a league season has no FIDE TRF export" in out.err
