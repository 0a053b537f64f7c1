"""Import speed of a 284-player, 7-round Swiss TRF (the size of FIDE's example1), and the
export of a 100-player round robin made here against the same event imported from TRF
(whose export merges the file's text back in).

Run: ``.venv/bin/python -m pytest benchmarks/bench_trf.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from chessarbiter.db.database import Database
from chessarbiter.io.trf import read_trf, write_trf
from chessarbiter.services.events import EventService
from chessarbiter.services.trf_files import export_trf, import_trf

SWISS = Path(__file__).parent.parent / "tests" / "fixtures" / "trf" / "swiss_284x7.trf"


def test_read_284_player_swiss(benchmark: BenchmarkFixture) -> None:
    data = SWISS.read_bytes()
    doc = benchmark(read_trf, data, SWISS.name)
    assert len(doc.players) == 284 and doc.rounds == 7


def test_write_284_player_swiss(benchmark: BenchmarkFixture) -> None:
    doc = read_trf(SWISS.read_bytes(), SWISS.name)
    text = benchmark(write_trf, doc)
    assert text.count("\r\n001 ") == 284


@pytest.fixture(scope="module")
def exported_and_imported(full_round_robin_file: Path, tmp_path_factory: pytest.TempPathFactory
                          ) -> tuple[EventService, EventService]:
    """The 100-player round robin (4,950 results), and the same event imported from its TRF."""
    folder = tmp_path_factory.mktemp("trf-bench")
    made = EventService(Database.open_file(full_round_robin_file), 1)
    export_trf(made, folder / "rr100.trf")
    copy = Database.open_file(folder / "copy.chessarbiter")
    return made, EventService(copy, import_trf(copy, folder / "rr100.trf",
                                               "us-junior-closed-2015").event_id)


def test_export_trf_of_an_event_made_here(benchmark: BenchmarkFixture, tmp_path: Path,
                                          exported_and_imported: tuple[EventService,
                                                                       EventService]) -> None:
    """The baseline of the next: the event written by our writer alone."""
    benchmark.pedantic(export_trf, (exported_and_imported[0], tmp_path / "a.trf"), rounds=5,
                       iterations=1, warmup_rounds=1)


def test_export_trf_of_an_imported_event(benchmark: BenchmarkFixture, tmp_path: Path,
                                         exported_and_imported: tuple[EventService,
                                                                      EventService]) -> None:
    """The same event imported: written, then merged with the file's text record by record."""
    benchmark.pedantic(export_trf, (exported_and_imported[1], tmp_path / "b.trf"), rounds=5,
                       iterations=1, warmup_rounds=1)
    assert (tmp_path / "b.trf").read_bytes().count(b"\r\n001 ") == 100
