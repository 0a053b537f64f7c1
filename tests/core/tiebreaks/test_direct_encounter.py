"""Direct Encounter (FIDE C.07 Art. 6) as the standings apply it; every value worked by hand."""

from dataclasses import replace

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tiebreaks.direct_encounter import DirectEncounter
from chessarbiter.core.tiebreaks.engine import order_tied
from chessarbiter.core.tiebreaks.field import Field, Rules
from chessarbiter.core.tiebreaks.history import History
from chessarbiter.core.tournament import Standing, Tournament
from tests.fixtures.crosstables import round_robin, tournament


def by_start_no(tournament: Tournament, chain: tuple[str, ...]) -> dict[int, Standing]:
    return {r.start_no: r for r in compute_standings(tournament, EventSettings(), chain)}


def order_by_direct_encounter(tournament: Tournament, group: list[int], swiss: bool = False
                              ) -> tuple[list[list[int]], dict[int, float]]:
    """Art. 6 alone applied to ``group`` by the engine: the blocks and the DE values."""
    players = sorted(p.start_no for p in tournament.players)
    criterion = DirectEncounter(Field(History.of(tournament, players), Rules(), swiss))
    seen: dict[str, dict[int, float]] = {}
    return order_tied(group, [criterion], seen), seen["DE"]


def test_seminar_example_orders_three_tied_players_by_their_mutual_games() -> None:
    # [SEM]: P1 1–0 P2, P2 ½–½ P3, P1 ½–½ P3 → P1 1½, P3 1, P2 ½. P4 and P5 are added so that
    # P1, P2 and P3 all end on 2 points: P5 2½, P4 1½.
    p1, p2, p3, p4, p5 = 1, 2, 3, 4, 5
    tournament = round_robin(5, [
        (p1, p2, "1-0"), (p2, p3, "1/2-1/2"), (p1, p3, "1/2-1/2"),
        (p1, p4, "1/2-1/2"), (p1, p5, "0-1"), (p2, p4, "1-0"), (p2, p5, "1/2-1/2"),
        (p3, p4, "1/2-1/2"), (p3, p5, "1/2-1/2"), (p4, p5, "1/2-1/2"),
    ])
    rows = by_start_no(tournament, ("DE",))
    assert [rows[p].points for p in (p1, p2, p3, p4, p5)] == [2.0, 2.0, 2.0, 1.5, 2.5]
    assert [rows[p].tiebreaks["DE"] for p in (p1, p2, p3, p4, p5)] == [1.5, 0.5, 1.0, 0.0, 0.0]
    assert [rows[p].rank for p in (p5, p1, p3, p2, p4)] == [1, 2, 3, 4, 5]


def test_direct_encounter_is_reapplied_to_the_players_it_left_tied() -> None:
    # Double round robin; A, B, C, D end on 4½, E on 2. Pair averages among the four:
    # A–B ½–½, A–C ¾–¼, A–D 1–0, B–C ¼–¾, B–D ½–½, C–D ¼–¾. DE over the four:
    # A 2.25, B 1.25, C 1.25, D 1.25. Reapplied to B, C, D alone: D 1.25, C 1.0, B 0.75.
    # (With four players tied in a single round robin a 1 + 3 split can never be split again:
    # the odd one out scored the same against each of the three, so the averages are needed.)
    a, b, c, d, e = 1, 2, 3, 4, 5
    tournament = round_robin(5, [
        (a, b, "1-0"), (a, b, "0-1"), (a, c, "1/2-1/2"), (a, c, "1-0"),
        (a, d, "1-0"), (a, d, "1-0"), (b, c, "1/2-1/2"), (b, c, "0-1"),
        (b, d, "1/2-1/2"), (b, d, "1/2-1/2"), (c, d, "1/2-1/2"), (c, d, "0-1"),
        (e, a, "1-0"), (e, a, "1-0"), (b, e, "1-0"), (b, e, "1-0"),
        (c, e, "1-0"), (c, e, "1-0"), (d, e, "1-0"), (d, e, "1-0"),
    ], cycles=2)
    rows = by_start_no(tournament, ("DE",))
    assert {p: rows[p].points for p in (a, b, c, d, e)} == {a: 4.5, b: 4.5, c: 4.5, d: 4.5,
                                                            e: 2.0}
    assert {p: rows[p].tiebreaks["DE"] for p in (a, b, c, d, e)} == {
        a: 2.25, b: 0.75, c: 1.0, d: 1.25, e: 0.0}
    assert [rows[p].rank for p in (a, d, c, b, e)] == [1, 2, 3, 4, 5]


