"""`export uscf|trf|xlsx|html`: files written from the event, refused while checks fail."""

from pathlib import Path

import pytest
from dbfread import DBF
from openpyxl import load_workbook

from tests.cli.conftest import Cli, snapshot


@pytest.fixture
def event(cli: Cli) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior Closed",
        "--site", "Saint Louis", "--start-date", "2015-07-08", "--end-date", "2015-07-18")
    for i, name in enumerate(("Ødegård, Ørjan", "Smith, Anna", "Lee, Bo", "=cmd|' /C calc'!A0")):
        cli("add-player", "--name", name, "--uscf-rating", str(2400 - i),
            "--uscf-id", f"1234567{i}", "--uscf-expiry", "2016-12-31")
    cli("pair")
    cli("settings", "--set", "uscf_affiliate_id=A7911852", "--set", "uscf_chief_td_id=12345678",
        "--set", "state=MO", "--set", "zipcode=63108",
        "--set", "round_dates=2015-07-08,2015-07-09,2015-07-10")
    for rnd in (1, 2, 3):
        for board in (1, 2):
            cli("result", "--round", str(rnd), "--board", str(board), "1-0")


def test_uscf_report_writes_three_files_dbfread_can_read(cli: Cli, event: None,
                                                         tmp_path: Path) -> None:
    out = cli("export", "uscf", "-o", str(tmp_path / "uscf"), "--json")
    assert out.code == 0, out.err
    assert sorted(Path(f).name for f in out.data["files"]) == [
        "TDEXPORT.DBF", "THEXPORT.DBF", "TSEXPORT.DBF"]
    (header,) = DBF(tmp_path / "uscf" / "THEXPORT.DBF")
    assert header["H_NAME"] == "Junior Closed"
    assert header["H_AFF_ID"] == "A7911852"
    (section,) = DBF(tmp_path / "uscf" / "TSEXPORT.DBF")
    assert section["S_TIMECTL"] == "40/90,SD/30;+30"
    details = list(DBF(tmp_path / "uscf" / "TDEXPORT.DBF"))
    assert [d["D_NAME"] for d in details][:2] == ["ODEGARD, ORJAN", "SMITH, ANNA"]


def test_uscf_report_is_refused_while_a_check_fails(cli: Cli, event: None, db_file: Path,
                                                    tmp_path: Path) -> None:
    cli("result", "--round", "3", "--board", "2", "clear")
    before = snapshot(db_file)
    out = cli("export", "uscf", "-o", str(tmp_path / "uscf"))
    assert out.code == 1
    assert "round 3" in out.err
    assert not (tmp_path / "uscf").exists() or not any((tmp_path / "uscf").iterdir())
    assert snapshot(db_file) == before
    forced = cli("export", "uscf", "-o", str(tmp_path / "uscf"), "--override")
    assert forced.code == 0


def test_a_monthly_range_needs_round_dates(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "No dates", "--start-date", "2015-07-08")
    for i in range(3):
        cli("add-player", "--name", f"P, {i}", "--uscf-id", f"1234567{i}")
    cli("pair")
    out = cli("export", "uscf", "-o", str(tmp_path), "--from", "2015-07-01")
    assert out.code == 1
    assert "--from: a date range needs the round dates" in out.err


def test_xlsx_neutralises_formula_like_names(cli: Cli, event: None, tmp_path: Path) -> None:
    path = tmp_path / "standings.xlsx"
    assert cli("export", "xlsx", "-o", str(path)).code == 0
    book = load_workbook(path)
    values = [c.value for row in book["Standings"].iter_rows() for c in row]
    assert "=cmd|' /C calc'!A0" in values
    cell = next(c for row in book["Standings"].iter_rows() for c in row
                if c.value == "=cmd|' /C calc'!A0")
    assert cell.data_type == "s"


def test_html_site_escapes_names(cli: Cli, event: None, tmp_path: Path) -> None:
    out = cli("export", "html", "-o", str(tmp_path / "site"), "--json")
    assert out.code == 0, out.err
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "Ødegård, Ørjan" in index
    assert "<script" not in index


def test_trf_export_through_export(cli: Cli, event: None, tmp_path: Path) -> None:
    path = tmp_path / "e.trf"
    assert cli("export", "trf", "-o", str(path)).code == 0
    assert path.read_bytes().startswith(b"012 Junior Closed")


def test_a_monthly_report_checks_only_its_own_rounds(cli: Cli, event: None,
                                                     tmp_path: Path) -> None:
    """Rounds 1-2 on 8-9 July are finished; round 3 (10 July) still has an open game."""
    cli("result", "--round", "3", "--board", "2", "clear")
    out = cli("export", "uscf", "-o", str(tmp_path / "july8-9"), "--from", "2015-07-08",
              "--to", "2015-07-09", "--json")
    assert out.code == 0, out.err
    details = list(DBF(tmp_path / "july8-9" / "TDEXPORT.DBF"))
    assert all("D_RND02" in d and "D_RND03" not in d for d in details)  # July 8-9 only
