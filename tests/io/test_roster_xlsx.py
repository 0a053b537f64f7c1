"""Roster workbooks: the template's layout, accepted rosters and the write/read round trip.

Player rows of the template start at row 5; columns A No., B Name, C US Chess ID,
D Membership expiry, E Cell phone, F Home phone, G Work phone, H E-mail, I Postal address,
J Captain, K Rating.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime
from pathlib import Path
from typing import Any

import openpyxl
from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.io.roster import RosterImport, read_roster, write_roster_template
from tests.core.league.factories import SEASON, member

ROWS = [FormRow(member(n), Role.CAPTAIN if n == 1 else Role.PLAYER, 2000 - 100 * n)
        for n in range(1, 6)]  # rows 5 to 9; the captain on row 5


def workbook_bytes(rows: list[FormRow] = ROWS, team: str = "Knights") -> bytes:
    out = io.BytesIO()
    write_roster_template(out, SEASON, team, rows)
    return out.getvalue()


def edited(change: Callable[[Any], object], rows: list[FormRow] = ROWS) -> bytes:
    """The filled roster with ``change`` applied to its workbook (normal openpyxl mode)."""
    book = openpyxl.load_workbook(io.BytesIO(workbook_bytes(rows)))
    change(book)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def in_sheet(change: Callable[[Any], object]) -> Callable[[Any], object]:
    return lambda book: change(book["Roster"])


def read(data: bytes, **settings: object) -> RosterImport:
    """``data`` read as knights.xlsx, the season's settings changed by ``settings``."""
    return read_roster(data, "knights.xlsx", replace(SEASON, **settings))


def test_the_template_has_the_columns_rule_12_asks_for() -> None:
    sheet = openpyxl.load_workbook(io.BytesIO(workbook_bytes([], "")))["Roster"]
    headings = [c.value for c in sheet[4]]
    assert headings == ["No.", "Name", "US Chess ID", "Membership expiry", "Cell phone",
                        "Home phone", "Work phone", "E-mail", "Postal address", "Captain",
                        "Rating"]
    assert sheet["A1"].value == "Columbus Chess League 2011-12: team roster"
    assert (sheet["A2"].value, sheet["B2"].value) == ("Team", None)
    assert [sheet.cell(r, 1).value for r in range(5, 13)] == list(range(1, 9))  # rule 9: 8
    assert "rule 12" in sheet["A3"].value and "2012-04-15" in sheet["A3"].value
    assert sheet["C5"].number_format == "@"  # IDs and phones typed as text keep their digits
    lists = [v for v in sheet.data_validations.dataValidation if v.type == "list"]
    assert [(v.formula1, str(v.sqref)) for v in lists] == [('"C,A"', "J5:J12")]


def test_a_blank_template_reads_as_a_roster_without_players(tmp_path: Path) -> None:
    path = tmp_path / "blank.xlsx"
    write_roster_template(path, SEASON)
    result = read(path.read_bytes())
    assert [str(p) for p in result.problems] == [
        "knights.xlsx: sheet 'Roster': 0 players listed; a team needs at least 4 (rule 9)"]
    assert result.rows == () and not result.ok


def test_a_filled_roster_reads_back_as_written() -> None:
    result = read(workbook_bytes())
    assert result.ok and result.team == "Knights" and result.rows == tuple(ROWS)


def test_numbers_for_phones_and_ids_text_for_ratings_and_role_words_are_accepted() -> None:
    def typed(sheet: Any) -> None:
        sheet["C6"], sheet["E6"], sheet["F6"] = 12000002, 6145550123, 6145550199.0
        sheet["K6"], sheet["K7"], sheet["K8"] = "1850", "UNR", None
        sheet["J5"], sheet["J6"] = "captain", "a"
        sheet["D7"] = datetime(2012, 6, 30)

    result = read(edited(in_sheet(typed)))
    assert result.ok
    second, third, fourth = result.rows[1:4]
    assert (second.member.uscf_id, second.member.cell_phone, second.member.home_phone) == (
        "12000002", "6145550123", "6145550199")
    assert (second.rating, third.rating, fourth.rating) == (1850, None, None)
    assert (result.rows[0].role, second.role) == (Role.CAPTAIN, Role.ALTERNATE)
    assert third.member.expiry == date(2012, 6, 30)


