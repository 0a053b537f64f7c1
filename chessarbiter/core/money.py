"""Amounts of prize money and fines as the event writes them, with its currency.

The event's ``currency`` setting is an ISO code ("USD") or a sign ("$"). Well-known codes are
written with their sign in front ("$200", "€1,000"); other codes follow the amount
("200 CHF"), as an arbiter would write them on a payout sheet.
"""

from __future__ import annotations

SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}


def currency_sign(currency: str) -> str:
    """The sign written before an amount ("$" for USD or "$"); "" for a code written after."""
    return SIGNS.get(currency.upper(), currency if len(currency) == 1 else "")


def money(amount: int, currency: str) -> str:
    """``amount`` (whole units, may be negative) with its currency: "$1,200", "−$200";
    without a currency ("") the bare number, as a fund with no currency set is written."""
    if not currency:
        return str(amount)
    sign = currency_sign(currency)
    digits = f"{abs(amount):,}"
    minus = "−" if amount < 0 else ""
    if sign:
        return f"{minus}{sign}{digits}"
    return f"{minus}{digits} {currency.upper()}"
