"""The stored record: ``to_dict`` / ``from_dict`` round-trip exactly at every step, so a
play-off interrupted anywhere resumes; a damaged record is refused naming the field."""

from __future__ import annotations

import json
from typing import Any

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
from tests.core.test_playoffs import US

# Seven tied, the arbiter's selection, every kind of action, through to the champion.
SCRIPT: tuple[Action, ...] = (
    SelectFour((6, 3, 11, 9), "2 is ill"),
    Bid("semi-final-1", 6, 200), Bid("semi-final-1", 9, 200), CoinFlip("semi-final-1", seed=77),
    Bid("semi-final-2", 3, 480), Bid("semi-final-2", 11, 420),
    ColourChoice("semi-final-2", 11, Side.BLACK), GameResult("semi-final-2", 1, Result.DRAW),
)


def seven() -> Playoff:
    return Playoff.start((6, 3, 11, 2, 9, 4, 8), US, lot_seed=5)


def played() -> list[Playoff]:
    """Every intermediate state of a full play-off."""
    states = [seven()]
    for action in SCRIPT:
        states.append(states[-1].apply(action))
    p = states[-1]
    chooser = p.plan.step("semi-final-1").bidding
    assert chooser is not None and chooser.chooser is not None
    for action in (ColourChoice("semi-final-1", chooser.chooser, Side.WHITE),
                   GameResult("semi-final-1", 1, Result.WHITE_WINS),
                   ColourLot("final", seed=3), GameResult("final", 1, Result.WHITE_WINS),
                   GameResult("final", 2, Result.WHITE_WINS)):
        states.append(states[-1].apply(action))
    return states


def test_every_intermediate_state_round_trips_through_json() -> None:
    for state in played():
        stored = json.loads(json.dumps(state.to_dict()))
        back = Playoff.from_dict(stored)
        assert back == state
        assert back.to_dict() == state.to_dict()
        assert back.plan == state.plan


def test_resuming_from_the_record_continues_where_it_stopped() -> None:
    states = played()
    resumed = Playoff.from_dict(states[5].to_dict())
    for action in states[-1].actions[5:]:
        resumed = resumed.apply(action)
    assert resumed == states[-1]
    assert resumed.plan.step("final-armageddon").players == states[-1].plan.step("final").players


def test_the_record_is_plain_data() -> None:
    doc = played()[-1].to_dict()
    assert doc["tied"] == [6, 3, 11, 2, 9, 4, 8] and doc["lot_seed"] == 5
    assert doc["rules"] == {"rapid_time_control": "G/15+5", "armageddon_base_seconds": 600,
                            "armageddon_increment_seconds": 2}
    assert doc["actions"][:3] == [
        {"type": "select-four", "players": [6, 3, 11, 9], "note": "2 is ill"},
        {"type": "bid", "step": "semi-final-1", "player": 6, "seconds": 200},
        {"type": "bid", "step": "semi-final-1", "player": 9, "seconds": 200}]
    assert doc["actions"][3] == {"type": "coin-flip", "step": "semi-final-1", "seed": 77,
                                 "winner": None}
    assert doc["actions"][6]["colour"] == "black" and doc["actions"][7]["result"] == "1/2-1/2"


def _damaged(change: Any) -> dict[str, Any]:
    doc = seven().apply(Bid("semi-final-1", 6, 300)).to_dict()
    change(doc)
    return doc


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("tied"), "stored play-off: field 'tied' is missing"),
    (lambda d: d.update(tied="6,3"), "field 'tied' must be a list of start numbers"),
    (lambda d: d.update(tied=[6, 0]), "field 'tied' must be at least 1, got 0"),
    (lambda d: d.update(lot_seed="x"), "field 'lot_seed' must be a whole number, got 'x'"),
    (lambda d: d.update(actions={}), "field 'actions' must be a list"),
    (lambda d: d.pop("rules"), "stored play-off, rules: expected an object, got NoneType"),
    (lambda d: d["rules"].update(armageddon_base_seconds=True),
     "stored play-off, rules: field 'armageddon_base_seconds' must be a whole number"),
    (lambda d: d["actions"][0].update(type="resign"),
     "stored play-off, action 1: unknown action type 'resign'; known: colour-lot, bid"),
    (lambda d: d["actions"][0].update(seconds="5:00"),
     "action 1: field 'seconds' must be a whole number, got '5:00'"),
    (lambda d: d["actions"][0].pop("player"), "action 1: field 'player' is missing"),
    (lambda d: d["actions"].append({"type": "colour-choice", "step": "s", "player": 6,
                                    "colour": "green"}),
     "action 2: field 'colour' must be one of white, black, got 'green'"),
    (lambda d: d["actions"].append({"type": "result", "step": "s", "game": 1, "result": "2-0"}),
     "action 2: field 'result' must be one of 1-0, 0-1"),
    (lambda d: d["actions"].append({"type": "coin-flip", "step": "s"}),
     "action 2: coin flip: give either the seed"),
    (lambda d: d["actions"].append("bid"), "action 2: expected an object, got str"),
    (lambda d: d["actions"][0].update(seconds=601),
     "stored play-off: action 1 \\(bid\\): step semi-final-1: the bid 10:01 is over the base"),
    (lambda d: d["actions"].append(dict(d["actions"][0])),
     "stored play-off: action 2 \\(bid\\): .* player 6 has already bid"),
])
def test_a_damaged_record_is_refused(change: Any, message: str) -> None:
    with pytest.raises(PlayoffError, match=message):
        Playoff.from_dict(_damaged(change))


def test_a_record_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(PlayoffError, match="stored play-off: expected an object, got list"):
        Playoff.from_dict([])
