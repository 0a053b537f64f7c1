"""A TRF-2026 Swiss from another program keeps its pairing records: 240 (byes asked for),
250 (virtual points) and 260 (forbidden pairs) are imported into the event, ``pair --next``
pairs as bbpPairings v6.0.0 paired the same file (tests/fixtures/swiss_trf26/README.md),
the export gives the file back byte for byte, a TRF16 export leaves the records out, and a
file whose records contradict it changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli, snapshot

FIXTURES = Path(__file__).parents[1] / "fixtures" / "swiss_trf26"
CASES = ("forbidden", "acceleration", "byes")


def bbp_output(name: str) -> tuple[set[tuple[int, int]], int | None]:
    """bbpPairings' pairs (white, black) and the player given the pairing-allocated bye."""
    rows = (FIXTURES / f"{name}.out").read_text().split("\n")[1:]
    pairs = [tuple(int(x) for x in row.split()) for row in rows if row.strip()]
    bye = next((w for w, b in pairs if b == 0), None)
    return {(w, b) for w, b in pairs if b != 0}, bye


@pytest.mark.parametrize("name", CASES)
def test_the_next_round_is_paired_as_bbppairings_paired_the_file(cli: Cli, tmp_path: Path,
                                                                  name: str) -> None:
    assert cli("import-trf", str(FIXTURES / f"{name}.trf")).code == 0
    shown = cli("pair", "--next", "--json").data
    pairs, bye = bbp_output(name)
    assert shown["round"] == 2
    assert {(b["white"], b["black"]) for b in shown["pairings"]} == pairs
    assert shown["bye"] == bye


@pytest.mark.parametrize("name", CASES)
def test_an_unchanged_import_exports_byte_for_byte(cli: Cli, tmp_path: Path, name: str) -> None:
    source = FIXTURES / f"{name}.trf"
    assert cli("import-trf", str(source)).code == 0
    out = tmp_path / "out.trf"
    assert cli("export-trf", "-o", str(out)).code == 0
    assert out.read_bytes() == source.read_bytes()


def test_trf16_leaves_the_records_out_and_keeps_virtual_points_as_xxa(
        cli: Cli, tmp_path: Path) -> None:
    assert cli("import-trf", str(FIXTURES / "acceleration.trf")).code == 0
    out = tmp_path / "out.trf"
    assert cli("export-trf", "-o", str(out), "--trf16").code == 0
    codes = [line[:3] for line in out.read_text().splitlines()]
    assert not {"142", "192", "240", "250", "260"} & set(codes)
    xxa = [line for line in out.read_text().splitlines() if line.startswith("XXA")]
    assert xxa == ["XXA    4  0.0  1.0  1.0", "XXA    5  0.0  1.0  1.0"]


def test_a_bye_asked_for_later_is_stored_and_written_back_after_pairing(
        cli: Cli, tmp_path: Path) -> None:
    """240 Z for start rank 6 in round 3 is a bye asked for: after round 2 is paired it is
    still the file's record; the export rewrites the 240 records from the event (round 2's
    half-point bye of 3 is now in the player line, so only round 3's stays)."""
    assert cli("import-trf", str(FIXTURES / "byes.trf")).code == 0
    assert cli("pair", "--next").code == 0
    out = tmp_path / "out.trf"
    assert cli("export-trf", "-o", str(out)).code == 0
    records = [line for line in out.read_text().splitlines() if line.startswith("240")]
    assert records == ["240 Z 003    6"]
    third = cli("pair", "--next", "--json")  # round 2 has no results yet
    assert third.code != 0


@pytest.mark.parametrize(("record", "where"), [
    ("240 H   1    1", ":10:11: 240 start rank: a half-point bye for start rank 1 in round 1"),
    ("250       1.0 002 003    4    9", ":10:28: 250 start rank: no player has start rank 9"),
    ("260 001 009    1    2", ":10:9: 260 last round: round 9: the event has 5"),
    ("240 Q 002    1", ":10:5: 240 bye: 'Q' is not a bye of TRF-2026"),
])
def test_a_contradicting_or_malformed_record_changes_nothing(
        cli: Cli, tmp_path: Path, db_file: Path, record: str, where: str) -> None:
    assert cli("import-trf", str(FIXTURES / "forbidden.trf")).code == 0
    before = snapshot(db_file)
    bad = tmp_path / "bad.trf"
    lines = (FIXTURES / "forbidden.trf").read_text().splitlines()[:9]
    bad.write_text("\n".join([*lines, record]) + "\n")
    out = cli("import-trf", str(bad))
    assert out.code != 0
    assert f"{bad}{where}" in out.err
    assert "Traceback" not in out.err
    assert snapshot(db_file) == before
