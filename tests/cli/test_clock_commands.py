"""`timecontrol parse` and `penalty time`: the shapes of DESIGN.md §3 with rule-book numbers."""

import pytest

from tests.cli.conftest import Cli


def test_timecontrol_parse_gives_the_report_spellings(cli: Cli) -> None:
    data = cli("timecontrol", "parse", "40/90, SD/30; +30", "--json").data
    assert data["uscf"] == "40/90,SD/30;+30"
    assert data["uscf_category"] == "R"
    assert data["trf222"] == "40/5400+30:1800+30"
    assert data["periods"][0] == {"moves": 40, "seconds": 5400, "bonus": "increment",
                                  "bonus_seconds": 30}


def test_timecontrol_parse_error_points_at_the_part(cli: Cli) -> None:
    out = cli("timecontrol", "parse", "40/90, XD/30")
    assert out.code == 1
    assert "TEXT:" in out.err
    assert "'XD" in out.err


@pytest.mark.parametrize(
    ("remaining", "penalty", "after"),
    [("25:00", "10:00", "15:00"),  # "a time penalty of 10 minutes"
     ("14:00", "07:00", "07:00"),  # "or half the remaining time if less than 20 minutes"
     ("20:00", "10:00", "10:00")],
)
def test_penalty_time_follows_the_events_phone_rule(
    cli: Cli, remaining: str, penalty: str, after: str
) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    out = cli("penalty", "time", "--remaining", remaining, "--json")
    assert out.data == {"penalty": penalty, "remaining_after": after}


def test_penalty_time_uses_the_events_own_numbers(cli: Cli) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    cli("settings", "--set", "device_penalty_minutes=5")
    assert cli("penalty", "time", "--remaining", "25:00", "--json").data == {
        "penalty": "05:00", "remaining_after": "20:00"}


def test_penalty_time_refuses_a_bad_clock_reading(cli: Cli) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    out = cli("penalty", "time", "--remaining", "25:99")
    assert out.code == 1
    assert "--remaining:" in out.err
