"""Swiss tournaments with XXA records (virtual points per player and round), every round
paired by bbpPairings v6.0.0 (tests/fixtures/swiss_xxa/README.md): the file cut before each
round is imported with its XXA records whole, and the round paired here is bbpPairings'
(pairs, colours, bye), so the virtual points of every round before decided the floats as
bbpPairings took them. Each file imported and exported unchanged comes back byte for byte."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService
from chessarbiter.services.swiss import SwissService
from chessarbiter.services.trf_files import export_trf, import_trf
from tests.cli.test_swiss_trf_import import cut_before
from tests.core.swiss.golden import read_golden

FIXTURES = Path(__file__).parents[1] / "fixtures" / "swiss_xxa"
TOURNAMENTS = sorted(FIXTURES.glob("*.trf"))


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open_file(tmp_path / "xxa.chessarbiter")
    yield database
    database.close()


def test_the_set_has_both_kinds_in_several_sizes() -> None:
    sizes = {p.stem.rstrip("0123456789"): [len(read_golden(q).players) for q in TOURNAMENTS
                                           if q.stem.startswith(p.stem.rstrip("0123456789"))]
             for p in TOURNAMENTS}
    assert set(sizes) == {"bakulate", "random"} and len(TOURNAMENTS) >= 16
    assert all(min(s) <= 30 and max(s) >= 100 for s in sizes.values())


@pytest.mark.parametrize("path", TOURNAMENTS, ids=lambda p: p.stem)
def test_every_round_imported_with_its_xxa_records_pairs_as_bbppairings(
        db: Database, tmp_path: Path, path: Path) -> None:
    golden = read_golden(path)
    text = path.read_text()
    for rnd in range(1, golden.rounds + 1):
        cut = tmp_path / f"round{rnd}.trf"
        cut.write_text(cut_before(text, rnd))
        event = import_trf(db, cut, "swiss-fide").event_id
        made = SwissService(db, event).pair_next()
        expected = golden.expected(rnd)
        assert (frozenset(made.pairs()), made.bye) == (expected.pairs, expected.bye), (
            f"{golden.name}, round {rnd}")
        assert {s: v for s, v in made.accelerations if v} == golden.virtual_points(rnd)


@pytest.mark.parametrize("path", TOURNAMENTS, ids=lambda p: p.stem)
def test_the_file_comes_back_byte_for_byte(db: Database, tmp_path: Path, path: Path) -> None:
    source = tmp_path / "in.trf"
    source.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))  # the export writes CR LF
    out = tmp_path / "out.trf"
    export_trf(EventService(db, import_trf(db, source, "swiss-fide").event_id), out)
    assert out.read_bytes() == source.read_bytes()
