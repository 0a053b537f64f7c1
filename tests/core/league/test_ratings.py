"""Rule 4: "player ratings refer to each team member's rating as of the USCF rating supplement
in effect the month they are added to the team roster (but not earlier than September) …
a player's rating will not change for the duration of the league season, unless and until
the Match Director assigns a higher rating"."""

from datetime import date, datetime

import pytest

from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingSource,
    RatingSupplement,
    assign_higher_rating,
    freeze_rating,
    rating_month,
)
from tests.core.league.factories import SEASON

ID = "12345678"
# Three monthly supplements the director supplies; the player gains rating through the season.
SUPPLEMENTS = (
    RatingSupplement(date(2011, 9, 1), {ID: 1610}),
    RatingSupplement(date(2011, 10, 1), {ID: 1645}),
    RatingSupplement(date(2011, 11, 1), {ID: 1702}),
)


def test_the_supplement_of_the_month_the_player_joined_is_used() -> None:
    frozen = freeze_rating(ID, date(2011, 10, 25), SUPPLEMENTS, SEASON)
    assert frozen == FrozenRating(1645, RatingSource.SUPPLEMENT, date(2011, 10, 1))


def test_joining_in_summer_takes_the_september_supplement_not_an_earlier_one() -> None:
    # "(but not earlier than September)": added in July, the September list applies.
    assert rating_month(date(2011, 7, 4), SEASON) == date(2011, 9, 1)
    assert freeze_rating(ID, date(2011, 7, 4), SUPPLEMENTS, SEASON).value == 1610


def test_the_rating_stays_frozen_whatever_later_supplements_say() -> None:
    # Joined in September: 1610 for the season, though November's list says 1702.
    assert freeze_rating(ID, date(2011, 9, 30), SUPPLEMENTS, SEASON).value == 1610


def test_a_player_missing_from_the_supplement_is_unrated() -> None:
    frozen = freeze_rating("87654321", date(2011, 10, 2), SUPPLEMENTS, SEASON, entered=1500)
    assert frozen.unrated and frozen.source is RatingSource.SUPPLEMENT


def test_without_any_supplement_the_entered_rating_is_used_as_typed() -> None:
    assert freeze_rating(ID, date(2011, 10, 2), (), SEASON, entered=1500) == FrozenRating(
        1500, RatingSource.ENTERED)
    assert freeze_rating(ID, date(2011, 10, 2), (), SEASON).unrated


def test_without_the_joining_months_list_the_typed_rating_is_provisional() -> None:
    # rule 4: the December supplement, not an older list; until it arrives, the typed one
    assert freeze_rating(ID, date(2011, 12, 5), SUPPLEMENTS, SEASON, entered=1666) == \
        FrozenRating(1666, RatingSource.ENTERED)


AT = datetime(2011, 11, 20, 13, 5)


def test_the_director_may_assign_a_higher_rating_and_it_is_logged() -> None:
    frozen = FrozenRating(1610, RatingSource.SUPPLEMENT, date(2011, 9, 1))
    raised, log = assign_higher_rating(ID, frozen, 1750, "M. Director", AT, "fair matches")
    assert raised == FrozenRating(1750, RatingSource.ASSIGNED)
    assert (log.uscf_id, log.previous, log.rating, log.by, log.at) == (
        ID, 1610, 1750, "M. Director", AT)


@pytest.mark.parametrize("rating", [1610, 1500])
def test_an_assigned_rating_is_never_lower_or_equal(rating: int) -> None:
    frozen = FrozenRating(1610, RatingSource.SUPPLEMENT, date(2011, 9, 1))
    with pytest.raises(ValueError, match="rule 4: an assigned rating must be higher"):
        assign_higher_rating(ID, frozen, rating, "M. Director", AT, "")


def test_an_unrated_player_can_be_assigned_any_rating_by_a_named_director() -> None:
    unrated = FrozenRating(None, RatingSource.SUPPLEMENT, date(2011, 9, 1))
    raised, log = assign_higher_rating(ID, unrated, 1200, "M. Director", AT, "strong newcomer")
    assert raised.value == 1200 and log.previous is None
    with pytest.raises(ValueError, match="name the Match Director"):
        assign_higher_rating(ID, unrated, 1200, "  ", AT, "")
