"""A participant's record round by round, unplayed rounds included: the form every tie-break
of a Swiss event (C.07 Art. 16), of US Chess (34E) and of a league's teams reads.

Round robins rank from the faster tables of :mod:`history`; a card is built only when a
criterion needs the unplayed rounds themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from itertools import accumulate
from typing import Generic, TypeVar

from chessarbiter.core.tiebreaks.history import WIN_POINTS, History
from chessarbiter.core.tournament import ByeKind

K = TypeVar("K", bound=Hashable)


class Kind(Enum):
    """What happened to a participant in one round."""

    GAME = "game"  # played over the board
    PENDING = "pending"  # paired, no result yet
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"  # a double forfeit is a forfeit loss for both
    PAIRING_BYE = "U"
    FULL_BYE = "F"
    HALF_BYE = "H"
    ZERO_BYE = "Z"
    ABSENT = "absent"  # no game and no bye: withdrawn, or not yet entered (Art. 16.1.1)
    FREE = "free"  # the free round of an odd round robin


# C.07 Art. 16.1.2: a voluntary unplayed round is a requested bye or a forfeit loss.
VOLUNTARY = frozenset({Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT, Kind.FORFEIT_LOSS})
REQUESTED_BYES = frozenset({Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT})
MET = frozenset({Kind.GAME, Kind.PENDING})  # an opponent faced, or about to be
_BYE_KIND = {ByeKind.PAIRING_ALLOCATED: Kind.PAIRING_BYE, ByeKind.FULL: Kind.FULL_BYE,
             ByeKind.HALF: Kind.HALF_BYE, ByeKind.ZERO: Kind.ZERO_BYE, ByeKind.FREE: Kind.FREE}


@dataclass(frozen=True, slots=True)
class Entry(Generic[K]):
    """One round of a card: the opponent (None for a bye), the points it gave and how;
    ``against`` is what the opponent scored in it."""

    round: int
    opponent: K | None
    points: float
    kind: Kind = Kind.GAME
    black: bool = False
    against: float = 0.0

    @property
    def played(self) -> bool:
        """Played over the board (forfeits, byes and pending games are not)."""
        return self.kind is Kind.GAME

    @property
    def voluntary(self) -> bool:
        return self.kind in VOLUNTARY


Card = tuple[Entry[K], ...]


def cards_of(history: History, rounds: int | None = None) -> dict[int, Card[int]]:
    """Each ranked player's rounds 1..``rounds`` (default: the rounds reached). A round with
    neither a game nor a bye is ABSENT; a game without a result is PENDING, with no points."""
    last = history.reached if rounds is None else rounds
    scored = {(p, rnd): points for p in history.encounters
              for rnd, _, points, _, _ in history.games(p)}
    return {p: tuple(_entries(history, p, last, scored)) for p in history.players}


def _entries(history: History, player: int, last: int,
             scored: Mapping[tuple[int, int], float]) -> Iterator[Entry[int]]:
    by_round: dict[int, Entry[int]] = {}
    for rnd, opponent, black in history.pending.get(player, ()):
        by_round[rnd] = Entry(rnd, opponent, 0.0, Kind.PENDING, black)
    for rnd, points, bye in history.byes.get(player, ()):
        by_round[rnd] = Entry(rnd, None, points, _BYE_KIND[bye])
    for rnd, opponent, points, played, black in history.games(player):
        kind = Kind.GAME if played else (
            Kind.FORFEIT_WIN if points == WIN_POINTS else Kind.FORFEIT_LOSS)
        by_round[rnd] = Entry(rnd, opponent, points, kind, black, scored[opponent, rnd])
    for rnd in range(1, last + 1):
        yield by_round.get(rnd) or Entry(rnd, None, 0.0, Kind.ABSENT)


def totals(cards: Mapping[K, Sequence[Entry[K]]]) -> dict[K, float]:
    """Each participant's points over their card."""
    return {k: sum(e.points for e in card) for k, card in cards.items()}


def opponents_sum(card: Sequence[Entry[K]], scores: Mapping[K, float],
                  weight: Callable[[Entry[K]], float] | None = None) -> float:
    """Σ over the games played of the opponent's score, times ``weight`` of the game."""
    return sum(scores.get(e.opponent, 0.0) * (1.0 if weight is None else weight(e))
               for e in card if e.played and e.opponent is not None)


def cumulative(card: Sequence[Entry[K]]) -> float:
    """The sum of the running scores, less what each unplayed round scored (US Chess 34E3:
    a point for a full-point bye or a forfeit win, half for a half-point bye)."""
    return (sum(accumulate(e.points for e in card))
            - sum(e.points for e in card if not e.played and e.points > 0))


def with_final_round_drawn(cards: Mapping[K, Card[K]], final: int,
                           draw: float) -> dict[K, Card[K]]:
    """The cards as if every paired game of round ``final`` had been drawn (C.07 Art. 8.3)."""
    def drawn(e: Entry[K]) -> Entry[K]:
        if e.round == final and e.opponent is not None:
            return replace(e, points=draw, kind=Kind.GAME)
        return e
    return {k: tuple(drawn(e) for e in card) for k, card in cards.items()}
