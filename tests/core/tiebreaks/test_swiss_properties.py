"""Invariants of the registered tie-breaks over random Swiss events (hypothesis): every code
gives every player a value, the ranking follows the chain whatever order the players are
listed in, cuts never add, and the editions agree when every round was played."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EDITIONS, EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tiebreaks.registry import INDIVIDUAL
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

PROPERTY = settings(max_examples=60)
ART_16 = ("BH", "BH-C1", "BH-C2", "BH-M1", "SB", "SB-C1", "FB", "AOB")


def swiss(rng: random.Random, players: int, rounds: int, unplayed: bool) -> Tournament:
    """Random pairings without a rematch; with ``unplayed``, byes, forfeits and absences."""
    met: set[frozenset[int]] = set()
    games: list[Game] = []
    byes: list[Bye] = []
    for rnd in range(1, rounds + 1):
        present = list(range(1, players + 1))
        rng.shuffle(present)
        if unplayed:
            for p in present[:rng.randint(0, 2)]:
                byes.append(Bye(rnd, p, rng.choice((ByeKind.HALF, ByeKind.ZERO))))
            present = present[len([b for b in byes if b.round == rnd]):]
        while len(present) > 1:
            a = present.pop()
            b = next((x for x in present if frozenset((a, x)) not in met), None)
            if b is None:
                byes.append(Bye(rnd, a, ByeKind.ZERO))
                continue
            present.remove(b)
            met.add(frozenset((a, b)))
            choices = list(Result) if unplayed else [Result.WHITE_WINS, Result.DRAW,
                                                     Result.BLACK_WINS]
            games.append(Game(rnd, len(games) + 1, a, b, rng.choice(choices)))
        if present:
            byes.append(Bye(rnd, present[0], ByeKind.PAIRING_ALLOCATED))
    people = tuple(Player(n, f"P{n}", fide_rating=1500 + 10 * n) for n in range(1, players + 1))
    return Tournament(people, tuple(games), tuple(byes), rounds, swiss=True)


@st.composite
def events(draw: st.DrawFn, unplayed: bool | None = None) -> Tournament:
    rng = draw(st.randoms(use_true_random=False))
    with_unplayed = draw(st.booleans()) if unplayed is None else unplayed
    players = draw(st.integers(2, 8)) * 2 if unplayed is False else draw(st.integers(4, 16))
    return swiss(rng, players, draw(st.integers(1, 7)), with_unplayed)


@PROPERTY
@given(events(), st.sampled_from(EDITIONS))
def test_every_code_values_every_player(event: Tournament, edition: str) -> None:
    codes = tuple(INDIVIDUAL)
    rows = compute_standings(event, EventSettings(edition=edition), codes)
    assert sorted(r.start_no for r in rows) == list(range(1, len(event.players) + 1))
    assert all(math.isfinite(r.tiebreaks[c]) for r in rows for c in codes)
    points = [r.points for r in rows]
    assert points == sorted(points, reverse=True)


@PROPERTY
@given(events(), st.permutations(("DE", "BH-C1", "SB", "ARO", "PS", "MM")),
       st.randoms(use_true_random=False))
def test_the_ranking_does_not_depend_on_the_order_players_are_listed(
        event: Tournament, chain: list[str], rng: random.Random) -> None:
    shuffled = list(event.players)
    rng.shuffle(shuffled)
    first = compute_standings(event, EventSettings(), chain)
    second = compute_standings(replace(event, players=tuple(shuffled)), EventSettings(), chain)
    assert [(r.rank, r.start_no, r.tiebreaks) for r in first] == \
        [(r.rank, r.start_no, r.tiebreaks) for r in second]


@PROPERTY
@given(events(), st.sampled_from(EDITIONS))
def test_cuts_never_add(event: Tournament, edition: str) -> None:
    rows = compute_standings(event, EventSettings(edition=edition),
                             ("BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2", "SB", "SB-C1", "SB-C2"))
    for r in rows:
        t = r.tiebreaks
        assert t["BH"] >= t["BH-C1"] >= t["BH-C2"] >= t["BH-M2"]
        assert t["BH-C1"] >= t["BH-M1"] >= t["BH-M2"]
        assert t["SB"] >= t["SB-C1"] >= t["SB-C2"]


@PROPERTY
@given(events(unplayed=False))
def test_editions_agree_when_every_round_was_played(event: Tournament) -> None:
    assume(not event.byes)  # an even field in which every pairing could be made
    results = {edition: [(r.start_no, r.tiebreaks) for r in
                         compute_standings(event, EventSettings(edition=edition), ART_16)]
               for edition in EDITIONS}
    assert results["2026"] == results["2024-08"] == results["pre-2023"]
