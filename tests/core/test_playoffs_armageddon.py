"""Armageddon bidding: sealed bids, the limit, coin flips, the colour choice and the clocks.

Rules as facts (US Junior Closed 2015, "Playoff Regulations"): bids are minutes and seconds, at
most the base 10:00; the lower bidder chooses a colour and begins with the bid, the other gets
10:00; equal bids: the chief arbiter flips a coin to decide who chooses. 2 s increment each.
Expected values are worked out by hand.
"""

from __future__ import annotations

import pytest

from chessarbiter.core.clock import ChessClock, Side
from chessarbiter.core.playoffs import (
    Bid,
    CoinFlip,
    ColourChoice,
    GameResult,
    Playoff,
    PlayoffError,
    StepStatus,
    parse_bid,
)
from chessarbiter.core.results import Result
from tests.core.test_playoffs import US

SEMI = "semi-final"
W, B = Side.WHITE, Side.BLACK


def three() -> Playoff:
    return Playoff.start((7, 2, 9), US)  # the semi-final is 2 v 9


def test_bids_stay_sealed_until_both_are_in() -> None:
    p = three().apply(Bid(SEMI, 9, parse_bid("8:00")))
    step = p.plan.step(SEMI)
    assert step.bidding is not None
    assert (step.status, step.bidding.bids_in, step.bidding.revealed) == (StepStatus.BIDS, (9,),
                                                                          False)
    shown = p.plan.to_dict()["steps"][0]["bidding"]
    assert (shown["bids_in"], shown["bids_revealed"], shown["bids"]) == ([9], False, None)
    assert "480" not in repr(p.plan.to_dict())
    p = p.apply(Bid(SEMI, 2, parse_bid("7:30")))
    bidding = p.plan.step(SEMI).bidding
    assert bidding is not None and bidding.bids == (450, 480) and bidding.chooser == 2
    assert p.plan.to_dict()["steps"][0]["bidding"]["bids"] == [
        {"player": 2, "seconds": 450}, {"player": 9, "seconds": 480}]


@pytest.mark.parametrize(("text", "seconds"), [("10:00", 600), ("7:30", 450), ("0:01", 1),
                                               (" 9:05 ", 545)])
def test_bid_text_is_read_as_a_clock_time(text: str, seconds: int) -> None:
    assert parse_bid(text) == seconds


@pytest.mark.parametrize("text", ["7.30", "7:60", "abc", "", "-1:00"])
def test_unreadable_bids_are_refused(text: str) -> None:
    with pytest.raises(PlayoffError, match="cannot read the bid"):
        parse_bid(text)


def test_a_bid_of_exactly_the_base_time_is_allowed() -> None:
    p = three().apply(Bid(SEMI, 2, parse_bid("10:00")))
    assert p.plan.step(SEMI).bidding is not None


def test_a_bid_over_the_base_time_is_refused_with_both_times() -> None:
    with pytest.raises(PlayoffError,
                       match=r"step semi-final: the bid 10:01 is over the base time 10:00"):
        three().apply(Bid(SEMI, 2, parse_bid("10:01")))


def test_a_bid_of_nothing_is_refused() -> None:
    with pytest.raises(PlayoffError, match="at least 0:01"):
        three().apply(Bid(SEMI, 2, 0))


def test_the_limit_follows_the_event_settings() -> None:
    # The 2009 US Championship practice: 45:00 base, 5 s increment.
    settings = US.with_changes(armageddon_base_seconds=2700, armageddon_increment_seconds=5)
    p = Playoff.start((7, 2, 9), settings).apply(Bid(SEMI, 2, parse_bid("44:59")))
    with pytest.raises(PlayoffError, match="the bid 45:01 is over the base time 45:00"):
        p.apply(Bid(SEMI, 9, parse_bid("45:01")))
    p = p.apply(Bid(SEMI, 9, parse_bid("45:00"))).apply(ColourChoice(SEMI, 2, W))
    game = p.plan.step(SEMI).games[0]
    assert (game.white_seconds, game.black_seconds, game.increment_seconds) == (2699, 2700, 5)


