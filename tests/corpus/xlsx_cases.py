"""Broken roster workbooks: the organizer's template filled for five players, one thing wrong.

The template's layout (io/roster/layout.py): headings on row 4, players from row 5 (the captain
first), columns A No., B Name, C US Chess ID, D Membership expiry, E Cell phone, F Home phone,
G Work phone, H E-mail, I Postal address, J Captain, K Rating. The base rosters meet league
rules 9-12 (Columbus 2011-12: 4-8 players, one captain with cell phone and e-mail, 8-digit IDs,
membership past the season's end on 2012-04-15). Each case lists every problem the reader must
report, as (sheet, row, column, part of the message), in the reader's order (by row).
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable, Iterator
from datetime import date, datetime, time
from typing import Any

import openpyxl

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.io.roster import write_roster_template
from tests.corpus.cases import Case

SEASON = COLUMBUS_2011_12
ROWS = [
    FormRow(Member(f"Player {n}", f"{12000000 + n}", date(2012, 5, 31), "614-555-0100", "", "",
                   f"p{n}@example.org", f"{n} High St, Columbus OH 43215"),
            Role.CAPTAIN if n == 1 else Role.PLAYER, 2000 - 100 * n)
    for n in range(1, 6)
]
R = "Roster"
_STAMP = re.compile(rb"<dcterms:(created|modified)[^>]*>[^<]*</dcterms:\1>")
Expected = list[tuple[str | None, int | None, str | None, str]]


def stable(data: bytes) -> bytes:
    """The workbook with fixed times (zip entries, document properties), so that making the
    corpus again gives the same bytes."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            content = source.read(item)
            if item.filename == "docProps/core.xml":
                content = _STAMP.sub(rb"<dcterms:\1>2011-09-01T00:00:00Z</dcterms:\1>", content)
            target.writestr(zipfile.ZipInfo(item.filename, (2011, 9, 1, 0, 0, 0)), content,
                            zipfile.ZIP_DEFLATED)
    return out.getvalue()


def base() -> bytes:
    out = io.BytesIO()
    write_roster_template(out, SEASON, "Knights", ROWS)
    return stable(out.getvalue())


def edited(change: Callable[[Any], object]) -> bytes:
    """The base with ``change`` applied to its workbook."""
    book = openpyxl.load_workbook(io.BytesIO(base()))
    change(book)
    out = io.BytesIO()
    book.save(out)
    return stable(out.getvalue())


def cells(**values: object) -> bytes:
    """The base with cells of the roster sheet set, e.g. ``cells(C6="1234567")``."""
    return edited(lambda book: [book[R].__setitem__(ref, v) for ref, v in values.items()])


