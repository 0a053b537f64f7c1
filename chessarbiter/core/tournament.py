"""The state of an individual event as the rules see it: players, games, free rounds.

Services build a :class:`Tournament` from storage; every rule (scores, tie-breaks,
withdrawals, exports) reads it and nothing mutates it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result


class ByeKind(StrEnum):
    """A round without an opponent. Values are the TRF result letters (FREE has none)."""

    FREE = "free"  # the free round of an odd round-robin field: 0 points, no game
    PAIRING_ALLOCATED = "U"  # Swiss pairing-allocated bye: a win's points
    FULL = "F"
    HALF = "H"
    ZERO = "Z"

    @property
    def points(self) -> float:
        return _BYE_POINTS[self]


_BYE_POINTS = {
    ByeKind.FREE: 0.0,
    ByeKind.PAIRING_ALLOCATED: 1.0,
    ByeKind.FULL: 1.0,
    ByeKind.HALF: 0.5,
    ByeKind.ZERO: 0.0,
}


@dataclass(frozen=True, slots=True)
class Bye:
    """A player without a game in a round, and why."""

    round: int
    start_no: int
    kind: ByeKind = ByeKind.FREE
    value: float | None = None  # points other than the kind's (a Swiss's ``pab_points``)

    @property
    def points(self) -> float:
        return self.kind.points if self.value is None else self.value


@dataclass(frozen=True, slots=True)
class Acceleration:
    """Virtual points a player carries into the pairing of a round (FIDE C.04.5; JaVaFo's TRF
    record XXA): they count for pairing only, never in the standings."""

    round: int
    start_no: int
    points: float


@dataclass(frozen=True, slots=True)
class ForbiddenPair:
    """Two players a Swiss may not pair in rounds ``first`` to ``last`` (TRF-2026 record 260,
    JaVaFo's XXP): the pairing treats them as a pair that has met (C.04.3 C1), since the
    regulations or the arbiter barred the game (players of one family or club, say)."""

    first: int
    last: int
    a: int
    b: int

    def bars(self, rnd: int) -> bool:
        return self.first <= rnd <= self.last


@dataclass(frozen=True, slots=True)
class Game:
    """A scheduled game; ``result`` is None until the arbiter enters it."""

    round: int
    board: int
    white: int
    black: int
    result: Result | None = None

    def points(self, start_no: int) -> float:
        """Points ``start_no`` scored in this game (0 while it has no result)."""
        if self.result is None:
            return 0.0
        return self.result.points(start_no == self.white)

    def opponent(self, start_no: int) -> int:
        return self.black if start_no == self.white else self.white


@dataclass(frozen=True)
class Tournament:
    """Players, scheduled games and rounds without a game (free rounds, byes).

    ``swiss``: the pairings are made round by round, so unplayed rounds count for tie-breaks
    as FIDE C.07 Art. 16 says; otherwise they are pre-determined (a round robin, Art. 15.2).
    ``accelerations``: a Swiss's virtual points per player and round (read from a file or
    given by an acceleration method when the round was paired). ``forbidden``: pairs a Swiss
    may not pair in the rounds given.
    """

    players: tuple[Player, ...]
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    rounds: int = 0
    cycles: int = 1
    name: str = ""
    swiss: bool = False
    accelerations: tuple[Acceleration, ...] = ()
    forbidden: tuple[ForbiddenPair, ...] = ()

    @cached_property
    def by_start_no(self) -> dict[int, Player]:
        return {p.start_no: p for p in self.players}

    @cached_property
    def games_of(self) -> dict[int, tuple[Game, ...]]:
        """Start number → that player's games in round order."""
        table: dict[int, list[Game]] = {p.start_no: [] for p in self.players}
        for g in sorted(self.games, key=lambda g: (g.round, g.board)):
            table.setdefault(g.white, []).append(g)
            table.setdefault(g.black, []).append(g)
        return {k: tuple(v) for k, v in table.items()}

    @cached_property
    def scores(self) -> dict[int, float]:
        """Start number → points from games with a result plus points from byes."""
        totals = {s: sum(g.points(s) for g in games) for s, games in self.games_of.items()}
        for bye in self.byes:
            totals[bye.start_no] = totals.get(bye.start_no, 0.0) + bye.points
        return totals

    def round_games(self, rnd: int) -> list[Game]:
        return sorted((g for g in self.games if g.round == rnd), key=lambda g: g.board)

    def byes_in(self, rnd: int) -> list[Bye]:
        return [b for b in self.byes if b.round == rnd]

    def finished_games(self) -> Iterator[Game]:
        return (g for g in self.games if g.result is not None)

    def with_games(self, games: Iterable[Game]) -> Tournament:
        """A copy with other games (used by rules that rewrite results, e.g. withdrawals)."""
        return replace(self, games=tuple(games))


def paired_rounds(tournament: Tournament) -> int:
    """The last round with a game or a pairing-allocated bye (0 before round 1)."""
    rounds = [g.round for g in tournament.games]
    rounds += [b.round for b in tournament.byes if b.kind is ByeKind.PAIRING_ALLOCATED]
    return max(rounds, default=0)


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings: shared places keep the same rank."""

    rank: int
    start_no: int
    name: str
    points: float
    tiebreaks: dict[str, float] = field(default_factory=dict)
