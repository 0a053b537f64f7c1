"""Roster import speed (run: pytest benchmarks/bench_roster.py). Targets: a 1,000-row file is
refused (more than eight players) in ≤ 1 s; a valid 8-player roster reads in well under that.
"""

from __future__ import annotations

import io
from datetime import datetime

import openpyxl
from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.io.roster import read_roster, write_roster_template

HEADINGS = ["No.", "Name", "US Chess ID", "Membership expiry", "Cell phone", "Home phone",
            "Work phone", "E-mail", "Postal address", "Captain", "Rating"]


def member(n: int) -> Member:
    return Member(f"Player {n}", f"{12000000 + n}", datetime(2012, 5, 31).date(),
                  "614-555-0100", "", "", f"p{n}@example.org", f"{n} High St, Columbus OH")


def rows_file(count: int) -> bytes:
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Roster")
    for _ in range(3):
        sheet.append([])
    sheet.append(HEADINGS)
    for n in range(1, count + 1):
        m = member(n)
        sheet.append([n, m.name, m.uscf_id, datetime(2012, 5, 31), m.cell_phone, "", "",
                      m.email, m.address, "C" if n == 1 else "", 1000 + n])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_refuse_1000_rows(benchmark: BenchmarkFixture) -> None:
    data = rows_file(1000)
    result = benchmark(read_roster, data, "big.xlsx", COLUMBUS_2011_12)
    assert [p.row for p in result.problems] == [13] and result.rows == ()


def test_refuse_10000_rows(benchmark: BenchmarkFixture) -> None:
    data = rows_file(10_000)
    result = benchmark(read_roster, data, "huge.xlsx", COLUMBUS_2011_12)
    assert [p.row for p in result.problems] == [13]


def test_read_valid_8_players(benchmark: BenchmarkFixture) -> None:
    rows = [FormRow(member(n), Role.CAPTAIN if n == 1 else Role.PLAYER, 1500 + n)
            for n in range(1, 9)]
    out = io.BytesIO()
    write_roster_template(out, COLUMBUS_2011_12, "Knights", rows)
    result = benchmark(read_roster, out.getvalue(), "knights.xlsx", COLUMBUS_2011_12)
    assert result.ok and result.rows == tuple(rows)
