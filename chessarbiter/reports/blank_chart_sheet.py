"""A wall chart with the players entered and every result cell empty, to fill in by hand."""

from __future__ import annotations

from reportlab.lib.units import mm

from chessarbiter.core.tournament import Tournament
from chessarbiter.reports.chart import Chart, ChartRow, chart_story
from chessarbiter.reports.columns import Column
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.template import Heading, page_layout, render

# Room for a handwritten "½b": about a fingertip wide and a pen stroke high.
_CELL: float = 9 * mm
_ROW: float = 7.5 * mm


def blank_chart(t: Tournament, info: EventInfo, opts: PrintOptions) -> bytes:
    """The n × n grid of ``t``'s players in start-number order, diagonal shaded, results,
    points and rank left blank."""
    players = sorted(t.players, key=lambda p: p.start_no)
    identity = Identity.of(players, info.rating_shown)
    tail = (Column("Pts"), Column("Rank"))
    chart = Chart(
        lead=(Column("No."), *identity.columns()),
        tail=tail,
        labels=tuple(str(p.start_no) for p in players),
        rows=tuple(
            ChartRow((str(p.start_no), *identity.cells(p)), ("",) * (len(players) * t.cycles),
                     ("",) * len(tail))
            for p in players
        ),
        cycles=t.cycles,
        min_cell=_CELL,
        min_row=_ROW,
    )
    layout = page_layout(opts, natural_landscape=True)
    detail = f"{len(players)} players" + (", double round robin" if t.cycles > 1 else "")
    return render(chart_story(chart, layout), layout, Heading("Wall chart", detail), info, opts)
