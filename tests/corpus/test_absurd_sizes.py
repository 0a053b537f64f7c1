"""Files of absurd size, made here rather than kept in the corpus: each is refused at once,
where its size becomes absurd, and changes nothing."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

import openpyxl

from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.io.roster import read_roster
from chessarbiter.io.roster.layout import COLUMNS
from tests.cli.conftest import Cli
from tests.corpus.conftest import refused_by_import_trf
from tests.corpus.trf_cases import BASE, HEADER, P, player_line, replace, text
from tests.corpus.xlsx_cases import base, part_replaced

LIMIT = 10_079  # the last column of a TRF player line of 999 rounds: 90 + 10 * 998 + 9
MB5 = 5_000_000


def refused(cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path, data: bytes,
            line: int, field: str, message: str, column: int = LIMIT + 1) -> None:
    path = tmp_path / "absurd.trf"
    path.write_bytes(data)
    expect = {"line": line, "column": column, "field": field, "message": message}
    refused_by_import_trf(cli, db_file, event_file, path, expect)


def test_a_five_megabyte_event_name(
    cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path
) -> None:
    refused(cli, db_file, event_file, tmp_path, text(replace(1, "012 " + "A" * MB5)), 1,
            "record 012", "the line is 5,000,004 characters long; no TRF record goes past "
                          f"column {LIMIT}")


def test_a_five_megabyte_player_line(
    cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path
) -> None:
    long_line = BASE[P[1] - 1] + "   2 w 1  " * (MB5 // 10)
    refused(cli, db_file, event_file, tmp_path, text(replace(P[1], long_line)), P[1],
            "round 1000", f"the line is {len(long_line):,} characters long")


def test_a_round_count_of_five_million_digits(
    cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path
) -> None:
    refused(cli, db_file, event_file, tmp_path, text(replace(len(HEADER), "XXR " + "9" * MB5)),
            len(HEADER), "record XXR", "the line is 5,000,004 characters long")


def test_ten_thousand_players_where_four_columns_hold_at_most_9999(
    cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path
) -> None:
    lines = HEADER + [player_line(n, "m", "", f"Player {n:05}", "", "", "", "", "0.0", n, [])
                      for n in (*range(1, 10_000), 1)]
    refused(cli, db_file, event_file, tmp_path, text(lines), len(HEADER) + 10_000, "start rank",
            f"start rank 1 is already used on line {len(HEADER) + 1}", column=5)


def test_a_roster_of_ten_thousand_players_is_read_only_to_its_ninth() -> None:
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Roster")
    for _ in range(3):
        sheet.append([])
    sheet.append([c.heading for c in COLUMNS])  # row 4; players from row 5
    for n in range(1, 9):
        sheet.append([n, f"Player {n}", f"{12000000 + n}", date(2012, 5, 31), "614-555-0100",
                      "", "", f"p{n}@example.org", f"{n} High St", "C" if n == 1 else "", 1500])
    for n in range(9, 10_001):  # what follows the limit is not read: its contents do not matter
        sheet.append([n, f"Player {n}", f"{12000000 + n}"])
    out = io.BytesIO()
    book.save(out)
    (problem,) = read_roster(out.getvalue(), "big.xlsx", COLUMBUS_2011_12).problems
    assert (problem.sheet, problem.row, problem.column) == ("Roster", 13, None)
    assert problem.message.startswith("player number 9: a roster holds at most 8 players")


def test_a_five_megabyte_name_cell() -> None:
    data = part_replaced(base(), "xl/worksheets/sheet1.xml", b"<t>Player 2</t>",
                         b"<t>" + b"x" * MB5 + b"</t>")
    (problem,) = read_roster(data, "big.xlsx", COLUMBUS_2011_12).problems
    assert (problem.sheet, problem.row, problem.column) == ("Roster", 6, "B")
    assert problem.message == "holds 5,000,000 characters; an Excel cell holds at most 32,767"
