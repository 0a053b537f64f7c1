"""A Swiss started in another program continues here: a TRF file cut before round r of a
golden tournament (paired by bbpPairings v6.0.0, tests/fixtures/swiss/README.md) is imported
with its start numbers, XXR and XXC, and ``pair --next`` pairs round r as bbpPairings did."""

from pathlib import Path

import pytest

from tests.cli.conftest import Cli
from tests.cli.swiss_replay import RESULT_TEXT
from tests.cli.test_swiss_commands import BAKU
from tests.core.swiss.golden import FIXTURES, Golden, read_golden

CASES = [("t001", 4), ("t007", 2), ("t013", 6), ("t021", 3), ("t034", 5), ("t055", 7),
         ("t089", 4), ("t144", 9), ("t150", 2), ("t199", 5)]


def cut_before(text: str, rnd: int) -> str:
    """The file as a pairing program wrote it before pairing ``rnd``: the rounds before, and
    in round ``rnd``'s column only the byes asked for (H, Z, F)."""
    lines = []
    for line in text.splitlines():
        if line.startswith("001"):
            at = 91 + 10 * (rnd - 1)
            cell = line[at:at + 8]
            keep = cell if cell.startswith("0000") and cell[7:8] in ("H", "Z", "F") else ""
            line = (line[:at] + keep).rstrip()
        lines.append(line)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("name", "rnd"), [*CASES, ("baku", 3), ("baku", 5)])
def test_an_imported_swiss_pairs_its_next_round_as_bbppairings(cli: Cli, tmp_path: Path,
                                                                name: str, rnd: int) -> None:
    source = BAKU if name == "baku" else FIXTURES / f"{name}.trf"
    golden = read_golden(source)
    rnd = min(rnd, golden.rounds)
    path = tmp_path / f"{name}.trf"
    path.write_text(cut_before(source.read_text(), rnd))
    imported = cli("import-trf", str(path), "--json")
    assert imported.code == 0, imported.err
    settings = cli("settings", "--json").data
    assert (settings["system"], settings["swiss_rounds"]) == ("swiss-dutch", golden.rounds)
    assert settings["initial_colour"] == golden.initial.name.lower()
    assert settings["acceleration"] == ("baku" if name == "baku" else "none")  # record 192
    shown = cli("pair", "--next", "--json").data
    assert shown["round"] == rnd
    expected = golden.expected(rnd)
    assert sorted((b["white"], b["black"]) for b in shown["pairings"]) == sorted(expected.pairs)
    assert shown["bye"] == expected.bye


def test_the_export_keeps_numbers_xxr_and_xxc_so_another_program_continues(
        cli: Cli, tmp_path: Path) -> None:
    source = FIXTURES / "t013.trf"
    golden = read_golden(source)
    (tmp_path / "cut.trf").write_text(cut_before(source.read_text(), 3))
    assert cli("import-trf", str(tmp_path / "cut.trf")).code == 0
    shown = cli("pair", "--next", "--json").data
    for b in shown["pairings"]:  # round 3 as the file played it
        white, black = golden.cells[b["white"]][3][2], golden.cells[b["black"]][3][2]
        text = RESULT_TEXT[(white, black)]
        assert cli("result", "--round", "3", "--board", str(b["board"]), text).code == 0
    out = tmp_path / "out.trf"
    assert cli("export-trf", "-o", str(out)).code == 0
    lines = out.read_text().splitlines()
    assert f"XXR {golden.rounds}" in lines
    assert ("XXC white1" if golden.initial.name == "WHITE" else "XXC black1") in lines
    assert [line[4:8].strip() for line in lines if line.startswith("001")] == [
        str(p.start_no) for p in golden.players]
    # the file as this program wrote it is read back and paired on, round 4 as bbpPairings
    (tmp_path / "next.trf").write_text(cut_before(out.read_text(), 4))
    again = tmp_path / "again.chessarbiter"
    assert cli("import-trf", str(tmp_path / "next.trf"), db=again).code == 0
    _absent_as_in_the_file(cli, golden, 4, again)
    paired = cli("pair", "--next", "--json", db=again).data
    expected = golden.expected(4)
    assert sorted((b["white"], b["black"]) for b in paired["pairings"]) == sorted(
        expected.pairs)
    assert paired["bye"] == expected.bye


def _absent_as_in_the_file(cli: Cli, golden: Golden, rnd: int, db: Path) -> None:
    """The byes the golden file has in round ``rnd`` asked for (the exported file has none)."""
    words = {"H": "half", "Z": "zero", "F": "full"}
    for s, cells in golden.cells.items():
        opp, _, res = cells.get(rnd, (1, "", ""))
        if opp == 0 and res in words:
            assert cli("bye", "--start-no", str(s), "--round", str(rnd), "--kind", words[res],
                       db=db).code == 0
