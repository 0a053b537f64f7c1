"""Properties of any play-off, driven to its end by random legal actions.

Invariants from the rules: only selected players play; each step's winner is one of its
players; the champion won the last step; an Armageddon's chooser is the lower bidder (or the coin
flip's winner) and starts with the bid while the other gets the base; a drawn Armageddon sends
Black through; bids are not shown before both are in; the record replays to the same state.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlanStep,
    Playoff,
    SelectFour,
    StepKind,
    StepStatus,
)
from chessarbiter.core.results import Result
from tests.core.test_playoffs import US

BASE = US.armageddon_base_seconds
DECISIVE = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT,
            Result.BLACK_WINS_FORFEIT]
MOST_STEPS = {1: 0, 2: 2, 3: 3}  # four or more: two semi-finals, final, its Armageddon → 4


def legal_action(draw: st.DrawFn, step: PlanStep) -> Action:
    assert step.players is not None
    status = step.status
    if status is StepStatus.COLOUR_LOT:
        return draw(st.one_of(st.builds(ColourLot, st.just(step.id), seed=st.integers()),
                              st.builds(ColourLot, st.just(step.id),
                                        white=st.sampled_from(step.players))))
    if status is StepStatus.BIDS:
        assert step.bidding is not None
        player = draw(st.sampled_from([p for p in step.players if p not in step.bidding.bids_in]))
        seconds = draw(st.one_of(st.sampled_from([1, 300, BASE]), st.integers(1, BASE)))
        return Bid(step.id, player, seconds)
    if status is StepStatus.COIN_FLIP:
        return draw(st.one_of(st.builds(CoinFlip, st.just(step.id), seed=st.integers()),
                              st.builds(CoinFlip, st.just(step.id),
                                        winner=st.sampled_from(step.players))))
    if status is StepStatus.COLOUR_CHOICE:
        assert step.bidding is not None and step.bidding.chooser is not None
        return ColourChoice(step.id, step.bidding.chooser, draw(st.sampled_from(Side)))
    assert step.next_game is not None
    return GameResult(step.id, step.next_game.number, draw(st.sampled_from(DECISIVE)))


@st.composite
def playoffs(draw: st.DrawFn) -> list[Playoff]:
    """Every state of one play-off from the start to its champion."""
    size = draw(st.integers(1, 8))
    tied = tuple(draw(st.permutations(range(1, 13)))[:size])
    p = Playoff.start(tied, US)
    states = [p]
    if size > 4 and draw(st.booleans()):
        four = draw(st.permutations(tied))[:4]
        p = p.apply(SelectFour(tuple(four), "arbiter's choice"))
        states.append(p)
    while p.plan.champion is None:
        open_steps = [s for s in p.plan.steps
                      if s.status not in (StepStatus.WAITING, StepStatus.FINISHED)]
        p = p.apply(legal_action(draw, draw(st.sampled_from(open_steps))))
        states.append(p)
    return states


PROPERTY = settings(max_examples=100)


@PROPERTY
@given(playoffs())
def test_the_bracket_is_consistent(states: list[Playoff]) -> None:
    plan = states[-1].plan
    assert plan.champion in plan.selected
    assert len(plan.selected) == min(len(plan.tied), 4)
    assert len(plan.steps) <= MOST_STEPS.get(len(plan.selected), 4)
    for step in plan.steps:
        assert step.status is StepStatus.FINISHED and step.players is not None
        assert set(step.players) <= set(plan.selected)
        assert step.winner in step.players or (step.kind is StepKind.RAPID_MATCH
                                               and step.score == (1.0, 1.0))
    if plan.steps:
        assert plan.steps[-1].winner == plan.champion
        assert plan.steps[-1].id in ("final", "final-armageddon")


@PROPERTY
@given(playoffs())
def test_armageddon_clocks_and_draw_odds(states: list[Playoff]) -> None:
    for step in states[-1].plan.steps:
        if step.kind is not StepKind.ARMAGEDDON:
            continue
        bidding, game = step.bidding, step.games[0]
        assert bidding is not None and bidding.bids is not None and step.players is not None
        bids = dict(zip(step.players, bidding.bids, strict=True))
        low = min(bids.values())
        if bidding.bids[0] != bidding.bids[1]:
            assert bidding.coin_flip is None and bids[bidding.chooser or 0] == low
        else:
            assert bidding.coin_flip is not None and bidding.chooser == bidding.coin_flip.player
        seconds = {game.white: game.white_seconds, game.black: game.black_seconds}
        other = next(p for p in step.players if p != bidding.chooser)
        assert seconds == {bidding.chooser: low, other: BASE}
        assert 1 <= low <= BASE and game.increment_seconds == US.armageddon_increment_seconds
        if game.result is Result.DRAW:
            assert step.winner == game.black


@PROPERTY
@given(playoffs())
def test_sealed_bids_stay_hidden_until_both_are_in(states: list[Playoff]) -> None:
    for state in states:
        for step in state.plan.to_dict()["steps"]:
            bidding = step["bidding"]
            if bidding is not None and len(bidding["bids_in"]) < 2:
                assert bidding["bids"] is None and not bidding["bids_revealed"]


@PROPERTY
@given(playoffs())
def test_every_state_is_its_record(states: list[Playoff]) -> None:
    final = states[-1]
    for count, state in enumerate(states):
        assert state.actions == final.actions[:count]
        assert Playoff.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        replayed = Playoff(final.tied, final.rules, final.lot_seed, final.actions[:count])
        assert replayed.plan == state.plan