def part_replaced(data: bytes, part: str, old: bytes, new: bytes) -> bytes:
    """The workbook with text in one XML part replaced (a damaged or hostile part)."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            content = source.read(item)
            if item.filename == part:
                assert old in content
                content = content.replace(old, new, 1)
            target.writestr(item, content)
    return out.getvalue()


def xlsx(name: str, data: bytes, expected: Expected) -> Case:
    return Case(f"{name}.xlsx", data, {"problems": [list(p) for p in expected]})


def cases() -> Iterator[Case]:
    yield from _formulas_and_markup()
    yield from _hidden_and_foreign_text()
    yield from _types()
    yield from _layout()
    yield from _files()


def _formulas_and_markup() -> Iterator[Case]:
    formula = "a formula; type the value itself"
    yield xlsx("name_hyperlink_formula", cells(B6='=HYPERLINK("http://evil.example","Player 2")'),
               [(R, 6, "B", formula)])
    yield xlsx("id_formula", cells(C7="=12000000+3"), [(R, 7, "C", formula)])
    yield xlsx("phone_dde_formula", cells(E6="=cmd|' /C calc'!A0"), [(R, 6, "E", formula)])
    yield xlsx("rating_sum_formula", cells(K7="=SUM(K5:K6)"), [(R, 7, "K", formula)])
    yield xlsx("expiry_today_formula", cells(D8="=TODAY()+400"), [(R, 8, "D", formula)])
    yield xlsx("team_formula", cells(B2='=HYPERLINK("http://evil.example","Knights")'),
               [(R, 2, "B", "a formula; type the team name")])
    # Text that merely looks like a formula is text: refused only where text is wrong.
    yield xlsx("rating_at_sum_text", cells(K6="@SUM(A1)"),
               [(R, 6, "K", "must be a whole number (or empty for unrated), found '@SUM(A1)'")])
    yield xlsx("phone_plus_cmd_text", cells(E5="+cmd"),
               [(R, 5, "E", "'+cmd' is not a phone number")])
    yield xlsx("id_minus_text", cells(C6="-2+3"), [(R, 6, "C", "must be 8 digits")])
    yield xlsx("id_at_text", cells(C8="@SUM(1)"), [(R, 8, "C", "must be 8 digits")])
    yield xlsx("expiry_plus_text", cells(D8="+45000"),
               [(R, 8, "D", "a date typed as text ('+45000')")])
    yield xlsx("rating_tab_formula_text", cells(K9="\t=1+1"),
               [(R, 9, "K", "must be a whole number (or empty for unrated), found '=1+1'")])
    yield xlsx("email_markup", cells(H6="<script>alert(1)</script>"),
               [(R, 6, "H", "'<script>alert(1)</script>' is not an e-mail address")])
    yield xlsx("id_markup", cells(C7="<b>12000003</b>"), [(R, 7, "C", "must be 8 digits")])
    yield xlsx("role_markup", cells(J6="<b>C</b>"),
               [(R, 6, "J", "'<b>C</b>' is not C (captain), A (alternate captain) or empty")])
    yield xlsx("expiry_markup", cells(D6="<i>2012-05-31</i>"),
               [(R, 6, "D", "a date typed as text ('<i>2012-05-31</i>')")])
    yield xlsx("rating_markup", cells(K8="<u>1500</u>"), [(R, 8, "K", "must be a whole number")])
    yield xlsx("heading_markup", cells(C4="<b>US Chess ID</b>"),
               [(R, 4, None, "no column headed 'US Chess ID' (headings not recognised: "
                             "C '<b>US Chess ID</b>')")])


def _hidden_and_foreign_text() -> Iterator[Case]:
    control = "holds the invisible control character"
    direction = "holds the invisible direction control"
    yield xlsx("name_delete", cells(B6="Player\x7f 2"), [(R, 6, "B", f"{control} U+007F "
                                                                       "(character 7)")])
    yield xlsx("name_next_line_c1", cells(B7="Player\x85 3"), [(R, 7, "B", f"{control} U+0085")])
    yield xlsx("name_csi_c1", cells(B8="\x9b31mPlayer 4"), [(R, 8, "B", f"{control} U+009B "
                                                                          "(character 1)")])
    yield xlsx("name_right_to_left_override", cells(B8="Player \u202e4"),
               [(R, 8, "B", f"{direction} U+202E (character 8)")])
    yield xlsx("email_override", cells(H6="p2@example.org\u202e"),
               [(R, 6, "H", f"{direction} U+202E")])
    yield xlsx("address_pop_isolate", cells(I7="3 High St\u2069"),
               [(R, 7, "I", f"{direction} U+2069")])
    yield xlsx("id_right_to_left_isolate", cells(C6="\u206712000002"),
               [(R, 6, "C", f"{direction} U+2067")])
    yield xlsx("team_override", cells(B2="Knights\u202e"), [(R, 2, "B", f"{direction} U+202E")])
    yield xlsx("role_embedding", cells(J5="\u202bC"), [(R, 5, "J", f"{direction} U+202B")])
    yield xlsx("hebrew_name_short_id", cells(B6="שפירא, דוד", C6="1234"),
               [(R, 6, "C", "must be 8 digits")])
    yield xlsx("arabic_name_no_address", cells(B7="عبد الله", I7=None),
               [(R, 7, "I", "the postal address is missing")])
    yield xlsx("name_too_long_for_a_cell", part_replaced(
        base(), "xl/worksheets/sheet1.xml", b"<t>Player 3</t>", b"<t>" + b"x" * 40_000 + b"</t>"),
        [(R, 7, "B", "holds 40,000 characters; an Excel cell holds at most 32,767")])
    # A control character XML forbids (Excel would have escaped it): the sheet is unreadable.
    yield xlsx("raw_bell_in_sheet_xml", part_replaced(
        base(), "xl/worksheets/sheet1.xml", b"<t>Player 3</t>", b"<t>Player &#7;3</t>"),
        [(R, None, None, "the sheet cannot be read")])


def _types() -> Iterator[Case]:
    yield xlsx("id_true", cells(C6=True), [(R, 6, "C", "TRUE is not a value this column takes")])
    yield xlsx("rating_fraction", cells(K6=1500.5),
               [(R, 6, "K", "must be a whole number (or empty for unrated), found the number "
                            "1500.5")])
    yield xlsx("rating_negative", cells(K7=-100), [(R, 7, "K", "rating -100 is outside 0..3500")])
    yield xlsx("rating_absurd", cells(K8=10**15),
               [(R, 8, "K", "rating 1000000000000000 is outside 0..3500")])
    yield xlsx("expiry_with_time", cells(D6=datetime(2012, 5, 31, 14, 30)),
               [(R, 6, "D", "must be a date, found a date and time 2012-05-31 14:30:00")])
    yield xlsx("expiry_time_only", cells(D7=time(12, 0)), [(R, 7, "D", "must be a date")])
    yield xlsx("name_date", cells(B6=date(2012, 1, 2)),
               [(R, 6, "B", "must be text, found the date 2012-01-02")])
    yield xlsx("role_number", cells(J6=1), [(R, 6, "J", "must be text, found the number 1")])
    yield xlsx("id_error_value", cells(C6="#DIV/0!"),
               [(R, 6, "C", "the error value #DIV/0!; type the value itself")])
    yield xlsx("name_error_value", cells(B7="#REF!"), [(R, 7, "B", "the error value #REF!")])
    # 1e20 days is far outside Excel's calendar: openpyxl gives an error cell.
    yield xlsx("expiry_beyond_the_calendar", cells(D6=1e20), [(R, 6, "D", "the error value")])
    yield xlsx("expiry_before_season_end", cells(D9=date(2012, 4, 15)),
               [(R, 9, "D", "membership expires 2012-04-15; it must run past the end")])


def _renamed(title: str) -> Callable[[Any], None]:
    def edit(book: Any) -> None:
        book[R].title = title
        book.create_sheet("Notes")
    return edit


def _layout() -> Iterator[Case]:
    yield xlsx("merged_cells", edited(lambda b: b[R].merge_cells("B6:C6")),
               [(R, 6, "B", "cells B6:C6 are merged"), (R, 6, "C", "the US Chess ID is missing")])
    # the only sheet is read whatever its name; beside another sheet a renamed one is not
    yield xlsx("sheet_renamed", edited(_renamed("Players")),
               [(None, None, None, "no sheet named 'Roster' (the workbook has 'Players', "
                                   "'Notes')")])
    yield xlsx("sheet_renamed_override", edited(_renamed("Ros\u202eter")),
               [(None, None, None, "no sheet named 'Roster' (the workbook has "
                                   "'Ros\\u202eter', 'Notes')")])
    yield xlsx("heading_row_deleted", edited(lambda b: b[R].delete_rows(4)),
               [(R, None, None, "no heading row among the first 10 filled rows")])
    yield xlsx("second_name_column", cells(L4="Name"),
               [(R, 4, "L", "a second 'Name' column (the first is column B)")])
    yield xlsx("no_captain", cells(J5=None), [(R, None, "J", "no captain: mark one player 'C'")])
    yield xlsx("two_captains", cells(J8="C"), [(R, 8, "J", "a team has one captain (see row 5)")])
    yield xlsx("id_twice", cells(C9="12000002"),
               [(R, 9, "C", "US Chess ID 12000002 is listed twice (see row 6)")])
    more: dict[str, object] = {}
    for row, n in zip(range(10, 14), range(6, 10), strict=True):  # the 9th only half typed
        more |= {f"B{row}": f"Player {n}", f"C{row}": f"{12000000 + n}"}
        if n < 9:
            more |= {f"D{row}": date(2012, 5, 31), f"I{row}": f"{n} High St"}
    yield xlsx("nine_players", cells(**more),
               [(R, 13, None, "player number 9: a roster holds at most 8 players")])


def _files() -> Iterator[Case]:
    damaged = "not an Excel .xlsx workbook, or a damaged one"
    yield xlsx("empty_file", b"", [(None, None, None, "the file is empty")])
    yield xlsx("encrypted_or_xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504),
               [(None, None, None, "password-protected or in the old .xls format")])
    yield xlsx("truncated", base()[:2000], [(None, None, None, damaged)])
    yield xlsx("csv_renamed", b"Name,US Chess ID\r\n=HYPERLINK(\"x\"),12000001\r\n",
               [(None, None, None, damaged)])
    yield xlsx("trf_renamed", b"012 Corpus\n001    1 m    Abernathy, Colin\n",
               [(None, None, None, damaged)])
    yield xlsx("sqlite_renamed", b"SQLite format 3\x00" + bytes(84),
               [(None, None, None, damaged)])
    yield xlsx("html_renamed", b"<html><body><table><tr><td>Player 1</td></tr></table>",
               [(None, None, None, damaged)])
    text_zip = io.BytesIO()
    with zipfile.ZipFile(text_zip, "w") as archive:
        archive.writestr(zipfile.ZipInfo("roster.txt", (2011, 9, 1, 0, 0, 0)), "Player 1")
    yield xlsx("zip_of_text", text_zip.getvalue(),
               [(None, None, None, "a zip archive, but not an Excel .xlsx workbook")])
    stored = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(base())) as source, zipfile.ZipFile(stored, "w") as target:
        for item in source.infolist():
            target.writestr(item, source.read(item), zipfile.ZIP_STORED)
    yield xlsx("bad_checksum", stored.getvalue().replace(b">Player 3<", b">Player 8<"),
               [(None, None, None, "part xl/worksheets/sheet1.xml fails its checksum")])
    yield xlsx("workbook_part_damaged", part_replaced(
        base(), "xl/workbook.xml", b"<sheets>", b"<sheets><<"),
        [(None, None, None, "the workbook cannot be read")])
    yield xlsx("sheet_part_cut", part_replaced(
        base(), "xl/worksheets/sheet1.xml", b"</sheetData>", b""),
        [(R, None, None, "the sheet cannot be read")])
    lol = b"".join(b'<!ENTITY l%d "%s">' % (i + 1, b"&l%d;" % i * 10) for i in range(8))
    bomb = b'<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY l0 "lol">' + lol + b"]>"
    yield xlsx("entity_expansion_bomb", _with_doctype(bomb, b"&l8;"),
               [(R, None, None, "limit on input amplification factor")])
    outside = b'<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
    yield xlsx("external_entity", _with_doctype(outside, b"&x;"),
               [(R, None, None, "undefined entity &x;")])


def _with_doctype(doctype: bytes, reference: bytes) -> bytes:
    """The base's sheet part behind ``doctype``, with ``reference`` as Player 3's name."""
    with zipfile.ZipFile(io.BytesIO(base())) as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml")
    body = sheet.split(b"?>", 1)[-1].replace(b"<t>Player 3</t>", b"<t>" + reference + b"</t>")
    return part_replaced(base(), "xl/worksheets/sheet1.xml", sheet, doctype + body)
