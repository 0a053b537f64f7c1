"""The ``incident`` and ``prizes`` commands (Clocks & Penalties on the command line)."""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.event_shapes import incident_json, incidents_json, names_json, prizes_json
from chessarbiter.cli.events import event_service
from chessarbiter.core.clock import parse_clock_time
from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    LateArrival,
    accept_suggestion,
)
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded
from chessarbiter.services.events import EventService
from chessarbiter.services.incidents import IncidentService
from chessarbiter.services.playoffs import PlayoffService

Json = dict[str, Any]


class IncidentArgumentError(Exception):
    """An option missing or malformed for the chosen incident action."""


def incident(args: argparse.Namespace) -> Json:
    try:
        return _incident(args, IncidentService(event_service(args)))
    except IncidentArgumentError as exc:
        raise CommandError(str(exc)) from None


def prizes(args: argparse.Namespace) -> Json:
    service = event_service(args)
    status = PlayoffService(service).status()
    champion = status.champion if args.champion is None else args.champion
    ledger = IncidentService(service).prize_ledger(champion)
    return prizes_json(ledger, service.tournament(), service.settings(), champion, status)


def early_draw(events: EventService, rnd: int, board: int, moves: int) -> Json | None:
    """The incident a draw before the event's move limit files (``result --moves``)."""
    filed = IncidentService(events).file_early_draw(rnd, board, moves)
    return incident_json(filed) if filed else None


def _incident(args: argparse.Namespace, service: IncidentService) -> Json:
    if args.action == "list":
        return incidents_json(service.incidents(), service.events.tournament(),
                              service.events.settings())
    if args.action == "add":
        args.repeat_note = None
        added = _add(args, service)
        return {**incident_json(added), "repeat": args.repeat_note,
                "names": _names(service), "currency": service.events.settings().currency}
    if args.id is None:
        raise IncidentArgumentError("ID: say which incident to decide (see incident list)")
    return {**incident_json(_decide(args, service)), "names": _names(service),
            "currency": service.events.settings().currency}


def _names(service: IncidentService) -> dict[str, str]:
    return names_json(service.events.tournament())


def _add(args: argparse.Namespace, service: IncidentService) -> Incident:
    for option in ("round", "start_no", "kind"):
        if getattr(args, option) is None:
            raise IncidentArgumentError(f"--{option.replace('_', '-')}: needed to add an incident")
    at: str | int = int(args.at) if args.at.isdigit() else (
        args.at or datetime.now().strftime("%H:%M"))
    incident = Incident(round=args.round, start_no=args.start_no, at=at,
                        details=_details(args), board=args.board, note=args.note or "")
    try:
        recorded = service.record(incident)
    except AlreadyRecorded as exc:  # a retry: show the one stored, with a note
        args.repeat_note = str(exc)
        return next(i for i in service.incidents()
                    if (i.round, i.start_no, i.board, str(i.at), i.details) == (
                        incident.round, incident.start_no, incident.board, str(incident.at),
                        incident.details))
    if args.decision is None:
        return recorded
    assert recorded.id is not None
    args.id = recorded.id
    return _decide(args, service)


def _decide(args: argparse.Namespace, service: IncidentService) -> Incident:
    if args.decision is None:
        raise IncidentArgumentError("--decision: needed to decide an incident")
    current = next((i for i in service.incidents() if i.id == args.id), None)
    if current is None:
        raise ActionRefused(f"there is no incident {args.id}", "id")
    if args.decision == "suggested":
        try:
            chosen = accept_suggestion(current, args.note or "")
        except ValueError as exc:
            raise IncidentArgumentError(f"--decision: {exc}") from None
    else:
        chosen = Incident(current.round, current.start_no, current.at,
                          decision=Decision(args.decision), fine=args.fine,
                          time_penalty_seconds=_seconds(args.penalty, "--penalty"),
                          note=args.note if args.note is not None else current.note)
    service.decide(args.id, chosen.decision, chosen.fine, chosen.time_penalty_seconds,
                   chosen.note, confirmed=args.confirm)
    return next(i for i in service.incidents() if i.id == args.id)


def _details(args: argparse.Namespace) -> LateArrival | DeviceFound | DrawRecord | None:
    if args.kind == "late":
        if args.minutes_late is None:
            raise IncidentArgumentError("--minutes-late: needed for a late arrival")
        return LateArrival(args.minutes_late)
    if args.kind == "device":
        return DeviceFound(args.noise, _seconds(args.remaining, "--remaining"))
    if args.kind == "draw":
        if args.move is None:
            raise IncidentArgumentError("--move: needed for a draw")
        return DrawRecord(args.move, DrawKind(args.draw_kind))
    return None


def _seconds(text: str | None, option: str) -> int:
    if text is None:
        return 0
    try:
        return parse_clock_time(text)
    except ValueError as exc:
        raise IncidentArgumentError(f"{option}: {exc}") from None