def test_excel_escapes_are_read_as_the_characters_they_stand_for() -> None:
    # Excel writes Alt+Enter in a cell as _x000D_ + LF, and "_x" that is text as _x005F_x.
    def escaped(sheet: Any) -> None:
        sheet["I5"] = "1 High St_x000D_\nColumbus"
        sheet["H6"] = "ann_x005F_x0041_@example.org"

    result = read(edited(in_sheet(escaped)))
    assert result.ok
    assert result.rows[0].member.address == "1 High St\r\nColumbus"
    assert result.rows[1].member.email == "ann_x0041_@example.org"


def test_the_rule_books_own_headings_are_understood() -> None:
    # Rule 12: "USCF id number"; "USCF membership expiration date".
    def reworded(sheet: Any) -> None:
        sheet["C4"], sheet["D4"] = "USCF id number", "USCF membership expiration date"

    assert read(edited(in_sheet(reworded))).rows == tuple(ROWS)


def test_inserted_rows_and_columns_and_blank_rows_do_not_matter() -> None:
    def rearranged(sheet: Any) -> None:
        sheet.insert_rows(1, 12)  # twelve blank lines above the title: headings on row 16
        sheet.insert_cols(3)  # a column of the captain's own between Name and ID
        sheet["C16"], sheet["C17"] = "Board", 1
        sheet.insert_rows(19)  # a blank line between the second and third players
        sheet["N20"] = "a note beside the table"
        sheet.title = "renamed"
        sheet.title = "roster"  # the sheet's name in other letters

    result = read(edited(in_sheet(rearranged)))
    assert result.ok and result.team == "Knights" and result.rows == tuple(ROWS)


def test_a_wrong_stored_sheet_size_does_not_hide_rows() -> None:
    # Some programs write a wrong <dimension>; the fast reader must not stop there.
    source = zipfile.ZipFile(io.BytesIO(workbook_bytes()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "xl/worksheets/sheet1.xml":
                data, count = re.subn(rb'<dimension ref="[^"]*"', b'<dimension ref="A1:A1"', data)
                assert count == 1
            target.writestr(item, data)
    assert read(out.getvalue()).rows == tuple(ROWS)


_names = st.text(st.sampled_from("abcdefghijklmnopqrstuvwxyzÁéöřABC ,.'-"), min_size=1,
                 max_size=30).map(str.strip).filter(bool)
_phones = st.sampled_from(["", "614-555-0101", "(614) 555 0102", "+1 614.555.0103"])
_members = st.builds(
    Member,
    name=_names,
    uscf_id=st.just(""),  # made unique below
    expiry=st.dates(date(2012, 4, 16), date(2030, 12, 31)),
    cell_phone=st.sampled_from(["614-555-0100", "(614) 555-0199"]),
    home_phone=_phones,
    work_phone=_phones,
    email=st.from_regex(r"[a-z]{1,8}@[a-z]{1,8}\.(org|com)", fullmatch=True),
    address=_names,
)


@st.composite
def rosters(draw: st.DrawFn) -> list[FormRow]:
    count = draw(st.integers(4, 8))
    ids = draw(st.lists(st.from_regex(r"[0-9]{8}", fullmatch=True), min_size=count,
                        max_size=count, unique=True))
    captain = draw(st.integers(0, count - 1))
    rows = []
    for i, uscf_id in enumerate(ids):
        m = draw(_members)
        role = Role.CAPTAIN if i == captain else draw(st.sampled_from([Role.PLAYER,
                                                                      Role.ALTERNATE]))
        rating = draw(st.one_of(st.none(), st.integers(100, 3000)))
        rows.append(FormRow(Member(m.name, uscf_id, m.expiry, m.cell_phone, m.home_phone,
                                   m.work_phone, m.email, m.address), role, rating))
    return rows


@settings(max_examples=25)
@given(rosters())
def test_any_valid_roster_survives_writing_and_reading(rows: list[FormRow]) -> None:
    result = read(workbook_bytes(rows))
    assert result.problems == () and result.rows == tuple(rows)
