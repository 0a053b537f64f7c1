"""Rules 2, 8 and 14: rounds on the monthly dates, cancelled dates, added dates, extra games.

Dates of the 2011-12 preset: Oct 16, Nov 20, Dec 18, Jan 15, Feb 19, Mar 18, Apr 15.
"""

from datetime import date

import pytest

from chessarbiter.core.league.season_dates import (
    Calendar,
    DateUse,
    ScheduleError,
    add_date,
    cancel_date,
    move_round,
    plan_calendar,
)
from tests.core.league.factories import SEASON

DATES = SEASON.dates


def rounds_by_date(calendar: Calendar) -> dict[date, tuple[int, ...]]:
    return {d.on: d.rounds for d in calendar.dates}


def test_six_teams_play_two_rounds_a_date_and_leave_two_dates_for_extra_games() -> None:
    # Rule 8: "In the event a section does not require the entire league season to complete a
    # double round robin, the remaining dates will be filled with additional rated games".
    calendar = plan_calendar(10, DATES, 2)
    assert list(rounds_by_date(calendar).values()) == [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10),
                                                       (), ()]
    assert calendar.extra_dates() == (date(2012, 3, 18), date(2012, 4, 15))
    assert calendar.dates[-1].use is DateUse.EXTRA


def test_eight_teams_fill_every_date_and_four_teams_one_round_a_date() -> None:
    assert all(len(d.rounds) == 2 for d in plan_calendar(14, DATES, 2).dates)
    four = plan_calendar(6, DATES, 2)
    assert [d.rounds for d in four.dates] == [(1,), (2,), (3,), (4,), (5,), (6,), ()]


def test_more_rounds_than_the_dates_hold_is_refused() -> None:
    with pytest.raises(ScheduleError, match="18 rounds need 3 rounds a date on 7 dates"):
        plan_calendar(18, DATES, 2)  # a section of ten teams


def test_a_snow_emergency_moves_the_rounds_to_the_first_later_date_with_room() -> None:
    # Rule 2: "Games shall be canceled any day on which a Level 3 snow emergency is in effect".
    calendar = cancel_date(plan_calendar(10, DATES, 2), date(2011, 12, 18),
                           "Level 3 snow emergency", 2)
    assert rounds_by_date(calendar) == {
        date(2011, 10, 16): (1, 2), date(2011, 11, 20): (3, 4), date(2011, 12, 18): (),
        date(2012, 1, 15): (7, 8), date(2012, 2, 19): (9, 10), date(2012, 3, 18): (5, 6),
        date(2012, 4, 15): (),
    }
    cancelled = calendar.dates[2]
    assert cancelled.use is DateUse.CANCELLED and cancelled.cancelled == "Level 3 snow emergency"
    assert calendar.extra_dates() == (date(2012, 4, 15),)


def test_rounds_may_be_split_over_later_dates_with_room() -> None:
    calendar = cancel_date(plan_calendar(6, DATES, 2), date(2011, 10, 16), "power outage", 2)
    assert calendar.date_of(1) == date(2011, 11, 20)
    assert rounds_by_date(calendar)[date(2011, 11, 20)] == (1, 2)


def test_with_no_room_a_date_is_added_with_every_captains_agreement() -> None:
    # Rule 2: "whose unanimous agreement shall be required to add a date to the schedule".
    full = plan_calendar(14, DATES, 2)
    with pytest.raises(ScheduleError, match=r"rounds 13 and 14 .*add a date"):
        cancel_date(full, date(2012, 4, 15), "power outage", 2)
    captains = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
    with pytest.raises(ScheduleError, match="unanimous agreement of the captains; not agreed: "
                                            "Gus, Hal"):
        add_date(full, date(2012, 4, 29), captains, captains[:6])
    added = add_date(full, date(2012, 4, 29), captains, captains)
    assert added.dates[-1].agreed_by == tuple(sorted(captains))
    moved = cancel_date(added, date(2012, 4, 15), "power outage", 2)
    assert moved.date_of(13) == moved.date_of(14) == date(2012, 4, 29)


def test_more_rounds_on_a_date_is_the_directors_other_way_out() -> None:
    # Rule 14 lets the time control change "in order to add additional rounds if needed".
    moved = cancel_date(plan_calendar(14, DATES, 2), date(2012, 2, 19), "snow", 3)
    assert rounds_by_date(moved)[date(2012, 3, 18)] == (9, 11, 12)
    assert rounds_by_date(moved)[date(2012, 4, 15)] == (10, 13, 14)


def test_cancelling_needs_a_reason_and_a_date_of_the_season() -> None:
    calendar = plan_calendar(10, DATES, 2)
    with pytest.raises(ScheduleError, match="say why"):
        cancel_date(calendar, DATES[0], " ", 2)
    with pytest.raises(ScheduleError, match="2011-10-17 is not a date of the season"):
        cancel_date(calendar, date(2011, 10, 17), "snow", 2)
    twice = cancel_date(calendar, DATES[6], "snow", 2)  # an extra-games date: nothing moves
    assert rounds_by_date(twice) == rounds_by_date(calendar)
    with pytest.raises(ScheduleError, match="already cancelled"):
        cancel_date(twice, DATES[6], "snow", 2)
    with pytest.raises(ScheduleError, match="already a date"):
        add_date(calendar, DATES[0], [], [])


def test_the_director_moves_a_round_to_a_date_with_room() -> None:
    calendar = plan_calendar(10, DATES, 2)
    moved = move_round(calendar, 10, date(2012, 4, 15), 2)
    assert rounds_by_date(moved)[date(2012, 2, 19)] == (9,)
    assert moved.date_of(10) == date(2012, 4, 15)
    assert move_round(calendar, 3, date(2011, 11, 20), 2) == calendar
    with pytest.raises(ScheduleError, match="already has 2 rounds"):
        move_round(calendar, 10, date(2011, 10, 16), 2)
    with pytest.raises(ScheduleError, match="is cancelled"):
        move_round(cancel_date(calendar, DATES[6], "snow", 2), 1, DATES[6], 2)
    with pytest.raises(ValueError, match="round 11 is on no date"):
        move_round(calendar, 11, DATES[6], 2)
