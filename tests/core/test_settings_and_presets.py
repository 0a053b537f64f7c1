"""Rule-book numbers live in presets as data; settings refuse impossible values."""

import pytest

from chessarbiter.core.presets import PRESETS, get_preset
from chessarbiter.core.settings import EventSettings


def test_us_junior_closed_2015_carries_the_rule_book_numbers() -> None:
    s = get_preset("us-junior-closed-2015").settings
    # "Players not at their board at the beginning of each round may receive a fine of $200"
    assert s.late_fine == 200
    # "Players more than 30 (thirty) minutes late for a round shall forfeit that round."
    assert s.late_forfeit_minutes == 30
    # "a fine of $200.00 … a time penalty of 10 minutes, or half the remaining time if less
    # than 20 minutes is remaining"
    assert (s.device_fine, s.device_penalty_minutes, s.device_penalty_threshold_minutes) == (
        200, 10, 20)
    assert s.device_second_offence_forfeit
    # "A 30-move draw rule will be in effect"
    assert s.draw_min_moves == 30
    # "Players who withdraw or forfeit a game may not receive any prize money."
    assert s.forfeit_or_withdrawal_loses_prize
    # Playoff tie-breaks: Direct Encounter, Most Blacks, Koya, Sonneborn-Berger, Won Games
    assert s.tiebreaks == ("DE", "BPG", "KS", "SB", "WON")
    assert s.time_control == "40/90, SD/30; +30"
    assert s.playoff_rapid_time_control == "G/15+5"
    assert (s.armageddon_base_seconds, s.armageddon_increment_seconds) == (600, 2)
    assert s.cycles == 1


def test_every_preset_is_valid_and_named_by_its_id() -> None:
    assert {"round-robin-fide", "us-junior-closed-2015"} <= set(PRESETS)
    for preset_id, preset in PRESETS.items():
        assert preset.id == preset_id
        assert preset.settings.problems() == []
        assert preset.settings.preset == preset_id


def test_settings_survive_a_round_trip_through_stored_data() -> None:
    s = get_preset("us-junior-closed-2015").settings.with_changes(koya_limit_offset=-0.5)
    assert EventSettings.from_dict(s.to_dict()) == s


def test_stored_settings_from_a_newer_version_keep_working() -> None:
    data = EventSettings().to_dict() | {"a_setting_from_the_future": 3}
    assert EventSettings.from_dict(data) == EventSettings()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"cycles": 3}, "cycles must be 1 or 2"),
        ({"tiebreaks": ("DE", "BHZ")}, "unknown tie-break 'BHZ'"),
        ({"tiebreaks": ("SB", "SB")}, "SB is listed twice"),
        ({"tiebreaks": ("DE", "SB", "DE", "SB")}, "SB is listed twice"),
        ({"koya_limit_offset": 0.25}, "half-point steps"),
        ({"edition": "2019"}, "edition must be one of"),
        ({"withdrawal_rule": "ignore"}, "withdrawal rule must be one of"),
        ({"late_fine": -5}, "late fine cannot be negative"),
    ],
)
def test_impossible_settings_are_refused(change: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        EventSettings().with_changes(**change)


def test_direct_encounter_may_be_listed_twice() -> None:
    assert EventSettings().with_changes(tiebreaks=("DE", "SB", "DE")).tiebreaks[-1] == "DE"
