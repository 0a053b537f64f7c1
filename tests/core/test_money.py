"""money(): amounts as a payout sheet writes them (sign in front for the usual currencies)."""

import pytest

from chessarbiter.core.money import money


@pytest.mark.parametrize(("amount", "currency", "text"), [
    (200, "USD", "$200"),  # the US Junior Closed 2015 fines: "$200"
    (1200, "usd", "$1,200"),
    (-200, "USD", "−$200"),
    (500, "EUR", "€500"),
    (500, "$", "$500"),
    (250, "CHF", "250 CHF"),
    (0, "USD", "$0"),
])
def test_amounts_carry_their_currency(amount: int, currency: str, text: str) -> None:
    assert money(amount, currency) == text
