"""A corpus of broken roster workbooks, each built here: every one imports nothing and lists
every problem at its sheet, row and column (see test_roster_xlsx for the layout)."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

import openpyxl
import pytest

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.teams import Role
from tests.core.league.factories import member, uscf
from tests.io.test_roster_xlsx import ROWS, edited, in_sheet, read, workbook_bytes


def cells(**values: object) -> Callable[[Any], object]:
    """Set cells of the roster sheet, e.g. ``cells(C6="1234567")``."""
    return in_sheet(lambda sheet: [sheet.__setitem__(ref, v) for ref, v in values.items()])


def number_not_date(sheet: Any) -> None:
    sheet["D9"] = 41060  # 2012-05-31 as Excel counts days, but in a General cell
    sheet["D9"].number_format = "General"


def merged(sheet: Any) -> None:
    sheet.merge_cells("H6:I6")  # e-mail and address of row 6 in one cell: the address is lost


def renamed_sheet(book: Any) -> None:
    book["Roster"].title = "Sheet1"


def empty_sheet(book: Any) -> None:
    del book["Roster"]
    book.create_sheet("Roster")


def nine_players(sheet: Any) -> None:
    for n, row in zip(range(6, 10), range(10, 14), strict=True):
        sheet.cell(row, 2, f"Player {n}")
        sheet.cell(row, 3, uscf(n))


def no_headings(sheet: Any) -> None:
    sheet.delete_rows(4)


def many_rows() -> bytes:
    """10,000 players (written in openpyxl's streaming mode to keep the test quick)."""
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Roster")
    for _ in range(3):
        sheet.append([])
    sheet.append(["No.", "Name", "US Chess ID", "Membership expiry", "Cell phone", "Home phone",
                  "Work phone", "E-mail", "Postal address", "Captain", "Rating"])
    for n in range(1, 10_001):
        m = member(n)
        sheet.append([n, m.name, m.uscf_id, datetime(2012, 5, 31), m.cell_phone, "", "",
                      m.email, m.address, "C" if n == 1 else "", 1500])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def stored_copy(data: bytes, part: str, old: bytes, new: bytes) -> bytes:
    """The workbook re-zipped uncompressed with ``old`` overwritten in ``part``'s stored bytes
    after the checksums were written, so the archive opens but the part is corrupt."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
        for item in source.infolist():
            target.writestr(item.filename, source.read(item))
    raw = out.getvalue()
    assert raw.count(old) == 1 and part in source.namelist()
    return raw.replace(old, new)


def replaced_part(data: bytes, part: str, content: bytes) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            target.writestr(item, content if item.filename == part else source.read(item))
    return out.getvalue()


def only_zip_of_text() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        target.writestr("roster.txt", "Player 1, 12000001")
    return out.getvalue()


Expected = list[tuple[int | None, str | None, str]]  # row, column, part of the message

CORPUS: dict[str, tuple[Callable[[], bytes], Expected]] = {
    "missing column": (lambda: edited(in_sheet(lambda s: s.delete_cols(3))),
                       [(4, None, "no column headed 'US Chess ID'")]),
    "renamed heading": (lambda: edited(cells(C4="USCF#")),
                        [(4, None, "no column headed 'US Chess ID' (headings not recognised: "
                                   "C 'USCF#')")]),
    "second heading": (lambda: edited(cells(L4="Name")),
                       [(4, "L", "a second 'Name' column (the first is column B)")]),
    "no heading row": (lambda: edited(in_sheet(no_headings)),
                       [(None, None, "no heading row among the first 10 filled rows")]),
    "renamed sheet beside another": (
        lambda: edited(lambda book: (renamed_sheet(book), book.create_sheet("Notes"))),
        [(None, None, "no sheet named 'Roster' (the workbook has 'Sheet1', 'Notes')")]),
    "empty sheet": (lambda: edited(empty_sheet), [(None, None, "the sheet is empty")]),
    "merged cells": (lambda: edited(in_sheet(merged)),
                     [(6, "H", "cells H6:I6 are merged"), (6, "I", "postal address is missing")]),
    "formula": (lambda: edited(cells(C7="=12000000+3")), [(7, "C", "a formula")]),
    "formula for the team": (lambda: edited(cells(B2='="Knights"')),
                             [(2, "B", "a formula; type the team name")]),
    "error value": (lambda: edited(cells(K7="#N/A")), [(7, "K", "the error value #N/A")]),
    "date as text in the other order": (lambda: edited(cells(D8="31/5/2012")),
                                        [(8, "D", "'31/5/2012' is no month/day/year date")]),
    "date as text with a two-digit year": (
        lambda: edited(cells(D8="5/31/12")),
        [(8, "D", "a date typed as text ('5/31/12'); type it as month/day/year or")]),
    "number for a date": (lambda: edited(in_sheet(number_not_date)),
                          [(9, "D", "must be a date, found the number 41060")]),
    "date and time": (lambda: edited(cells(D6=datetime(2012, 5, 31, 14, 30))),
                      [(6, "D", "found a date and time")]),
    "number for a name": (lambda: edited(cells(B6=42)), [(6, "B", "must be text, found the "
                                                                  "number 42")]),
    "TRUE for a rating": (lambda: edited(cells(K6=True)), [(6, "K", "TRUE is not a value")]),
    "word for a rating": (lambda: edited(cells(K6="strong")),
                          [(6, "K", "must be a whole number")]),
    "unknown role": (lambda: edited(cells(J6="X")), [(6, "J", "'X' is not C (captain)")]),
    "captain's role unreadable": (lambda: edited(cells(J5="Capt.")),  # not also "no captain"
                                  [(5, "J", "'Capt.' is not C (captain)")]),
    "duplicate ID": (lambda: edited(cells(C9=uscf(2))),
                     [(9, "C", f"US Chess ID {uscf(2)} is listed twice (see row 6)")]),
    "short ID": (lambda: edited(cells(C6="1234567")), [(6, "C", "must be 8 digits")]),
    "date for an ID": (lambda: edited(cells(C6=datetime(2012, 1, 2))),
                       [(6, "C", "must be digits, found the date 2012-01-02")]),
    "expiry before the season ends": (
        lambda: edited(cells(D6=date(2012, 3, 31))),
        [(6, "D", "membership expires 2012-03-31; it must run past the end of the season")]),
    "captain without cell phone": (lambda: edited(cells(E5=None)),
                                   [(5, "E", "the captain's cell phone number is mandatory")]),
    "captain without e-mail": (lambda: edited(cells(H5=None)),
                               [(5, "H", "the captain's e-mail address is mandatory")]),
    "not an e-mail": (lambda: edited(cells(H6="p2 at example.org")),
                      [(6, "H", "is not an e-mail address")]),
    "no captain": (lambda: edited(cells(J5=None)), [(None, "J", "no captain")]),
    "two captains": (lambda: edited(cells(J7="C")),
                     [(7, "J", "a team has one captain (see row 5)")]),
    "three players": (lambda: edited(cells(B8=None, C8=None, D8=None, E8=None, H8=None, I8=None,
                                           K8=None, B9=None, C9=None, D9=None, E9=None,
                                           H9=None, I9=None, K9=None)),
                      [(None, None, "3 players listed; a team needs at least 4")]),
    "nine players": (lambda: edited(in_sheet(nine_players),
                                    [*ROWS, *(FormRow(member(n)) for n in range(6, 9))]),
                     [(13, None, "player number 9: a roster holds at most 8 players")]),
    "10,000 rows": (many_rows, [(13, None, "player number 9: a roster holds at most 8")]),
    "several problems": (lambda: edited(cells(B6=" ", C7="1200000x", D8="2012-5-31")),
                         [(6, "B", "the name is missing"), (7, "C", "must be 8 digits"),
                          (8, "D", "a date typed as text")]),
    "not a workbook": (lambda: b"Name,US Chess ID\nPlayer 1,12000001\n",
                       [(None, None, "not an Excel .xlsx workbook")]),
    "empty file": (lambda: b"", [(None, None, "the file is empty")]),
    "password-protected": (lambda: b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600),
                           [(None, None, "password-protected or in the old .xls format")]),
    "truncated": (lambda: workbook_bytes()[:3000], [(None, None, "or a damaged one")]),
    "zip of something else": (only_zip_of_text,
                              [(None, None, "a zip archive, but not an Excel .xlsx")]),
    "bad checksum": (lambda: stored_copy(workbook_bytes(), "xl/worksheets/sheet1.xml",
                                         b">Player 3<", b">Player 8<"),
                     [(None, None, "part xl/worksheets/sheet1.xml fails its checksum")]),
    "damaged sheet": (lambda: replaced_part(workbook_bytes(), "xl/worksheets/sheet1.xml",
                                            b"<worksheet><sheetData><row"),
                      [(None, None, "cannot be read")]),
}


@pytest.mark.parametrize("case", CORPUS)
def test_a_broken_roster_imports_nothing_and_locates_every_problem(case: str) -> None:
    build, expected = CORPUS[case]
    result = read(build())
    assert result.rows == () and not result.ok
    assert [(p.row, p.column) for p in result.problems] == [(r, c) for r, c, _ in expected]
    for problem, (_, _, fragment) in zip(result.problems, expected, strict=True):
        assert fragment in problem.message
        assert str(problem).startswith("knights.xlsx: ")


def test_the_corpus_is_large_enough() -> None:
    assert len(CORPUS) >= 20


def test_a_problem_reads_as_file_sheet_row_and_column() -> None:
    (problem,) = read(edited(cells(C7="1234567"))).problems
    assert str(problem) == ("knights.xlsx: sheet 'Roster', row 7, column C (US Chess ID): "
                            "must be 8 digits (rule 12.b)")
    (whole,) = read(edited(cells(J5=None))).problems
    assert str(whole) == ("knights.xlsx: sheet 'Roster', column J (Captain): no captain: mark "
                          "one player 'C' (rule 10)")
    (date_id,) = read(edited(cells(C6=datetime(2012, 1, 2)))).problems
    assert date_id.message == "must be digits, found the date 2012-01-02"  # no time of day
    (file_level,) = read(b"").problems
    assert str(file_level) == "knights.xlsx: the file is empty"


def test_role_words_are_not_mistaken_for_captains() -> None:
    # The corpus base is valid: only the captain's row carries C.
    assert [r.role for r in read(workbook_bytes()).rows] == [Role.CAPTAIN] + [Role.PLAYER] * 4


def test_the_only_sheet_is_the_roster_whatever_its_name() -> None:
    """Issue 17: a captain renamed the template's one sheet "Sheet1"; nothing else could be
    the roster, so it is read."""
    result = read(edited(renamed_sheet))
    assert result.ok and len(result.rows) == len(ROWS)


@pytest.mark.parametrize(("typed", "order", "read_as"), [
    ("6/30/2012", "MDY", date(2012, 6, 30)),  # issue 17: a US date, one reading in MDY
    ("30/6/2012", "DMY", date(2012, 6, 30)),
    ("2012-06-30", "", date(2012, 6, 30)),  # ISO has one reading in any order
])
def test_a_text_date_with_one_reading_is_read(typed: str, order: str, read_as: date) -> None:
    result = read(edited(cells(D8=typed)), roster_date_order=order)
    assert result.ok, result.problems
    assert result.rows[3].member.expiry == read_as


def test_without_an_order_a_slashed_text_date_is_refused() -> None:
    (problem,) = read(edited(cells(D8="6/30/2012")), roster_date_order="").problems
    assert problem.message.startswith("a date typed as text ('6/30/2012'); type it as a date")
