"""Who sits on which board when team members are missing at the start (rule 17).

The captain's lineup is in board order, substitutes already put in. Players present, and
absent ones the TD expects to arrive late (their clock runs on their board), keep their
order on the topmost boards; the boards left over are forfeited. A player expected late who
never comes loses on time on that board; for a board-order claim the TD looks at the seating
without them (the same function without the late player), as rule 17 says.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Seating:
    """Board 1 first: a player's US Chess ID, or None for a board lost by forfeit."""

    boards: tuple[str | None, ...]

    @property
    def forfeited(self) -> tuple[int, ...]:
        return tuple(b for b, player in enumerate(self.boards, start=1) if player is None)


def seat_team(
    lineup: Sequence[str],
    present: Collection[str],
    expected_late: Collection[str] = (),
    boards: int = 4,
) -> Seating:
    """The seating of one team for one round (see the module docstring)."""
    seated = [p for p in lineup if p in present or p in expected_late][:boards]
    return Seating(tuple(seated) + (None,) * (boards - len(seated)))


def delay_allowed(minutes: int, limit: int) -> bool:
    """Rule 17: the TD may delay the start by no more than ``limit`` (15) minutes."""
    return 0 <= minutes <= limit
