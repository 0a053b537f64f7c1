"""Invariants of C.04.1 and C.04.3 on random tournaments paired round by round by the engine.

The simulated events have draws, forfeits (which are no game: the pair may meet again and no
colour counts, C.04.2), double forfeits, requested half-point, zero-point and full-point byes,
and withdrawals. What is checked is the rule text, computed here independently of the engine:

- every present player is paired once, absent and withdrawn players never (C.04.1);
- no second meeting of a pair that played over the board (C1);
- colour difference within ±2 and never three times the same colour in a row, except on a
  board of a topscorer in the final round (C.04.1 6-7; C.04.3 1.8, C3 lets a topscorer meet
  a player with the same absolute preference, C10-C11 then count topscorers and opponents);
- the pairing-allocated bye at most once, never to a player who already had a full-point bye
  or a forfeit win (C.04.1 art. 4, C2);
- score groups respected: on small fields a brute force over every legal pairing (C1-C3) finds
  no bye for a lower score (C5) and, bracket by bracket from the top with the pairs made above
  kept, no pairing that lets fewer players float down (C4-C6); and where the engine finds no
  pairing, the brute force finds none either.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import NoValidPairing, RoundPairing, RoundRequest, pair_round
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from tests.core.swiss.brute import Field, legal_pairings, min_floaters

RESULTS = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT,
           Result.BLACK_WINS_FORFEIT, Result.DOUBLE_FORFEIT]
WEIGHTS = (35, 30, 27, 3, 3, 2)


@dataclass
class Event:
    """The simulated tournament so far."""

    players: list[Player]
    rounds: int
    games: list[Game] = field(default_factory=list)
    byes: list[Bye] = field(default_factory=list)

    def tournament(self) -> Tournament:
        return Tournament(tuple(self.players), tuple(self.games), tuple(self.byes),
                          rounds=self.rounds)


def _absences(rng: random.Random, event: Event, rnd: int) -> frozenset[int]:
    """Withdraw a player now and then; request byes (none in the last round)."""
    for k, p in enumerate(event.players):
        if p.withdrawn_after is None and rnd > 1 and rng.random() < 0.03:
            event.players[k] = replace(p, withdrawn_after=rnd - 1)
    active = [p.start_no for p in event.players if p.withdrawn_after is None]
    asked = {s: rng.choice([ByeKind.HALF, ByeKind.ZERO, ByeKind.FULL])
             for s in active if rnd < event.rounds and rng.random() < 0.07}
    event.byes += [Bye(rnd, s, kind) for s, kind in asked.items()]
    return frozenset(asked)


def simulate(seed: int, n: int, rounds: int
             ) -> list[tuple[Tournament, RoundRequest, RoundPairing | None]]:
    """Pair and play every round; a round with no legal pairing ends the event (None)."""
    rng = random.Random(seed)
    event = Event([Player(i, f"P{i}", fide_rating=2600 - 7 * i) for i in range(1, n + 1)],
                  rounds)
    out: list[tuple[Tournament, RoundRequest, RoundPairing | None]] = []
    for rnd in range(1, rounds + 1):
        absent = _absences(rng, event, rnd)
        before, request = event.tournament(), RoundRequest(rnd, rounds, absent=absent)
        try:
            got = pair_round(before, request)
        except NoValidPairing:
            out.append((before, request, None))
            break
        out.append((before, request, got))
        for board in got.boards:
            result = rng.choices(RESULTS, weights=WEIGHTS)[0]
            event.games.append(Game(rnd, board.number, board.white, board.black, result))
        if got.bye is not None:
            event.byes.append(Bye(rnd, got.bye, ByeKind.PAIRING_ALLOCATED))
    return out


def _check_round(f: Field, got: RoundPairing) -> None:
    seen = [s for pair in got.pairs() for s in pair] + ([got.bye] if got.bye else [])
    assert sorted(seen) == sorted(f.present)  # everyone present once, nobody else
    for white, black in got.pairs():
        assert frozenset((white, black)) not in f.met  # C1
        exempt = f.is_topscorer(white) or f.is_topscorer(black)  # C10-C11: and opponents
        for s, colour in ((white, "w"), (black, "b")):
            history = f.colours[s] + colour
            if not exempt:
                assert abs(history.count("w") - history.count("b")) <= 2, (s, history)
                assert history[-3:] not in ("www", "bbb"), (s, history)
    if got.bye is not None:
        assert got.bye not in f.no_bye  # C2 / C.04.1 art. 4


@settings(max_examples=25)
@given(st.integers(0, 10**6), st.integers(12, 40), st.integers(4, 8))
def test_pairings_keep_the_absolute_rules(seed: int, n: int, rounds: int) -> None:
    for event, request, got in simulate(seed, n, rounds):
        if got is not None:
            _check_round(Field.of(event, request), got)


@settings(max_examples=25)
@given(st.integers(0, 10**6), st.integers(5, 11), st.integers(3, 7))
def test_score_groups_are_respected_on_small_fields(seed: int, n: int, rounds: int) -> None:
    for event, request, got in simulate(seed, n, rounds):
        f = Field.of(event, request)
        candidates = legal_pairings(f)
        if got is None:  # the engine found nothing: nothing legal exists (C1-C3)
            assert not candidates
            continue
        _check_round(f, got)
        assert candidates
        pairs = {frozenset(p) for p in got.pairs()}
        lowest_bye = min(f.bye_score(c) for c in candidates)
        assert f.bye_score((frozenset(pairs), got.bye)) == lowest_bye  # C5
        for boundary in f.boundaries():
            # pairs made in the brackets above (both players scored more) stay as they are
            fixed = {p for p in pairs if min(f.score[s] for s in p) > boundary}
            best = min_floaters(f, candidates, lowest_bye, fixed, boundary)
            assert f.floaters((frozenset(pairs), got.bye), boundary) == best, boundary
