"""The standings: rank, player, points and the tie-breaks in the order the event applies them."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.reports.cells import WITHDRAWN, WITHDRAWN_ITEM
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import number_text, tiebreak_items
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, table_order, tiebreak_columns
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (13, 12, 11, 10, 9, 8)


def standings_sheet(
    t: Tournament, standings: list[Standing], chain: Sequence[str], info: EventInfo,
    opts: PrintOptions,
) -> bytes:
    """One line per player in rank order (players sharing a place share the rank), with a
    legend naming each tie-break code; a player whose results were annulled after an early
    withdrawal comes last, "wd" in place of the rank, with no points."""
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    identity = Identity.of(t.players, info.rating_shown)
    columns = [Column("Rank", bold=True), Column("No."), *identity.columns(),
               Column("Pts", bold=True), *(Column(code) for code in codes)]
    rows = [
        [str(s.rank), str(p.start_no), *identity.cells(p), number_text(s.points),
         *(number_text(s.tiebreaks[code]) for code in codes)]
        if s is not None else
        [WITHDRAWN, str(p.start_no), *identity.cells(p), "", *([""] * len(codes))]
        for p, s in table_order(t, ranked)
    ]
    items = [*tiebreak_items(codes), *([WITHDRAWN_ITEM] if len(ranked) < len(t.players) else [])]
    key = legend(items) if items else None
    layout = page_layout(opts, natural_landscape=False, key=key)
    table = list_table(columns, rows, layout.frame_width, _SIZES)
    return render([table], layout, Heading("Standings", progress_text(t)), info, opts)
