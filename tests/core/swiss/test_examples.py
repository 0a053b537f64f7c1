"""Small positions whose pairing the 2025 rules decide by one criterion.

The two positions are the regression cases published with bbpPairings for the new criteria
(test/tests/dutch_2025_C5 and dutch_2025_C9, expected pairings given there); the reasoning in
each test follows the article text.
"""

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import RoundRequest, pair_round
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

WIN, LOSS = Result.WHITE_WINS, Result.BLACK_WINS


def players(n: int) -> tuple[Player, ...]:
    return tuple(Player(i, f"Player {i}", fide_rating=2800 - i) for i in range(1, n + 1))


def test_c5_the_bye_goes_to_the_lowest_score() -> None:
    games = (Game(1, 1, 1, 4, WIN), Game(1, 2, 5, 2, LOSS), Game(1, 3, 3, 6, WIN),
             Game(2, 1, 2, 1, LOSS), Game(2, 2, 4, 3, LOSS), Game(2, 3, 6, 5, LOSS))
    event = Tournament(players(6), games, rounds=3)
    got = pair_round(event, RoundRequest(3, 3, absent=frozenset({4})))
    # five players: 6 (0 points) takes the bye although 2 or 5 (1 point) would pair better
    assert got.bye == 6
    assert set(got.pairs()) == {(1, 5), (3, 2)}


def test_c9_the_bye_goes_to_the_player_without_unplayed_games() -> None:
    games = (Game(1, 1, 1, 3, WIN), Game(1, 2, 4, 2, LOSS))
    byes = (Bye(1, 5, ByeKind.ZERO),)
    event = Tournament(players(5), games, byes, rounds=3)
    got = pair_round(event, RoundRequest(2, 3))
    # 3, 4 and 5 have 0 points; 5 already sat round 1 out, so 4 (lowest, no unplayed) gets it
    assert got.bye == 4
    assert set(got.pairs()) == {(2, 1), (3, 5)}


def test_a_forfeited_game_is_no_meeting() -> None:
    games = (Game(1, 1, 1, 2, Result.WHITE_WINS_FORFEIT),)
    event = Tournament(players(2), games, rounds=3)
    got = pair_round(event, RoundRequest(2, 3))
    assert {frozenset(p) for p in got.pairs()} == {frozenset({1, 2})}
    assert got.bye is None


def test_a_player_with_a_forfeit_win_cannot_get_the_bye() -> None:
    games = (Game(1, 1, 1, 2, WIN), Game(1, 2, 3, 4, Result.WHITE_WINS_FORFEIT))
    byes = (Bye(1, 5, ByeKind.ZERO),)
    event = Tournament(players(5), games, byes, rounds=5)
    got = pair_round(event, RoundRequest(2, 5))
    assert got.bye not in (1, 3)  # C2: 3 scored a win's points without playing
    assert got.bye in (2, 4, 5)
