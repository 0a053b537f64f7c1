"""Every round of 200 tournaments paired by bbpPairings (the FIDE-endorsed engine of the 2025
Dutch rules, see tests/fixtures/swiss/README.md) is paired identically: pairs, colours, bye."""

from pathlib import Path

import pytest

from chessarbiter.core.swiss import pair_round
from tests.core.swiss.golden import FIXTURES, read_golden

TOURNAMENTS = sorted(FIXTURES.glob("t*.trf"))


def test_the_fixture_set_is_complete() -> None:
    assert len(TOURNAMENTS) >= 200
    sizes = [len(read_golden(p).players) for p in TOURNAMENTS]
    rounds = [read_golden(p).rounds for p in TOURNAMENTS]
    assert min(sizes) >= 7 and max(sizes) <= 200 and max(sizes) >= 150
    assert min(rounds) >= 5 and max(rounds) <= 11


@pytest.mark.parametrize("path", TOURNAMENTS, ids=lambda p: p.stem)
def test_every_round_equals_bbppairings(path: Path) -> None:
    golden = read_golden(path)
    for rnd in range(1, golden.rounds + 1):
        tournament, request = golden.before(rnd)
        expected = golden.expected(rnd)
        got = pair_round(tournament, request)
        assert (frozenset(got.pairs()), got.bye) == (expected.pairs, expected.bye), (
            f"{golden.name}, round {rnd}")
