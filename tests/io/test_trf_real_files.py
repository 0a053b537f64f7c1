"""TRF files other programs wrote (tests/fixtures/trf/real/README.md) read and written back.

Each file's kind is the one it states (092, 192, 082 or its team records) or, for the two
that say nothing, its pairings: everyone met everyone. Written back unchanged, every line
comes back as the file has it; after one corrected result, the two players' lines change in
that round's ten columns, their points and places, and other players' lines in their places
(columns 86-89) at most.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.io.trf import TrfDocument, read_trf, write_trf
from chessarbiter.io.trf.kinds import ROUND_ROBIN, SWISS, TEAM
from chessarbiter.io.trf.merge import merge_records
from tests.fixtures.trf import DIRECTORY

REAL = DIRECTORY / "real"
KINDS = {
    "bbp_dutch_2025_c5": SWISS, "bbp_issue_7": SWISS, "fide_example1": SWISS,
    "fide_trf26_grandmommys_cup": TEAM, "icu_armstrong_cup_2011": TEAM,
    "icu_bunratty_masters_2011": SWISS, "icu_cork_major_2018": SWISS,
    "icu_galway_major_2011": SWISS, "icu_gonzaga_classic_2008": SWISS,
    "icu_irish_juniors_2011": SWISS, "icu_u19_2010": ROUND_ROBIN,
    "icu_ulster_seniors_2022": SWISS, "javafo_trfx_sample2": SWISS,
    "lichess_2020_06": SWISS, "lichess_2021_03": ROUND_ROBIN,
    "sharly_import_test": SWISS, "tbs_held_round_robin": ROUND_ROBIN,
}
FILES = sorted(REAL.glob("*.trf"))


def read(path: Path) -> TrfDocument:
    return read_trf(path.read_bytes(), source=path.name)


def test_every_file_is_listed_with_its_kind() -> None:
    assert sorted(p.stem for p in FILES) == sorted(KINDS)
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_file_is_read_as_the_kind_it_is(path: Path) -> None:
    doc = read(path)
    assert doc.kind == KINDS[path.stem]
    assert doc.players and doc.lines[0] == path.read_bytes().decode(doc.encoding).lstrip(
        "\ufeff").splitlines()[0]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_our_writer_keeps_the_events_meaning(path: Path) -> None:
    doc = read(path)
    again = read_trf(write_trf(doc), source="again.trf")
    assert (again.players, again.games, again.byes, again.rounds) == (
        doc.players, doc.games, doc.byes, doc.rounds)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_unchanged_every_line_comes_back(path: Path) -> None:
    doc = read(path)
    base = write_trf(doc).splitlines()
    assert merge_records(doc.lines, base, base, doc.version == "TRF-2026") == list(doc.lines)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_corrected_result_changes_only_its_two_lines_and_their_round(path: Path) -> None:
    doc = read(path)
    game = next(g for g in doc.games if g.result is not None and g.result.played)
    other = Result.DRAW if game.result is not Result.DRAW else Result.WHITE_WINS
    games = tuple(replace(g, result=other) if g == game else g for g in doc.games)
    base = write_trf(doc).splitlines()
    out = merge_records(doc.lines, base, write_trf(replace(doc, games=games)).splitlines(),
                        doc.version == "TRF-2026")
    assert len(out) == len(doc.lines)
    pair = (game.white, game.black)
    block = set(range(89 + 10 * (game.round - 1), 99 + 10 * (game.round - 1)))
    points, place = set(range(80, 84)), set(range(85, 89))
    for before, after in zip(doc.lines, out, strict=True):
        a, b = before.ljust(len(after)), after.ljust(len(before))
        columns = {c for c in range(len(a)) if a[c] != b[c]}
        if before.startswith("001") and int(before[4:8]) in pair:
            assert columns & block and columns <= block | points | place
        else:
            assert columns <= (place if before.startswith("001") else set())
