"""apply_withdrawals: both rules, the half-games threshold, open rounds, double forfeits.

Berger for 4 players: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1 (first named has White); a double
round robin repeats them in rounds 4–6 with colours reversed, rounds 2 and 3 swapped.
"""

from dataclasses import replace

import pytest

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals
from tests.fixtures.crosstables import round_robin


def withdraw(tournament: Tournament, after: dict[int, int]) -> Tournament:
    players = tuple(replace(p, withdrawn_after=after.get(p.start_no)) for p in tournament.players)
    return replace(tournament, players=players)


def results(tournament: Tournament) -> dict[tuple[int, int, int], str | None]:
    """(round, white, black) → result text, for comparing whole tournaments at a glance."""
    return {(g.round, g.white, g.black): g.result.value if g.result else None
            for g in tournament.games}


# Player 4 leaves after round 1; round 2 is the latest round with a result.
LEAVES_AFTER_ROUND_1 = [(1, 4, "1-0"), (2, 3, "1/2-1/2"), (1, 2, "0-1")]


def test_forfeit_remaining_forfeits_every_remaining_game_at_once() -> None:
    event = withdraw(round_robin(4, LEAVES_AFTER_ROUND_1), {4: 1})
    outcome = apply_withdrawals(event, "forfeit-remaining")
    assert outcome.annulled == frozenset()
    assert results(outcome.tournament) == {
        (1, 1, 4): "1-0", (1, 2, 3): "1/2-1/2",
        (2, 4, 3): "-+", (2, 1, 2): "0-1",  # 4 (White) is gone: Black wins by forfeit
        (3, 2, 4): "+-",  # round 3 is still to come, but 4 will not play it
        (3, 3, 1): None,
    }


def test_annul_under_half_removes_every_game_of_a_player_with_too_few() -> None:
    event = withdraw(round_robin(4, LEAVES_AFTER_ROUND_1), {4: 1})  # 1 game of 3
    outcome = apply_withdrawals(event, "annul-under-half")
    assert outcome.annulled == frozenset({4})
    assert results(outcome.tournament) == {(1, 2, 3): "1/2-1/2", (2, 1, 2): "0-1",
                                           (3, 3, 1): None}


def double_round_robin(last: int, left_after: int) -> Tournament:
    """Player 4 leaves a double round robin after ``left_after``; every other game of rounds
    1..``last`` is drawn."""
    base = round_robin(4, [], cycles=2)
    games = tuple(replace(g, result=Result.DRAW)
                  if g.round <= last and (g.round <= left_after or 4 not in (g.white, g.black))
                  else g for g in base.games)
    return withdraw(base.with_games(games), {4: left_after})


def test_exactly_half_the_games_is_not_under_half() -> None:
    # Player 4 played 3 of 6 games (rounds 1–3), left after round 3: all later games forfeit.
    outcome = apply_withdrawals(double_round_robin(4, left_after=3), "annul-under-half")
    assert outcome.annulled == frozenset()
    later = [(g.round, g.points(4), g.result and g.result.forfeit)
             for g in outcome.tournament.games if 4 in (g.white, g.black) and g.round >= 4]
    assert later == [(4, 0.0, True), (5, 0.0, True), (6, 0.0, True)]


def test_one_game_fewer_than_half_is_annulled() -> None:
    # Player 4 played rounds 1–2 only (2 of 6) and left; round 3 went on without them.
    event = double_round_robin(3, left_after=2)
    outcome = apply_withdrawals(event, "annul-under-half")
    assert outcome.annulled == frozenset({4})
    assert all(4 not in (g.white, g.black) for g in outcome.tournament.games)
    # Under the other rule the same player keeps rounds 1–2 and loses round 3 by forfeit.
    kept = apply_withdrawals(event, "forfeit-remaining").tournament
    round_3 = next(g for g in kept.games if g.round == 3 and 4 in (g.white, g.black))
    assert round_3.points(4) == 0.0 and round_3.result is not None and round_3.result.forfeit


def test_game_between_two_withdrawn_players_is_a_double_forfeit() -> None:
    event = withdraw(round_robin(4, [(1, 4, "1-0"), (2, 3, "1-0"), (1, 2, "1-0")]), {3: 1, 4: 1})
    outcome = apply_withdrawals(event, "forfeit-remaining")
    assert results(outcome.tournament)[2, 4, 3] == "--"


def test_free_round_of_an_annulled_player_goes_too() -> None:
    # Five players: player 1 has the free round in round 1 (Berger table of 6, 6 = bye).
    event = withdraw(round_robin(5, [(2, 5, "1-0")]), {1: 0})
    outcome = apply_withdrawals(event, "annul-under-half")
    assert outcome.annulled == frozenset({1})
    assert all(b.start_no != 1 for b in outcome.tournament.byes)
    assert len(outcome.tournament.byes) == 4


def test_results_entered_before_the_withdrawal_are_kept() -> None:
    event = withdraw(round_robin(4, LEAVES_AFTER_ROUND_1), {4: 1})
    kept = apply_withdrawals(event, "forfeit-remaining").tournament
    assert Game(1, 1, 1, 4, Result.WHITE_WINS) in kept.games


def test_unknown_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown withdrawal rule 'expel'"):
        apply_withdrawals(round_robin(4, []), "expel")
