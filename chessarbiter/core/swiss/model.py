"""The engine's inputs and outputs: settings, the request for one round, the boards."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Colour(StrEnum):
    WHITE = "w"
    BLACK = "b"

    @property
    def other(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


@dataclass(frozen=True, slots=True)
class SwissSettings:
    """Every number of the pairing rules that an event may change (defaults: the rule book).

    ``pab_points``: points of the pairing-allocated bye (C.04.1 art. 3: a win's points unless
    the regulations say otherwise). ``win_points``/``draw_points``: the point system, used for
    the topscorer limit (C.04.3 1.8) and for byes. ``acceleration``: ``"none"`` or ``"baku"``
    (C.04.5, Baku acceleration), for the rounds the tournament carries no virtual points for.
    ``pab_downfloat``: the pairing-allocated bye is a downfloat whatever its points (C.04.3 of
    2026, 1.4.3); off, only a bye worth more than a loss is one, as the July 2025 text says
    and bbpPairings v6 pairs (it matters for a zero-point bye).
    """

    pab_points: float = 1.0
    win_points: float = 1.0
    draw_points: float = 0.5
    acceleration: str = "none"
    pab_downfloat: bool = True

    def __post_init__(self) -> None:
        if self.acceleration not in ("none", "baku"):
            raise ValueError(f"unknown acceleration {self.acceleration!r}: use none or baku")


@dataclass(frozen=True, slots=True)
class RoundRequest:
    """What pairing round ``round`` needs beyond the stored games and byes.

    ``absent``: start numbers not to be paired this round (requested byes, known absences,
    withdrawn players are excluded on their own). ``initial_colour``: the colour the top player
    had, or gets, in round 1 (C.04.3 5.1, drawn by lot). ``total_rounds`` decides the final
    round (topscorers, C.04.3 1.8). Virtual points of an acceleration are the tournament's
    (:attr:`Tournament.accelerations`), for this round and the rounds before.
    """

    round: int
    total_rounds: int
    initial_colour: Colour = Colour.WHITE
    absent: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Board:
    """One game of the round and why it was made that way."""

    number: int
    white: int
    black: int
    explanation: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """The boards of one round, the pairing-allocated bye, and the bracket notes;
    ``accelerations``: the virtual points (start number, points) the round was paired with."""

    round: int
    boards: tuple[Board, ...]
    bye: int | None
    bye_explanation: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    accelerations: tuple[tuple[int, float], ...] = ()

    def pairs(self) -> list[tuple[int, int]]:
        return [(b.white, b.black) for b in self.boards]


class NoValidPairing(ValueError):
    """No pairing satisfies the absolute criteria: the Chief Arbiter decides (C.04.3 1.9.3)."""
