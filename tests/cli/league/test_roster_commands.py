"""Teams from roster workbooks (rules 9-12), their registration (rule 11) and the template;
a broken or refused roster changes nothing in the event file."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import openpyxl
import pytest

from chessarbiter.core.league.roster_form import FormRow as Row
from chessarbiter.core.league.teams import Role
from chessarbiter.io.roster import read_roster
from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import (
    BEFORE_DEADLINE,
    SEASON,
    member,
    roster_file,
    team_rows,
    uscf,
)


@pytest.fixture
def season(cli: Cli) -> None:
    assert cli("league", "new", "--set", "entry_fee=40").code == 0


def rated(team: int, ratings: list[int | None]) -> list[Row]:
    rows = team_rows(team, len(ratings))
    return [Row(r.member, r.role, rating) for r, rating in zip(rows, ratings, strict=True)]


def test_a_roster_makes_a_team_with_its_captain_and_ratings(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    path = roster_file(tmp_path, "Knights", rated(1, [1850, None, 2010, 1700, 1620]))
    team = cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE, "--json").data
    # rule 5, by hand: the four highest rated (2010, 1850, 1700, 1620) average 1795; the
    # unrated member is left out
    assert team == {
        "name": "Knights", "rating": 1795.0, "size": 5, "captain": uscf(1, 1),
        "alternates": [uscf(1, 2)],
        "registration": {"roster": BEFORE_DEADLINE, "fee": None, "deposit": None},
        "entered": False,
        "problems": ["rule 11: the $40 entry fee has not been received",
                     "rule 11: the $50 deposit has not been received"],
    }
    roster = cli("league", "roster", "Knights", "--json").data
    assert [(p["uscf_id"], p["role"], p["rating"], p["rating_source"])
            for p in roster["players"]] == [
        (uscf(1, 1), "captain", 1850, "entered"), (uscf(1, 2), "alternate", None, "entered"),
        (uscf(1, 3), "player", 2010, "entered"), (uscf(1, 4), "player", 1700, "entered"),
        (uscf(1, 5), "player", 1620, "entered")]
    assert roster["players"][0]["email"] == "p1x1@example.org"
    (registration,) = roster["log"]
    assert registration["added"] == [uscf(1, p) for p in range(1, 6)]
    assert registration["on"] == BEFORE_DEADLINE and registration["approval"] is None


def test_registration_is_complete_with_fee_and_deposit_in_time(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(1))),
        "--on", BEFORE_DEADLINE)
    paid = cli("league", "register", "Knights", "--fee", "--on", "2011-09-28", "--json").data
    assert paid["problems"] == ["rule 11: the $50 deposit has not been received"]
    late = cli("league", "register", "Knights", "--deposit", "--on", "2011-10-05", "--json").data
    assert late["registration"] == {"roster": BEFORE_DEADLINE, "fee": "2011-09-28",
                                    "deposit": "2011-10-05"}
    assert late["problems"] == ["rule 11: the $50 deposit arrived 2011-10-05, after the "
                                "registration deadline 2011-10-02"]
    on_time = cli("league", "register", "Knights", "--deposit", "--on", "2011-10-01", "--json")
    assert on_time.data["entered"] is True
    nothing = cli("league", "register", "Knights")
    assert nothing.code == 1 and "--roster, --fee and/or --deposit" in nothing.err


def test_a_broken_roster_imports_nothing_and_lists_every_problem(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    path = roster_file(tmp_path, "Knights", team_rows(1))
    book = openpyxl.load_workbook(path)
    sheet = book["Roster"]
    sheet["C6"] = "1234"  # player 2's ID
    sheet["D7"] = datetime(2012, 3, 31)  # player 3's membership ends before the season
    sheet["H5"] = None  # the captain's e-mail
    sheet["K8"] = "=1500+1"  # a formula in a rating
    book.save(path)
    before = snapshot(db_file)
    out = cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE)
    assert out.code == 1
    assert snapshot(db_file) == before
    name = str(path)
    assert out.err.splitlines() == [
        f"chessarbiter: error: {name}: roster not imported, nothing changed (4 problems):",
        f"  {name}: sheet 'Roster', row 5, column H (E-mail): the captain's e-mail address is "
        "mandatory (rule 12.e)",
        f"  {name}: sheet 'Roster', row 6, column C (US Chess ID): must be 8 digits (rule 12.b)",
        f"  {name}: sheet 'Roster', row 7, column D (Membership expiry): membership expires "
        "2012-03-31; it must run past the end of the season (2012-04-15) (rule 12.c)",
        f"  {name}: sheet 'Roster', row 8, column K (Rating): a formula; type the value itself",
    ]


def test_a_1000_row_roster_is_refused_at_the_first_row_too_many(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Roster")
    for _ in range(3):
        sheet.append([])
    sheet.append(["No.", "Name", "US Chess ID", "Membership expiry", "Cell phone",
                  "Home phone", "Work phone", "E-mail", "Postal address", "Captain", "Rating"])
    for n in range(1, 1001):
        m = member(1, n % 100, uscf_id=f"{13000000 + n}")
        sheet.append([n, m.name, m.uscf_id, datetime(2012, 12, 31), m.cell_phone, "", "",
                      m.email, m.address, "C" if n == 1 else "", 1500])
    path = tmp_path / "huge.xlsx"
    book.save(path)
    before = snapshot(db_file)
    out = cli("league", "import-roster", str(path), "--team", "Huge")
    assert out.code == 1 and snapshot(db_file) == before
    # rule 9: heading on row 4, eight players on rows 5-12, the ninth on row 13
    assert ("sheet 'Roster', row 13: player number 9: a roster holds at most 8 players"
            in out.err)


@pytest.mark.parametrize(("team", "sheet_team", "message"), [
    ("Rooks", "Knights", "the roster is for 'Knights', not 'Rooks'"),
    ("", "", "the roster names no team; fill in its Team cell or name the team"),
])
def test_the_team_name_must_be_known_and_agree(
    cli: Cli, db_file: Path, tmp_path: Path, season: None, team: str, sheet_team: str,
    message: str,
) -> None:
    path = roster_file(tmp_path, "x", team_rows(1))
    book = openpyxl.load_workbook(path)
    book["Roster"]["B2"] = sheet_team or None
    book.save(path)
    before = snapshot(db_file)
    out = cli("league", "import-roster", str(path), "--team", team)
    assert out.code == 1 and message in out.err and snapshot(db_file) == before


def test_refused_registrations_change_nothing(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", rated(1, [2000] * 5))),
        "--on", BEFORE_DEADLINE)
    before = snapshot(db_file)
    again = cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(2))))
    assert again.code == 1 and "a team named 'Knights' is already registered" in again.err
    # rule 13.h: Knights' player 1-3 (2000, among its five highest) cannot also play for Rooks
    shared = [*rated(2, [1500] * 4), Row(member(1, 3), Role.PLAYER, 2000)]
    out = cli("league", "import-roster", str(roster_file(tmp_path, "Rooks", shared)))
    assert out.code == 1
    assert "rule 13.h: refused: Player 1-3 is also on Knights and among the 5 highest" in out.err
    missing = cli("league", "import-roster", str(tmp_path / "none.xlsx"))
    assert missing.code == 1 and "none.xlsx: cannot be read" in missing.err
    assert snapshot(db_file) == before


def test_the_template_blank_and_filled_with_a_teams_roster(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    rows = rated(1, [1850, None, 2010, 1700])
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", rows)),
        "--on", BEFORE_DEADLINE)
    blank = tmp_path / "blank.xlsx"
    assert cli("league", "template", "-o", str(blank), "--json").data == {"file": str(blank)}
    sheet = openpyxl.load_workbook(blank)["Roster"]
    assert sheet["A1"].value == "Columbus Chess League 2011-12: team roster"
    assert [c.value for c in sheet[5]][1:] == [None] * 10
    filled = tmp_path / "knights-current.xlsx"
    cli("league", "template", "--team", "Knights", "-o", str(filled))
    back = read_roster(filled.read_bytes(), "k.xlsx", SEASON)
    assert back.team == "Knights" and list(back.rows) == rows
    unknown = cli("league", "template", "--team", "Pawns", "-o", str(tmp_path / "p.xlsx"))
    assert unknown.code == 1 and "there is no team named 'Pawns'" in unknown.err
    assert not (tmp_path / "p.xlsx").exists()


def test_a_team_entered_by_mistake_is_removed_until_sections_are_made(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    for k, name in ((1, "Knights"), (2, "Rooks")):
        cli("league", "import-roster", str(roster_file(tmp_path, name, team_rows(k, 4, 1800))))
    assert cli("league", "remove-team", "Rooks", "--json").data == {"removed": "Rooks"}
    assert [t["name"] for t in cli("league", "teams", "--json").data["teams"]] == ["Knights"]
    cli("league", "import-roster", str(roster_file(tmp_path, "Rooks", team_rows(2, 4, 1800))))
    cli("league", "sections", "--propose")
    before = snapshot(db_file)
    out = cli("league", "remove-team", "Rooks")
    assert out.code == 1 and "Rooks is in a section" in out.err
    assert snapshot(db_file) == before


def test_dates_are_checked_by_the_parser(cli: Cli, season: None) -> None:
    month = cli("league", "ratings", "list.csv", "--month", "Sept")
    assert month.code == 2 and "'Sept' is not a month like 2011-09" in month.err
    day = cli("league", "import-roster", "k.xlsx", "--on", "16/10/2011")
    assert day.code == 2 and "'16/10/2011' is not a date like 2011-10-16" in day.err


def test_a_renamed_sheet_and_a_us_text_date_import(cli: Cli, tmp_path: Path,
                                                   season: None) -> None:
    """Issue 17: the captain's workbook has its only sheet renamed "Sheet1" and one expiry
    typed as text, "6/30/2012": in a US league (month/day/year) both have one reading."""
    path = roster_file(tmp_path, "Knights", team_rows(1))
    book = openpyxl.load_workbook(path)
    book["Roster"].title = "Sheet1"
    book["Sheet1"]["D8"] = "6/30/2012"  # player 4's expiry (players from row 5)
    book.save(path)
    out = cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE)
    assert out.code == 0, out.err
    players = cli("league", "roster", "Knights", "--json").data["players"]
    assert players[3]["expiry"] == "2012-06-30"
