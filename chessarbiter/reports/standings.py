"""The standings: rank, player, points and the tie-breaks in the order the event applies them."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.reports.formatting import number_text
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.legend import legend, tiebreak_items
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, tiebreak_columns
from chessarbiter.reports.tables import Column, list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (13, 12, 11, 10, 9, 8)


def standings_sheet(
    t: Tournament, standings: list[Standing], chain: Sequence[str], info: EventInfo,
    opts: PrintOptions,
) -> bytes:
    """One line per player in rank order (players sharing a place share the rank), with a
    legend naming each tie-break code."""
    codes = tiebreak_columns(chain)
    standings_by_start_no(t, standings, codes)
    identity = Identity.of(t.players)
    columns = [Column("Rank", bold=True), Column("No."), *identity.columns(),
               Column("Pts", bold=True), *(Column(code) for code in codes)]
    rows = [
        [str(s.rank), str(s.start_no), *identity.cells(t.by_start_no[s.start_no]),
         number_text(s.points), *(number_text(s.tiebreaks[code]) for code in codes)]
        for s in sorted(standings, key=lambda s: s.rank)
    ]
    key = legend(tiebreak_items(codes)) if codes else None
    layout = page_layout(opts, natural_landscape=False, key=key)
    table = list_table(columns, rows, layout.frame_width, _SIZES)
    return render([table], layout, Heading("Standings", progress_text(t)), info, opts)
