"""Seeding: the players tied on points for first, in the order the tie-break chain ranks them;
players the whole chain leaves level (equal rank) are ordered by a lot with a recorded seed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.playoffs import Playoff, PlayoffError, seed_playoff
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing
from tests.core.test_playoffs import US
from tests.fixtures.crosstables import round_robin


def row(rank: int, start_no: int, points: float) -> Standing:
    return Standing(rank, start_no, f"Player {start_no}", points)


def test_a_single_leader_is_the_whole_seeding() -> None:
    rows = [row(1, 3, 7.0), row(2, 1, 6.5), row(2, 2, 6.5)]
    assert seed_playoff(rows) == (3,)


def test_ranks_from_the_chain_give_the_seeding_and_lower_scores_are_left_out() -> None:
    rows = [row(3, 8, 6.0), row(1, 5, 6.0), row(4, 1, 5.5), row(2, 3, 6.0)]  # any input order
    assert seed_playoff(rows) == (5, 3, 8)


def test_players_level_after_the_whole_chain_need_a_lot_seed() -> None:
    rows = [row(1, 4, 6.0), row(1, 2, 6.0), row(3, 7, 6.0), row(4, 9, 6.0), row(4, 1, 6.0)]
    with pytest.raises(PlayoffError, match="players 2 and 4; 1 and 9 are still level after the "
                                           "whole tie-break chain"):
        seed_playoff(rows)


@given(st.integers(min_value=-2**63, max_value=2**63))
def test_the_lot_only_reorders_players_sharing_a_rank(seed: int) -> None:
    rows = [row(1, 4, 6.0), row(1, 2, 6.0), row(1, 11, 6.0), row(4, 7, 6.0), row(5, 9, 6.0),
            row(5, 1, 6.0), row(7, 3, 5.0)]
    order = seed_playoff(rows, seed)
    assert sorted(order[:3]) == [2, 4, 11] and order[3] == 7 and sorted(order[4:]) == [1, 9]
    assert seed_playoff(list(reversed(rows)), seed) == order  # the seed alone decides


def test_different_seeds_give_every_order_of_a_shared_place() -> None:
    rows = [row(1, 4, 6.0), row(1, 2, 6.0), row(1, 11, 6.0)]
    assert len({seed_playoff(rows, seed) for seed in range(200)}) == 6


def test_empty_standings_are_refused() -> None:
    with pytest.raises(PlayoffError, match="no standings"):
        seed_playoff([])


def test_seeding_from_computed_standings_of_an_all_drawn_round_robin() -> None:
    # Four players, every game drawn: all on 1½ and level on DE. Berger colours (rounds 1-4 2-3,
    # 4-3 1-2, 2-4 3-1) give 3 and 4 two Blacks and 1 and 2 one, so BPG ranks {3, 4} first;
    # KS (everyone has 50%), SB (3 × 1½ × ½ = 2.25) and WON (0) split nobody further.
    draws = [(a, b, "1/2-1/2") for a in range(1, 5) for b in range(a + 1, 5)]
    rows = compute_standings(round_robin(4, draws), US)
    with pytest.raises(PlayoffError, match="players 3 and 4; 1 and 2 are still level"):
        seed_playoff(rows)
    order = seed_playoff(rows, 2015)
    assert set(order[:2]) == {3, 4} and set(order[2:]) == {1, 2}
    p = Playoff.from_standings(rows, US, lot_seed=2015)
    assert (p.tied, p.lot_seed) == (order, 2015)
    assert [s.players for s in p.plan.steps[:2]] == [(order[0], order[3]), (order[1], order[2])]
