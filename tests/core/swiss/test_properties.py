"""Invariants of C.04.1 on random tournaments paired round by round by the engine itself."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import RoundRequest, pair_round
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

RESULTS = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT,
           Result.BLACK_WINS_FORFEIT]


def simulate(seed: int, n: int, rounds: int) -> list[tuple[Tournament, RoundRequest, object]]:
    rng = random.Random(seed)
    players = tuple(Player(i, f"P{i}", fide_rating=2600 - 7 * i) for i in range(1, n + 1))
    games: list[Game] = []
    byes: list[Bye] = []
    out = []
    for rnd in range(1, rounds + 1):
        absent = frozenset(s for s in range(1, n + 1) if rng.random() < 0.05)
        byes += [Bye(rnd, s, rng.choice([ByeKind.HALF, ByeKind.ZERO])) for s in absent]
        event = Tournament(players, tuple(games), tuple(byes), rounds=rounds)
        request = RoundRequest(rnd, rounds, absent=absent)
        got = pair_round(event, request)
        out.append((event, request, got))
        for board in got.boards:
            games.append(Game(rnd, board.number, board.white, board.black,
                              rng.choices(RESULTS, weights=(35, 30, 28, 4, 3))[0]))
        if got.bye is not None:
            byes.append(Bye(rnd, got.bye, ByeKind.PAIRING_ALLOCATED))
    return out


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(12, 30), st.integers(4, 6))
def test_pairings_keep_the_absolute_rules(seed: int, n: int, rounds: int) -> None:
    met: set[frozenset[int]] = set()
    colours: dict[int, list[str]] = {s: [] for s in range(1, n + 1)}
    had_bye: set[int] = set()
    for event, request, got in simulate(seed, n, rounds):
        assert got is not None
        for g in event.games:
            if g.round == request.round - 1:
                if g.result is not None and g.result.played:
                    met.add(frozenset((g.white, g.black)))
                else:  # a forfeit is no game: its colour does not count (C.04.2 3.4)
                    colours[g.white].pop()
                    colours[g.black].pop()
        present = {p.start_no for p in event.players} - request.absent
        seen = [s for pair in got.pairs() for s in pair] + ([got.bye] if got.bye else [])
        assert sorted(seen) == sorted(present)  # everyone present paired once, nobody absent
        final = request.round == rounds
        for white, black in got.pairs():
            assert frozenset((white, black)) not in met  # C1: no second meeting
            for s, c in ((white, "w"), (black, "b")):
                colours[s].append(c)
                if not final:  # C.04.1 art. 6-7 (topscorers excepted in the final round)
                    h = colours[s]
                    assert abs(h.count("w") - h.count("b")) <= 2
                    assert h[-3:] not in (["w"] * 3, ["b"] * 3)
        if got.bye is not None:
            assert got.bye not in had_bye  # C2: the pairing-allocated bye at most once
            had_bye.add(got.bye)
