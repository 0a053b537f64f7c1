"""Baku acceleration per FIDE C.04.5.1 (the handbook's own examples)."""

from chessarbiter.core.swiss.baku import baku_accelerations, group_a_size, virtual_points


def test_group_a_is_the_first_half_rounded_up_to_even() -> None:
    assert group_a_size(161) == 82  # the handbook's example
    assert group_a_size(100) == 50


def test_nine_rounds_three_with_one_point_two_with_a_half() -> None:
    assert [virtual_points(r, 9) for r in range(1, 10)] == [1, 1, 1, 0.5, 0.5, 0, 0, 0, 0]


def test_only_group_a_gets_virtual_points() -> None:
    got = baku_accelerations(list(range(1, 11)), 1, 9)
    assert got == {s: 1.0 for s in range(1, 7)}  # 2 × ⌈10/4⌉ = 6
    assert baku_accelerations(list(range(1, 11)), 6, 9) == {}
