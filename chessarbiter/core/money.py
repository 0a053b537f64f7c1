"""Amounts of prize money and fines as the event writes them, with its currency.

The event's ``currency`` setting is an ISO code ("USD") or a sign ("$"). Well-known codes are
written with their sign in front ("$200", "€1,000"); other codes follow the amount
("200 CHF"), as an arbiter would write them on a payout sheet.
"""

from __future__ import annotations

SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}


def money(amount: int, currency: str) -> str:
    """``amount`` (whole units, may be negative) with its currency: "$1,200", "−$200"."""
    sign = SIGNS.get(currency.upper(), currency if len(currency) == 1 else "")
    digits = f"{abs(amount):,}"
    minus = "−" if amount < 0 else ""
    if sign:
        return f"{minus}{sign}{digits}"
    return f"{minus}{digits} {currency.upper()}"
