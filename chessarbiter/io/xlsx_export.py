"""Standings and crosstable as an Excel workbook, for organisers who sort, filter and publish
(cells written as :mod:`chessarbiter.io.xlsx_sheets` explains).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from io import BytesIO
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Alignment, PatternFill

from chessarbiter.core.swiss_chart import swiss_chart_cells, swiss_chart_key
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.io.xlsx_sheets import (
    HEADER_ROW,
    TITLE,
    Value,
    print_setup,
    put,
    write_key,
    write_table,
)
from chessarbiter.reports.cells import (
    WITHDRAWN,
    WITHDRAWN_ITEM,
    bye_notes,
    crosstable_cells,
    crosstable_key,
)
from chessarbiter.reports.formatting import tiebreak_items
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.options import EventInfo
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, table_order, tiebreak_columns

__all__ = ["HEADER_ROW", "put", "standings_workbook"]  # payout_xlsx writes its cells with put

_DIAGONAL = PatternFill("solid", fgColor="B0B0B0")
_CENTRED = Alignment(horizontal="center")


def standings_workbook(t: Tournament, standings: Sequence[Standing], chain: Sequence[str],
                       info: EventInfo) -> bytes:
    """An .xlsx file with the sheets Standings (rank order, a key to the codes below) and
    Crosstable (start-number order, one column per opponent and cycle, a key below) or, for a
    Swiss event, Wall chart (one column per round).

    Pass the tournament as the standings counted it (after ``apply_withdrawals``). A player
    whose results were annulled after an early withdrawal has "wd" as rank and no points.
    """
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    annulled = len(ranked) < len(t.players)
    book = Workbook()
    sheet = book.active
    sheet.title = "Standings"
    identity = Identity.of(t.players, info.rating_shown)
    _heading(sheet, info, t)
    _table(sheet, ["Rank", "No.", *_headers(identity), "Pts", *codes], [
        [s.rank, p.start_no, *identity.values(p), s.points, *(s.tiebreaks[c] for c in codes)]
        if s is not None else
        [WITHDRAWN, p.start_no, *identity.values(p), None, *([None] * len(codes))]
        for p, s in table_order(t, ranked)
    ])
    write_key(sheet, [*tiebreak_items(codes), *([WITHDRAWN_ITEM] if annulled else [])])
    if t.swiss:
        chart = book.create_sheet("Wall chart")
        _wall_chart(chart, t, ranked, identity, info)
        write_key(chart, swiss_chart_key(t))
    else:
        crosstable = book.create_sheet("Crosstable")
        _crosstable(crosstable, t, ranked, identity, info)
        write_key(crosstable, crosstable_key(t, annulled))
    for each in book.worksheets:
        print_setup(each, info.name)
    book.properties.creator = "chessarbiter"
    out = BytesIO()
    book.save(out)
    return out.getvalue()


def _headers(identity: Identity) -> list[str]:
    return [column.header for column in identity.columns()]


def _heading(sheet: Any, info: EventInfo, t: Tournament) -> None:
    put(sheet, 1, 1, info.name).font = TITLE
    put(sheet, 2, 1, info.place())
    put(sheet, 3, 1, f"{progress_text(t)} · {info.notice}" if info.notice else progress_text(t))


def _table(sheet: Any, headers: Sequence[str], rows: Sequence[Sequence[Value]]) -> None:
    write_table(sheet, headers, rows)
    sheet.freeze_panes = sheet.cell(row=HEADER_ROW + 1, column=1)


def _crosstable(sheet: Any, t: Tournament, ranked: Mapping[int, Standing], identity: Identity,
                info: EventInfo) -> None:
    players = sorted(t.players, key=lambda p: p.start_no)
    cells, notes = crosstable_cells(t), bye_notes(t)
    labels = [str(p.start_no) if t.cycles == 1 else f"{p.start_no} ({k + 1})"
              for p in players for k in range(t.cycles)]
    lead = ["No.", *_headers(identity)]
    headers = [*lead, *labels, *(["Bye"] if t.byes else []), "Pts", "Rank"]
    _heading(sheet, info, t)
    _table(sheet, headers, [
        [p.start_no, *identity.values(p), *cells[p.start_no],
         *([notes[p.start_no]] if t.byes else []), *_ranking(ranked.get(p.start_no))]
        for p in players
    ])
    grid = range(len(lead) + 1, len(lead) + 1 + len(labels))
    for index in range(len(players) + 1):
        for column in grid:
            sheet.cell(row=HEADER_ROW + index, column=column).alignment = _CENTRED
    for index in range(len(players)):  # a player's own cells: shaded, as on the wall chart
        for k in range(t.cycles):
            column = len(lead) + 1 + index * t.cycles + k
            sheet.cell(row=HEADER_ROW + 1 + index, column=column).fill = _DIAGONAL
    sheet.freeze_panes = sheet.cell(row=HEADER_ROW + 1, column=len(lead) + 1)


def _wall_chart(sheet: Any, t: Tournament, ranked: Mapping[int, Standing], identity: Identity,
                info: EventInfo) -> None:
    """A Swiss event's chart: one column per round ("W12 +", see core.swiss_chart)."""
    rounds = t.rounds
    cells = swiss_chart_cells(t, rounds)
    lead = ["No.", *_headers(identity)]
    _heading(sheet, info, t)
    _table(sheet, [*lead, *(f"R{r}" for r in range(1, rounds + 1)), "Pts", "Rank"], [
        [p.start_no, *identity.values(p), *cells[p.start_no], *_ranking(ranked.get(p.start_no))]
        for p in sorted(t.players, key=lambda p: p.start_no)
    ])
    for index in range(len(t.players) + 1):
        for column in range(len(lead) + 1, len(lead) + 1 + rounds):
            sheet.cell(row=HEADER_ROW + index, column=column).alignment = _CENTRED
    sheet.freeze_panes = sheet.cell(row=HEADER_ROW + 1, column=len(lead) + 1)


def _ranking(standing: Standing | None) -> list[Value]:
    """Points and rank; no points and "wd" for a player taken out of the ranking."""
    return [None, WITHDRAWN] if standing is None else [standing.points, standing.rank]
