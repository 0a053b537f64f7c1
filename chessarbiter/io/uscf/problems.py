"""A reason not to send a rating report yet, located so the arbiter can find and fix it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ExportProblem:
    """``code`` is stable for programs (tests, the GUI's icons); ``message`` is for people.

    ``start_no`` and ``name`` say which player, ``round`` which round; None when the problem
    belongs to the event as a whole. ``section`` names the section of a report with several
    (a league's), where pairing numbers and rounds are the section's own.
    """

    code: str
    message: str
    start_no: int | None = None
    name: str = ""
    round: int | None = None
    section: str = ""

    def __str__(self) -> str:
        where = [f"section {self.section}"] if self.section else []
        if self.start_no is not None:
            where.append(f"no. {self.start_no} {self.name}".rstrip())
        if self.round is not None:
            where.append(f"round {self.round}")
        return f"{', '.join(where)}: {self.message}" if where else self.message


class ExportRefused(ValueError):
    """The report was not written because problems remain and no override was given."""

    def __init__(self, problems: Sequence[ExportProblem]) -> None:
        lines = "".join(f"\n  {p}" for p in problems)
        count = f"{len(problems)} problem{'' if len(problems) == 1 else 's'}"
        super().__init__(f"US Chess report not written: {count} to fix first, or export again "
                         f"with the override:{lines}")
        self.problems = tuple(problems)
