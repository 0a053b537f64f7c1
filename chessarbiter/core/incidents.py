"""Incidents the arbiter records during a round, each with a suggested and a confirmed decision.

The rule book's numbers live in :mod:`chessarbiter.core.penalties`; this module turns a recorded
occurrence into one suggestion (the most severe sanction plus the fine and time it costs) and
keeps the arbiter's confirmed decision apart from it, because the rules only suggest: a forfeit
or a fine stands when the arbiter confirms it.

Readings (see docs/rules.md):
- "the same game" is the same round and the same player: a round robin gives each player one
  game per round, and a device belongs to its owner, so the opponent's noise does not count.
- an earlier noise counts towards a forfeit unless the arbiter dismissed it (NO_ACTION).
- an agreed draw before the move limit is flagged PENDING: the rule book forbids it without
  naming a sanction, so the arbiter decides.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from chessarbiter.core.penalties import (
    agreed_draw_allowed,
    device_incident_decision,
    late_arrival_decision,
)
from chessarbiter.core.settings import EventSettings


class IncidentKind(StrEnum):
    LATE_ARRIVAL = "late-arrival"
    DEVICE = "device"
    EARLY_DRAW = "early-draw"
    OTHER = "other"


class Decision(StrEnum):
    """The most severe sanction of an incident; a fine may come with any sanction."""

    FINE = "fine"
    TIME_PENALTY = "time-penalty"
    FORFEIT = "forfeit"
    WARNING = "warning"
    NO_ACTION = "no-action"
    PENDING = "pending"


class DrawKind(StrEnum):
    AGREED = "agreed"
    REPETITION = "repetition"
    STALEMATE = "stalemate"
    FIFTY_MOVES = "fifty-moves"
    INSUFFICIENT_MATERIAL = "insufficient-material"
    ARBITER = "arbiter"


@dataclass(frozen=True, slots=True)
class LateArrival:
    """Minutes after the start of the round; 0 means the player was at the board."""

    minutes_late: float


@dataclass(frozen=True, slots=True)
class DeviceFound:
    """``remaining_seconds`` is the offender's clock when the device was found."""

    made_noise: bool
    remaining_seconds: int


@dataclass(frozen=True, slots=True)
class DrawRecord:
    """``move_number`` is the move being played when the game was drawn (0 = before it)."""

    move_number: int
    draw_kind: DrawKind


Details = LateArrival | DeviceFound | DrawRecord | None

_KIND_OF: dict[type[object], IncidentKind] = {
    LateArrival: IncidentKind.LATE_ARRIVAL,
    DeviceFound: IncidentKind.DEVICE,
    DrawRecord: IncidentKind.EARLY_DRAW,
}


@dataclass(frozen=True, slots=True)
class Suggestion:
    """What the rules suggest, with the sentence that cites them for the incident report."""

    decision: Decision
    fine: int
    time_penalty_seconds: int
    explanation: str


@dataclass(frozen=True, slots=True)
class Incident:
    """One incident. ``at`` is a time of day (``"19:42"``) or minutes into the round.

    ``decision``, ``fine`` and ``time_penalty_seconds`` are what the arbiter confirmed;
    ``suggestion`` is what the rules proposed when the incident was recorded.
    """

    round: int
    start_no: int
    at: str | int
    details: Details = None
    board: int | None = None
    suggestion: Suggestion | None = None
    decision: Decision = Decision.PENDING
    fine: int = 0
    time_penalty_seconds: int = 0
    note: str = ""
    id: int | None = None

    @property
    def kind(self) -> IncidentKind:
        return IncidentKind.OTHER if self.details is None else _KIND_OF[type(self.details)]

    @property
    def confirmed(self) -> bool:
        return self.decision is not Decision.PENDING


_TIME_OF_DAY = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?")
_SANCTIONS_WITH_FINE = (Decision.FINE, Decision.TIME_PENALTY, Decision.FORFEIT)


def time_of_day_seconds(text: str) -> int:
    """Seconds after midnight of ``H:MM`` or ``HH:MM:SS`` (24-hour, as on a wall clock)."""
    match = _TIME_OF_DAY.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"expected a time of day such as 19:00 or 19:31:30, got {text!r}")
    hours, minutes, seconds = match.groups()
    return int(hours) * 3600 + int(minutes) * 60 + int(seconds or 0)


def minutes_late(round_start: str, arrived: str) -> float:
    """Minutes between the start of the round and the arrival (0 when on time or early).

    Both are times of day on the same day; a round never runs past midnight.
    """
    return max(0, time_of_day_seconds(arrived) - time_of_day_seconds(round_start)) / 60


def validate_incident(incident: Incident) -> dict[str, str]:
    """Field name → message for everything wrong with ``incident`` (empty when it is valid)."""
    return {**_occurrence_problems(incident), **_decision_problems(incident)}


def _occurrence_problems(incident: Incident) -> dict[str, str]:
    """What is wrong with what happened (the fields a suggestion reads)."""
    problems: dict[str, str] = {}
    if incident.round < 1:
        problems["round"] = "round must be 1 or more"
    if incident.start_no < 1:
        problems["start_no"] = "start number must be 1 or more"
    if incident.board is not None and incident.board < 1:
        problems["board"] = "board must be 1 or more"
    if isinstance(incident.at, str):
        try:
            time_of_day_seconds(incident.at)
        except ValueError as exc:
            problems["at"] = str(exc)
    elif incident.at < 0:
        problems["at"] = "minutes into the round cannot be negative"
    problems.update(_details_problems(incident.details))
    return problems


