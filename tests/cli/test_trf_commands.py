"""import-trf / export-trf through the command line: round trips keep the standings, broken
files are refused with their line and column and leave the event file as it was."""

from pathlib import Path

import pytest

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.trf import DIRECTORY

ROUND_ROBINS = ["rr6_forfeits.trf", "rr9_free_rounds.trf", "rr4_double_cr.trf"]
CHAIN = "DE,BPG,KS,SB,WIN,WON"


@pytest.mark.parametrize("name", ROUND_ROBINS)
def test_import_export_import_gives_identical_standings(
    cli: Cli, tmp_path: Path, name: str
) -> None:
    first, second = tmp_path / "a.chessarbiter", tmp_path / "b.chessarbiter"
    out = cli("import-trf", str(DIRECTORY / name), "--json", db=first)
    assert out.code == 0, out.err
    assert out.data["event_id"] == 1
    exported = tmp_path / "out.trf"
    assert cli("export-trf", "-o", str(exported), db=first).code == 0
    assert cli("import-trf", str(exported), db=second).code == 0
    before = cli("standings", "--tiebreaks", CHAIN, "--json", db=first).data
    after = cli("standings", "--tiebreaks", CHAIN, "--json", db=second).data
    assert before == after
    assert len(before["standings"]) >= 4
    pairings = [cli("pairings", "--all", "--json", db=f).data for f in (first, second)]
    assert pairings[0] == pairings[1]


def test_imported_forfeits_and_results_are_the_files(cli: Cli) -> None:
    """rr6_forfeits.trf: R3 2-6 is a forfeit win for 2, R5 3-6 a double forfeit."""
    assert cli("import-trf", str(DIRECTORY / "rr6_forfeits.trf")).code == 0
    r3 = cli("pairings", "--round", "3", "--json").data["pairings"]
    forfeit = {"status": "forfeit", "incident": None}
    assert {"board": 1, "white": 2, "black": 6, "result": "+-", "entered": "+-",
            **forfeit} in r3
    r5 = cli("pairings", "--round", "5", "--json").data["pairings"]
    assert {"board": 1, "white": 3, "black": 6, "result": "--", "entered": "--",
            **forfeit} in r5


def test_an_exported_file_starts_with_the_event_header(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "Club Closed", "--site", "Columbus", "--arbiter", "A. Arbiter")
    for name in ("Ødegård, Ørjan", "Широв, Алексей", "Żółć, Łukasz"):
        cli("add-player", "--name", name, "--rating", "2400")
    cli("pair")
    cli("result", "--round", "1", "--board", "1", "1-0")
    path = tmp_path / "club.trf"
    assert cli("export-trf", "-o", str(path)).code == 0
    lines = path.read_bytes().decode("utf-8").split("\r\n")
    assert lines[0] == "012 Club Closed"
    assert "022 Columbus" in lines
    assert "102 A. Arbiter" in lines
    assert "XXR 3" in lines
    assert any("Широв, Алексей" in line for line in lines if line.startswith("001"))


