"""The time controls of a play-off, copied from the event settings when it starts.

A copy, not a reference: editing the settings later cannot change the times of a play-off under
way, nor make a bid already recorded illegal.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from chessarbiter.core.playoffs.serial import read_int, read_mapping, read_str
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol import (
    MAX_PERIOD_MINUTES,
    Bonus,
    BonusKind,
    Period,
    TimeControl,
)
from chessarbiter.core.timecontrol_parse import parse_time_control

# The plan is rebuilt after every action: make each control once.
_parsed = lru_cache(maxsize=16)(parse_time_control)


@lru_cache(maxsize=64)
def _sudden_death(seconds: int, increment: int) -> TimeControl:
    bonus = Bonus(BonusKind.INCREMENT, increment) if increment else Bonus()
    return TimeControl((Period(seconds, None, bonus),))


@dataclass(frozen=True, slots=True)
class PlayoffRules:
    """Rapid-match control as the arbiter writes it; Armageddon base and increment in seconds."""

    rapid_time_control: str
    armageddon_base_seconds: int
    armageddon_increment_seconds: int

    @classmethod
    def of(cls, settings: EventSettings) -> PlayoffRules:
        return cls(settings.playoff_rapid_time_control, settings.armageddon_base_seconds,
                   settings.armageddon_increment_seconds)

    def problems(self) -> list[str]:
        """What stops these rules from running a play-off, named as the settings dialog does."""
        out: list[str] = []
        try:
            _parsed(self.rapid_time_control)
        except ValueError as exc:
            out.append(f"Play-off rapid time control {self.rapid_time_control!r}: {exc}")
        if not 0 < self.armageddon_base_seconds <= MAX_PERIOD_MINUTES * 60:
            out.append(f"Armageddon base time must be more than 0 and at most "
                       f"{MAX_PERIOD_MINUTES} minutes, not {self.armageddon_base_seconds} s")
        if self.armageddon_increment_seconds < 0:
            out.append("Armageddon increment cannot be negative")
        return out

    @property
    def rapid(self) -> TimeControl:
        return _parsed(self.rapid_time_control)

    def armageddon(self, seconds: int) -> TimeControl:
        """One side's Armageddon clock: ``seconds`` (a bid or the base), then the increment."""
        return _sudden_death(seconds, self.armageddon_increment_seconds)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object, where: str) -> PlayoffRules:
        mapping = read_mapping(data, where)
        return cls(read_str(mapping, "rapid_time_control", where),
                   read_int(mapping, "armageddon_base_seconds", where),
                   read_int(mapping, "armageddon_increment_seconds", where))
