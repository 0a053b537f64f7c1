"""The incident report: every incident of the event, round by round, with what the rules
suggested next to what the arbiter decided, for the chief arbiter's report and any appeal."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from reportlab.platypus import Flowable, Spacer

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
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.payout_lines import player_text
from chessarbiter.reports.template import Heading, page_layout, render
from chessarbiter.reports.wrapped import Align, paragraph, text_style, wrapped_table

_SIZE = 9.0
_COLUMNS: tuple[tuple[str, float, Align], ...] = (  # header, share of the width, alignment
    ("Time", 0.06, "CENTER"),
    ("Bd", 0.04, "CENTER"),
    ("Player", 0.15, "LEFT"),
    ("What happened", 0.17, "LEFT"),
    ("The rules suggest", 0.30, "LEFT"),
    ("Decision", 0.13, "LEFT"),
    ("Note", 0.15, "LEFT"),
)
_KIND_TEXT = {
    IncidentKind.LATE_ARRIVAL: "Late arrival",
    IncidentKind.DEVICE: "Electronic device",
    IncidentKind.EARLY_DRAW: "Draw",
    IncidentKind.OTHER: "Other",
}
_DECISION_TEXT = {
    Decision.FINE: "Fine",
    Decision.TIME_PENALTY: "Time penalty",
    Decision.FORFEIT: "Forfeit",
    Decision.WARNING: "Warning",
    Decision.NO_ACTION: "No action",
    Decision.PENDING: "Awaiting the arbiter's decision",
}
_DRAW_TEXT = {
    DrawKind.AGREED: "agreed",
    DrawKind.REPETITION: "by repetition",
    DrawKind.STALEMATE: "by stalemate",
    DrawKind.FIFTY_MOVES: "by the 50-move rule",
    DrawKind.INSUFFICIENT_MATERIAL: "by insufficient material",
    DrawKind.ARBITER: "declared by the arbiter",
}


def incident_report(t: Tournament, incidents: Sequence[Incident], info: EventInfo,
                    opts: PrintOptions) -> bytes:
    """One table per round (landscape by default), incidents in the order they were recorded;
    the heading counts the incidents still awaiting a decision."""
    layout = page_layout(opts, natural_landscape=True)
    widths = [share * layout.frame_width for _, share, _ in _COLUMNS]
    ordered = sorted(incidents, key=lambda i: (i.round, i.id or 0))
    story: list[Flowable] = []
    for rnd, in_round in groupby(ordered, key=lambda i: i.round):
        rows = [_row(t, incident, info.currency) for incident in in_round]
        story += [paragraph(f"Round {rnd}", text_style(12, bold=True)), Spacer(0, 4),
                  wrapped_table([h for h, _, _ in _COLUMNS], rows, widths,
                                [a for _, _, a in _COLUMNS], _SIZE),
                  Spacer(0, 12)]
    if not story:
        story.append(paragraph("No incidents were recorded.", text_style(11)))
    pending = sum(1 for i in incidents if not i.confirmed)
    detail = f"{len(incidents)} incident{'' if len(incidents) == 1 else 's'}" + (
        f", {pending} awaiting a decision" if pending else "")
    return render(story, layout, Heading("Incident report", detail), info, opts)


def sanction_text(decision: Decision, fine: int, time_penalty_seconds: int,
                  currency: str = "") -> str:
    """"Time penalty 10:00, fine $200", "Fine $200": the sanction and what it costs."""
    if decision is Decision.FINE:
        return f"Fine {money(fine, currency)}"
    parts = [_DECISION_TEXT[decision]
             + (f" {format_clock_time(time_penalty_seconds)}" if time_penalty_seconds else "")]
    if fine:
        parts.append(f"fine {money(fine, currency)}")
    return ", ".join(parts)


def details_text(incident: Incident) -> str:
    """The occurrence in the report's words: "12 minutes late", "device made a noise…"."""
    details = incident.details
    kind = _KIND_TEXT[incident.kind]
    if isinstance(details, LateArrival):
        if not details.minutes_late:
            return f"{kind}: at the board at the start"
        return f"{kind}: {details.minutes_late:g} minutes late"
    if isinstance(details, DeviceFound):
        noise = "made a noise" if details.made_noise else "silent"
        return f"{kind}, {noise}; {format_clock_time(details.remaining_seconds)} on the clock"
    if isinstance(details, DrawRecord):
        return f"{kind} {_DRAW_TEXT[details.draw_kind]} at move {details.move_number}"
    return kind


def _row(t: Tournament, incident: Incident, currency: str) -> list[str]:
    at = incident.at if isinstance(incident.at, str) else f"{incident.at} min"
    s = incident.suggestion
    suggested = "" if s is None else "\n".join((
        "Left to the arbiter" if s.decision is Decision.PENDING
        else sanction_text(s.decision, s.fine, s.time_penalty_seconds, currency),
        s.explanation))
    decided = sanction_text(incident.decision, incident.fine, incident.time_penalty_seconds,
                            currency)
    board = str(incident.board) if incident.board is not None else ""
    return [at, board, player_text(t, incident.start_no), details_text(incident), suggested,
            decided, incident.note]
