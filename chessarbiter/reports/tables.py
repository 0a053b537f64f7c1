"""Tables as every printout draws them: one look (header shade, zebra rows, thin rules) and
a font size chosen so the widest cell fits, down to a floor still legible on a wall.

Cells are plain strings, never markup, so a name such as ``<b>Smith & Co</b>`` prints as typed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from reportlab.lib.colors import Color, white
from reportlab.platypus import Flowable, LongTable, PageBreak

from chessarbiter.reports.columns import Column
from chessarbiter.reports.fonts import BOLD, REGULAR, fit_text, text_width

HEADER_FILL = Color(0.84, 0.86, 0.89)
ZEBRA_FILL = Color(0.95, 0.95, 0.95)
RULE = Color(0.55, 0.55, 0.55)

StyleCommand = tuple[Any, ...]


def padding(size: float) -> float:
    return 0.3 * size


def row_height(size: float, scale: float = 1.75) -> float:
    return scale * size


def cell_width(texts: Sequence[str], size: float, bold: bool = False) -> float:
    """Width of a column holding ``texts``, padding included."""
    font = BOLD if bold else REGULAR
    return max((text_width(t, font, size) for t in texts), default=0.0) + 2 * padding(size)


def base_style(size: float, header_rows: int = 1) -> list[StyleCommand]:
    """The look shared by all tables: bold shaded header, zebra body, thin grid, centred text."""
    last_header = header_rows - 1
    return [
        ("FONT", (0, 0), (-1, -1), REGULAR, size),
        ("FONT", (0, 0), (-1, last_header), BOLD, size),
        ("BACKGROUND", (0, 0), (-1, last_header), HEADER_FILL),
        ("ROWBACKGROUNDS", (0, header_rows), (-1, -1), [white, ZEBRA_FILL]),
        ("GRID", (0, 0), (-1, -1), 0.4, RULE),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), padding(size)),
        ("RIGHTPADDING", (0, 0), (-1, -1), padding(size)),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.15 * size),
    ]


def list_table(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], width: float,
    sizes: Sequence[float], extra_style: Sequence[StyleCommand] = (), row_scale: float = 1.75,
) -> LongTable:
    """A table as wide as ``width`` in the largest of ``sizes`` at which every cell fits,
    rows ``row_scale`` font sizes high.

    The header row repeats on every page the table runs over.
    """
    size, widths, body = _fitted(columns, rows, width, sizes)
    return _long_table(columns, body, size, widths, row_height(size, row_scale), extra_style)


def paged_tables(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], width: float,
    sizes: Sequence[float], page_height: float,
    style_of: Callable[[range], Sequence[StyleCommand]] = lambda _part: (),
    row_scale: float = 1.75,
) -> list[Flowable]:
    """:func:`list_table` cut into one table a page, the rows shared evenly over the fewest
    pages (not a last page of three lines), all with the same columns; ``style_of(part)``
    styles the page showing rows ``part`` (row 1 of that table is ``part.start``)."""
    size, widths, body = _fitted(columns, rows, width, sizes)
    height = row_height(size, row_scale)
    story: list[Flowable] = []
    for part in split_down(len(body), math.floor((page_height - 0.5) / height) - 1):
        if story:
            story.append(PageBreak())
        story.append(_long_table(columns, body[part.start:part.stop], size, widths, height,
                                 style_of(part)))
    return story


def split_down(n: int, per_page: int) -> list[range]:
    """Rows on each page down, as few pages as fit ``per_page`` rows, evenly shared."""
    step = math.ceil(n / math.ceil(n / max(per_page, 1))) if n else 1
    return [range(i, min(i + step, n)) for i in range(0, n, step)] or [range(0)]


def _fitted(columns: Sequence[Column], rows: Sequence[Sequence[str]], width: float,
            sizes: Sequence[float]) -> tuple[float, list[float], list[list[str]]]:
    """The font size, column widths and cell texts (long names shortened) of a table."""
    for size in sizes:
        widths = _natural_widths(columns, rows, size)
        if sum(widths) <= width:
            break
    stretch = [i for i, c in enumerate(columns) if c.stretch]
    if stretch:
        share = (width - sum(widths)) / len(stretch)
        for i in stretch:
            widths[i] += share
    body = [
        [fit_text(text, BOLD if columns[i].bold else REGULAR, size, widths[i] - 2 * padding(size))
         if i in stretch else text for i, text in enumerate(row)]
        for row in rows
    ]
    return size, widths, body


def _long_table(columns: Sequence[Column], body: list[list[str]], size: float,
                widths: list[float], height: float,
                extra_style: Sequence[StyleCommand]) -> LongTable:
    data = [[c.header for c in columns], *body]
    style = [*base_style(size), *column_style(columns, size), *extra_style]
    return LongTable(data, colWidths=widths, rowHeights=[height] * len(data),
                     repeatRows=1, style=style)


def column_style(columns: Sequence[Column], size: float) -> list[StyleCommand]:
    """Alignment (header included) and bold body text of each column."""
    style: list[StyleCommand] = []
    for i, column in enumerate(columns):
        if column.align != "CENTER":
            style.append(("ALIGN", (i, 0), (i, -1), column.align))
        if column.bold:
            style.append(("FONT", (i, 1), (i, -1), BOLD, size))
    return style


def _natural_widths(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], size: float
) -> list[float]:
    return [
        max(cell_width([c.header], size, bold=True),
            cell_width([row[i] for row in rows], size, bold=c.bold))
        for i, c in enumerate(columns)
    ]
