"""The elements of Buchholz and Sonneborn-Berger, unplayed rounds included, and the cuts.

Round robins (Art. 15.2): one element per game, forfeits included, against the scheduled
opponent's score; the free round is no element (pre-2023: see :mod:`opponent_scores`).
Swiss events, 2024-08 and 2026 editions (Art. 16): an opponent's score is *adjusted* — a
requested bye followed only by voluntary unplayed rounds, or in the last round, counts as a
draw (16.3) — and each of the player's own unplayed rounds is a game against a dummy scoring
the player's own score (16.4); the 2026 edition caps the dummy at the scheduled opponent's
adjusted score for forfeits and at a draw per round otherwise. Pre-2023: an opponent's
unplayed rounds count as draws, the player's own ones are games against a virtual opponent.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from chessarbiter.core.tiebreaks.cards import (
    MET,
    REQUESTED_BYES,
    Card,
    Entry,
    Kind,
    totals,
)
from chessarbiter.core.tiebreaks.codes import EDITION_2026, PRE_2023
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.opponent_scores import DRAW_POINTS, virtual_opponent

K = TypeVar("K", bound=Hashable)
_FORFEITS = frozenset({Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS})


@dataclass(frozen=True, slots=True)
class Element:
    """One round's part of a sum: the opponent's (or dummy's) score as counted, what the round
    adds (that score for Buchholz, times the points scored for Sonneborn-Berger), and whether
    it came from a voluntary unplayed round (Art. 16.5)."""

    score: float
    value: float
    voluntary: bool = False


def elements(field: Field, weighted: bool, cards: Mapping[int, Card[int]] | None = None,
             rounds: int = 0) -> dict[int, list[Element]]:
    """Each ranked player's elements; ``cards`` of ``rounds`` rounds replace the event's own
    (Fore Buchholz)."""
    if not field.swiss:
        return {p: [Element(score, score * points if weighted else score)
                    for score, _, points in faced]
                for p, faced in field.opponents.faced.items()}
    chosen, counted = (field.cards, field.rounds) if cards is None else (cards, rounds)
    if field.rules.edition == PRE_2023:
        return _virtual_elements(chosen, counted, weighted)
    return _dummy_elements(chosen, counted, field.rules.edition, weighted)


def adjusted_scores(cards: Mapping[K, Card[K]]) -> dict[K, float]:
    """Art. 16.3: each score as opponents count it."""
    return {k: sum(DRAW_POINTS if e.round in late else e.points for e in card)
            for k, card in cards.items() for late in [_late_byes(card)]}


def _late_byes(card: Card[K]) -> set[int]:
    """Rounds of requested byes followed only by voluntary unplayed rounds (Art. 16.2.5)."""
    present = max((e.round for e in card if not e.voluntary), default=0)
    return {e.round for e in card if e.kind in REQUESTED_BYES and e.round > present}


def _dummy_elements(cards: Mapping[K, Card[K]], rounds: int, edition: str,
                    weighted: bool) -> dict[K, list[Element]]:
    adjusted = adjusted_scores(cards)
    own = totals(cards)

    def element(player: K, e: Entry[K]) -> Element:
        if e.kind in MET and e.opponent is not None:
            score = adjusted[e.opponent]
            return Element(score, score * e.points if weighted else score)
        score = own[player]
        if edition == EDITION_2026:
            cap = (adjusted[e.opponent] if e.kind in _FORFEITS and e.opponent is not None
                   else DRAW_POINTS * rounds)
            score = min(score, cap)
        return Element(score, score * e.points if weighted else score, e.voluntary)

    return {p: [element(p, e) for e in card] for p, card in cards.items()}


def _virtual_elements(cards: Mapping[K, Card[K]], rounds: int,
                      weighted: bool) -> dict[K, list[Element]]:
    drawn = {k: sum(e.points if e.kind in MET else DRAW_POINTS for e in card)
             for k, card in cards.items()}

    def of(card: Card[K]) -> list[Element]:
        out, before = [], 0.0
        for e in card:
            if e.kind in MET and e.opponent is not None:
                score = drawn[e.opponent]
            else:
                score = virtual_opponent(before, e.points, e.round, rounds)
            out.append(Element(score, score * e.points if weighted else score))
            before += e.points
        return out

    return {p: of(card) for p, card in cards.items()}


def cut(elements: Sequence[Element], low: int = 0, high: int = 0,
        exception: bool = False) -> float:
    """The sum without the ``low`` least and then the ``high`` most significant elements
    (Art. 14.1-14.4). The least significant is the lowest score, then the lowest value.
    With ``exception`` (Art. 16.5) the lowest value from a voluntary unplayed round is cut
    instead whenever it is not below the least significant one."""
    rest = list(elements)
    low = min(low, len(rest))
    high = min(high, len(rest) - low)
    for _ in range(low):
        least = min(rest, key=lambda x: (x.score, x.value))
        voluntary = [x for x in rest if x.voluntary]
        if exception and voluntary:
            lowest = min(voluntary, key=lambda x: (x.value, x.score))
            if lowest.value >= least.value:
                least = lowest
        rest.remove(least)
    for _ in range(high):
        rest.remove(max(rest, key=lambda x: (x.score, x.value)))
    return sum(x.value for x in rest)


def cut_exception(field: Field) -> bool:
    """Whether Art. 16.5 applies to this event's cuts: Swiss events from the 2023 rules on."""
    return field.swiss and field.rules.edition != PRE_2023
