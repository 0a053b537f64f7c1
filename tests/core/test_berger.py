"""Berger schedules against the published FIDE table and an independent construction."""

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.berger import berger_round, schedule, table_size

# FIDE C.05 Annex 1, table for 9/10 players, as printed (first named has White).
PUBLISHED_10 = """
 1-10  2-9   3-8   4-7   5-6
10-6   7-5   8-4   9-3   1-2
 2-10  3-1   4-9   5-8   6-7
10-7   8-6   9-5   1-4   2-3
 3-10  4-2   5-1   6-9   7-8
10-8   9-7   1-6   2-5   3-4
 4-10  5-3   6-2   7-1   8-9
10-9   1-8   2-7   3-6   4-5
 5-10  6-4   7-3   8-2   9-1
"""


def published(text: str) -> list[list[tuple[int, int]]]:
    return [
        [tuple(int(x) for x in pair.split("-")) for pair in line.split()]  # type: ignore[misc]
        for line in text.strip().splitlines()
    ]


def rotation_schedule(n: int) -> list[list[tuple[int, int]]]:
    """Milvang's rotation ("Berger explained"), written independently of the closed form.

    Round 1 pairs b with N-b+1. Each later round lists 1..N-1 in the previous round's
    board order (White first); the last of the list meets N on board 1 with N's colour
    alternating, then the rest pair off from the end: penultimate (White) v last (Black).
    """
    big = n + n % 2
    rounds = [[(b, big - b + 1) for b in range(1, big // 2 + 1)]]
    for r in range(2, big):
        order = [p for pair in rounds[-1] for p in pair if p != big]
        last = order.pop()
        boards = [(big, last) if r % 2 == 0 else (last, big)]
        while order:
            black = order.pop()
            white = order.pop()
            boards.append((white, black))
        rounds.append(boards)
    if big == n:
        return rounds
    return [[p for p in rnd if big not in p] for rnd in rounds]


def as_pairs(n: int, rnd: int) -> list[tuple[int, int]]:
    return [(p.white, p.black) for p in berger_round(n, rnd).pairings]


def test_ten_players_equal_the_published_table() -> None:
    assert [as_pairs(10, r) for r in range(1, 10)] == published(PUBLISHED_10)


def test_nine_players_use_the_ten_table_with_ten_as_the_free_round() -> None:
    expected = published(PUBLISHED_10)
    for r in range(1, 10):
        rnd = berger_round(9, r)
        assert [(p.white, p.black) for p in rnd.pairings] == [p for p in expected[r - 1]
                                                              if 10 not in p]
        (free_pair,) = [p for p in expected[r - 1] if 10 in p]
        assert rnd.bye == next(x for x in free_pair if x != 10)
        assert [p.board for p in rnd.pairings] == [1, 2, 3, 4]


@pytest.mark.parametrize("n", range(3, 31))
def test_closed_form_equals_the_rotation_construction(n: int) -> None:
    assert [as_pairs(n, r) for r in range(1, table_size(n))] == rotation_schedule(n)


@given(st.integers(3, 40))
def test_every_pair_meets_once_and_colours_stay_balanced(n: int) -> None:
    rounds = schedule(n)
    met = [tuple(sorted((p.white, p.black))) for r in rounds for p in r.pairings]
    assert sorted(met) == sorted(combinations(range(1, n + 1), 2))
    for player in range(1, n + 1):
        whites = sum(p.white == player for r in rounds for p in r.pairings)
        blacks = sum(p.black == player for r in rounds for p in r.pairings)
        assert abs(whites - blacks) <= 1
        assert sum(r.bye == player for r in rounds) == n % 2
        for r in rounds:  # nobody plays twice in a round, nobody both plays and rests
            seats = [x for p in r.pairings for x in (p.white, p.black)]
            assert seats.count(player) + (r.bye == player) == 1


@given(st.integers(3, 24), st.booleans())
def test_double_round_robin_reverses_colours_in_the_second_cycle(n: int, swap: bool) -> None:
    rounds = schedule(n, cycles=2, swap_last_two=swap)
    half = len(rounds) // 2
    assert [r.number for r in rounds] == list(range(1, 2 * half + 1))
    for r, second in enumerate(rounds[half:], start=1):  # the table's order, colours reversed
        table = berger_round(n, r)
        assert [(p.black, p.white) for p in table.pairings] == [
            (p.white, p.black) for p in second.pairings
        ]
        assert table.bye == second.bye
    games = [tuple(sorted((p.white, p.black))) for r in rounds for p in r.pairings]
    assert sorted(games) == sorted(2 * list(combinations(range(1, n + 1), 2)))
    for player in range(1, n + 1):
        whites = sum(p.white == player for r in rounds for p in r.pairings)
        blacks = sum(p.black == player for r in rounds for p in r.pairings)
        assert abs(whites - blacks) <= 2


def test_double_round_robin_swaps_the_last_two_rounds_of_the_first_cycle_only() -> None:
    plain = schedule(10, cycles=2, swap_last_two=False)
    swapped = schedule(10, cycles=2, swap_last_two=True)
    assert swapped[7].pairings == plain[8].pairings
    assert swapped[8].pairings == plain[7].pairings
    assert swapped[:7] == plain[:7]
    assert swapped[9:] == plain[9:]


def test_candidates_2024_order() -> None:
    """8 players: the 2024 Candidates played Berger rounds 1-5, 7, 6, then 1-7 reversed."""
    rounds = schedule(8, cycles=2, swap_last_two=True)
    order = [1, 2, 3, 4, 5, 7, 6, 1, 2, 3, 4, 5, 6, 7]
    for rnd, table_round in zip(rounds, order, strict=True):
        pairs = {frozenset((p.white, p.black)) for p in rnd.pairings}
        assert pairs == {frozenset((p.white, p.black))
                         for p in berger_round(8, table_round).pairings}


def three_in_a_row_at_the_turn(n: int, swap: bool) -> set[int]:
    """Players with the same colour in three consecutive rounds around the cycle turn."""
    rounds = schedule(n, cycles=2, swap_last_two=swap)
    half = n - 1
    found = set()
    for player in range(1, n + 1):
        colours = [
            next(p.white == player for p in r.pairings if player in (p.white, p.black))
            for r in rounds[half - 3: half + 3]
        ]
        if any(len(set(colours[i: i + 3])) == 1 for i in range(len(colours) - 2)):
            found.add(player)
    return found


def test_the_swap_avoids_three_same_colours_in_a_row_at_the_turn() -> None:
    for n in range(6, 21, 2):
        assert three_in_a_row_at_the_turn(n, swap=False), n  # the problem the swap solves
        assert not three_in_a_row_at_the_turn(n, swap=True), n


@pytest.mark.parametrize(("players", "rnd"), [(1, 1), (4, 0), (4, 4), (9, 10)])
def test_impossible_rounds_are_refused(players: int, rnd: int) -> None:
    with pytest.raises(ValueError):
        berger_round(players, rnd)
