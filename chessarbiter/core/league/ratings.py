"""League ratings frozen for the season (rule 4).

A player's league rating is the one in the US Chess supplement in effect in the month they
were added to a roster, but never from a supplement older than the season's earliest month
(September). It does not change for the rest of the season, except that the Match Director
may assign a higher one; every assignment is logged with who, when and why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum

from chessarbiter.core.league.settings import LeagueSettings


class RatingSource(StrEnum):
    """Where a frozen rating came from, so the director can tell checked from typed ones."""

    SUPPLEMENT = "supplement"  # looked up by US Chess ID in a supplement the director supplied
    ENTERED = "entered"  # typed by hand, provisional until the joining month's list arrives
    ASSIGNED = "assigned"  # raised by the Match Director (rule 4)


@dataclass(frozen=True, slots=True)
class RatingSupplement:
    """One monthly US Chess rating list: US Chess ID → rating; an absent ID is unrated."""

    month: date  # first day of the month the supplement is in effect
    ratings: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class FrozenRating:
    """A player's rating for the whole season on one roster; ``value`` None means unrated."""

    value: int | None
    source: RatingSource
    month: date | None = None  # the supplement month used, for SUPPLEMENT ratings

    @property
    def unrated(self) -> bool:
        return self.value is None


@dataclass(frozen=True, slots=True)
class RatingAssignment:
    """The log line of a league rating changed (rule 4): raised by the Match Director
    (``source`` ASSIGNED, ``by`` names them) or a provisional rating replaced when the
    supplement of its month arrived (SUPPLEMENT, ``by`` names the list's month)."""

    uscf_id: str
    previous: int | None
    rating: int | None
    by: str
    at: datetime
    reason: str
    source: RatingSource = RatingSource.ASSIGNED


def rating_month(joined: date, settings: LeagueSettings) -> date:
    """The supplement month for a player added on ``joined``: that month, not before September."""
    return max(joined.replace(day=1), settings.earliest_rating_month)


def freeze_rating(
    uscf_id: str,
    joined: date,
    supplements: Sequence[RatingSupplement],
    settings: LeagueSettings,
    entered: int | None = None,
) -> FrozenRating:
    """The rating a player keeps all season on the roster they joined on ``joined``.

    The supplement of the rating month gives it. Without that list (none supplied yet, or
    not that month's: an older one would freeze a stale rating) the hand-entered rating is
    provisional (ENTERED) until the month's list is loaded (see :mod:`provisional`).
    """
    month = rating_month(joined, settings)
    for supplement in supplements:
        if supplement.month == month:
            return FrozenRating(supplement.ratings.get(uscf_id), RatingSource.SUPPLEMENT, month)
    return FrozenRating(entered, RatingSource.ENTERED)


def assign_higher_rating(
    uscf_id: str, current: FrozenRating, rating: int, by: str, at: datetime, reason: str
) -> tuple[FrozenRating, RatingAssignment]:
    """Raise a frozen rating; rule 4 lets the director raise, never lower, a league rating."""
    if not by.strip():
        raise ValueError("a rating assignment must name the Match Director who made it")
    if not 0 < rating <= 3500:
        raise ValueError(f"rating {rating} is outside 1..3500")
    if current.value is not None and rating <= current.value:
        raise ValueError(
            f"rule 4: an assigned rating must be higher than the frozen {current.value}"
        )
    log = RatingAssignment(uscf_id, current.value, rating, by.strip(), at, reason)
    return FrozenRating(rating, RatingSource.ASSIGNED), log
