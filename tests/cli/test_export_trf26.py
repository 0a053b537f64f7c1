"""`export trf --trf26`: the TRF-2026 records from the event's settings, and a file read in
and written out again keeps one copy of each."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli

CODES = ("142", "152", "192", "202", "212", "222")
JUNIOR = "us-junior-closed-2015"


@pytest.fixture
def event(cli: Cli) -> None:
    """Four players of the US Junior Closed preset: chain DE, BPG, KS, SB, WON and
    40/90, SD/30, +30 from move 1."""
    cli("new-event", "--preset", JUNIOR, "--name", "Junior Closed")
    for name in ("Able, Ann", "Baker, Bo", "Cole, Cy", "Dunn, Di"):
        cli("add-player", "--name", name)
    cli("pair")
    cli("result", "--round", "1", "--board", "1", "1-0")


def lines(path: Path) -> list[str]:
    return path.read_bytes().decode("utf-8").split("\r\n")


def trf26(path: Path) -> list[str]:
    return [line for line in lines(path) if line[:3] in CODES]


def test_the_records_come_from_the_settings(cli: Cli, event: None, tmp_path: Path) -> None:
    path = tmp_path / "junior.trf"
    out = cli("export", "trf", "-o", str(path), "--trf26")
    assert out.code == 0, out.err
    # 40 moves in 5400 s, then 1800 s, each move +30 s; Berger round 1 of four: 1-4, 1 White.
    assert trf26(path) == ["142 3", "152 W", "192 BERGER_ROUNDROBIN", "202 DE,BPG,KS,SB,WON",
                           "212 PTS,DE,BPG,KS,SB,WON", "222 40/5400+30:1800+30"]
    assert not [line for line in lines(path) if line.startswith("XXR")]  # 142 says it


def test_a_double_round_robin(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "Twice")
    assert cli("settings", "--set", "cycles=2", "--set", "tiebreaks=SB,WIN", "--set",
               "time_control=G/90;+30").code == 0
    for name in ("Able, Ann", "Baker, Bo", "Cole, Cy", "Dunn, Di"):
        cli("add-player", "--name", name)
    cli("pair")
    path = tmp_path / "double.trf"
    assert cli("export", "trf", "-o", str(path), "--trf26").code == 0
    # three rounds a cycle; game in 90 minutes (5400 s), +30 s a move
    assert trf26(path) == ["142 6", "152 W", "192 FIDE_DOUBLEROUNDROBIN", "202 SB,WIN",
                           "212 PTS,SB,WIN", "222 5400+30"]


def test_without_the_option_no_trf26_record_is_written(cli: Cli, event: None,
                                                      tmp_path: Path) -> None:
    path = tmp_path / "plain.trf"
    assert cli("export", "trf", "-o", str(path)).code == 0
    assert trf26(path) == []


def test_import_export_import_gives_the_same_event_and_file(cli: Cli, event: None,
                                                             tmp_path: Path) -> None:
    first, second = tmp_path / "first.trf", tmp_path / "second.trf"
    copy = tmp_path / "copy.chessarbiter"
    assert cli("export", "trf", "-o", str(first), "--trf26").code == 0
    assert cli("import-trf", str(first), "--preset", JUNIOR, db=copy).code == 0
    assert cli("export", "trf", "-o", str(second), "--trf26", db=copy).code == 0
    assert first.read_bytes() == second.read_bytes()
    assert all([line[:3] for line in lines(second)].count(code) == 1 for code in CODES)
    for command in (("standings", "--json"), ("pairings", "--all", "--json")):
        assert cli(*command).data == cli(*command, db=copy).data


def test_the_option_is_only_for_trf(cli: Cli, event: None, tmp_path: Path) -> None:
    out = cli("export", "xlsx", "-o", str(tmp_path / "x.xlsx"), "--trf26")
    assert out.code == 1
    assert "--trf26: only for export trf, not xlsx" in out.err


def test_a_time_control_trf_cannot_encode_is_refused(cli: Cli, event: None,
                                                     tmp_path: Path) -> None:
    cli("settings", "--set", "time_control=whenever")
    out = cli("export", "trf", "-o", str(tmp_path / "x.trf"), "--trf26")
    assert out.code == 1
    assert "error: --set time_control: time control: expected a period" in out.err
    assert not (tmp_path / "x.trf").exists()
