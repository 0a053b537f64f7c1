"""Reading a filled roster workbook: all or nothing, every problem located.

The sheet is streamed in openpyxl's read-only mode (fast: a 1,000-row file answers in well
under a second); merged cells, which that mode hides, are read from the archive. Reading
stops at the first row beyond the roster limit: nothing after it could make the file
acceptable, and a 10,000-row file must not be checked row by row to say so.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from openpyxl.utils import get_column_letter, range_boundaries

from chessarbiter.core.league.roster_form import FormProblem, FormRow, form_problems
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.io.roster.cells import CellProblem, read_cell
from chessarbiter.io.roster.layout import (
    BY_HEADING,
    MAX_COLUMNS,
    REQUIRED,
    SEARCH_ROWS,
    SHEET,
    Column,
    Kind,
    normalized,
)
from chessarbiter.io.roster.problems import RosterImport, RosterProblem
from chessarbiter.io.roster.workbook import (
    Unreadable,
    merged_ranges,
    open_archive,
    open_book,
    rows,
)

_TEAM_LABELS = ("team", "team name")
_Numbered = Iterator[tuple[int, tuple[Any, ...]]]


def read_roster(data: bytes, source: str, settings: LeagueSettings) -> RosterImport:
    """The roster in the workbook ``data`` (named ``source`` in messages), or its problems."""
    try:
        archive = open_archive(data)
        book = open_book(data)
    except Unreadable as e:
        return RosterImport("", (), (RosterProblem(source, None, None, None, None, str(e)),))
    try:
        name = next((n for n in book.sheetnames if normalized(n) == normalized(SHEET)), None)
        if name is None and len(book.sheetnames) == 1:
            name = book.sheetnames[0]  # one sheet, however renamed: it can only be the roster
        if name is None:
            found = ", ".join(repr(n) for n in book.sheetnames)
            message = f"no sheet named {SHEET!r} (the workbook has {found}); use the template"
            return RosterImport("", (), (RosterProblem(source, None, None, None, None, message),))
        sheet = _SheetReader(source, name, settings)
        try:
            sheet.read(rows(book[name], MAX_COLUMNS))
        except Unreadable as e:
            sheet.read_whole = False
            sheet.problem(None, None, str(e))
        sheet.merged(merged_ranges(archive, name))
        return sheet.result()
    finally:
        book.close()


@dataclass
class _Row:
    """A filled player row: its sheet row number, what it holds, fields that failed to read."""

    number: int
    values: dict[str, Any]
    failed: set[str] = field(default_factory=set)


class _SheetReader:
    def __init__(self, source: str, sheet: str, settings: LeagueSettings) -> None:
        self.source = source
        self.sheet = sheet
        self.settings = settings
        self.problems: list[RosterProblem] = []
        self.team = ""
        self.columns: dict[str, tuple[int, str]] = {}  # field → (0-based column, heading)
        self.players: list[_Row] = []
        self.read_whole = False  # whether every player row was read (whole-roster checks)

    def problem(self, row: int | None, col: int | None, message: str, rule: str | None = None
                ) -> None:
        heading = next((h for c, h in self.columns.values() if c == col), None)
        letter = get_column_letter(col + 1) if col is not None else None
        self.problems.append(
            RosterProblem(self.source, self.sheet, row, letter, heading, message, rule))

    def read(self, stream: Iterator[tuple[Any, ...]]) -> None:
        numbered = enumerate(stream, start=1)
        if self._find_headings(numbered):
            self.read_whole = self._read_players(numbered)

    def _find_headings(self, numbered: _Numbered) -> bool:
        filled = 0
        for number, cells in numbered:
            values = [c.value for c in cells]
            if not any(_filled(v) for v in values):
                continue
            filled += 1
            known = [i for i, v in enumerate(values)
                     if isinstance(v, str) and normalized(v) in BY_HEADING]
            if len(known) >= 3:
                self._take_headings(number, cells, known)
                return True
            self._look_for_team(number, cells)
            if filled == SEARCH_ROWS:
                break
        if filled:
            expected = ", ".join(c.heading for c in REQUIRED)
            self.problem(None, None, f"no heading row among the first {SEARCH_ROWS} filled "
                                     f"rows (expected the headings {expected})")
        else:
            self.problem(None, None, "the sheet is empty")
        return False

    def _look_for_team(self, number: int, cells: tuple[Any, ...]) -> None:
        for i, cell in enumerate(cells[:-1]):
            if isinstance(cell.value, str) and normalized(cell.value) in _TEAM_LABELS:
                team = cells[i + 1]
                if team.data_type == "f":
                    self.problem(number, i + 1, "a formula; type the team name")
                elif isinstance(team.value, str | int):
                    try:
                        self.team = read_cell(Kind.TEXT, str(team.value))
                    except CellProblem as e:
                        self.problem(number, i + 1, str(e))
                return

    def _take_headings(self, number: int, cells: tuple[Any, ...], known: list[int]) -> None:
        for i in known:
            text = str(cells[i].value).strip()
            column = BY_HEADING[normalized(text)]
            if column.field in self.columns:
                first = get_column_letter(self.columns[column.field][0] + 1)
                self.problem(number, i, f"a second {column.heading!r} column (the first is "
                                        f"column {first})")
            else:
                self.columns[column.field] = (i, text)
        unknown = [f"{get_column_letter(i + 1)} {c.value!r}" for i, c in enumerate(cells)
                   if _filled(c.value) and i not in known]
        hint = f" (headings not recognised: {', '.join(unknown)})" if unknown else ""
        for column in REQUIRED:
            if column.field not in self.columns:
                self.problem(number, None, f"no column headed {column.heading!r}{hint}")

    def _read_players(self, numbered: _Numbered) -> bool:
        """Read the player rows; False when reading stopped at a row beyond the limit."""
        wanted = [(c, self.columns[c.field][0]) for c in REQUIRED if c.field in self.columns]
        limit = self.settings.roster_max
        for number, cells in numbered:
            if not any(_filled(cells[i].value) for _, i in wanted):
                continue
            if len(self.players) == limit:
                self.problem(number, None, f"player number {limit + 1}: a roster holds at most "
                             f"{limit} players; the sheet was not read beyond this row", "9")
                return False
            self.players.append(self._read_row(number, cells, wanted))
        return True

    def _read_row(self, number: int, cells: tuple[Any, ...],
                  wanted: list[tuple[Column, int]]) -> _Row:
        row = _Row(number, {})
        for column, i in wanted:
            cell = cells[i]
            if cell.data_type in ("f", "e"):
                what = "a formula" if cell.data_type == "f" else f"the error value {cell.value}"
                self.problem(number, i, f"{what}; type the value itself")
                row.failed.add(column.field)
                continue
            try:
                row.values[column.field] = read_cell(column.kind, cell.value,
                                                     self.settings.roster_date_order)
            except CellProblem as e:
                self.problem(number, i, str(e))
                row.failed.add(column.field)
        return row

    def merged(self, ranges: list[str]) -> None:
        for ref in ranges:
            col, row, _, _ = range_boundaries(ref)
            self.problem(row, col - 1, f"cells {ref} are merged; unmerge them so that each "
                                       "value has its own cell")

    def result(self) -> RosterImport:
        form = [_form_row(p) for p in self.players]
        for p in form_problems(form, self.settings):
            self._add_form_problem(p)
        self.problems.sort(key=lambda p: (p.row or 0, len(p.column or ""), p.column or ""))
        if self.problems:
            return RosterImport(self.team, (), tuple(self.problems))
        return RosterImport(self.team, tuple(form), ())

    def _add_form_problem(self, p: FormProblem) -> None:
        if p.field is not None and p.field not in self.columns:
            return  # its column is missing, said already
        col = self.columns[p.field][0] if p.field is not None else None
        if p.row is None:
            # With rows unread or cells unreadable, the count or the captain is not known.
            if self.read_whole and not any(p.field in r.failed for r in self.players):
                self.problem(None, col, p.message, p.rule)
            return
        row = self.players[p.row]
        if p.field in row.failed:
            return  # the cell could not be read, said already
        see = f" (see row {self.players[p.same_as].number})" if p.same_as is not None else ""
        self.problem(row.number, col, p.message + see, p.rule)


def _filled(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and not value.strip())


def _form_row(row: _Row) -> FormRow:
    v = row.values
    expiry: date | None = v.get("expiry")
    member = Member(
        name=v.get("name", ""), uscf_id=v.get("uscf_id", ""), expiry=expiry,
        cell_phone=v.get("cell_phone", ""), home_phone=v.get("home_phone", ""),
        work_phone=v.get("work_phone", ""), email=v.get("email", ""),
        address=v.get("address", ""),
    )
    return FormRow(member, v.get("role", Role.PLAYER), v.get("rating"))
