"""How incidents read on screen: kinds, decisions, draw kinds and sanctions, translatable.

The printed report words them in English (:mod:`chessarbiter.reports.incidents`); the window
speaks the arbiter's language, so its words live here, in one translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    IncidentKind,
    LateArrival,
)
from chessarbiter.core.money import money

translate = QCoreApplication.translate  # a name lupdate recognises


def kind_text(kind: IncidentKind) -> str:
    return {
        IncidentKind.LATE_ARRIVAL: translate("incidents", "Late arrival"),
        IncidentKind.DEVICE: translate("incidents", "Electronic device"),
        IncidentKind.EARLY_DRAW: translate("incidents", "Draw"),
        IncidentKind.OTHER: translate("incidents", "Other"),
    }[kind]


def decision_text(decision: Decision) -> str:
    return {
        Decision.FINE: translate("incidents", "Fine"),
        Decision.TIME_PENALTY: translate("incidents", "Time penalty"),
        Decision.FORFEIT: translate("incidents", "Forfeit"),
        Decision.WARNING: translate("incidents", "Warning"),
        Decision.NO_ACTION: translate("incidents", "No action"),
        Decision.PENDING: translate("incidents", "Awaiting decision"),
    }[decision]


def draw_kind_text(kind: DrawKind) -> str:
    return {
        DrawKind.AGREED: translate("incidents", "agreed"),
        DrawKind.REPETITION: translate("incidents", "repetition"),
        DrawKind.STALEMATE: translate("incidents", "stalemate"),
        DrawKind.FIFTY_MOVES: translate("incidents", "50-move rule"),
        DrawKind.INSUFFICIENT_MATERIAL: translate("incidents", "insufficient material"),
        DrawKind.ARBITER: translate("incidents", "declared by the arbiter"),
    }[kind]


def sanction_text(decision: Decision, fine: int, time_penalty_seconds: int,
                  currency: str = "") -> str:
    """"Fine $200", "Time penalty 7:00 + fine $200", "Forfeit + fine $200", "Warning"."""
    if decision is Decision.FINE:
        return translate("incidents", "Fine {0}").format(money(fine, currency))
    text = decision_text(decision)
    if time_penalty_seconds:
        text += " " + format_clock_time(time_penalty_seconds)
    if fine:
        text += translate("incidents", " + fine {0}").format(money(fine, currency))
    return text


def details_text(incident: Incident) -> str:
    """The occurrence in a few words: "12 min late", "noise, 14:01 left", "agreed, move 22"."""
    details = incident.details
    if isinstance(details, LateArrival):
        if not details.minutes_late:
            return translate("incidents", "at the board at the start")
        return translate("incidents", "{0} min late").format(f"{details.minutes_late:g}")
    if isinstance(details, DeviceFound):
        left = format_clock_time(details.remaining_seconds)
        return (translate("incidents", "noise, {0} left") if details.made_noise
                else translate("incidents", "silent, {0} left")).format(left)
    if isinstance(details, DrawRecord):
        return translate("incidents", "{0}, move {1}").format(
            draw_kind_text(details.draw_kind), details.move_number)
    return ""