def _details_problems(details: Details) -> dict[str, str]:
    if isinstance(details, LateArrival) and details.minutes_late < 0:
        return {"minutes_late": "minutes late cannot be negative"}
    if isinstance(details, DeviceFound) and details.remaining_seconds < 0:
        return {"remaining_seconds": "remaining time cannot be negative"}
    if isinstance(details, DrawRecord) and details.move_number < 0:
        return {"move_number": "the move number cannot be negative"}
    return {}


def _decision_problems(incident: Incident) -> dict[str, str]:
    problems: dict[str, str] = {}
    if incident.fine < 0:
        problems["fine"] = "fine cannot be negative"
    elif incident.fine and incident.decision not in _SANCTIONS_WITH_FINE:
        problems["fine"] = f"a decision of {incident.decision.value} carries no fine"
    elif incident.decision is Decision.FINE and not incident.fine:
        problems["fine"] = "a fine decision needs an amount"
    if incident.time_penalty_seconds < 0:
        problems["time_penalty_seconds"] = "time penalty cannot be negative"
    elif (incident.decision is Decision.TIME_PENALTY) != (incident.time_penalty_seconds > 0):
        problems["time_penalty_seconds"] = (
            "a time penalty decision needs seconds, and only it may have them")
    return problems


def suggest(incident: Incident, earlier: Iterable[Incident],
            settings: EventSettings) -> Suggestion:
    """The rules' suggestion for ``incident``, given the incidents recorded before it.

    Of ``earlier`` only the same player's device noises in the same round count (other games
    are ignored, so later games start afresh), and ``incident`` itself is skipped by id.
    """
    problems = _occurrence_problems(incident)
    if problems:
        raise ValueError("; ".join(f"{field}: {text}" for field, text in problems.items()))
    details = incident.details
    if isinstance(details, LateArrival):
        return _late_arrival(details, settings)
    if isinstance(details, DeviceFound):
        noises = sum(1 for e in earlier if _earlier_noise_in_same_game(e, incident))
        return _device(details, noises, settings)
    if isinstance(details, DrawRecord):
        flagged = check_draw(details.move_number, details.draw_kind, settings)
        if flagged is not None:
            return flagged
        allowed = agreed_draw_allowed(details.move_number, settings).explanation
        reason = allowed if details.draw_kind is DrawKind.AGREED else (
            f"a draw by {details.draw_kind.value} is not restricted.")
        return Suggestion(Decision.NO_ACTION, 0, 0, reason)
    return Suggestion(Decision.PENDING, 0, 0, "No rule applies automatically: for the "
                                              "arbiter's decision.")


def check_draw(move_number: int, kind: DrawKind, settings: EventSettings) -> Suggestion | None:
    """A PENDING suggestion for an agreed draw before the event's move limit, else None."""
    if kind is not DrawKind.AGREED:
        return None
    verdict = agreed_draw_allowed(move_number, settings)
    if verdict.allowed:
        return None
    return Suggestion(Decision.PENDING, 0, 0,
                      f"{verdict.explanation} Flagged for the arbiter's decision.")


def accept_suggestion(incident: Incident, note: str = "") -> Incident:
    """The incident with the arbiter's confirmation of exactly what the rules suggested."""
    if incident.suggestion is None:
        raise ValueError("the incident has no suggestion to accept")
    if incident.suggestion.decision is Decision.PENDING:
        raise ValueError("the rules leave this incident to the arbiter: choose a decision")
    s = incident.suggestion
    return replace(incident, decision=s.decision, fine=s.fine,
                   time_penalty_seconds=s.time_penalty_seconds, note=note or incident.note)


def fines_by_player(incidents: Iterable[Incident]) -> dict[int, int]:
    """Start number → total of the fines the arbiter confirmed (pending ones do not count)."""
    totals: dict[int, int] = {}
    for incident in incidents:
        if incident.confirmed and incident.fine:
            totals[incident.start_no] = totals.get(incident.start_no, 0) + incident.fine
    return totals


def _late_arrival(details: LateArrival, settings: EventSettings) -> Suggestion:
    late = late_arrival_decision(details.minutes_late, details.minutes_late == 0, settings)
    if late.forfeit:
        decision = Decision.FORFEIT
    else:
        decision = Decision.FINE if late.fine else Decision.NO_ACTION
    return Suggestion(decision, late.fine, 0, late.explanation)


def _device(details: DeviceFound, noises: int, settings: EventSettings) -> Suggestion:
    found = device_incident_decision(noises, details.made_noise, details.remaining_seconds,
                                     settings)
    if found.forfeit:
        decision = Decision.FORFEIT
    elif found.time_penalty:
        decision = Decision.TIME_PENALTY
    else:
        decision = Decision.FINE if found.fine else Decision.WARNING
    return Suggestion(decision, found.fine, found.time_penalty, found.explanation)


def _earlier_noise_in_same_game(other: Incident, incident: Incident) -> bool:
    return (
        isinstance(other.details, DeviceFound)
        and other.details.made_noise
        and other.decision is not Decision.NO_ACTION
        and other.round == incident.round
        and other.start_no == incident.start_no
        and (other.id is None or other.id != incident.id)
    )
