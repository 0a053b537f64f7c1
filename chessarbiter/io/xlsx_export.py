"""Standings and crosstable as an Excel workbook, for organisers who sort, filter and publish.

Points, ranks and ratings are numbers so they sort as numbers. Text that a spreadsheet would
read as a formula (it starts with ``=``, ``+``, ``-`` or ``@``: a player typed as
``=HYPERLINK(…)``, or the ``+`` of a forfeit win) is stored as a string *and* marked with the
cell's quote prefix, so Excel and LibreOffice show it as typed and keep it text even when the
cell is edited; the text itself is not changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from io import BytesIO
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind, Standing, Tournament
from chessarbiter.reports.formatting import TIEBREAK_NAMES, number_text, score_cell
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.options import EventInfo
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, tiebreak_columns

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
HEADER_ROW = 5  # under the event name, place and dates, and how far the event has got
_BOLD = Font(bold=True)
_TITLE = Font(bold=True, size=14)
_SHADE = PatternFill("solid", fgColor="D6DBE3")
_DIAGONAL = PatternFill("solid", fgColor="B0B0B0")
_CENTRED = Alignment(horizontal="center")

Value = str | int | float | None


def standings_workbook(t: Tournament, standings: Sequence[Standing], chain: Sequence[str],
                       info: EventInfo) -> bytes:
    """An .xlsx file with the sheets Standings (rank order, a key to the tie-break codes
    below) and Crosstable (start-number order, one column per opponent and cycle)."""
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    book = Workbook()
    sheet = book.active
    sheet.title = "Standings"
    identity = Identity.of(t.players)
    _heading(sheet, info, t)
    _table(sheet, ["Rank", "No.", *_identity_headers(identity), "Pts", *codes], [
        [s.rank, s.start_no, *_identity_values(identity, t.by_start_no[s.start_no]), s.points,
         *(s.tiebreaks[code] for code in codes)]
        for s in sorted(standings, key=lambda s: (s.rank, s.start_no))
    ])
    key_row = sheet.max_row + 2
    for offset, code in enumerate(codes):
        put(sheet, key_row + offset, 1, code).font = _BOLD
        put(sheet, key_row + offset, 2, TIEBREAK_NAMES.get(code, ""))
    _crosstable(book.create_sheet("Crosstable"), t, ranked, identity, info)
    book.properties.creator = "chessarbiter"
    out = BytesIO()
    book.save(out)
    return out.getvalue()


def crosstable_cells(t: Tournament) -> dict[int, tuple[str, ...]]:
    """Start number → ``t.cycles`` cells per player in start-number order: "1w", "½b", "0w",
    "+" / "−" for forfeits, "" for the player's own column and games without a result."""
    field = sorted(p.start_no for p in t.players)
    out: dict[int, tuple[str, ...]] = {}
    for me in field:
        met: dict[int, list[str]] = {}
        for game in t.games_of.get(me, ()):
            text = "" if game.result is None else score_cell(game.result, game.white == me)
            met.setdefault(game.opponent(me), []).append(text)
        out[me] = tuple((met.get(other, []) + [""] * t.cycles)[k]
                        for other in field for k in range(t.cycles))
    return out


def bye_notes(t: Tournament) -> dict[int, str]:
    """Start number → "R3" (free round of round 3), "R5 ½" (a scoring bye), or ""."""
    notes: dict[int, list[str]] = {p.start_no: [] for p in t.players}
    for bye in sorted(t.byes, key=lambda b: b.round):
        points = "" if bye.kind is ByeKind.FREE else f" {number_text(bye.kind.points)}"
        notes.setdefault(bye.start_no, []).append(f"R{bye.round}{points}")
    return {start_no: ", ".join(texts) for start_no, texts in notes.items()}


def put(sheet: Any, row: int, column: int, value: Value) -> Any:
    """Write one cell; formula-like text stays text (see the module docstring)."""
    cell = sheet.cell(row=row, column=column)
    cell.value = value
    if isinstance(value, str) and value.startswith(FORMULA_START):
        cell.data_type = "s"
        cell.quotePrefix = True
    return cell


def _identity_headers(identity: Identity) -> list[str]:
    return [column.header for column in identity.columns()]


def _identity_values(identity: Identity, player: Player) -> list[Value]:
    """The public columns of :class:`Identity`, with the rating as a number."""
    return [*([player.title.upper()] if identity.titles else []), player.name, player.rating,
            *([player.federation] if identity.federations else [])]


def _heading(sheet: Any, info: EventInfo, t: Tournament) -> None:
    put(sheet, 1, 1, info.name).font = _TITLE
    put(sheet, 2, 1, " · ".join(part for part in (info.site, info.dates) if part))
    put(sheet, 3, 1, progress_text(t))


def _table(sheet: Any, headers: Sequence[str], rows: Sequence[Sequence[Value]]) -> None:
    for column, header in enumerate(headers, start=1):
        cell = put(sheet, HEADER_ROW, column, header)
        cell.font, cell.fill = _BOLD, _SHADE
    for offset, row in enumerate(rows, start=1):
        for column, value in enumerate(row, start=1):
            put(sheet, HEADER_ROW + offset, column, value)
    for column, header in enumerate(headers, start=1):
        longest = max([len(header), *(len(_shown(row[column - 1])) for row in rows)])
        sheet.column_dimensions[get_column_letter(column)].width = min(40, longest + 2)
    sheet.freeze_panes = sheet.cell(row=HEADER_ROW + 1, column=1)


def _shown(value: Value) -> str:
    return "" if value is None else str(value)


def _crosstable(sheet: Any, t: Tournament, ranked: Mapping[int, Standing], identity: Identity,
                info: EventInfo) -> None:
    players = sorted(t.players, key=lambda p: p.start_no)
    cells, notes = crosstable_cells(t), bye_notes(t)
    has_byes = any(notes.values())
    labels = [str(p.start_no) if t.cycles == 1 else f"{p.start_no} ({k + 1})"
              for p in players for k in range(t.cycles)]
    lead = ["No.", *_identity_headers(identity)]
    headers = [*lead, *labels, *(["Bye"] if has_byes else []), "Pts", "Rank"]
    _heading(sheet, info, t)
    _table(sheet, headers, [
        [p.start_no, *_identity_values(identity, p), *cells[p.start_no],
         *([notes[p.start_no]] if has_byes else []), ranked[p.start_no].points,
         ranked[p.start_no].rank]
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
