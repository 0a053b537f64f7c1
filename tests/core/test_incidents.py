"""Incidents under the US Junior Closed 2015 regulations, worked by hand from their text:

- "Players not at their board at the beginning of each round may receive a fine of $200 …
  Players more than 30 (thirty) minutes late for a round shall forfeit that round."
- Devices: "a fine of $200.00 … for each occurrence … a time penalty of 10 minutes, or half the
  remaining time if less than 20 minutes is remaining in the game. A second occurrence in the
  same game shall result in forfeiture of that game. If a violation occurs in subsequent
  games, the same penalties shall apply."
- "Player must not … mutually agree to a draw in less than 30 moves during a game."
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    IncidentKind,
    LateArrival,
    accept_suggestion,
    check_draw,
    fines_by_player,
    minutes_late,
    suggest,
    validate_incident,
)
from chessarbiter.core.settings import EventSettings

US_JUNIOR = EventSettings(
    preset="us-junior-closed-2015",
    late_fine=200,
    late_forfeit_minutes=30,
    device_fine=200,
    device_penalty_minutes=10,
    device_penalty_threshold_minutes=20,
    device_second_offence_forfeit=True,
    draw_min_moves=30,
)


def late(minutes: float, start_no: int = 4, rnd: int = 3) -> Incident:
    return Incident(round=rnd, start_no=start_no, at="19:00", details=LateArrival(minutes))


def phone(rnd: int, start_no: int = 4, *, noise: bool = True, remaining: int = 25 * 60,
          incident_id: int | None = None, decision: Decision = Decision.PENDING) -> Incident:
    return Incident(round=rnd, start_no=start_no, at=75, board=2,
                    details=DeviceFound(noise, remaining), decision=decision, id=incident_id)


def test_arrival_time_gives_minutes_late() -> None:
    assert minutes_late("19:00", "19:31") == 31
    assert minutes_late("19:00", "19:30:30") == 30.5
    assert minutes_late("19:00", "18:55") == 0  # early is on time
    with pytest.raises(ValueError, match="time of day"):
        minutes_late("19:00", "7pm")


def test_31_minutes_late_suggests_a_forfeit_and_the_fine() -> None:
    s = suggest(late(31), [], US_JUNIOR)
    assert (s.decision, s.fine, s.time_penalty_seconds) == (Decision.FORFEIT, 200, 0)
    assert "forfeit suggested" in s.explanation


def test_30_minutes_late_is_a_fine_only() -> None:
    s = suggest(late(30), [], US_JUNIOR)
    assert (s.decision, s.fine) == (Decision.FINE, 200)


def test_at_the_board_at_the_start_is_no_incident() -> None:
    assert suggest(late(0), [], US_JUNIOR).decision is Decision.NO_ACTION


def test_without_a_late_fine_a_late_player_within_the_limit_loses_only_clock_time() -> None:
    # The default preset: no fine, forfeit after 60 minutes.
    assert suggest(late(45), [], EventSettings()).decision is Decision.NO_ACTION
    assert suggest(late(61), [], EventSettings()).decision is Decision.FORFEIT


def test_first_phone_noise_costs_ten_minutes_and_the_fine() -> None:
    s = suggest(phone(5), [], US_JUNIOR)
    assert (s.decision, s.fine, s.time_penalty_seconds) == (Decision.TIME_PENALTY, 200, 600)


def test_noise_with_14_minutes_left_costs_half() -> None:
    s = suggest(phone(5, remaining=14 * 60), [], US_JUNIOR)
    assert s.time_penalty_seconds == 7 * 60


def test_phone_noise_twice_in_the_same_game_suggests_a_forfeit() -> None:
    first = phone(5, incident_id=1, decision=Decision.TIME_PENALTY)
    s = suggest(phone(5, incident_id=2), [first], US_JUNIOR)
    assert (s.decision, s.fine, s.time_penalty_seconds) == (Decision.FORFEIT, 200, 0)


def test_the_next_game_starts_afresh() -> None:
    earlier = [phone(5, incident_id=1), phone(5, incident_id=2)]
    s = suggest(phone(6, incident_id=3), earlier, US_JUNIOR)
    assert (s.decision, s.time_penalty_seconds) == (Decision.TIME_PENALTY, 600)


def test_only_the_offenders_own_noises_count() -> None:
    opponents_phone = phone(5, start_no=7, incident_id=1)
    assert suggest(phone(5, incident_id=2), [opponents_phone], US_JUNIOR).decision is (
        Decision.TIME_PENALTY)


def test_a_silent_device_is_a_fine_and_does_not_count_towards_a_forfeit() -> None:
    silent = phone(5, noise=False, incident_id=1)
    s = suggest(silent, [], US_JUNIOR)
    assert (s.decision, s.fine, s.time_penalty_seconds) == (Decision.FINE, 200, 0)
    assert suggest(phone(5, incident_id=2), [silent], US_JUNIOR).decision is (
        Decision.TIME_PENALTY)


def test_a_noise_the_arbiter_dismissed_does_not_count() -> None:
    dismissed = phone(5, incident_id=1, decision=Decision.NO_ACTION)
    assert suggest(phone(5, incident_id=2), [dismissed], US_JUNIOR).decision is (
        Decision.TIME_PENALTY)


def test_suggesting_again_skips_the_incident_itself() -> None:
    recorded = phone(5, incident_id=1, decision=Decision.TIME_PENALTY)
    assert suggest(recorded, [recorded], US_JUNIOR).decision is Decision.TIME_PENALTY


def test_a_device_without_any_sanction_in_the_rules_is_a_warning() -> None:
    assert suggest(phone(5), [], EventSettings()).decision is Decision.WARNING


def test_agreed_draw_during_move_30_is_flagged() -> None:
    s = check_draw(30, DrawKind.AGREED, US_JUNIOR)  # 29 moves completed: "less than 30"
    assert s is not None and s.decision is Decision.PENDING
    assert "before 30 moves are completed" in s.explanation


@pytest.mark.parametrize(
    ("move", "kind"),
    [
        (12, DrawKind.REPETITION),  # a repetition is not an agreement
        (31, DrawKind.AGREED),  # 30 moves completed by both: not "less than 30 moves"
        (3, DrawKind.STALEMATE),
        (20, DrawKind.ARBITER),
    ],
)
def test_draws_that_are_not_flagged(move: int, kind: DrawKind) -> None:
    assert check_draw(move, kind, US_JUNIOR) is None
    incident = Incident(round=2, start_no=1, at=40, board=1, details=DrawRecord(move, kind))
    assert suggest(incident, [], US_JUNIOR).decision is Decision.NO_ACTION


def test_agreed_draw_before_the_game_is_flagged() -> None:
    assert check_draw(0, DrawKind.AGREED, US_JUNIOR) is not None


def test_kind_follows_the_details() -> None:
    assert late(3).kind is IncidentKind.LATE_ARRIVAL
    assert phone(1).kind is IncidentKind.DEVICE
    assert Incident(1, 1, 0, DrawRecord(10, DrawKind.AGREED)).kind is IncidentKind.EARLY_DRAW
    other = Incident(1, 1, "20:15", note="spectator talking to a player")
    assert other.kind is IncidentKind.OTHER
    assert suggest(other, [], US_JUNIOR).decision is Decision.PENDING


def test_accepting_a_suggestion_confirms_its_numbers() -> None:
    incident = replace(late(31), suggestion=suggest(late(31), [], US_JUNIOR))
    confirmed = accept_suggestion(incident, note="arrived 19:31")
    assert (confirmed.decision, confirmed.fine, confirmed.note) == (
        Decision.FORFEIT, 200, "arrived 19:31")
    assert validate_incident(confirmed) == {}
    flagged = Incident(1, 1, 0, DrawRecord(10, DrawKind.AGREED),
                       suggestion=check_draw(10, DrawKind.AGREED, US_JUNIOR))
    with pytest.raises(ValueError, match="arbiter"):
        accept_suggestion(flagged)
    with pytest.raises(ValueError, match="no suggestion"):
        accept_suggestion(late(31))


def test_fines_by_player_counts_confirmed_fines_only() -> None:
    incidents = [
        replace(late(5, start_no=4, rnd=1), decision=Decision.FINE, fine=200),
        replace(phone(2, start_no=4), decision=Decision.TIME_PENALTY, fine=200,
                time_penalty_seconds=600),
        replace(late(10, start_no=4, rnd=3)),  # pending: not yet a fine
        replace(late(8, start_no=6, rnd=1), decision=Decision.WARNING),  # waived
        replace(late(31, start_no=9, rnd=2), decision=Decision.FORFEIT, fine=200),
    ]
    assert fines_by_player(incidents) == {4: 400, 9: 200}


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"round": 0}, "round"),
        ({"start_no": 0}, "start_no"),
        ({"board": 0}, "board"),
        ({"at": "25:00"}, "at"),
        ({"at": -1}, "at"),
        ({"details": LateArrival(-1)}, "minutes_late"),
        ({"details": DeviceFound(True, -5)}, "remaining_seconds"),
        ({"details": DrawRecord(-1, DrawKind.AGREED)}, "move_number"),
        ({"decision": Decision.WARNING, "fine": 200}, "fine"),
        ({"decision": Decision.FINE}, "fine"),
        ({"fine": -200, "decision": Decision.FINE}, "fine"),
        ({"decision": Decision.TIME_PENALTY}, "time_penalty_seconds"),
        ({"decision": Decision.FINE, "fine": 200, "time_penalty_seconds": 60},
         "time_penalty_seconds"),
    ],
)
def test_bad_incidents_name_the_field(changes: dict[str, object], field: str) -> None:
    bad = replace(late(5), **changes)  # type: ignore[arg-type]
    assert field in validate_incident(bad)


def test_suggest_refuses_a_bad_incident() -> None:
    with pytest.raises(ValueError, match="minutes_late: minutes late cannot be negative"):
        suggest(late(-3), [], US_JUNIOR)


@given(st.floats(0, 240, allow_nan=False))
def test_forfeit_is_suggested_exactly_after_the_limit(minutes: float) -> None:
    s = suggest(late(minutes), [], US_JUNIOR)
    assert (s.decision is Decision.FORFEIT) == (minutes > 30)
    assert s.fine == (200 if minutes > 0 else 0)


_noises = st.lists(st.tuples(st.integers(1, 4), st.integers(1, 3), st.booleans()), max_size=12)


@given(_noises)
def test_a_forfeit_is_suggested_exactly_for_a_repeated_noise_in_the_game(
        history: list[tuple[int, int, bool]]) -> None:
    """Walk a random sequence of device incidents (round, player, noise) in recorded order."""
    earlier: list[Incident] = []
    for number, (rnd, player, noise) in enumerate(history, 1):
        incident = phone(rnd, player, noise=noise, incident_id=number)
        s = suggest(incident, earlier, US_JUNIOR)
        noisy_before = any(e.round == rnd and e.start_no == player
                           and isinstance(e.details, DeviceFound) and e.details.made_noise
                           for e in earlier)
        assert (s.decision is Decision.FORFEIT) == (noise and noisy_before)
        assert s.fine == 200
        earlier.append(incident)
