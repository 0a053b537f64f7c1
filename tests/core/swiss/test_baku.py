"""Baku acceleration per FIDE C.04.5.1 (the handbook's own examples and wording, as published
at spp.fide.com/c-04-5-1-baku-acceleration)."""

from chessarbiter.core.players import Player
from chessarbiter.core.swiss.baku import group_a_size, virtual_points, with_baku


def field(n: int, late: dict[int, int] | None = None) -> list[Player]:
    """``n`` players by pairing number; ``late``: start number → the round they entered."""
    late = late or {}
    return [Player(s, f"P{s}", entered_round=late.get(s)) for s in range(1, n + 1)]


def test_group_a_is_the_first_half_rounded_up_to_even() -> None:
    assert group_a_size(161) == 82  # the handbook's example
    assert group_a_size(100) == 50


def test_nine_rounds_three_with_one_point_two_with_a_half() -> None:
    # "In a nine-round tournament, the accelerated rounds are five": 1 point in three, ½ in two
    assert [virtual_points(r, 9) for r in range(1, 10)] == [1, 1, 1, 0.5, 0.5, 0, 0, 0, 0]


def test_only_group_a_gets_virtual_points() -> None:
    table = with_baku(field(10), {}, 9, 9)
    assert table[1] == {s: 1.0 for s in range(1, 7)}  # 2 × ⌈10/4⌉ = 6
    assert table[4] == {s: 0.5 for s in range(1, 7)}
    assert table[6] == {}  # "no virtual points are ever given ... after the last accelerated round"


def test_a_late_entry_above_the_last_ga_player_joins_ga_and_ga_may_be_odd() -> None:
    """C.04.5.1, Late entries: "The last GA-player shall be the same as in the previous
    round"; Note 1: "the pairing number of the last GA-player may be different by the one set
    accordingly to Rule 2"; Note 2: "After the first round, GA may contain an odd number of
    players". Ten players before round 1 (GA nos. 1-6); a late entry for round 2 rated into
    no. 3 moves old nos. 3-10 up by one, so the last GA player is now no. 7: GA is nos. 1-7,
    seven players, none dropped."""
    round_1 = {1: {s: 1.0 for s in (1, 2, 4, 5, 6, 7)}}  # as paired, in today's numbers
    table = with_baku(field(11, {3: 2}), round_1, 3, 9)
    assert table[1] == round_1[1]
    assert table[2] == table[3] == {s: 1.0 for s in range(1, 8)}


def test_a_late_entry_below_the_last_ga_player_stays_in_gb() -> None:
    """The same rule: GA is not counted again over the bigger field. Three late entries at
    the bottom of ten (GA 1-6): 2 × ⌈13/4⌉ would be 8, the last GA player stays no. 6."""
    table = with_baku(field(13, {11: 2, 12: 2, 13: 3}), {}, 3, 9)
    assert table[1] == table[2] == table[3] == {s: 1.0 for s in range(1, 7)}


def test_late_entries_at_the_top_all_join_ga() -> None:
    # four late entries for round 3 above everyone: old nos. 1-6 (GA) are now 5-10
    paired = {r: {s: 1.0 for s in range(5, 11)} for r in (1, 2)}
    table = with_baku(field(14, {1: 3, 2: 3, 3: 3, 4: 3}), paired, 3, 9)
    assert table[3] == {s: 1.0 for s in range(1, 11)}  # ten players, not 2 × ⌈14/4⌉ = 8


def test_round_one_counts_only_the_players_registered_before_it() -> None:
    # a round 1 paired before its points were stored is counted again the same way: the
    # ten entrants (no. 5 entered for round 3, no. 9 for round 2) give GA 1-4, 6, 7
    table = with_baku(field(12, {5: 3, 9: 2}), {}, 3, 9)
    assert table[1] == table[2] == {s: 1.0 for s in (1, 2, 3, 4, 6, 7)}
    assert table[3] == {s: 1.0 for s in range(1, 8)}  # no. 5 entered above the last, no. 7


def test_rounds_with_points_given_are_kept() -> None:
    given = {1: {1: 0.5, 7: 2.0}}  # e.g. read from a file's XXA records
    table = with_baku(field(10), given, 2, 9)
    assert table[1] == {1: 0.5, 7: 2.0}
    assert table[2] == {s: 1.0 for s in range(1, 8)}  # the last player given points: no. 7
