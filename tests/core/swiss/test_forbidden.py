"""Forbidden pairs (TRF-2026 record 260, JaVaFo's XXP): an absolute criterion like a second
meeting (C.04.3 C1) in the rounds given, and named when a change by hand makes one."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import NoValidPairing, RoundRequest, SwissSettings, pair_round
from chessarbiter.core.swiss_manual import breaches
from chessarbiter.core.tournament import Bye, ByeKind, ForbiddenPair, Game, Tournament

NAMES = ("Adams, Ann", "Brown, Bob", "Clark, Cleo", "Dunn, Dan", "Evans, Eve", "Ford, Finn")
# Round 1 as C.04.3 pairs six players (S1 1-3 against S2 4-6, White to 1): every higher
# number wins.
ROUND_1 = (Game(1, 1, 1, 4, Result.WHITE_WINS), Game(1, 2, 5, 2, Result.BLACK_WINS),
           Game(1, 3, 3, 6, Result.WHITE_WINS))


def six(forbidden: tuple[ForbiddenPair, ...]) -> Tournament:
    players = tuple(Player(n, name, fide_rating=2100 - 100 * n)
                    for n, name in enumerate(NAMES, start=1))
    return Tournament(players, ROUND_1, rounds=5, swiss=True, forbidden=forbidden)


def test_a_forbidden_top_pair_of_a_bracket_is_not_made() -> None:
    """Round 2, worked by hand from C.04.3. Scores: 1, 2, 3 on 1 point (colours w, b, w:
    preferences black, white, black), 4, 5, 6 on 0 (b, w, b). Unforbidden the 1-point
    bracket pairs 2-1 and floats 3 down (3-4, 6-5 below). With 1-2 forbidden in rounds
    2-3, the bracket pairs 1-3 (floating 2) or 2-3 (floating 1): equal up to C12, where 1-3
    misses a preference (both want black) and 2-3 misses none, so 2-3 with 2 White. Below,
    1 (wants black) has met 4; 1-5 misses a preference (both black), 6-1 none, leaving
    4-5 (4 White, as both prefer). bbpPairings v6.0.0 pairs the same
    (tests/fixtures/swiss_trf26/forbidden.out)."""
    free = pair_round(six(()), RoundRequest(2, 5))
    assert (2, 1) in free.pairs()
    barred = pair_round(six((ForbiddenPair(2, 3, 1, 2),)), RoundRequest(2, 5))
    assert sorted(barred.pairs()) == [(2, 3), (4, 5), (6, 1)]


def test_a_forbidden_pair_outside_its_rounds_may_meet() -> None:
    later = pair_round(six((ForbiddenPair(3, 5, 1, 2),)), RoundRequest(2, 5))
    assert (2, 1) in later.pairs()


def test_the_explanation_says_the_pair_is_forbidden() -> None:
    """With 1 barred from 2 and 3 (and having met 4-6 would be C1 too), 1 floats: the
    explanation names the forbidden pair as the reason."""
    rules = (ForbiddenPair(1, 5, 1, 2), ForbiddenPair(1, 5, 1, 3))
    got = pair_round(six(rules), RoundRequest(2, 5))
    lines = [line for b in got.boards for line in b.explanation]
    assert any("may not be paired with 2, 3 (forbidden pair, C1)" in line for line in lines)


def test_a_change_by_hand_names_the_forbidden_pair_and_its_rounds() -> None:
    t = six((ForbiddenPair(1, 9, 1, 2),))
    request = RoundRequest(2, 5)
    engine = pair_round(t, request).pairs()
    changed = [(2, 1), (4, 3), (6, 5)]
    found = breaches(t, request, SwissSettings(), engine, changed)
    assert found[0].absolute
    assert found[0].text == ("C1: Brown, Bob and Adams, Ann may not be paired "
                             "(forbidden pair, rounds 1–9)")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(4, 12), rounds=st.integers(3, 6),
       count=st.integers(1, 6))
def test_forbidden_pairs_never_meet(seed: int, n: int, rounds: int, count: int) -> None:
    """Random fields paired round by round with random forbidden pairs and round ranges: no
    board ever holds a pair forbidden in its round (or the engine says no pairing exists)."""
    rng = random.Random(seed)
    rules = []
    for _ in range(count):
        a, b = rng.sample(range(1, n + 1), 2)
        first = rng.randint(1, rounds)
        rules.append(ForbiddenPair(first, rng.randint(first, rounds), min(a, b), max(a, b)))
    players = tuple(Player(i, f"P{i}", fide_rating=2600 - 7 * i) for i in range(1, n + 1))
    t = Tournament(players, rounds=rounds, swiss=True, forbidden=tuple(rules))
    for rnd in range(1, rounds + 1):
        try:
            got = pair_round(t, RoundRequest(rnd, rounds))
        except NoValidPairing:
            return
        barred = {frozenset((f.a, f.b)) for f in rules if f.bars(rnd)}
        assert not barred & {frozenset(p) for p in got.pairs()}
        played = tuple(Game(rnd, b.number, b.white, b.black,
                            rng.choice([Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW]))
                       for b in got.boards)
        pab = () if got.bye is None else (Bye(rnd, got.bye, ByeKind.PAIRING_ALLOCATED),)
        t = Tournament(players, t.games + played, t.byes + pab, rounds, swiss=True,
                       forbidden=t.forbidden)
