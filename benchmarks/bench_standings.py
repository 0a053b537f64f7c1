"""Standings of a 100-player single round robin, all 4,950 results entered (seeded), chain
DE, BPG, KS, SB, WON: the target is ≤ 50 ms per call."""

import random
from typing import Any

import pytest

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Game, Tournament

CHAIN = ("DE", "BPG", "KS", "SB", "WON")


def hundred_player_round_robin() -> Tournament:
    rng = random.Random(100)
    games = tuple(Game(r.number, p.board, p.white, p.black, rng.choice(list(Result)))
                  for r in schedule(100) for p in r.pairings)
    players = tuple(Player(n, f"Player, No{n}") for n in range(1, 101))
    return Tournament(players, games, rounds=99)


@pytest.mark.parametrize("edition", ["2026", "pre-2023"])
def test_standings_100_player_round_robin(benchmark: Any, edition: str) -> None:
    event = hundred_player_round_robin()
    rule = EventSettings(edition=edition)
    rows = benchmark(compute_standings, event, rule, CHAIN)
    assert len(rows) == 100
    assert len(event.games) == 4950
