"""The payout workbook read back with openpyxl: amounts are numbers, totals account for the
whole fund, and a name typed as a formula stays text.

Worked by hand: players 1–3 finish 1st–3rd alone; the fund is 1000, 500. Player 1 was fined
200 (1000 → 800); player 3 was fined 50 with no prize (50 unpaid). Paid 800 + 500 = 1300; the
organiser keeps the 200 taken from player 1's prize.
"""

from __future__ import annotations

from io import BytesIO
from typing import Any

from openpyxl import load_workbook

from chessarbiter.core.players import Player
from chessarbiter.core.prizes import PrizeFund, payouts
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.io.payout_xlsx import HEADERS, payout_workbook
from chessarbiter.io.xlsx_export import HEADER_ROW
from tests.reports.events import INFO

NAMES = ("Abel, Anna", "=HYPERLINK(\"http://x\")", "Costa, Clara")
T = Tournament(tuple(Player(k, name) for k, name in enumerate(NAMES, start=1)), rounds=2)
STANDINGS = [Standing(k, k, name, float(3 - k)) for k, name in enumerate(NAMES, start=1)]
LEDGER = payouts(STANDINGS, PrizeFund((1000, 500)), {1: 200, 3: 50}, ineligible=set())


def sheet() -> Any:
    return load_workbook(BytesIO(payout_workbook(LEDGER, T, INFO))).active


def values(row: int) -> list[Any]:
    return [c.value for c in sheet()[row]]


def test_lines_are_numbers() -> None:
    ws = sheet()
    assert ws.title == "Payouts" and ws["A1"].value == INFO.name
    assert values(HEADER_ROW)[:len(HEADERS)] == list(HEADERS)
    assert values(HEADER_ROW + 1) == ["1", "1", 1, "Abel, Anna", 1000, 200, 800, 0,
                                      "fine 200 deducted"]
    assert values(HEADER_ROW + 3) == ["3", None, 3, "Costa, Clara", 0, 50, 0, 50,
                                      "fine 50 exceeds the prize: 50 unpaid"]


def test_totals_under_the_table() -> None:
    first = HEADER_ROW + len(LEDGER.payouts) + 2
    totals = {values(row)[3]: values(row)[4] for row in range(first, first + 4)}
    assert totals == {"Prize fund": 1500, "Paid to players": 1300,
                      "Kept by the organiser": 200,
                      "Fines not covered by a prize (to collect)": 50}


def test_formula_like_name_stays_text() -> None:
    cell = sheet().cell(row=HEADER_ROW + 2, column=4)
    assert cell.value == NAMES[1] and cell.data_type == "s" and cell.quotePrefix
