"""The list of players, alphabetical (to find one's number) or by start number (the draw)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import name_sort_key, rating_text
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (13, 12, 11, 10, 9, 8)


def player_list(
    t: Tournament, info: EventInfo, opts: PrintOptions,
    order: Literal["alphabetical", "start"] = "alphabetical",
) -> bytes:
    """No., title, name, federation, both bodies' IDs and ratings, and withdrawals; a column
    nobody has a value for is left out. Birth dates and sex are never printed."""
    if order == "alphabetical":
        field = sorted(t.players, key=lambda p: (name_sort_key(p.name), p.start_no))
    else:
        field = sorted(t.players, key=lambda p: p.start_no)
    columns: list[tuple[Column, Callable[[Player], str]]] = [
        (Column("No."), lambda p: str(p.start_no)),
        (Column("Title"), lambda p: p.title.upper()),
        (Column("Name", align="LEFT", stretch=True), lambda p: p.name),
        (Column("Fed"), lambda p: p.federation),
        (Column("FIDE ID"), lambda p: p.fide_id),
        (Column("FIDE Rtg"), lambda p: rating_text(p.fide_rating)),
        (Column("US Chess ID"), lambda p: p.uscf_id),
        (Column("US Chess Rtg"), lambda p: rating_text(p.uscf_rating)),
        (Column("Note", align="LEFT"), _note),
    ]
    table = [(column, [cell(p) for p in field]) for column, cell in columns]
    shown = [(column, cells) for column, cells in table
             if column.header in ("No.", "Name") or any(cells)]
    rows = [list(row) for row in zip(*(cells for _, cells in shown), strict=True)]
    layout = page_layout(opts, natural_landscape=False)
    story = [list_table([c for c, _ in shown], rows, layout.frame_width, _SIZES)]
    detail = "alphabetical" if order == "alphabetical" else "by start number"
    return render(story, layout, Heading("Players", f"{len(field)} players, {detail}"), info, opts)


def _note(player: Player) -> str:
    if player.withdrawn_after is None:
        return ""
    if player.withdrawn_after == 0:
        return "withdrew before round 1"
    return f"withdrew after round {player.withdrawn_after}"