def test_a_pair_that_met_twice_counts_the_average_even_mid_event() -> None:
    # Double round robin of three, part played: A beat B twice, C beat B once, A–C drawn once.
    # Averages: A 1 + ½ = 1.5, C 1 + ½ = 1.5, B 0. Summing the games instead would put A
    # (2½) ahead of C (1½). Reapplied to A and C alone: ½ each, which is what is reported.
    a, b, c = 1, 2, 3
    tournament = round_robin(3, [(a, b, "1-0"), (a, b, "1-0"), (c, b, "1-0"),
                                 (a, c, "1/2-1/2")], cycles=2)
    blocks, values = order_by_direct_encounter(tournament, [a, b, c])
    assert blocks == [[a, c], [b]]
    assert values == {a: 0.5, b: 0.0, c: 0.5}


def test_players_who_have_not_met_stay_tied() -> None:
    a, b, c = 1, 2, 3
    tournament = round_robin(3, [(a, c, "1-0"), (b, c, "1-0")])
    blocks, values = order_by_direct_encounter(tournament, [a, b])
    assert blocks == [[a, b]]
    assert values == {a: 0.0, b: 0.0}


def test_a_forfeit_counts_as_a_game_between_tied_players() -> None:
    # A beat B by forfeit; A and B both end on 1½ (C 2, D 1). Pre-determined pairings
    # (Art. 15.2): the forfeit decides DE.
    a, b, c, d = 1, 2, 3, 4
    tournament = round_robin(4, [(a, b, "+-"), (a, c, "0-1"), (a, d, "1/2-1/2"),
                                 (b, c, "1-0"), (b, d, "1/2-1/2"), (c, d, "1-0")])
    rows = by_start_no(tournament, ("DE",))
    assert [rows[p].points for p in (a, b, c, d)] == [1.5, 1.5, 2.0, 1.0]
    assert (rows[a].tiebreaks["DE"], rows[b].tiebreaks["DE"]) == (1.0, 0.0)
    assert [rows[p].rank for p in (c, a, b, d)] == [1, 2, 3, 4]


def swiss_games(last: str) -> Tournament:
    """Four Swiss players: 1 beat 2, 3 and 4; 2 beat 3 and 4; 3–4 is ``last`` (or unplayed)."""
    games = [(1, 1, 2, "1-0"), (2, 1, 3, "1-0"), (3, 1, 4, "1-0"), (1, 2, 3, "1-0"),
             (2, 2, 4, "1-0")] + ([(3, 3, 4, last)] if last else [])
    return replace(tournament({n: f"P{n}" for n in range(1, 5)}, games, rounds=3), swiss=True)


def test_swiss_ranks_first_who_stays_on_top_whatever_the_missing_games_give() -> None:
    # Art. 6.3: 3 and 4 have not met. 1 (3 of 3) and then 2 (2, above the 1 that 3 or 4 could
    # reach) are sure of their places; 3 and 4 stay tied (each could still win their game).
    blocks, values = order_by_direct_encounter(swiss_games(""), [1, 2, 3, 4], swiss=True)
    assert blocks == [[1], [2], [3, 4]]
    assert values == {1: 3.0, 2: 2.0, 3: 0.0, 4: 0.0}


def test_a_swiss_forfeit_is_no_encounter_but_a_round_robin_one_is() -> None:
    # 3 beat 4 by forfeit: Art. 6.1.1 leaves it out in a Swiss, 15.2 counts it in a round robin.
    event = swiss_games("+-")
    assert order_by_direct_encounter(event, [3, 4], swiss=True)[0] == [[3, 4]]
    assert order_by_direct_encounter(event, [3, 4], swiss=False)[0] == [[3], [4]]