def write(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "broken.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def player(no: int, name: str, points: str, rounds: str) -> str:
    return f"001 {no:>4} m    {name:<33} 2400 USA {'':>11} 2000/01/01 {points:>4} {no:>4}  {rounds}"


GOOD = [
    "012 Broken on purpose",
    player(1, "One, A", "1.0", "   2 w 1"),
    player(2, "Two, B", "0.0", "   1 b 0"),
]


@pytest.mark.parametrize(
    ("lines", "where"),
    [
        ([GOOD[0], GOOD[1][:60], GOOD[2]], ":2:"),  # short line
        ([GOOD[0], GOOD[1][:98] + "7", GOOD[2]], ":2:99:"),  # bad result code
        ([GOOD[0], GOOD[1].replace("   2 w 1", "   5 w 1"), GOOD[2]], ":2:92:"),  # out of range
        ([GOOD[0], GOOD[1], GOOD[2].replace("   1 b 0", "   0 - Z")], ":2"),  # not mutual
    ],
)
def test_a_malformed_file_is_refused_with_line_and_column_and_nothing_changes(
    cli: Cli, db_file: Path, tmp_path: Path, lines: list[str], where: str
) -> None:
    cli("new-event", "--name", "Existing")
    before = snapshot(db_file)
    path = write(tmp_path, lines)
    out = cli("import-trf", str(path))
    assert out.code == 1
    assert f"{path}{where}" in out.err
    assert snapshot(db_file) == before


def test_the_good_version_of_that_file_imports(cli: Cli, tmp_path: Path) -> None:
    out = cli("import-trf", str(write(tmp_path, GOOD)), "--json")
    assert out.code == 0, out.err
    standings = cli("standings", "--json").data["standings"]
    assert [(s["start_no"], s["points"]) for s in standings] == [(1, 1.0), (2, 0.0)]


def test_an_overlong_header_record_is_cut_with_a_warning(cli: Cli, tmp_path: Path) -> None:
    path = write(tmp_path, [GOOD[0], "022 " + "C" * 250, *GOOD[1:]])
    out = cli("import-trf", str(path), "--json")
    assert out.code == 0, out.err
    assert "record 022: site cut to 200 characters" in out.data["warnings"]
    assert "warning: record 022" in out.err


REAL = DIRECTORY / "real"


def test_import_and_export_answer_in_plain_text(cli: Cli, tmp_path: Path) -> None:
    out = cli("import-trf", str(REAL / "icu_u19_2010.trf"))
    assert (out.code, out.out) == (0, "Event 1 imported.\n")
    path = tmp_path / "u19.trf"
    out = cli("export-trf", "-o", str(path))
    assert (out.code, out.out, out.err) == (0, f"Written: {path}\n", "")
    assert path.read_bytes() == (REAL / "icu_u19_2010.trf").read_bytes().replace(b"\n", b"\r\n")


def test_latin1_export_folds_a_name_with_a_warning(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "Closed")
    for name in ("Nguyễn, Thị", "Żółć, Łukasz", "Müller, Anna"):
        cli("add-player", "--name", name)
    path = tmp_path / "closed.trf"
    out = cli("export-trf", "-o", str(path), "--encoding", "latin-1")
    assert out.code == 0, out.err
    assert out.err.splitlines() == [
        "chessarbiter: warning: player 1: 'Nguyễn, Thị' written as 'Nguyen, Thi' (Latin-1 has "
        "no ễ, ị)",
        "chessarbiter: warning: player 2: 'Żółć, Łukasz' written as 'Zólc, Lukasz' (Latin-1 "
        "has no Ż, ł, ć, Ł)"]  # ó (U+00F3) is in Latin-1, ł (U+0142) is not
    names = [line[14:47].strip() for line in path.read_bytes().decode("latin-1").splitlines()
             if line.startswith("001")]
    assert names == ["Nguyen, Thi", "Zólc, Lukasz", "Müller, Anna"]


def test_a_swiss_file_makes_a_swiss_event(cli: Cli, db_file: Path) -> None:
    path = REAL / "lichess_2020_06.trf"
    out = cli("import-trf", str(path))
    assert out.code == 0, out.err
    settings = cli("settings", "--json").data
    assert settings["system"] == "swiss-dutch"
    assert cli("pairings", "--round", "1", "--json").data["round"] == 1


def test_version_and_encoding_options_are_checked(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "Closed")
    out = cli("export-trf", "-o", str(tmp_path / "x.trf"), "--trf16", "--trf26")
    assert out.code == 2 and "not allowed with argument" in out.err
    out = cli("export", "xlsx", "-o", str(tmp_path / "x.xlsx"), "--encoding", "ascii")
    assert (out.code, out.err) == (1, "chessarbiter: error: --encoding: only for export trf, "
                                      "not xlsx\n")
    out = cli("export-trf", "-o", str(tmp_path / "x.trf"), "--encoding", "cp1251")
    assert out.code == 2 and "invalid choice: 'cp1251'" in out.err
