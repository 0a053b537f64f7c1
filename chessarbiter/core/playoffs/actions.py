"""What the arbiter records during a play-off.

A play-off is stored as these actions in the order they happened; everything else (who plays
whom, colours, clock times, winners) is derived by replaying them, so a play-off interrupted at
any step resumes from its record alone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from chessarbiter.core.clock import Side, parse_clock_time
from chessarbiter.core.results import Result


class PlayoffError(ValueError):
    """An action, setting or stored record the play-off rules refuse; nothing was changed."""


def _one_of(seed: int | None, chosen: int | None, what: str) -> None:
    if (seed is None) == (chosen is None):
        raise PlayoffError(f"{what}: give either the seed of the program's draw or the player "
                           "the arbiter's physical draw chose, not both or neither")


@dataclass(frozen=True, slots=True)
class ColourLot:
    """First-game colours of a rapid match: ``seed`` for the program's lot, or ``white``."""

    step: str
    seed: int | None = None
    white: int | None = None

    def __post_init__(self) -> None:
        _one_of(self.seed, self.white, "colour lot")


@dataclass(frozen=True, slots=True)
class Bid:
    """A sealed Armageddon bid: the clock time (seconds) a player will accept to choose."""

    step: str
    player: int
    seconds: int


@dataclass(frozen=True, slots=True)
class CoinFlip:
    """Equal bids: ``seed`` for the program's flip, or ``winner`` from the arbiter's coin."""

    step: str
    seed: int | None = None
    winner: int | None = None

    def __post_init__(self) -> None:
        _one_of(self.seed, self.winner, "coin flip")


@dataclass(frozen=True, slots=True)
class ColourChoice:
    """The low bidder (or the coin flip's winner) takes ``colour`` in an Armageddon game."""

    step: str
    player: int
    colour: Side


@dataclass(frozen=True, slots=True)
class GameResult:
    """The result of game ``game`` (from 1) of a step, from White's side as usual."""

    step: str
    game: int
    result: Result


@dataclass(frozen=True, slots=True)
class SelectFour:
    """The arbiter's own choice of the four players when more than four are tied."""

    players: tuple[int, ...]
    note: str


Action = ColourLot | Bid | CoinFlip | ColourChoice | GameResult | SelectFour
StepAction = ColourLot | Bid | CoinFlip | ColourChoice | GameResult


@dataclass(frozen=True, slots=True)
class StepRecord:
    """The actions recorded so far for one step (already checked against the rules)."""

    lot: ColourLot | None = None
    bids: tuple[Bid, ...] = ()
    flip: CoinFlip | None = None
    choice: ColourChoice | None = None
    results: tuple[Result, ...] = ()

    def with_action(self, action: StepAction) -> StepRecord:
        if isinstance(action, ColourLot):
            return replace(self, lot=action)
        if isinstance(action, Bid):
            return replace(self, bids=(*self.bids, action))
        if isinstance(action, CoinFlip):
            return replace(self, flip=action)
        if isinstance(action, ColourChoice):
            return replace(self, choice=action)
        return replace(self, results=(*self.results, action.result))


def parse_bid(text: str) -> int:
    """Seconds of a bid written as on a clock (``7:30``); the base-time limit is checked later."""
    try:
        return parse_clock_time(text)
    except ValueError as exc:
        raise PlayoffError(f"cannot read the bid: {exc}") from None
