"""A two-sided chess clock driven by an injected time source, for the arbiter's screen.

The clock never reads the wall clock and never waits: every transition asks ``now()`` (a
callable returning monotonic seconds) once, so a test can drive it with a fake.  A flag is
detected whenever the clock is looked at, and dated at the exact instant the time ran out.

With t = time used on the move and T = main time at its start:
simple (US) delay ``T' = T - max(0, t - d)``, flag when t > T + d; Bronstein
``T' = T - t + min(t, d)``, flag when t > T; increment ``T' = T - t + i``, flag when t > T.
The increment or delay of a period applies from move 1 and is credited after the move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from chessarbiter.core.timecontrol import BonusKind, TimeControl


class Side(StrEnum):
    WHITE = "white"
    BLACK = "black"

    @property
    def other(self) -> Side:
        return Side.BLACK if self is Side.WHITE else Side.WHITE


class ClockState(StrEnum):
    READY = "ready"
    RUNNING = "running"
    PAUSED = "paused"
    FLAGGED = "flagged"


class ClockAction(StrEnum):
    START = "start"
    PRESS = "press"
    PERIOD = "period"
    PAUSE = "pause"
    RESUME = "resume"
    FLAG = "flag"
    ADJUST = "adjust"
    SET_MOVES = "set-moves"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """One line of the clock's log; ``amount`` is seconds (a move count for SET_MOVES)."""

    at: float
    action: ClockAction
    side: Side | None
    amount: float
    note: str = ""


class ClockError(ValueError):
    """A transition the clock cannot make in its current state; nothing was changed."""


