"""Actions the play-off refuses, each with a message saying what is wrong (and what comes next).

A refused action changes nothing: ``apply`` returns a new value only when the action is legal,
so the play-off it was offered to is the one the test keeps using.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    Playoff,
    PlayoffError,
    SelectFour,
)
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from tests.core.test_playoffs import US

FOUR = (3, 8, 1, 6)  # semi-final-1: 3 v 6, semi-final-2: 8 v 1
SEVEN = (6, 3, 11, 2, 9, 4, 8)


@pytest.mark.parametrize(("tied", "action", "message"), [
    (FOUR, ColourLot("final", white=3),
     "step final: cannot draw the colours now: its players are not known until semi-final-1 "
     "and semi-final-2 are decided"),
    ((7, 2, 9), Bid("final", 7, 300), "step final is a rapid match: only an Armageddon game"),
    ((7, 2, 9), GameResult("final", 1, Result.WHITE_WINS),
     "cannot record a result now: its players are not known until semi-final is decided"),
    ((4, 9), GameResult("final", 1, Result.WHITE_WINS),
     "cannot record a result now: the colours of game 1 are drawn by lot first"),
    ((4, 9), ColourChoice("final", 4, Side.WHITE), "step final is a rapid match: its colours are"),
    ((4, 9), CoinFlip("final", seed=3), "step final is a rapid match: only an Armageddon game"),
    ((4, 9), ColourLot("final", white=5), "player 5 does not play in it \\(its players are 4 "
                                          "and 9\\)"),
    (FOUR, ColourLot("semi-final-1", seed=1), "step semi-final-1 is an Armageddon game: its "
                                              "colours follow the bids"),
    (FOUR, Bid("semi-final-1", 8, 300), "player 8 does not play in it"),
    (FOUR, Bid("semi-final-3", 8, 300), "no step 'semi-final-3' in this play-off yet \\(steps: "
                                        "semi-final-1, semi-final-2, final\\)"),
    (FOUR, Bid("final-armageddon", 3, 300), "no step 'final-armageddon'"),
    (FOUR, CoinFlip("semi-final-1", winner=3),
     "cannot flip the coin now: waiting for the sealed bids of players 3 and 6"),
    (FOUR, GameResult("semi-final-2", 1, Result.DRAW),
     "waiting for the sealed bids of players 8 and 1"),
    (FOUR, SelectFour((3, 8, 1, 6), "why"), "only when more than four are tied \\(4 are\\)"),
    (SEVEN, SelectFour((6, 3, 11), "why"), "exactly four different players"),
    (SEVEN, SelectFour((6, 3, 11, 11), "why"), "exactly four different players"),
    (SEVEN, SelectFour((6, 3, 11, 5), "why"), "player 5 is not tied for first"),
    (SEVEN, SelectFour((6, 3, 11, 9), "  "), "needs a note"),
])
def test_refused(tied: tuple[int, ...], action: Action, message: str) -> None:
    with pytest.raises(PlayoffError, match=message):
        Playoff.start(tied, US).apply(action)


def test_a_second_bid_by_the_same_player_is_refused() -> None:
    p = Playoff.start(FOUR, US).apply(Bid("semi-final-1", 3, 300))
    with pytest.raises(PlayoffError, match="player 3 has already bid, and a sealed bid cannot"):
        p.apply(Bid("semi-final-1", 3, 200))


def test_results_come_in_game_order_and_stop_when_the_step_is_over() -> None:
    p = Playoff.start((4, 9), US).apply(ColourLot("final", white=4))
    with pytest.raises(PlayoffError, match="step final: game 1 is next, not game 2"):
        p.apply(GameResult("final", 2, Result.DRAW))
    p = p.apply(GameResult("final", 1, Result.WHITE_WINS))
    p = p.apply(GameResult("final", 2, Result.DRAW))
    with pytest.raises(PlayoffError, match="cannot record a result now: the step is finished"):
        p.apply(GameResult("final", 3, Result.DRAW))
    with pytest.raises(PlayoffError, match="cannot draw the colours now: the step is finished"):
        p.apply(ColourLot("final", white=9))


def test_a_double_forfeit_is_refused() -> None:
    p = Playoff.start((4, 9), US).apply(ColourLot("final", white=4))
    with pytest.raises(PlayoffError, match="double forfeit leaves nobody to advance"):
        p.apply(GameResult("final", 1, Result.DOUBLE_FORFEIT))


def test_the_selection_of_four_closes_when_the_playoff_starts() -> None:
    p = Playoff.start(SEVEN, US).apply(Bid("semi-final-2", 3, 300))
    with pytest.raises(PlayoffError, match="only be changed before the play-off starts"):
        p.apply(SelectFour((6, 3, 11, 9), "late"))


@pytest.mark.parametrize("make", [lambda: ColourLot("final"),
                                  lambda: ColourLot("final", seed=1, white=4),
                                  lambda: CoinFlip("semi-final"),
                                  lambda: CoinFlip("semi-final", seed=1, winner=2)])
def test_a_lot_is_either_seeded_or_physical(make: Callable[[], object]) -> None:
    with pytest.raises(PlayoffError, match="either the seed of the program's draw or the player"):
        make()


def test_a_playoff_needs_its_settings() -> None:
    with pytest.raises(PlayoffError) as caught:
        Playoff.start((4, 9), EventSettings())  # the FIDE default preset has no play-off rules
    assert "Play-off rapid time control '': the time control is empty" in str(caught.value)
    assert "Armageddon base time must be more than 0" in str(caught.value)


def test_an_unreadable_rapid_control_is_named() -> None:
    with pytest.raises(PlayoffError, match="Play-off rapid time control 'G/fifteen'"):
        Playoff.start((4, 9), US.with_changes(playoff_rapid_time_control="G/fifteen"))


@pytest.mark.parametrize(("tied", "message"), [((), "nobody is tied for first"),
                                               ((4, 9, 4), "player 4 is listed twice")])
def test_bad_tied_lists_are_refused(tied: tuple[int, ...], message: str) -> None:
    with pytest.raises(PlayoffError, match=message):
        Playoff.start(tied, US)
