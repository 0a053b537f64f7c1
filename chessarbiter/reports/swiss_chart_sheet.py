"""The Swiss wall chart: one line per player in pairing-number order, one cell per round
("W12 +": White against no. 12, won), then points and rank.

Unlike the round robin's n × n grid, the rounds always fit across one sheet; the chart takes
as few sheets down as it can at the largest font that keeps every cell whole, then rows grow
to use the paper (60 players and 9 rounds: three landscape sheets at 12 pt).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from reportlab.lib.colors import black
from reportlab.platypus import Flowable, LongTable, PageBreak

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.tournament import Standing
from chessarbiter.reports.cells import swiss_cells, swiss_key
from chessarbiter.reports.columns import Column
from chessarbiter.reports.fonts import BOLD, REGULAR, fit_text
from chessarbiter.reports.formatting import number_text
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.tables import (
    base_style,
    cell_width,
    column_style,
    padding,
    row_height,
    split_down,
)
from chessarbiter.reports.template import Heading, Layout, page_layout, render

SIZES = (14.0, 13.0, 12.0, 11.0, 10.0)  # largest first; the last, the floor, reads at a metre
_NAME_CAP = 16  # font sizes: longer names get "…"
_NAME_FLOOR = 7  # the name gives up width down to this many font sizes before the font shrinks
_ROW_MIN, _ROW_STRETCH = 1.7, 2.4  # row height in font sizes: at least, and at most


@dataclass(frozen=True, slots=True)
class _Plan:
    size: float
    widths: list[float]
    row: float
    down: list[range]


def swiss_chart(boards: EventBoards, standings: Sequence[Standing], info: EventInfo,
                opts: PrintOptions, changed: Collection[tuple[int, int]] = (),
                rounds: int = 0) -> bytes:
    """The chart of ``boards`` (an event's boards as every view counts them) over ``rounds``
    columns (the rounds announced; the paired ones at least); ``changed`` holds (round, start
    number) of the pairings the arbiter changed by hand, marked "*"."""
    t = boards.source
    players = sorted(t.players, key=lambda p: p.start_no)
    if not players:
        raise ValueError("the event has no players yet: register them before printing a chart")
    cells = swiss_cells(boards, changed, rounds)
    rounds = len(next(iter(cells.values())))
    ranks = {s.start_no: s for s in standings}
    scores = boards.counted.scores
    identity = Identity.of(players, info.rating_shown)
    columns = [Column("No."), *identity.columns(), *(Column(str(r)) for r in range(1, rounds + 1)),
               Column("Pts", bold=True), Column("Rank", bold=True)]
    rows = [[str(p.start_no), *identity.cells(p), *cells[p.start_no],
             number_text(scores.get(p.start_no, 0.0)),
             str(ranks[p.start_no].rank) if p.start_no in ranks else ""]
            for p in players]
    key = legend(swiss_key(boards, changed=bool(changed)))
    layout = page_layout(opts, natural_landscape=True, key=key)
    plan = _plan(columns, rows, layout)
    story: list[Flowable] = []
    for part in plan.down:
        if story:
            story.append(PageBreak())
        story.append(_table(columns, [rows[i] for i in part], plan))
    progress = progress_text(boards.counted, announced=rounds)
    return render(story, layout, Heading("Wall chart", progress), info, opts)


def _plan(columns: Sequence[Column], rows: list[list[str]], layout: Layout) -> _Plan:
    """Fewest sheets down, then the largest font at which the line fits across."""
    plans = [p for p in (_fit(columns, rows, layout, size) for size in SIZES) if p is not None]
    if not plans:  # so many rounds that even the floor is too wide: the names give way
        squeezed = _fit(columns, rows, layout, SIZES[-1], squeeze=True)
        assert squeezed is not None, "a squeezed plan always fits"
        plans = [squeezed]
    fewest = min(len(p.down) for p in plans)
    plan = next(p for p in plans if len(p.down) == fewest)
    most = max(len(r) for r in plan.down) + 1
    row = max(plan.row, min(layout.frame_height / most, _ROW_STRETCH * plan.size))
    return _Plan(plan.size, plan.widths, row, plan.down)


def _fit(columns: Sequence[Column], rows: list[list[str]], layout: Layout, size: float,
         squeeze: bool = False) -> _Plan | None:
    widths = [cell_width([c.header, *(r[i] for r in rows)], size, bold=c.bold)
              for i, c in enumerate(columns)]
    name = next(i for i, c in enumerate(columns) if c.stretch)
    widths[name] = min(widths[name], _NAME_CAP * size)
    spare = layout.frame_width - sum(widths)
    if spare < 0:
        give = widths[name] - _NAME_FLOOR * size
        if -spare > give and not squeeze:
            return None
        widths[name] += spare
    else:
        rounds = [i for i, c in enumerate(columns) if c.header.isdigit()]
        grow = min(spare, sum(widths[i] for i in rounds) / 2) / len(rounds)
        for i in rounds:  # wider cells leave room to write results in by hand
            widths[i] += grow
        widths[name] += layout.frame_width - sum(widths)
    row = row_height(size, _ROW_MIN)
    down = split_down(len(rows), math.floor((layout.frame_height - 0.5) / row) - 1)
    return _Plan(size, widths, row, down)


def _table(columns: Sequence[Column], rows: list[list[str]], plan: _Plan) -> LongTable:
    size = plan.size
    name = next(i for i, c in enumerate(columns) if c.stretch)
    body: list[list[str | list[Flowable]]] = [
        [fit_text(text, REGULAR, size, plan.widths[i] - 2 * padding(size)) if i == name
         else text or [] for i, text in enumerate(row)]
        for row in rows
    ]
    first = next(i for i, c in enumerate(columns) if c.header == "1")
    last = len(columns) - 3
    style = [*base_style(size), *column_style(columns, size),
             ("LINEAFTER", (first - 1, 0), (first - 1, -1), 1.2, black),
             ("LINEAFTER", (last, 0), (last, -1), 1.2, black),
             ("LINEBELOW", (0, 0), (-1, 0), 1.2, black),
             ("FONT", (0, 0), (-1, 0), BOLD, size)]
    data: list[list[str | list[Flowable]]] = [[c.header for c in columns], *body]
    return LongTable(data, colWidths=plan.widths, rowHeights=[plan.row] * len(data),
                     repeatRows=1, style=style)
