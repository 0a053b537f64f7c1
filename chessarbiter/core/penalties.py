"""The rule book's penalties (late arrival, electronic devices, early draws) as decisions.

Every number comes from :class:`EventSettings`, so another rule book is another preset.  The
functions only suggest: the arbiter confirms a forfeit or a fine.  Each decision carries a
sentence that cites the rule and shows the arithmetic, for the incident report.

Readings of the US Junior Closed 2015 wording (see docs/rules.md):
- "half the remaining time if less than 20 minutes is remaining": at exactly 20:00 the fixed
  10:00 applies (which is also half); half of an odd number of seconds is rounded down, so the
  offender keeps the odd second (14:01 left → 7:00 penalty, 7:01 after).
- "a second occurrence in the same game": a second device *noise* in the same game forfeits;
  a silent device found on a player costs the fine only and does not count towards it.
- "more than 30 minutes late": strictly more, so 30:00 late is a fine only, 30:01 a forfeit.
- "mutually agree to a draw in less than 30 moves" (setting ``draw_moves_reading``): by
  default both players must have completed 30 moves, so a draw agreed during move 30 (29
  completed) is too early; ``started`` allows it once move 30 is under way.
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.money import money
from chessarbiter.core.presets import PRESETS
from chessarbiter.core.settings import EventSettings


@dataclass(frozen=True, slots=True)
class LateArrivalDecision:
    """``fine``: what the rule allows (the arbiter may waive it); ``forfeit``: suggested."""

    fine: int
    forfeit: bool
    explanation: str


@dataclass(frozen=True, slots=True)
class DeviceDecision:
    """Fine, seconds taken from the offender's clock and what is left, forfeit suggested."""

    fine: int
    time_penalty: int
    remaining_after: int
    forfeit: bool
    explanation: str


@dataclass(frozen=True, slots=True)
class DrawDecision:
    allowed: bool
    explanation: str


def _book(settings: EventSettings) -> str:
    preset = PRESETS.get(settings.preset)
    return preset.title if preset is not None else "Event regulations"


def device_time_penalty(remaining_seconds: int, settings: EventSettings) -> int:
    """Seconds taken for a device noise: the fixed penalty, or half below the threshold."""
    if remaining_seconds < 0:
        raise ValueError("remaining time cannot be negative")
    if remaining_seconds < settings.device_penalty_threshold_minutes * 60:
        return remaining_seconds // 2
    return min(settings.device_penalty_minutes * 60, remaining_seconds)


def device_incident_decision(previous_noise_offences_in_this_game: int, made_noise: bool,
                             remaining: int, settings: EventSettings) -> DeviceDecision:
    """A device found on a player; ``remaining`` is the offender's clock in seconds."""
    if previous_noise_offences_in_this_game < 0 or remaining < 0:
        raise ValueError("previous offences and remaining time cannot be negative")
    fine = (f"fine {money(settings.device_fine, settings.currency)} for each occurrence"
            if settings.device_fine else "no fine")
    rule = f"{_book(settings)}, electronic devices: {fine}"
    if not made_noise:
        return DeviceDecision(settings.device_fine, 0, remaining, False,
                              f"{rule}; the device made no noise, so no time penalty.")
    if previous_noise_offences_in_this_game and settings.device_second_offence_forfeit:
        return DeviceDecision(settings.device_fine, 0, remaining, True,
                              f"{rule}; a second noise in the same game forfeits the game "
                              "(forfeit suggested to the arbiter).")
    penalty = device_time_penalty(remaining, settings)
    return DeviceDecision(
        settings.device_fine, penalty, remaining - penalty, False,
        f"{rule}; a noise costs {settings.device_penalty_minutes} minutes, or half the "
        f"remaining time with less than {settings.device_penalty_threshold_minutes} minutes "
        f"left: {format_clock_time(remaining)} left, penalty {format_clock_time(penalty)}, "
        f"{format_clock_time(remaining - penalty)} after.",
    )


def late_arrival_decision(minutes_late: float, at_board_at_start: bool,
                          settings: EventSettings) -> LateArrivalDecision:
    """Fine for not being at the board at the start; forfeit when later than the limit."""
    if minutes_late < 0:
        raise ValueError("minutes late cannot be negative")
    if at_board_at_start and minutes_late > 0:
        raise ValueError("a player at the board at the start is not late")
    fine = 0 if at_board_at_start else settings.late_fine
    limit = settings.late_forfeit_minutes
    forfeit = minutes_late > limit
    rule = (f"{_book(settings)}, late arrival: fine {money(settings.late_fine, settings.currency)} "
            f"for not being at the board at the start; forfeit when more than {limit} minutes "
            "late")
    if forfeit:
        verdict = f"{minutes_late:g} minutes late is more than {limit}: forfeit suggested"
    elif at_board_at_start:
        verdict = "the player was at the board at the start"
    else:
        verdict = f"{minutes_late:g} minutes late is within {limit}: fine only"
    return LateArrivalDecision(fine, forfeit, f"{rule}; {verdict}.")


def agreed_draw_allowed(move_number: int, settings: EventSettings) -> DrawDecision:
    """Whether a draw may be agreed during ``move_number`` (0 = before the game starts).

    ``draw_moves_reading`` reads "no draw in less than N moves": ``completed`` counts the
    moves both players completed (during move 30 only 29 are, so 31 is the first move a draw
    may be agreed in); ``started`` allows it once move N is under way.
    """
    if move_number < 0:
        raise ValueError("the move number cannot be negative")
    least = settings.draw_min_moves
    if least == 0:
        return DrawDecision(True, f"{_book(settings)}: draws by agreement are not restricted.")
    if settings.draw_moves_reading == "completed":
        done = max(move_number - 1, 0)
        allowed = done >= least
        return DrawDecision(allowed, f"{_book(settings)}, agreed draws: no draw by agreement "
                                     f"before {least} moves are completed by both players; "
                                     f"{_moves(done)} completed, so it is "
                                     f"{'allowed' if allowed else 'not allowed yet'}.")
    allowed = move_number >= least
    verdict = "allowed" if allowed else "not allowed yet"
    return DrawDecision(allowed, f"{_book(settings)}, agreed draws: no draw by agreement "
                                 f"before move {least}; at move {move_number} it is {verdict}.")


def _moves(count: int) -> str:
    return "1 move" if count == 1 else f"{count} moves"
