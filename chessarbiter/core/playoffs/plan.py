"""What the play-off looks like now: steps, who plays whom, colours, clock times, winners.

A plan is derived from the recorded actions each time (see :mod:`.replay`), so it is never
stored and cannot disagree with the record. Sealed bids appear in it only once both are in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs.actions import PlayoffError
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol import BonusKind, TimeControl


class StepKind(StrEnum):
    RAPID_MATCH = "rapid-match"
    ARMAGEDDON = "armageddon"


class StepStatus(StrEnum):
    """What a step waits for next."""

    WAITING = "waiting"  # its players come from steps not decided yet
    COLOUR_LOT = "colour-lot"
    BIDS = "bids"
    COIN_FLIP = "coin-flip"
    COLOUR_CHOICE = "colour-choice"
    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Draw:
    """A lot or coin flip: the player it favoured; ``seed`` None means a physical draw."""

    player: int
    seed: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "seed": self.seed}


def _first_period(control: TimeControl | None) -> int | None:
    return None if control is None else control.periods[0].seconds


@dataclass(frozen=True, slots=True)
class PlannedGame:
    """One game; colours and clocks are None until the lot or the colour choice fixes them."""

    number: int
    white: int | None = None
    black: int | None = None
    white_control: TimeControl | None = None
    black_control: TimeControl | None = None
    result: Result | None = None

    @property
    def white_seconds(self) -> int | None:
        return _first_period(self.white_control)

    @property
    def black_seconds(self) -> int | None:
        return _first_period(self.black_control)

    @property
    def increment_seconds(self) -> int | None:
        if self.white_control is None:
            return None
        bonus = self.white_control.periods[0].bonus
        return bonus.seconds if bonus.kind is BonusKind.INCREMENT else 0

    def points(self, player: int) -> float:
        if self.result is None:
            return 0.0
        return self.result.points(player == self.white)

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "white": self.white, "black": self.black,
                "white_seconds": self.white_seconds, "black_seconds": self.black_seconds,
                "increment_seconds": self.increment_seconds,
                "result": None if self.result is None else self.result.value}


@dataclass(frozen=True, slots=True)
class Bidding:
    """An Armageddon game's bids: who has bid is public, the amounts only once both are in."""

    base_seconds: int
    bids_in: tuple[int, ...] = ()
    bids: tuple[int, int] | None = None  # seconds, in the order of the step's players
    coin_flip: Draw | None = None
    chooser: int | None = None
    colour: Side | None = None  # the colour the chooser took

    @property
    def revealed(self) -> bool:
        return self.bids is not None

    def to_dict(self, players: tuple[int, int] | None) -> dict[str, Any]:
        shown = None if self.bids is None or players is None else [
            {"player": p, "seconds": s} for p, s in zip(players, self.bids, strict=True)]
        return {"base_seconds": self.base_seconds, "bids_in": list(self.bids_in),
                "bids_revealed": self.revealed, "bids": shown,
                "coin_flip": None if self.coin_flip is None else self.coin_flip.to_dict(),
                "chooser": self.chooser,
                "chooser_colour": None if self.colour is None else self.colour.value}


@dataclass(frozen=True, slots=True)
class PlanStep:
    """A rapid match or an Armageddon game; ``after`` names the steps its players come from."""

    id: str
    kind: StepKind
    players: tuple[int, int] | None
    after: tuple[str, ...]
    time_control: TimeControl
    status: StepStatus
    games: tuple[PlannedGame, ...]
    winner: int | None = None
    colour_lot: Draw | None = None
    bidding: Bidding | None = None

    @property
    def score(self) -> tuple[float, float] | None:
        """A rapid match's points per player (``players`` order); None for an Armageddon game,
        where a draw sends Black through and points decide nothing."""
        if self.players is None or self.kind is StepKind.ARMAGEDDON:
            return None
        a, b = self.players
        return (sum(g.points(a) for g in self.games), sum(g.points(b) for g in self.games))

    @property
    def next_game(self) -> PlannedGame | None:
        if self.status is not StepStatus.PLAYING:
            return None
        return next(g for g in self.games if g.result is None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "kind": self.kind.value,
            "players": None if self.players is None else list(self.players),
            "after": list(self.after), "status": self.status.value,
            "time_control": self.time_control.uscf(), "winner": self.winner,
            "score": None if self.score is None else list(self.score),
            "games": [g.to_dict() for g in self.games],
            "colour_lot": None if self.colour_lot is None else self.colour_lot.to_dict(),
            "bidding": None if self.bidding is None else self.bidding.to_dict(self.players),
        }


@dataclass(frozen=True, slots=True)
class Plan:
    """``tied`` in seeding order; ``selected`` are the players in the play-off (at most four)."""

    tied: tuple[int, ...]
    selected: tuple[int, ...]
    selection_note: str
    steps: tuple[PlanStep, ...]
    champion: int | None
    started: bool  # any step action recorded: the selection of four can no longer change

    def step(self, step_id: str) -> PlanStep:
        for step in self.steps:
            if step.id == step_id:
                return step
        known = ", ".join(s.id for s in self.steps) or "none"
        raise PlayoffError(f"no step {step_id!r} in this play-off yet (steps: {known})")

    def to_dict(self) -> dict[str, Any]:
        """The ``playoff plan --json`` document."""
        return {"tied": list(self.tied), "selected": list(self.selected),
                "selection_note": self.selection_note,
                "steps": [s.to_dict() for s in self.steps], "champion": self.champion}
