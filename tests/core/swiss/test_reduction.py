"""Leaving out the players below the next bracket never changes a pairing.

The reduction (core/swiss/reduction.py) is a shortcut that must be exact: on random events
every round is paired once with it and once without it (the whole field in every matching),
and the two pairings must be the same board for board, colours and bye included.
"""

from __future__ import annotations

from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.swiss import generation, pair_round
from chessarbiter.core.swiss.bracket import BracketGraph, Solution
from tests.core.swiss.test_properties import simulate


@settings(max_examples=6)
@given(st.integers(0, 10**6), st.integers(40, 90), st.integers(5, 7))
def test_the_reduction_changes_no_pairing(seed: int, n: int, rounds: int) -> None:
    for event, request, got in simulate(seed, n, rounds):
        if got is None:
            continue
        with mock.patch.object(generation, "shrink", lambda graph, sol: False):
            plain = pair_round(event, request)
        assert [(b.white, b.black) for b in got.boards] == [
            (b.white, b.black) for b in plain.boards]
        assert got.bye == plain.bye


def test_the_reduction_is_used_on_a_big_field() -> None:
    used = []
    real = generation.shrink

    def spy(graph: BracketGraph, sol: Solution) -> bool:
        used.append(real(graph, sol))
        return used[-1]
    with mock.patch.object(generation, "shrink", spy):
        simulate(7, 80, 5)
    assert any(used)
