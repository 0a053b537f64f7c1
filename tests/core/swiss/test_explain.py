"""The explanation of each board: why a player floats and why the colours are what they are.

Cases are the published Held example (its facts: who met whom, the colours and scores of each
round) and one built by hand for C3; the expected reasons follow the article text.
"""

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import Board, RoundPairing, RoundRequest, pair_round
from chessarbiter.core.tournament import Game, Tournament
from tests.core.swiss.test_published_examples import _before, _held

WIN, LOSS = Result.WHITE_WINS, Result.BLACK_WINS


def _held_round(rnd: int) -> RoundPairing:
    data = _held()
    absent = frozenset(data["played"][rnd - 1]["absent"])
    return pair_round(_before(data, rnd), RoundRequest(rnd, data["rounds"], absent=absent))


def _board(pairing: RoundPairing, white: int, black: int) -> Board:
    return next(b for b in pairing.boards if (b.white, b.black) == (white, black))


def test_a_floater_whose_only_scoregroup_partner_it_has_met() -> None:
    # round 2: David (4) and Nancy (11) are alone on ½ and drew each other in round 1 (C1)
    lines = _board(_held_round(2), 4, 9).explanation
    assert "4 floats down from 0.5 to meet 9 (0), who floats up" in lines
    assert "4 may meet nobody else on 0.5: has played 11 (C1)" in lines


def test_colours_by_the_higher_ranked_players_preference() -> None:
    # round 2: Alice (1) and Eloise (5) both had White in round 1 (strong preference for
    # Black, 1.7.2), nothing tells them apart (5.2.3): the higher-ranked Alice gets Black
    lines = _board(_held_round(2), 5, 1).explanation
    assert "colours: the higher-ranked player's preference granted (C.04.3 5.2.4)" in lines
    assert "5 does not get their strong preference for black (C13)" in lines


def test_an_odd_scoregroup_and_a_player_alone_on_a_score() -> None:
    # after round 3 Bruno, Eloise and Finn are the three on 2½; after round 4 Bruno alone has 3½
    assert "3 players on 2.5 points: an odd number, one floats (C6)" in _board(
        _held_round(4), 4, 5).explanation
    final = _board(_held_round(5), 2, 1).explanation
    assert "2 is alone on 3.5 points" in final
    assert "final round, topscorer on this board: colour limits may be exceeded (C10-C11)" in final


def test_a_floater_kept_from_its_scoregroup_by_the_same_absolute_preference() -> None:
    # 1 and 2 won twice with Black: both on 2 points with an absolute preference for White, and
    # not topscorers before the final round, so C3 keeps them apart: both float down
    games = (Game(1, 1, 5, 1, LOSS), Game(1, 2, 6, 2, LOSS), Game(1, 3, 3, 7, WIN),
             Game(1, 4, 4, 8, WIN), Game(2, 1, 3, 1, LOSS), Game(2, 2, 4, 2, LOSS),
             Game(2, 3, 7, 5, WIN), Game(2, 4, 8, 6, WIN))
    players = tuple(Player(i, f"P{i}", fide_rating=2500 - i) for i in range(1, 9))
    got = pair_round(Tournament(players, games, rounds=5), RoundRequest(3, 5))
    lines = next(b for b in got.boards if 1 in (b.white, b.black)).explanation
    assert "1 may meet nobody else on 2: shares an absolute preference for white with 2 (C3)" in (
        lines)
    assert all(2 not in (b.white, b.black) or 1 not in (b.white, b.black) for b in got.boards)
