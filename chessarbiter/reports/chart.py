"""The n × n grid shared by the crosstable and the blank wall chart.

The chart takes as few pages as it can, and on them the largest font: a 16-player chart fits
one landscape sheet with names at 9 pt or more; a bigger field shrinks the font to a floor
still readable on a wall, then runs over several pages, down (each page repeating the header
row) and across (each page repeating the players' names), to be pinned side by side. Rows and
cells then grow to use the paper.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color, black
from reportlab.platypus import Flowable, LongTable, PageBreak

from chessarbiter.reports.columns import Column
from chessarbiter.reports.fonts import BOLD, REGULAR, fit_text
from chessarbiter.reports.tables import (
    base_style,
    cell_width,
    column_style,
    padding,
    row_height,
    split_down,
)
from chessarbiter.reports.template import Layout

# Font sizes tried, largest first; the last is the floor, still read at a metre.
SIZES = (14.0, 13.0, 12.0, 11.5, 11.0, 10.5, 10.0, 9.5, 9.0, 8.5)
DIAGONAL_FILL = Color(0.45, 0.45, 0.45)
_NAME_CAP = 18  # a name column is at most this many font sizes wide; longer names get "…"
_CELL_PADDING = 0.25  # of the font size, each side of a result: the grid is what must fit
_ROW_MIN = 1.6  # rows at least this many font sizes high (tighter than lists: a chart is big)
_ROW_STRETCH = 2.3  # and grow to fill the page up to this many


@dataclass(frozen=True, slots=True)
class ChartRow:
    """One player's line: leading cells (No., name, …), ``cycles`` cells per opponent in
    row order, and trailing cells (points, rank, …)."""

    lead: tuple[str, ...]
    cells: tuple[str, ...]
    tail: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Chart:
    """Rows in display order; the grid's columns follow the same order, headed by ``labels``.

    ``min_cell`` and ``min_row`` leave room for handwriting on a blank chart.
    """

    lead: tuple[Column, ...]
    tail: tuple[Column, ...]
    labels: tuple[str, ...]
    rows: tuple[ChartRow, ...]
    cycles: int = 1
    min_cell: float = 0.0
    min_row: float = 0.0


@dataclass(frozen=True, slots=True)
class _Plan:
    """A font size, the column widths and row height it needs, and the pages it makes."""

    size: float
    lead: list[float]
    cell: float  # the width of one opponent's ``cycles`` cells
    tail: list[float]
    row: float
    across: list[range]  # positions of the opponents on each page across
    down: list[range]  # positions of the rows on each page down

    @property
    def pages(self) -> int:
        return len(self.across) * len(self.down)

    def width(self, opponents: int, with_tail: bool) -> float:
        return sum(self.lead) + opponents * self.cell + (sum(self.tail) if with_tail else 0.0)


def chart_story(chart: Chart, layout: Layout) -> list[Flowable]:
    """One table per page: pages down within each block of opponents, then the next block."""
    if not chart.rows:
        raise ValueError("the event has no players yet: register them before printing a chart")
    plans = [_plan(chart, layout, size) for size in SIZES]
    fewest = min(p.pages for p in plans)
    plan = _use_paper(next(p for p in plans if p.pages == fewest), layout)
    story: list[Flowable] = []
    for block in plan.across:
        for rows in plan.down:
            if story:
                story.append(PageBreak())
            story.append(_table(chart, plan, block, rows, last=block is plan.across[-1]))
    return story


def _plan(chart: Chart, layout: Layout, size: float) -> _Plan:
    def widths(columns: Sequence[Column], values: list[list[str]]) -> list[float]:
        return [
            min(max(cell_width([c.header], size, bold=True), cell_width(v, size, bold=c.bold)),
                _NAME_CAP * size if c.stretch else math.inf)
            for c, v in zip(columns, values, strict=True)
        ]

    n = len(chart.rows)
    lead = widths(chart.lead, [[r.lead[i] for r in chart.rows] for i in range(len(chart.lead))])
    tail = widths(chart.tail, [[r.tail[i] for r in chart.rows] for i in range(len(chart.tail))])
    texts = {c for r in chart.rows for c in r.cells}
    widest = cell_width([*texts, *chart.labels], size) - 2 * (padding(size) - _CELL_PADDING * size)
    cell = max(widest, chart.min_cell) * chart.cycles
    row = max(row_height(size, _ROW_MIN), chart.min_row)
    room = layout.frame_width - sum(lead)
    across = _split_across(n, math.floor(room / cell), math.floor((room - sum(tail)) / cell))
    down = split_down(n, math.floor((layout.frame_height - 0.5) / row) - 1)
    return _Plan(size, lead, cell, tail, row, across, down)


def _split_across(n: int, per_page: int, on_last: int) -> list[range]:
    """Opponents on each page across: as few pages as fit ``per_page`` opponents (the last,
    which also carries points and tie-breaks, ``on_last``), sharing them out evenly."""
    per_page, on_last = max(per_page, 1), max(on_last, 1)
    if n <= on_last:
        return [range(n)]
    pages = 1 + math.ceil((n - on_last) / per_page)
    rest = n - min(on_last, math.ceil(n / pages))
    step = math.ceil(rest / (pages - 1))
    return [range(i, min(i + step, rest)) for i in range(0, rest, step)] + [range(rest, n)]


def _use_paper(plan: _Plan, layout: Layout) -> _Plan:
    """Rows taller and cells wider into the room the pages have left, within limits."""
    rows = max(len(r) for r in plan.down) + 1
    row = max(plan.row, min(layout.frame_height / rows, _ROW_STRETCH * plan.size))
    spare = min(
        (layout.frame_width - plan.width(len(block), block is plan.across[-1])) / len(block)
        for block in plan.across
    )
    return replace(plan, row=row, cell=plan.cell + min(spare, plan.cell / 2))


def _table(chart: Chart, plan: _Plan, block: range, rows: range, last: bool) -> LongTable:
    """The page showing opponents ``block`` of players ``rows``; ``last`` adds the tail."""
    size, cycles = plan.size, chart.cycles
    lead_n = len(chart.lead)
    tail = chart.tail if last else ()
    header: list[str] = [c.header for c in chart.lead]
    for position in block:
        header += [chart.labels[position], *([""] * (cycles - 1))]
    header += [c.header for c in tail]
    data: list[list[str | list[Flowable]]] = [[*header]]
    for row in chart.rows[rows.start:rows.stop]:
        lead = [
            fit_text(text, BOLD if c.bold else REGULAR, size, plan.lead[i] - 2 * padding(size))
            if c.stretch else text
            for i, (c, text) in enumerate(zip(chart.lead, row.lead, strict=True))
        ]
        # An empty list is a cell with nothing to draw; "" would still cost a text object,
        # and a blank 100-player chart has ten thousand of them.
        shown = row.cells[block.start * cycles:block.stop * cycles]
        cells: list[str | list[Flowable]] = [c or [] for c in shown]
        data.append([*lead, *cells, *(row.tail if last else ())])
    widths = [*plan.lead, *[plan.cell / cycles] * (len(block) * cycles),
              *(plan.tail if last else [])]
    grid_start, grid_end = lead_n, lead_n + len(block) * cycles - 1
    style = [
        *base_style(size),
        *column_style([*chart.lead, *[Column("")] * (len(block) * cycles), *tail], size),
        ("LINEAFTER", (lead_n - 1, 0), (lead_n - 1, -1), 1.2, black),
        ("LINEAFTER", (grid_end, 0), (grid_end, -1), 1.2, black),
        ("LINEBELOW", (0, 0), (-1, 0), 1.2, black),
        ("LEFTPADDING", (grid_start, 0), (grid_end, -1), 0),
        ("RIGHTPADDING", (grid_start, 0), (grid_end, -1), 0),
    ]
    for k, position in enumerate(block):
        first = grid_start + k * cycles
        if cycles > 1:
            style += [("SPAN", (first, 0), (first + cycles - 1, 0)),
                      ("LINEAFTER", (first + cycles - 1, 0), (first + cycles - 1, -1), 0.9, black)]
        if position in rows:  # the player's own column: no game, shaded
            own = position - rows.start + 1
            style.append(("BACKGROUND", (first, own), (first + cycles - 1, own), DIAGONAL_FILL))
    return LongTable(data, colWidths=widths, rowHeights=[plan.row] * len(data), repeatRows=1,
                     style=style)
