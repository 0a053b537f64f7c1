"""The payout report as an Excel workbook, for the organiser's accounts.

Amounts are numbers (they add up in the spreadsheet); names and notes go through the same
cell writer as the standings workbook, so a name typed as a formula stays text.
"""

from __future__ import annotations

from io import BytesIO
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

from chessarbiter.core.money import currency_sign
from chessarbiter.core.prizes import PrizeLedger
from chessarbiter.core.tournament import Tournament
from chessarbiter.io.xlsx_export import HEADER_ROW, put
from chessarbiter.io.xlsx_sheets import print_setup
from chessarbiter.reports.options import EventInfo
from chessarbiter.reports.payout_lines import totals
from chessarbiter.reports.progress import progress_text

HEADERS = ("Place", "Prize", "No.", "Player", "Prize money", "Fines", "Paid", "Unpaid fine",
           "Note")
AMOUNT_COLUMNS = (5, 6, 7, 8)
TOTAL_LABEL_COLUMN, TOTAL_AMOUNT_COLUMN = 4, 5
_WIDTHS = (8, 8, 6, 30, 13, 9, 9, 12, 60)
_BOLD = Font(bold=True)
_TITLE = Font(bold=True, size=14)
_SHADE = PatternFill("solid", fgColor="D6DBE3")
_MONEY = "#,##0"


def payout_workbook(ledger: PrizeLedger, t: Tournament, info: EventInfo) -> bytes:
    """One sheet, Payouts: a line per player in standings order, then the totals (prize fund,
    paid, kept by the organiser, fines still to collect) two rows under the table."""
    book = Workbook()
    sheet = book.active
    sheet.title = "Payouts"
    put(sheet, 1, 1, info.name).font = _TITLE
    put(sheet, 2, 1, info.place())
    put(sheet, 3, 1, f"Prize payouts – {progress_text(t)}")
    for column, header in enumerate(HEADERS, start=1):
        cell = put(sheet, HEADER_ROW, column, header)
        cell.font, cell.fill = _BOLD, _SHADE
        sheet.column_dimensions[get_column_letter(column)].width = _WIDTHS[column - 1]
    for row, p in enumerate(ledger.payouts, start=HEADER_ROW + 1):
        values: tuple[Any, ...] = (p.place_label, p.prize_label, p.start_no,
                                   _name(t, p.start_no), p.gross, p.fines, p.net,
                                   p.unpaid_fine, p.note)
        for column, value in enumerate(values, start=1):
            _amount(put(sheet, row, column, value), column, info.currency)
    first = HEADER_ROW + len(ledger.payouts) + 2
    for row, (label, amount) in enumerate(totals(ledger), start=first):
        put(sheet, row, TOTAL_LABEL_COLUMN, label).font = _BOLD
        _amount(put(sheet, row, TOTAL_AMOUNT_COLUMN, amount), TOTAL_AMOUNT_COLUMN, info.currency)
    sheet.freeze_panes = sheet.cell(row=HEADER_ROW + 1, column=1)
    print_setup(sheet, info.name)
    book.properties.creator = "chessarbiter"
    out = BytesIO()
    book.save(out)
    return out.getvalue()


def _amount(cell: Any, column: int, currency: str) -> None:
    if column in AMOUNT_COLUMNS:
        cell.number_format = money_format(currency)


def money_format(currency: str) -> str:
    """Excel's number format for whole amounts in ``currency`` ("$"#,##0; #,##0 "CHF")."""
    sign = currency_sign(currency)
    if sign:
        return f'"{sign}"{_MONEY}'
    return f'{_MONEY} "{currency.upper()}"' if currency else _MONEY


def _name(t: Tournament, start_no: int) -> str:
    player = t.by_start_no.get(start_no)
    return player.name if player else ""