class ChessClock:
    """Both sides' time: White's clock runs from :meth:`start`; :meth:`press` ends a move."""

    def __init__(self, white: TimeControl, black: TimeControl | None = None, *,
                 now: Callable[[], float]) -> None:
        self._now = now
        self._controls = {Side.WHITE: white, Side.BLACK: black or white}
        self._base = {side: float(tc.periods[0].seconds) for side, tc in self._controls.items()}
        self._moves = dict.fromkeys(Side, 0)
        self._used = dict.fromkeys(Side, 0.0)
        self._to_move = Side.WHITE
        self._state = ClockState.READY
        self._flagged: Side | None = None
        self._on_move = 0.0  # time used on the current move before the running stretch
        self._since: float | None = None  # when the running stretch began
        self._last = now()
        self._log: list[ClockEvent] = []

    # --- looking at the clock ---------------------------------------------------------------

    @property
    def state(self) -> ClockState:
        self._observe()
        return self._state

    @property
    def to_move(self) -> Side:
        return self._to_move

    @property
    def flagged(self) -> Side | None:
        self._observe()
        return self._flagged

    @property
    def log(self) -> tuple[ClockEvent, ...]:
        self._observe()
        return tuple(self._log)

    def moves(self, side: Side) -> int:
        """Moves ``side`` has completed (pressed the clock after)."""
        return self._moves[side]

    def remaining(self, side: Side) -> float:
        """Seconds left on ``side``'s display now; never below 0."""
        return self._remaining(side, self._observe())

    def used(self, side: Side) -> float:
        """Seconds ``side``'s clock has run in total (thinking time, before any credit)."""
        at = self._observe()
        return self._used[side] + (self._on_this_move(at) if side is self._to_move else 0.0)

    # --- transitions ------------------------------------------------------------------------

    def start(self) -> None:
        at = self._observe()
        self._require({ClockState.READY}, "start")
        self._state, self._since = ClockState.RUNNING, at
        self._record(at, ClockAction.START, self._to_move, 0.0)

    def press(self) -> None:
        """The side to move completes its move: credit its bonus, maybe a new period, switch."""
        at = self._observe()
        self._require({ClockState.RUNNING}, "press")
        side, t = self._to_move, self._on_this_move(at)
        move = self._moves[side] + 1
        control = self._controls[side]
        bonus = control.bonus_for_move(move)
        credit = {BonusKind.INCREMENT: float(bonus.seconds),
                  BonusKind.BRONSTEIN: min(t, bonus.seconds)}.get(bonus.kind, 0.0)
        self._base[side] += credit - self._spent(side, t)
        self._used[side] += t
        self._moves[side] = move
        self._record(at, ClockAction.PRESS, side, t, f"move {move}, credit {credit:g} s")
        added = control.time_added_after(move)
        if added:
            self._base[side] += added
            self._record(at, ClockAction.PERIOD, side, added, f"after move {move}")
        self._to_move, self._on_move, self._since = side.other, 0.0, at

    def pause(self, note: str = "") -> None:
        at = self._observe()
        self._require({ClockState.RUNNING}, "pause")
        self._on_move, self._since = self._on_this_move(at), None
        self._state = ClockState.PAUSED
        self._record(at, ClockAction.PAUSE, None, 0.0, note)

    def resume(self, note: str = "") -> None:
        at = self._observe()
        self._require({ClockState.PAUSED}, "resume")
        self._state, self._since = ClockState.RUNNING, at
        self._record(at, ClockAction.RESUME, None, 0.0, note)

    def adjust(self, side: Side, seconds: float, note: str = "") -> None:
        """Arbiter adds (or, negative, takes) time; time restored to a flagged side pauses."""
        at = self._observe()
        left = self._remaining(side, at)
        if left + seconds < 0:
            raise ClockError(f"cannot take {-seconds:g} s from {side}: only {left:g} s left")
        self._base[side] += seconds
        self._record(at, ClockAction.ADJUST, side, seconds, note)
        if self._flagged is side and self._remaining(side, at) > 0:
            self._state, self._flagged = ClockState.PAUSED, None

    def set_moves(self, side: Side, count: int, note: str = "") -> None:
        """Arbiter corrects the move counter; time is not touched (use :meth:`adjust`)."""
        at = self._observe()
        if count < 0:
            raise ClockError("a move count cannot be negative")
        self._moves[side] = count
        self._record(at, ClockAction.SET_MOVES, side, count, note)

    # --- internals --------------------------------------------------------------------------

    def _observe(self) -> float:
        """Read the time source once and let the flag fall if the time ran out before it."""
        at = self._now()
        before, self._last = self._last, at
        if at < before:
            self._last = before
            raise ClockError(f"the time source went backwards ({at:g} < {before:g})")
        if self._state is ClockState.RUNNING and self._since is not None:
            side = self._to_move
            allowed = self._available(side)
            if self._on_this_move(at) > allowed:
                # Not before the last look: an arbiter action since then may have caused it.
                fell = max(before, self._since + (allowed - self._on_move))
                self._on_move, self._since = allowed, None
                self._state, self._flagged = ClockState.FLAGGED, side
                self._record(fell, ClockAction.FLAG, side, 0.0)
        return at

    def _on_this_move(self, at: float) -> float:
        return self._on_move + (at - self._since if self._since is not None else 0.0)

    def _delay(self, side: Side) -> float:
        bonus = self._controls[side].bonus_for_move(self._moves[side] + 1)
        return float(bonus.seconds) if bonus.kind is BonusKind.DELAY else 0.0

    def _spent(self, side: Side, t: float) -> float:
        """Main time a move of ``t`` seconds consumes (a simple delay is free)."""
        return max(0.0, t - self._delay(side))

    def _available(self, side: Side) -> float:
        return self._base[side] + self._delay(side)

    def _remaining(self, side: Side, at: float) -> float:
        if side is not self._to_move:
            return max(0.0, self._base[side])
        return max(0.0, self._base[side] - self._spent(side, self._on_this_move(at)))

    def _require(self, states: set[ClockState], action: str) -> None:
        if self._state not in states:
            reason = f"{self._flagged}'s flag has fallen" if self._flagged else (
                f"the clock is {self._state}")
            raise ClockError(f"cannot {action}: {reason}")

    def _record(self, at: float, action: ClockAction, side: Side | None, amount: float,
                note: str = "") -> None:
        self._log.append(ClockEvent(at, action, side, amount, note))


def format_clock_time(seconds: float) -> str:
    """``M:SS`` (``H:MM:SS`` from an hour), whole seconds shown as a clock does (rounded down)."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def parse_clock_time(text: str) -> int:
    """Seconds from ``MM:SS`` or ``H:MM:SS`` as read off a clock (``25:00``, ``7:30``)."""
    parts = text.strip().split(":")
    if not 2 <= len(parts) <= 3 or not all(p.isdigit() and p.isascii() for p in parts):
        raise ValueError(f"expected a time such as 25:00 or 1:05:00, got {text!r}")
    if any(int(p) >= 60 for p in parts[1:]):
        raise ValueError(f"minutes and seconds after ':' must be below 60 in {text!r}")
    total = 0
    for part in parts:
        total = total * 60 + int(part)
    return total
