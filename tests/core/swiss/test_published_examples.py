"""Published worked examples of the Dutch system, paired round by round.

Mario Held's tutorial (2014) works a 14-player, 5-round tournament through by hand: a zero-point
absence and a pairing-allocated bye in round 2, a forfeit in round 3 (no game: no colour, no
meeting). The fixture `tests/fixtures/swiss/examples/held-2014.json` says where each fact comes
from. The tutorial applied the rules of its day; the 2026 criteria decide every one of its
rounds the same way, so every published board (pair and colours) and the bye must come out.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import Colour, RoundRequest, initial_order, pair_round
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

HELD = Path(__file__).parents[2] / "fixtures" / "swiss" / "examples" / "held-2014.json"


def _held() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(HELD.read_text())
    return data


def _players(data: dict[str, Any]) -> tuple[Player, ...]:
    number = {name: k for k, name in enumerate(data["pairing_numbers"], start=1)}
    return tuple(sorted((Player(number[n], n, fide_rating=r, title=t)
                         for n, r, t in data["entrants"]), key=lambda p: p.start_no))


def _before(data: dict[str, Any], rnd: int) -> Tournament:
    games, byes = [], []
    for played in data["played"][: rnd - 1]:
        r = played["round"]
        games += [Game(r, k, w, b, Result.parse(res))
                  for k, (w, b, res) in enumerate(played["games"], start=1)]
        byes += [Bye(r, s, ByeKind.ZERO) for s in played["absent"]]
        if played["bye"] is not None:
            byes.append(Bye(r, played["bye"], ByeKind.PAIRING_ALLOCATED))
    return Tournament(_players(data), tuple(games), tuple(byes), rounds=data["rounds"])


def test_pairing_numbers_follow_rating_then_title_then_name() -> None:
    # C.04.2 initial order: Alice (GM) before Bruno (IM) at 2500, Carla (WGM) before David (FM)
    # at 2400, Giorgia before Kevin (both FM 2250) by name, as the tutorial numbers them
    data = _held()
    entrants = [Player(0, n, fide_rating=r, title=t) for n, r, t in data["entrants"]]
    assert [p.name for p in initial_order(entrants)] == data["pairing_numbers"]


@pytest.mark.parametrize("rnd", [1, 2, 3, 4, 5])
def test_every_round_of_helds_example(rnd: int) -> None:
    data = _held()
    published = data["played"][rnd - 1]
    colour = Colour(data["initial_colour"])
    request = RoundRequest(rnd, data["rounds"], colour, absent=frozenset(published["absent"]))
    got = pair_round(_before(data, rnd), request)
    assert set(got.pairs()) == {(w, b) for w, b, _ in published["games"]}
    assert got.bye == published["bye"]
