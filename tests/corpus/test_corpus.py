"""Every file of the bad-input corpus is refused where it is broken and changes nothing.

TRF files go through ``import-trf`` into a file that already holds an event: the error names
the file, line, column and field, and the file's whole SQL content is the same afterwards.
Roster workbooks go to the roster reader, which must list every problem at its sheet, row and
column. DBF files are refused both as TRF and as event files, and damaged or foreign SQLite
files by ``Database.open_file``, with not one byte of them changed and nothing left beside them.
The expectations are in manifest.json, written with the files by make_corpus.py.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.cli import main
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.db.database import Database, EventFileError
from chessarbiter.io.roster import read_roster
from chessarbiter.services.events import list_events
from tests.cli.conftest import Cli, snapshot
from tests.corpus import dbf_cases, sqlite_cases, trf_cases, xlsx_cases
from tests.corpus.conftest import HIDDEN, refused_by_import_trf
from tests.corpus.make_corpus import HERE, KINDS, entry

MANIFEST: dict[str, dict[str, Any]] = json.loads((HERE / "manifest.json").read_text("ascii"))


def keys(kind: str) -> list[str]:
    return sorted(key for key in MANIFEST if key.startswith(f"{kind}/"))


def test_the_corpus_holds_the_files_its_manifest_lists() -> None:
    on_disk = {f"{kind}/{p.name}" for kind in KINDS for p in (HERE / kind).iterdir()}
    assert on_disk == set(MANIFEST)
    assert len(MANIFEST) >= 200
    for key, expected in MANIFEST.items():
        assert hashlib.sha256((HERE / key).read_bytes()).hexdigest() == expected["sha256"], key


def test_the_trf_and_dbf_files_are_what_the_script_makes() -> None:
    # These two kinds depend on no library version: a stale file means a case was edited
    # without running make_corpus.py.
    for kind, module in (("trf", trf_cases), ("dbf", dbf_cases)):
        made = {f"{kind}/{case.name}": entry(case) for case in module.cases()}
        assert made == {key: MANIFEST[key] for key in keys(kind)}


def test_the_trf_base_without_its_fault_imports(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "base.trf"
    path.write_bytes(trf_cases.text(trf_cases.BASE) + b"\x1a")  # a DOS end-of-file mark too
    out = cli("import-trf", str(path), "--json")
    assert out.code == 0, out.err
    assert out.data["warnings"] == []
    standings = cli("standings", "--json").data["standings"]
    assert [(s["start_no"], s["points"]) for s in standings][:2] == [(1, 4.5), (2, 3.5)]


def test_the_roster_and_the_event_file_the_cases_start_from_are_accepted(
    tmp_path: Path,
) -> None:
    roster = read_roster(xlsx_cases.base(), "knights.xlsx", COLUMBUS_2011_12)
    assert roster.rows == tuple(xlsx_cases.ROWS) and roster.team == "Knights"
    path = tmp_path / "base.chessarbiter"
    path.write_bytes(sqlite_cases.event())
    db = Database.open_file(path)
    assert list_events(db) == [(1, "Corpus Invitational")]
    db.close()


@pytest.mark.parametrize("key", keys("trf"))
def test_a_broken_trf_file_is_refused_at_its_fault(
    cli: Cli, db_file: Path, event_file: bytes, key: str
) -> None:
    refused_by_import_trf(cli, db_file, event_file, HERE / key, MANIFEST[key])


@pytest.mark.parametrize("key", keys("xlsx"))
def test_a_broken_roster_is_refused_with_every_problem_located(key: str) -> None:
    expected = MANIFEST[key]["problems"]
    result = read_roster((HERE / key).read_bytes(), "knights.xlsx", COLUMBUS_2011_12)
    assert result.rows == () and not result.ok
    assert [[p.sheet, p.row, p.column] for p in result.problems] == [e[:3] for e in expected]
    for problem, (*_, fragment) in zip(result.problems, expected, strict=True):
        assert fragment in problem.message
        assert str(problem).startswith("knights.xlsx: ")
        assert not HIDDEN.search(str(problem))


@pytest.fixture(scope="session")
def season_file(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """An event file holding a league season of the Columbus rules, no team yet."""
    path = tmp_path_factory.mktemp("season") / "league.chessarbiter"
    assert main(["--db", str(path), "league", "new", "--json"]) == 0
    return path.read_bytes()


@pytest.mark.parametrize("key", keys("xlsx"))
def test_league_import_roster_refuses_it_alike_and_changes_nothing(
    cli: Cli, db_file: Path, season_file: bytes, key: str
) -> None:
    db_file.write_bytes(season_file)
    before = snapshot(db_file)
    path = HERE / key
    out = cli("league", "import-roster", str(path), "--on", "2011-09-25")
    assert out.code == 1 and out.out == ""
    head, *lines = out.err.splitlines()
    expected = MANIFEST[key]["problems"]
    assert head.startswith(f"chessarbiter: error: {path}: roster not imported, nothing changed")
    assert len(lines) == len(expected)
    for line, (sheet, row, column, fragment) in zip(lines, expected, strict=True):
        place = [f"sheet {sheet!r}"] * (sheet is not None) + [f"row {row}"] * (row is not None)
        place += [f"column {column}"] * (column is not None)
        assert line.startswith(f"  {path}: {', '.join(place)}"), line
        assert fragment in line and not HIDDEN.search(line)
    assert snapshot(db_file) == before


@pytest.mark.parametrize("key", keys("dbf"))
def test_a_dbf_file_is_refused_as_trf_and_as_an_event_file(
    cli: Cli, db_file: Path, event_file: bytes, tmp_path: Path, key: str
) -> None:
    data = (HERE / key).read_bytes()
    as_trf = tmp_path / "renamed.trf"
    as_trf.write_bytes(data)
    refused_by_import_trf(cli, db_file, event_file, as_trf, MANIFEST[key]["trf"])
    assert as_trf.read_bytes() == data
    folder = tmp_path / "opened"
    folder.mkdir()
    as_event = folder / "renamed.chessarbiter"
    as_event.write_bytes(data)
    with pytest.raises(EventFileError) as refusal:
        Database.open_file(as_event)
    assert str(refusal.value) == f"{as_event}: {MANIFEST[key]['event_file']}"
    assert as_event.read_bytes() == data and os.listdir(folder) == [as_event.name]


@pytest.mark.parametrize("key", keys("sqlite"))
def test_a_damaged_or_foreign_file_is_refused_and_left_as_it_was(tmp_path: Path, key: str) -> None:
    path = copied(key, tmp_path)
    with pytest.raises(EventFileError) as refusal:
        Database.open_file(path)
    assert str(refusal.value).startswith(f"{path}: ")
    assert MANIFEST[key]["message"] in str(refusal.value)
    assert not HIDDEN.search(str(refusal.value))
    assert path.read_bytes() == (HERE / key).read_bytes()
    assert os.listdir(path.parent) == [path.name]


@pytest.mark.parametrize("key", keys("sqlite"))
def test_the_command_line_refuses_it_alike(cli: Cli, tmp_path: Path, key: str) -> None:
    path = copied(key, tmp_path)
    out = cli("settings", "--json", db=path)
    assert out.code == 1 and out.out == ""
    assert out.err.startswith(f"chessarbiter: error: {path}: ")
    assert MANIFEST[key]["message"] in out.err
    assert path.read_bytes() == (HERE / key).read_bytes()
    assert os.listdir(path.parent) == [path.name]


@pytest.mark.parametrize("key", ["sqlite/newer_version_wal.chessarbiter",
                                 "sqlite/other_program_wal.chessarbiter"])
def test_the_fast_read_commands_leave_nothing_beside_a_refused_file(
    cli: Cli, tmp_path: Path, key: str
) -> None:
    path = copied(key, tmp_path)
    assert cli("players", "--json", db=path).code == 1
    assert os.listdir(path.parent) == [path.name]


def copied(key: str, tmp_path: Path) -> Path:
    """The corpus file copied alone into a folder of its own."""
    folder = tmp_path / "opened"
    folder.mkdir()
    path = folder / Path(key).name
    path.write_bytes((HERE / key).read_bytes())
    return path
