"""The generated 284-player Swiss (tests/fixtures/trf/make_swiss.py) read back whole."""

from __future__ import annotations

from collections import Counter

from chessarbiter.core.tournament import ByeKind
from chessarbiter.io.trf import read_trf, write_trf
from tests.fixtures.trf import load, make_swiss


def test_the_committed_file_is_what_the_generator_writes() -> None:
    assert make_swiss.FILE.read_bytes() == write_trf(make_swiss.document()).encode("utf-8")


def test_reading_gives_back_the_generated_event() -> None:
    built = make_swiss.build()
    doc = load(make_swiss.FILE.name)
    assert doc.players == built.players
    assert doc.games == built.games  # the generator numbers boards by the lower start rank
    assert sorted(doc.byes, key=lambda b: (b.round, b.start_no)) == sorted(
        built.byes, key=lambda b: (b.round, b.start_no)
    )
    assert (doc.rounds, doc.warnings) == (7, ())
    kinds = Counter(b.kind for b in doc.byes)
    assert kinds[ByeKind.HALF] == 21 and kinds[ByeKind.PAIRING_ALLOCATED] > 0
    assert kinds[ByeKind.ZERO] > 0
    assert any(g.result is not None and g.result.forfeit for g in doc.games)


def test_every_player_has_one_game_or_bye_in_every_round() -> None:
    doc = load(make_swiss.FILE.name)
    seen = Counter((b.start_no, b.round) for b in doc.byes)
    for g in doc.games:
        seen[g.white, g.round] += 1
        seen[g.black, g.round] += 1
    assert set(seen.values()) == {1}
    assert len(seen) == 284 * 7


def test_crlf_file_reads_the_same_with_lf_line_ends() -> None:
    raw = make_swiss.FILE.read_bytes()
    assert read_trf(raw.replace(b"\r\n", b"\n")) == read_trf(raw)
