"""What a roster import returns: the rows read, or every problem located in the file."""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.league.roster_form import FormRow


@dataclass(frozen=True, slots=True)
class RosterProblem:
    """One problem; ``str()`` is ``FILE: sheet 'Roster', row 7, column C (US Chess ID): …``.

    ``sheet``, ``row`` and ``column`` are None when the problem is not in one place (a file
    that is no workbook has no sheet; a roster with too few players has no row).
    """

    source: str
    sheet: str | None
    row: int | None
    column: str | None  # the column letter
    heading: str | None
    message: str
    rule: str | None = None  # the league rule broken, when the problem is a rule's

    def __str__(self) -> str:
        where = [f"sheet {self.sheet!r}"] if self.sheet is not None else []
        if self.row is not None:
            where.append(f"row {self.row}")
        if self.column is not None:
            where.append(f"column {self.column}" + (f" ({self.heading})" if self.heading else ""))
        place = ", ".join(where) + ": " if where else ""
        rule = f" (rule {self.rule})" if self.rule else ""
        return f"{self.source}: {place}{self.message}{rule}"


@dataclass(frozen=True, slots=True)
class RosterImport:
    """A roster read from a workbook: ``rows`` only when ``problems`` is empty."""

    team: str
    rows: tuple[FormRow, ...]
    problems: tuple[RosterProblem, ...]

    @property
    def ok(self) -> bool:
        return not self.problems
