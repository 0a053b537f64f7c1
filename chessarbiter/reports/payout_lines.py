"""What the payout report and its Excel twin both print, worded once (no reportlab here)."""

from __future__ import annotations

from chessarbiter.core.prizes import PrizeLedger
from chessarbiter.core.tournament import Tournament


def totals(ledger: PrizeLedger) -> list[tuple[str, int]]:
    """The lines under the table; the fund is what was paid plus what the organiser kept."""
    lines = [
        ("Prize fund", ledger.paid + ledger.kept_by_organiser),
        ("Paid to players", ledger.paid),
        ("Kept by the organiser", ledger.kept_by_organiser),
    ]
    if ledger.unawarded:
        lines.append(("of which prizes no eligible player reached", ledger.unawarded))
    lines.append(("Fines not covered by a prize (to collect)", ledger.unpaid_fines))
    return lines


def player_text(t: Tournament, start_no: int) -> str:
    """"7 Chen, Ivy": start number and name (the number alone if it is not in the field)."""
    player = t.by_start_no.get(start_no)
    return f"{start_no} {player.name}" if player else str(start_no)
