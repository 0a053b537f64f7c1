"""Time controls as arbiters write them, and the spellings the rating reports need.

One structured model feeds the US Chess ``S_TIMECTL`` field, its rating category and FIDE TRF
record 222, so the three can never disagree.  Periods are stored in whole seconds; a final
period with a move count repeats (``40/120,20/60`` gives 60 minutes for every further 20 moves).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

MAX_PERIOD_MINUTES = 600


class TimeControlError(ValueError):
    """A time control that cannot be read; ``column`` (from 1) points at the wrong part."""

    def __init__(self, message: str, column: int | None = None) -> None:
        super().__init__(message)
        self.column = column


class BonusKind(StrEnum):
    """What the clock gives back per move: nothing, Fischer increment, US delay, Bronstein."""

    NONE = "none"
    INCREMENT = "increment"
    DELAY = "delay"
    BRONSTEIN = "bronstein"


@dataclass(frozen=True, slots=True)
class Bonus:
    kind: BonusKind = BonusKind.NONE
    seconds: int = 0

    def __post_init__(self) -> None:
        if self.seconds < 0:
            raise ValueError("an increment or delay cannot be negative")
        if (self.kind is BonusKind.NONE) != (self.seconds == 0):
            raise ValueError("a bonus of 0 seconds is written as no increment or delay")


@dataclass(frozen=True, slots=True)
class Period:
    """``seconds`` for ``moves`` moves; ``moves=None`` is sudden death (rest of the game)."""

    seconds: int
    moves: int | None = None
    bonus: Bonus = Bonus()

    def __post_init__(self) -> None:
        if not 0 < self.seconds <= MAX_PERIOD_MINUTES * 60:
            raise ValueError(f"a period lasts more than 0 and at most {MAX_PERIOD_MINUTES} minutes")
        if self.moves is not None and self.moves < 1:
            raise ValueError("a period covers at least one move")


@dataclass(frozen=True, slots=True)
class TimeControl:
    periods: tuple[Period, ...]

    def __post_init__(self) -> None:
        if not self.periods:
            raise ValueError("a time control needs at least one period")
        if any(p.moves is None for p in self.periods[:-1]):
            raise ValueError("only the last period can be sudden death")

    @property
    def uniform_bonus(self) -> Bonus | None:
        """The bonus of every period when they all share one (the usual "from move 1")."""
        first = self.periods[0].bonus
        return first if all(p.bonus == first for p in self.periods) else None

    def _locate(self, move: int) -> tuple[int, bool]:
        """(period index of move ``move``, whether that move completes the period)."""
        if move < 1:
            raise ValueError("moves are numbered from 1")
        done = 0
        for index, period in enumerate(self.periods):
            if period.moves is None:
                return index, False
            if move <= done + period.moves:
                return index, move == done + period.moves
            done += period.moves
        cycle = self.periods[-1].moves or 1  # here the last period has a move count: it repeats
        return len(self.periods) - 1, (move - done) % cycle == 0

    def bonus_for_move(self, move: int) -> Bonus:
        """The increment or delay that applies while move number ``move`` is played."""
        return self.periods[self._locate(move)[0]].bonus

    def time_added_after(self, move: int) -> int:
        """Seconds of the next period credited when ``move`` completes a period's moves."""
        index, completes = self._locate(move)
        if not completes:
            return 0
        return self.periods[min(index + 1, len(self.periods) - 1)].seconds

    def uscf(self) -> str:
        """US Chess ``S_TIMECTL`` spelling; Bronstein is written as a delay (``d``)."""
        names = [_uscf_period(p, i == 0) for i, p in enumerate(self.periods)]
        uniform = self.uniform_bonus
        if uniform is not None:
            return ",".join(names) + ";" + _uscf_bonus(uniform)
        pairs = zip(names, self.periods, strict=True)
        return ",".join(f"{name};{_uscf_bonus(p.bonus)}" for name, p in pairs)

    def uscf_category(self) -> str | None:
        """R/D/Q/B from the first period's minutes + its delay/increment seconds; None: unrated."""
        base = self.periods[0].seconds / 60
        total = base + self.periods[0].bonus.seconds
        if total > 65:
            return "R"
        if total >= 30:
            return "D"
        if total > 10:
            return "Q"
        if total >= 5 and base >= 3:
            return "B"
        return None

    def trf222(self) -> str:
        """FIDE TRF record 222 (``40/5400+30:1800+30``); a delay is written ``d5`` (extension)."""
        return ":".join(_trf_period(p) for p in self.periods)

    def describe(self) -> str:
        """One English sentence for the arbiter, the players and the printed regulations."""
        uniform = self.uniform_bonus
        parts: list[str] = []
        for index, period in enumerate(self.periods):
            text = _duration(period.seconds) + _describe_moves(self, index)
            if uniform is None:
                text += f" (with {_describe_bonus(period.bonus)})"
            parts.append(text if index == 0 else "then " + text)
        sentence = ", ".join(parts)
        if uniform is not None:
            sentence += ", with " + _describe_bonus(uniform)
            if uniform.kind is not BonusKind.NONE:
                sentence += " from move 1"
        return sentence[0].upper() + sentence[1:] + "."

    def to_dict(self) -> dict[str, Any]:
        """Everything the CLI's ``timecontrol parse --json`` prints."""
        return {
            "uscf": self.uscf(),
            "uscf_category": self.uscf_category(),
            "trf222": self.trf222(),
            "description": self.describe(),
            "periods": [
                {"moves": p.moves, "seconds": p.seconds, "bonus": p.bonus.kind.value,
                 "bonus_seconds": p.bonus.seconds}
                for p in self.periods
            ],
        }


def _minutes(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{minutes}" if rest == 0 else f"{minutes}:{rest:02d}"


def _uscf_period(period: Period, first: bool) -> str:
    if period.moves is not None:
        return f"{period.moves}/{_minutes(period.seconds)}"
    return ("G/" if first else "SD/") + _minutes(period.seconds)


def _uscf_bonus(bonus: Bonus) -> str:
    return f"+{bonus.seconds}" if bonus.kind is BonusKind.INCREMENT else f"d{bonus.seconds}"


def _trf_period(period: Period) -> str:
    moves = "" if period.moves is None else f"{period.moves}/"
    bonus = {BonusKind.NONE: "", BonusKind.INCREMENT: "+"}.get(period.bonus.kind, "d")
    return f"{moves}{period.seconds}{bonus}{period.bonus.seconds or ''}"


def _duration(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    words = [f"{n} {unit}{'s' if n != 1 else ''}" for n, unit in ((minutes, "minute"),
                                                                  (rest, "second")) if n]
    return " ".join(words)


def _describe_moves(control: TimeControl, index: int) -> str:
    period = control.periods[index]
    if period.moves is None:
        return " for the whole game" if index == 0 else " for the rest of the game"
    if index == len(control.periods) - 1:
        return f" for every {period.moves} moves" if index == 0 else (
            f" for every further {period.moves} moves")
    return f" for the {'first' if index == 0 else 'next'} {period.moves} moves"


def _describe_bonus(bonus: Bonus) -> str:
    if bonus.kind is BonusKind.NONE:
        return "no increment or delay"
    name = {BonusKind.INCREMENT: "increment after every move",
            BonusKind.DELAY: "delay (US simple delay) on every move",
            BonusKind.BRONSTEIN: "Bronstein delay on every move"}[bonus.kind]
    return f"a {bonus.seconds}-second {name}"
