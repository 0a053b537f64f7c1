"""Every round of the golden tournaments paired by bbpPairings (the FIDE-endorsed engine of the
2025 Dutch rules, see tests/fixtures/swiss/README.md) is paired identically: pairs, colours,
bye. Beside the 200 general ones: a 500-player and a 300-400-player event, Baku acceleration,
many requested half-point and zero-point byes, half-point and zero-point pairing-allocated
byes, many withdrawals and late entries."""

from pathlib import Path

import pytest

from chessarbiter.core.swiss import pair_round
from chessarbiter.core.swiss.baku import with_baku
from tests.core.swiss.golden import FIXTURES, read_golden

TOURNAMENTS = sorted(FIXTURES.glob("*.trf"))


def _named(prefix: str) -> list[Path]:
    return [p for p in TOURNAMENTS if p.stem.rstrip("0123456789") == prefix]


def test_the_fixture_set_is_complete() -> None:
    general = _named("t")
    assert len(general) >= 200
    sizes = [len(read_golden(p).players) for p in general]
    rounds = [read_golden(p).rounds for p in general]
    assert min(sizes) >= 7 and max(sizes) <= 200 and max(sizes) >= 150
    assert min(rounds) >= 5 and max(rounds) <= 11
    assert max(len(read_golden(p).players) for p in _named("big")) == 500
    assert len(_named("baku")) >= 20 and len(_named("byes")) >= 20
    assert len(_named("pabhalf")) >= 10 and len(_named("pabzero")) >= 10
    assert len(_named("withdraw")) >= 15


@pytest.mark.parametrize("path", _named("baku"), ids=lambda p: p.stem)
def test_baku_virtual_points_are_those_of_the_file(path: Path) -> None:
    # the XXA records were written from C.04.5.1's own wording (group A = 2 × ⌈n/4⌉)
    golden = read_golden(path)
    table = with_baku(golden.players, {}, golden.rounds, golden.rounds)
    for rnd in range(1, golden.rounds + 1):
        assert table[rnd] == golden.virtual_points(rnd)


@pytest.mark.parametrize("path", TOURNAMENTS, ids=lambda p: p.stem)
def test_every_round_equals_bbppairings(path: Path) -> None:
    golden = read_golden(path)
    for rnd in range(1, golden.rounds + 1):
        tournament, request = golden.before(rnd)
        expected = golden.expected(rnd)
        got = pair_round(tournament, request, golden.settings)
        assert (frozenset(got.pairs()), got.bye) == (expected.pairs, expected.bye), (
            f"{golden.name}, round {rnd}")