def test_the_low_bidder_may_take_white() -> None:
    p = three().apply(Bid(SEMI, 2, 500)).apply(Bid(SEMI, 9, 420)).apply(ColourChoice(SEMI, 9, W))
    game = p.plan.step(SEMI).games[0]
    assert (game.white, game.black, game.white_seconds, game.black_seconds) == (9, 2, 420, 600)


def test_equal_bids_need_a_coin_flip_before_the_choice() -> None:
    p = three().apply(Bid(SEMI, 2, 300)).apply(Bid(SEMI, 9, 300))
    step = p.plan.step(SEMI)
    assert step.status is StepStatus.COIN_FLIP
    assert step.bidding is not None and step.bidding.chooser is None
    with pytest.raises(PlayoffError, match="cannot choose a colour now: the bids are equal"):
        p.apply(ColourChoice(SEMI, 2, B))
    p = p.apply(CoinFlip(SEMI, winner=9))  # the arbiter's physical coin
    bidding = p.plan.step(SEMI).bidding
    assert bidding is not None and bidding.chooser == 9
    assert bidding.coin_flip is not None and bidding.coin_flip.seed is None
    with pytest.raises(PlayoffError, match="player 2 cannot choose the colour: player 9 won the"):
        p.apply(ColourChoice(SEMI, 2, B))
    p = p.apply(ColourChoice(SEMI, 9, B))
    game = p.plan.step(SEMI).games[0]
    assert (game.white, game.black, game.white_seconds, game.black_seconds) == (2, 9, 600, 300)


def test_the_programs_coin_flip_is_reproducible_from_its_recorded_seed() -> None:
    equal = three().apply(Bid(SEMI, 2, 300)).apply(Bid(SEMI, 9, 300))
    choosers = {}
    for seed in range(40):
        bidding = equal.apply(CoinFlip(SEMI, seed=seed)).plan.step(SEMI).bidding
        assert bidding is not None and bidding.coin_flip is not None
        assert bidding.coin_flip.seed == seed
        choosers[seed] = bidding.chooser
        again = equal.apply(CoinFlip(SEMI, seed=seed)).plan.step(SEMI).bidding
        assert again is not None and again.chooser == bidding.chooser
    assert set(choosers.values()) == {2, 9}  # a fair coin over 40 flips shows both sides


def test_a_coin_flip_is_refused_when_the_bids_differ() -> None:
    p = three().apply(Bid(SEMI, 2, 300)).apply(Bid(SEMI, 9, 301))
    with pytest.raises(PlayoffError, match="cannot flip the coin now: player 2 chooses"):
        p.apply(CoinFlip(SEMI, seed=1))


def test_only_the_low_bidder_chooses() -> None:
    p = three().apply(Bid(SEMI, 2, 300)).apply(Bid(SEMI, 9, 301))
    with pytest.raises(PlayoffError, match="player 9 cannot choose the colour: player 2 bid less"):
        p.apply(ColourChoice(SEMI, 9, W))


@pytest.mark.parametrize(("result", "advances"), [("1-0", 9), ("0-1", 2), ("1/2-1/2", 2),
                                                  ("+-", 9), ("-+", 2)])
def test_black_has_draw_odds(result: str, advances: int) -> None:
    # 2 bid lower and took Black: White is 9.
    p = three().apply(Bid(SEMI, 2, 450)).apply(Bid(SEMI, 9, 480)).apply(ColourChoice(SEMI, 2, B))
    p = p.apply(GameResult(SEMI, 1, Result.parse(result)))
    step = p.plan.step(SEMI)
    assert step.games[0].result is Result.parse(result)  # the draw is stored as a draw
    assert step.winner == advances
    assert p.plan.step("final").players == (7, advances)


def test_the_planned_clocks_start_a_chess_clock() -> None:
    p = three().apply(Bid(SEMI, 2, 450)).apply(Bid(SEMI, 9, 480)).apply(ColourChoice(SEMI, 2, B))
    game = p.plan.step(SEMI).games[0]
    assert game.white_control is not None and game.black_control is not None
    clock = ChessClock(game.white_control, game.black_control, now=lambda: 0.0)
    assert (clock.remaining(W), clock.remaining(B)) == (600, 450)
