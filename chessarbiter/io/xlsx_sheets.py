"""What every exported workbook shares: safe cells, tables with a shaded header, keys.

Points, ranks and ratings are numbers so they sort as numbers. Text that a spreadsheet would
read as a formula (it starts with ``=``, ``+``, ``-`` or ``@``: a player typed as
``=HYPERLINK(…)``, or the ``+`` of a forfeit win) is stored as a string *and* marked with the
cell's quote prefix, so Excel and LibreOffice show it as typed and keep it text even when the
cell is edited; the text itself is not changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
HEADER_ROW = 5  # under the event name, place and dates, and how far the event has got
BOLD = Font(bold=True)
TITLE = Font(bold=True, size=14)
SHADE = PatternFill("solid", fgColor="D6DBE3")
MAX_WIDTH = 40

Value = str | int | float | None


def put(sheet: Any, row: int, column: int, value: Value) -> Any:
    """Write one cell; formula-like text stays text (see the module docstring)."""
    cell = sheet.cell(row=row, column=column)
    cell.value = value
    if isinstance(value, str) and value.startswith(FORMULA_START):
        cell.data_type = "s"
        cell.quotePrefix = True
    return cell


def write_table(sheet: Any, headers: Sequence[str], rows: Sequence[Sequence[Value]],
                top: int = HEADER_ROW) -> int:
    """Headers (bold, shaded) in row ``top`` and the rows under them; returns the first row
    after the table. Columns are widened to fit (never narrowed, so tables can be stacked)."""
    for column, header in enumerate(headers, start=1):
        cell = put(sheet, top, column, header)
        cell.font, cell.fill = BOLD, SHADE
    for offset, row in enumerate(rows, start=1):
        for column, value in enumerate(row, start=1):
            put(sheet, top + offset, column, value)
    for column, header in enumerate(headers, start=1):
        _widen(sheet, column, max([len(header), *(len(shown(row[column - 1])) for row in rows)]))
    return top + len(rows) + 1


def _widen(sheet: Any, column: int, characters: int) -> None:
    """Make ``column`` fit ``characters`` (up to :data:`MAX_WIDTH`); never narrower."""
    letter = get_column_letter(column)
    current = sheet.column_dimensions[letter].width if letter in sheet.column_dimensions else 0
    sheet.column_dimensions[letter].width = max(current or 0, min(MAX_WIDTH, characters + 2))


def write_key(sheet: Any, items: Sequence[tuple[str, str]]) -> None:
    """Code (bold) and meaning, one a row, a row clear of the table above; the first column
    is widened to the longest code."""
    first = sheet.max_row + 2
    for offset, (code, meaning) in enumerate(items):
        put(sheet, first + offset, 1, code).font = BOLD
        put(sheet, first + offset, 2, meaning)
    _widen(sheet, 1, max((len(code) for code, _ in items), default=0))


def shown(value: Value) -> str:
    return "" if value is None else str(value)
