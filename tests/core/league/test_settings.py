"""The Columbus 2011-12 preset carries the rule book's numbers; settings refuse nonsense."""

from datetime import date

import pytest

from chessarbiter.core.league.settings import COLUMBUS_2011_12, LeagueSettings


def test_preset_numbers_come_from_the_rule_book() -> None:
    s = COLUMBUS_2011_12
    assert s.preset == "columbus-league-2011-12"
    # Rule 2: "League play shall take place monthly from October through April."
    assert [(d.year, d.month) for d in s.dates] == [
        (2011, 10), (2011, 11), (2011, 12), (2012, 1), (2012, 2), (2012, 3), (2012, 4)]
    assert (s.season_start, s.season_end) == (s.dates[0], s.dates[-1])
    # Rule 11: register "at least two weeks prior to the first scheduled round"; "$50 deposit".
    assert (s.dates[0] - s.registration_deadline).days == 14
    assert s.deposit == 50
    # Rule 13.b/c: "until January 30th".
    assert s.change_cutoff == date(2012, 1, 30)
    # Rule 9: "no fewer than four players and no more than eight".
    assert (s.roster_min, s.roster_max) == (4, 8)
    # Rule 5: "average of the four highest-rated team members' ratings".
    assert s.team_rating_top == 4
    # Rule 13.b: "more than 30 points"; 13.h: "among the five highest rated players".
    assert (s.rating_change_threshold, s.multi_roster_top) == (30, 5)
    # Rule 6: "Sections of six or eight teams"; rule 7: "double round robin".
    assert s.section_sizes == (6, 8) and s.cycles == 2
    # Rule 4: "but not earlier than September".
    assert s.earliest_rating_month == date(2011, 9, 1)
    # Rule 14: "Game in 75 minutes, with a 5-second delay"; rule 17: "no more than 15 minutes".
    assert s.time_control == "G/75;d5" and s.start_delay_minutes == 15
    assert s.problems() == []


def test_settings_survive_a_round_trip_through_stored_data() -> None:
    changed = COLUMBUS_2011_12.with_changes(entry_fee=80, max_rounds_per_date=3)
    assert LeagueSettings.from_dict(changed.to_dict()) == changed
    assert LeagueSettings.from_dict({**changed.to_dict(), "from_a_newer_version": 1}) == changed


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"roster_min": 9}, "roster minimum cannot exceed"),
        ({"registration_deadline": date(2011, 10, 16)}, "registration deadline must come"),
        ({"dates": (date(2011, 11, 20), date(2011, 10, 16))}, "in order"),
        ({"dates": (date(2012, 5, 20),)}, "within the season"),
        ({"dates": ()}, "at least one league date"),
        ({"change_cutoff": date(2011, 9, 1)}, "cut-off cannot come before"),
        ({"time_control": "G/seventy-five"}, "time control"),
        ({"deposit": -5}, "deposit cannot be negative"),
        ({"section_sizes": (1, 8)}, "at least 2 teams"),
        ({"team_rating_top": 5}, "team rating cannot average"),
        ({"earliest_rating_month": date(2011, 9, 15)}, "first day"),
    ],
)
def test_impossible_settings_are_refused(changes: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        COLUMBUS_2011_12.with_changes(**changes)
