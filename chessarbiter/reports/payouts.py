"""The payout report: who is paid what, for the organiser's cashier and the accounts.

Every unit of the fund appears once: paid to a player, or in the organiser's total (a prize
nobody eligible reached, an ineligible player's share, a fine taken from a prize).
"""

from __future__ import annotations

from reportlab.platypus import Spacer

from chessarbiter.core.money import money
from chessarbiter.core.prizes import Payout, PrizeLedger
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.payout_lines import player_text, totals
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.tables import HEADER_FILL
from chessarbiter.reports.template import Heading, page_layout, render
from chessarbiter.reports.wrapped import Align, wrapped_table

_SIZE = 9.5
_COLUMNS: tuple[tuple[str, float, Align], ...] = (  # header, share of the width, alignment
    ("Place", 0.07, "CENTER"),
    ("Prize", 0.07, "CENTER"),
    ("Player", 0.24, "LEFT"),
    ("Prize money", 0.12, "RIGHT"),
    ("Fines", 0.08, "RIGHT"),
    ("Paid", 0.09, "RIGHT"),
    ("Note", 0.33, "LEFT"),
)


def payout_report(ledger: PrizeLedger, t: Tournament, info: EventInfo,
                  opts: PrintOptions) -> bytes:
    """Players in standings order (fined players outside the standings last), then the
    totals; the heading says whether the standings behind it are final."""
    layout = page_layout(opts, natural_landscape=False)
    width = layout.frame_width
    table = wrapped_table([h for h, _, _ in _COLUMNS],
                          [_row(t, p, info.currency) for p in ledger.payouts],
                          [share * width for _, share, _ in _COLUMNS],
                          [a for _, _, a in _COLUMNS], _SIZE)
    lines = totals(ledger)
    summary = wrapped_table(["Totals", ""],
                            [[label, money(amount, info.currency)] for label, amount in lines],
                            [0.45 * width, 0.15 * width], ["LEFT", "RIGHT"], 10.5,
                            extra_style=[("BACKGROUND", (0, 2), (-1, 2), HEADER_FILL)])
    summary.hAlign = "LEFT"
    return render([table, Spacer(0, 14), summary], layout,
                  Heading("Prize payouts", progress_text(t)), info, opts)


def _row(t: Tournament, p: Payout, currency: str) -> list[str]:
    return [p.place_label, p.prize_label, player_text(t, p.start_no), money(p.gross, currency),
            money(p.fines, currency) if p.fines else "", money(p.net, currency), p.note]
