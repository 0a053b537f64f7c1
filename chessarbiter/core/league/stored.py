"""The director's entries of a season as stored, each with the id of its row: claims ruled
on, ledger entries, notices, food bought, rating assignments.

They are facts; the deductions, standings and prizes that follow from them are worked out
again on every read (:mod:`season_ledger`, :mod:`season_standings`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum

from chessarbiter.core.league.claims import Ruling
from chessarbiter.core.league.ratings import RatingAssignment


@dataclass(frozen=True, slots=True)
class StoredClaim:
    """A ruling on a board-order claim (rule 16) and the match it is about."""

    id: int
    match_id: int
    ruling: Ruling


class ManualKind(StrEnum):
    """What a director's ledger entry records: money (the ledger's entry kinds) or a fact a
    rule-30 deduction is worked out from."""

    DEPOSIT = "deposit"
    PAYMENT = "payment"
    DEDUCTION = "deduction"
    REFUND = "refund"
    DAMAGES = "damages"  # 30.e: the actual cost; the surcharge is added by the rule
    WITHDRAWAL = "withdrawal"  # 30.f: the date the team withdrew (no amount)


@dataclass(frozen=True, slots=True)
class ManualEntry:
    """A ledger entry the director made."""

    entry_id: int
    team: str
    on: date
    kind: ManualKind
    cents: int
    note: str


@dataclass(frozen=True, slots=True)
class StoredPlayoff:
    """A playoff the Match Director held between teams of a section tied on the season's
    score (rule 25.a): each team's playoff score, which ranks them before any later
    tie-break of the chain."""

    id: int
    section: str
    on: date
    scores: Mapping[str, float]
    note: str = ""


@dataclass(frozen=True, slots=True)
class StoredNotice:
    """A team's notice that it will not play a round, and when it was given (rule 30.b)."""

    id: int
    team: str
    round: int
    given_at: datetime
    note: str


@dataclass(frozen=True, slots=True)
class FoodBought:
    """The food bought on a date as the director recorded it; ``with_gratuity`` when the
    amount is a receipt total that includes the gratuity (only its food counts, 30.d)."""

    on: date
    purchased_cents: int
    weights: Mapping[str, int] = field(default_factory=dict)
    note: str = ""
    with_gratuity: bool = False

    def food_cents(self, gratuity_percent: int) -> int:
        """What counts toward the minimum purchase: the food without the gratuity, rounded
        up to the cent (a receipt of $57.50 at 15% is $50.00 of food)."""
        if not self.with_gratuity:
            return self.purchased_cents
        return -(-self.purchased_cents * 100 // (100 + gratuity_percent))


@dataclass(frozen=True, slots=True)
class Assigned:
    """A rating assignment on one team's roster entry (a line of the log, rule 4)."""

    team: str
    assignment: RatingAssignment
