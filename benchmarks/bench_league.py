"""League roster import speed (run: pytest benchmarks/bench_league.py). Target: importing a
1,000-row roster file answers in ≤ 1 s. Measured in-process (the import action: reading the
workbook, the refusal) and as a whole process (interpreter start-up and the program's imports
included); an 8-player roster imports in well under that."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.db.database import Database
from chessarbiter.io.roster import write_roster_template
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league import League, create_league, open_league

HEADINGS = ["No.", "Name", "US Chess ID", "Membership expiry", "Cell phone", "Home phone",
            "Work phone", "E-mail", "Postal address", "Captain", "Rating"]


def member(n: int) -> Member:
    return Member(f"Player {n}", f"{12000000 + n}", date(2012, 12, 31), "614-555-0100", "",
                  "", f"p{n}@example.org", f"{n} High St, Columbus OH")


def thousand_rows() -> bytes:
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Roster")
    for _ in range(3):
        sheet.append([])
    sheet.append(HEADINGS)
    for n in range(1, 1001):
        m = member(n)
        sheet.append([n, m.name, m.uscf_id, m.expiry, m.cell_phone, "", "", m.email,
                      m.address, "C" if n == 1 else "", 1000 + n])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


@pytest.fixture(scope="module")
def season_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("league") / "season.chessarbiter"
    db = Database.open_file(path)
    create_league(db, COLUMBUS_2011_12)
    db.close()
    return path


def test_import_1000_row_roster_whole_process(benchmark: Any, season_file: Path,
                                              tmp_path: Path) -> None:
    roster = tmp_path / "huge.xlsx"
    roster.write_bytes(thousand_rows())
    command = [sys.executable, "-m", "chessarbiter", "--db", str(season_file), "league",
               "import-roster", str(roster), "--team", "Huge"]

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run(command, capture_output=True, text=True, check=False)

    done = benchmark.pedantic(run, rounds=5, iterations=1, warmup_rounds=1)
    assert done.returncode == 1 and "row 13: player number 9" in done.stderr


def test_import_1000_row_roster_in_process(benchmark: BenchmarkFixture,
                                           season_file: Path) -> None:
    data = thousand_rows()
    league = open_league(Database.open_file(season_file))

    def run() -> str:
        try:
            league.rosters.import_roster(data, "huge.xlsx", date(2011, 9, 25), "Huge")
        except ActionRefused as refused:
            return str(refused)
        raise AssertionError("a 1,000-row roster was accepted")

    assert "row 13: player number 9" in benchmark(run)
    league.season.db.close()


def test_import_8_player_roster_in_process(benchmark: Any, season_file: Path,
                                           tmp_path: Path) -> None:
    rows = [FormRow(member(n), Role.CAPTAIN if n == 1 else Role.PLAYER, 1500 + n)
            for n in range(1, 9)]
    out = io.BytesIO()
    write_roster_template(out, COLUMBUS_2011_12, "Knights", rows)
    data = out.getvalue()
    copies = iter(range(1000))

    def fresh() -> tuple[tuple[League], dict[str, Any]]:
        """Each round imports into its own copy of the empty season."""
        path = tmp_path / f"s{next(copies)}.chessarbiter"
        shutil.copyfile(season_file, path)
        return (open_league(Database.open_file(path)),), {}

    def run(league: League) -> None:
        team = league.rosters.import_roster(data, "knights.xlsx", date(2011, 9, 25))
        assert len(team.roster) == 8
        league.season.db.close()

    benchmark.pedantic(run, setup=fresh, rounds=10, iterations=1)
