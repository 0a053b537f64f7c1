"""What every exported workbook shares: safe cells, tables with a shaded header, keys, and the
print setup (one page wide, the header row on every page, the event and sheet on top).

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
# What a portrait A4 or Letter page holds at 100%, in Excel's column-width units (characters
# of the default font): about 90 with the default margins. A wider sheet prints landscape.
PORTRAIT_WIDTH = 90
_DEFAULT_WIDTH = 8.43  # Excel's width of a column nobody widened

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


def print_setup(sheet: Any, title: str, header_row: int = HEADER_ROW) -> None:
    """Print ``sheet`` one page wide and as many pages tall as it needs, landscape when it is
    wider than a portrait page, ``header_row`` repeated at the top of every page, ``title``
    and the sheet's name in the page header and the page number in the footer."""
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 0  # as many pages down as the rows need
    sheet.page_setup.orientation = "landscape" if _width(sheet) > PORTRAIT_WIDTH else "portrait"
    sheet.print_title_rows = f"{header_row}:{header_row}"
    sheet.oddHeader.center.text = f"{title.replace('&', '&&')} – &A"  # &A: the sheet's name
    sheet.oddFooter.center.text = "&P / &N"


def _width(sheet: Any) -> float:
    """The printed width of the used columns, in column-width units."""
    total = 0.0
    for column in range(1, sheet.max_column + 1):
        dimension = sheet.column_dimensions.get(get_column_letter(column))
        total += dimension.width if dimension is not None and dimension.width else _DEFAULT_WIDTH
    return total
