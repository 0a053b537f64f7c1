"""The payout report: each player's prize money, fines and payment, and totals that account
for the whole fund.

Worked by hand: four players finish 1st–4th alone (3, 2, 1, 0 points); the fund is 1000, 500,
250. Player 1 was fined 200 (1000 → 800), player 4 fined 300 with no prize (300 unpaid).
Paid 800 + 500 + 250 = 1550; the organiser keeps the 200 taken from player 1's prize.
"""

from __future__ import annotations

from chessarbiter.core.prizes import PrizeFund, PrizeLedger, payouts
from chessarbiter.core.tournament import Standing
from chessarbiter.reports import payout_report
from tests.reports.events import INFO, OPTS, lower_number_wins, numbered
from tests.reports.pdftext import row_of, rows

T = lower_number_wins(numbered(4))
STANDINGS = [Standing(k, k, f"Player {k:03d}, Name", float(4 - k)) for k in range(1, 5)]


def ledger(amounts: tuple[int, ...], fines: dict[int, int]) -> PrizeLedger:
    return payouts(STANDINGS, PrizeFund(amounts), fines, ineligible=set())


def test_fine_reduces_the_prize_and_totals_add_up() -> None:
    page = rows(payout_report(ledger((1000, 500, 250), {1: 200, 4: 300}), T, INFO, OPTS))[0]
    assert row_of(page, "1 Player 001, Name") == [
        "1", "1", "1 Player 001, Name", "1000", "200", "800", "fine 200 deducted"]
    assert row_of(page, "2 Player 002, Name") == ["2", "2", "2 Player 002, Name", "500", "500"]
    assert row_of(page, "4 Player 004, Name")[:6] == [
        "4", "4 Player 004, Name", "0", "300", "0", "fine 300 exceeds the prize: 300"]
    assert row_of(page, "Prize fund") == ["Prize fund", "1750"]
    assert row_of(page, "Paid to players") == ["Paid to players", "1550"]
    assert row_of(page, "Kept by the organiser") == ["Kept by the organiser", "200"]
    assert row_of(page, "Fines not covered by a prize (to collect)")[-1] == "300"
    assert page[1][-1] == "Final"


def test_prizes_nobody_reached_are_counted() -> None:
    # Five prizes, four players: the 50 of 5th place is kept and said so.
    page = rows(payout_report(ledger((1000, 500, 250, 100, 50), {}), T, INFO, OPTS))[0]
    assert row_of(page, "of which prizes no eligible player reached")[-1] == "50"
    assert row_of(page, "Prize fund") == ["Prize fund", "1900"]
    assert row_of(page, "Kept by the organiser") == ["Kept by the organiser", "50"]
