"""What a pairing changed by hand breaks: the absolute criteria (C1-C3, and the absolute
colour rules of C.04.1) and the quality criteria of C.04.3 art. 2 that the engine's pairing
met better.

The arbiter may swap opponents or colours before a round starts (C.04.2); the program says
what the change costs. Each criterion is counted over the round's boards for the engine's
pairing and for the changed one; a criterion is broken when the change counts more failures,
and the message names the players of the failures the change added.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from chessarbiter.core.swiss import Colour, RoundRequest, SwissSettings
from chessarbiter.core.swiss.colours import STRONG, difference
from chessarbiter.core.swiss.engine import virtual_table
from chessarbiter.core.swiss.state import DOWN, UP, PlayerState, build_states
from chessarbiter.core.tournament import Tournament

Pairs = Sequence[tuple[int, int]]  # (white, black)
#: (round, board) → what the change by hand breaks, and whether it is marked on the sheets
Notes = Mapping[tuple[int, int], tuple[str, bool]]


@dataclass(frozen=True, slots=True)
class Breach:
    """One criterion the change breaks: its code, whether it is absolute, and the sentence."""

    criterion: str
    absolute: bool
    text: str


def breaches(tournament: Tournament, request: RoundRequest, settings: SwissSettings,
             engine: Pairs, changed: Pairs) -> list[Breach]:
    """The criteria ``changed`` breaks that ``engine`` (the engine's pairing) kept better."""
    table = virtual_table(tournament, request, settings)
    states = {p.tpn: p for p in build_states(tournament, request, settings,
                                             table)}
    topscorers = _topscorers(states, request, settings)
    ours = _failures(states, engine, topscorers)
    theirs = _failures(states, changed, topscorers)
    out = []
    for (code, absolute, what), added in theirs.items():
        before = ours.get((code, absolute, what), [])
        if len(added) > len(before):
            extra = [item for item in added if item not in before] or added
            out.append(Breach(code, absolute, f"{code}: {what}: {', '.join(extra)}"))
    out += _forbidden(tournament, request.round, engine, changed)
    return sorted(out, key=lambda b: (not b.absolute, int(b.criterion[1:])))


def _forbidden(tournament: Tournament, rnd: int, engine: Pairs, changed: Pairs) -> list[Breach]:
    """C1: each forbidden pair the change puts on a board, by name and the rounds barred."""
    kept = {frozenset(pair) for pair in engine}
    names = tournament.by_start_no
    out = []
    for white, black in changed:
        rule = next((f for f in tournament.forbidden
                     if {f.a, f.b} == {white, black} and f.bars(rnd)), None)
        if rule is not None and frozenset((white, black)) not in kept:
            rounds = (f"round {rule.first}" if rule.first == rule.last
                      else f"rounds {rule.first}–{rule.last}")
            out.append(Breach("C1", True, f"C1: {names[white].name} and {names[black].name} "
                                          f"may not be paired (forbidden pair, {rounds})"))
    return out


def marked_seats(tournament: Tournament, notes: Notes) -> frozenset[tuple[int, int]]:
    """(round, start number) of the players on the boards the arbiter asked to be marked as
    changed by hand, as the pairing sheets and the wall chart mark them ("*")."""
    marked = {key for key, (_, mark) in notes.items() if mark}
    return frozenset((g.round, side) for g in tournament.games if (g.round, g.board) in marked
                     for side in (g.white, g.black))


def _topscorers(states: dict[int, PlayerState], request: RoundRequest,
                settings: SwissSettings) -> frozenset[int]:
    """C.04.3 1.8: in the final round, players with more than half the maximum score (the
    pairing score, as the engine counts it)."""
    if request.round < request.total_rounds:
        return frozenset()
    limit = (request.round - 1) * settings.win_points / 2
    return frozenset(s for s, p in states.items() if p.score > limit)


Key = tuple[str, bool, str]


def _failures(states: dict[int, PlayerState], pairs: Pairs,
              topscorers: frozenset[int]) -> dict[Key, list[str]]:
    found: dict[Key, list[str]] = {}
    for white, black in pairs:
        w, b = states.get(white), states.get(black)
        if w is None or b is None:
            continue
        for key, item in _board(w, b, topscorers):
            found.setdefault(key, []).append(item)
    return found


def _board(w: PlayerState, b: PlayerState, top: frozenset[int]) -> Iterator[tuple[Key, str]]:
    pair = f"{w.tpn}-{b.tpn}"
    if b.tpn in w.opponents:
        yield ("C1", True, "the pair met before"), pair
    for p, got in ((w, Colour.WHITE), (b, Colour.BLACK)):
        yield from _colour(p, got, p.tpn in top)
    if w.score != b.score:
        high, low = (w, b) if w.score > b.score else (b, w)
        yield ("C6", False, "players paired outside their score group"), pair
        yield from _floats(high, DOWN, ("C14", "C16"))
        yield from _floats(low, UP, ("C15", "C17"))


def _colour(p: PlayerState, got: Colour, topscorer: bool) -> Iterable[tuple[Key, str]]:
    history = (*p.colours, got)
    cd = difference(history)
    three = len(history) >= 3 and history[-1] is history[-2] is history[-3]
    who = f"{p.tpn} ({got.name.lower()})"
    if abs(cd) > 2 or three:
        code = ("C10" if abs(cd) > 2 else "C11") if topscorer else "C3"
        rule = "colour difference beyond 2" if abs(cd) > 2 else "the same colour three times"
        yield (code, not topscorer, rule), who
    elif p.pref.colour is not None and p.pref.colour is not got:
        yield ("C12", False, "colour preference not granted"), who
        if p.pref.strength >= STRONG:
            yield ("C13", False, "strong colour preference not granted"), who


def _floats(p: PlayerState, way: str, codes: tuple[str, str]) -> Iterator[tuple[Key, str]]:
    word = "down" if way == DOWN else "up"
    if p.float_1 == way:
        yield (codes[0], False, f"floats {word} as in the round before"), str(p.tpn)
    if p.float_2 == way:
        yield (codes[1], False, f"floats {word} as two rounds before"), str(p.tpn)
