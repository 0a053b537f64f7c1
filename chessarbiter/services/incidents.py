"""Incidents at the board and the prize ledger they feed, on one event.

An incident is stored with the rules' suggestion as it stood when it was recorded, so the
report shows what the rules proposed next to what the arbiter decided.
"""

from __future__ import annotations

from dataclasses import asdict, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    LateArrival,
    Suggestion,
    fines_by_player,
    suggest,
    validate_incident,
)
from chessarbiter.core.prizes import PrizeLedger, fund_of, ineligible_players, payouts
from chessarbiter.db.models import IncidentRow, PlayerRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService


class IncidentService:
    """Recording and deciding incidents; the prize ledger that deducts their fines."""

    def __init__(self, events: EventService) -> None:
        self.events = events

    def incidents(self) -> list[Incident]:
        with self.events.db.read() as session:
            rows = session.scalars(
                select(IncidentRow).where(IncidentRow.event_id == self.events.event_id)
                .order_by(IncidentRow.id)
            )
            return [_incident(row) for row in rows]

    def record(self, incident: Incident) -> Incident:
        """Store ``incident`` with the rules' suggestion; returns it as stored (with its id)."""
        tournament = self.events.tournament()
        if incident.start_no not in tournament.by_start_no:
            raise ActionRefused(
                f"there is no player with start number {incident.start_no}", "start_no"
            )
        if not 1 <= incident.round <= max(tournament.rounds, 1):
            raise ActionRefused(f"round {incident.round} does not exist", "round")
        settings = self.events.settings()
        try:
            suggestion = suggest(incident, self.incidents(), settings)
        except ValueError as exc:
            raise ActionRefused(str(exc), "details") from None
        incident = replace(incident, suggestion=suggestion)
        _refuse_invalid(incident)
        with self.events.db.transaction() as session:
            player = session.scalars(select(PlayerRow).where(
                PlayerRow.event_id == self.events.event_id,
                PlayerRow.start_no == incident.start_no,
            )).one()
            row = IncidentRow(event_id=self.events.event_id, player_id=player.id,
                              created_at=datetime.now(UTC).replace(tzinfo=None))
            _fill(row, incident)
            session.add(row)
            session.flush()
            return replace(incident, id=row.id)

    def decide(self, incident_id: int, decision: Decision, fine: int = 0,
               time_penalty_seconds: int = 0, note: str | None = None) -> Incident:
        """The arbiter's decision on an incident; returns the incident as it was before."""
        with self.events.db.transaction() as session:
            row = self._row(session, incident_id)
            old = _incident(row)
            new = replace(old, decision=decision, fine=fine,
                          time_penalty_seconds=time_penalty_seconds,
                          note=old.note if note is None else note)
            _refuse_invalid(new)
            _fill(row, new)
            return old

    def restore(self, incident: Incident) -> None:
        """Put back a decision exactly as it was (undo of :meth:`decide`)."""
        if incident.id is None:
            raise ActionRefused("only a stored incident can be restored", "id")
        with self.events.db.transaction() as session:
            _fill(self._row(session, incident.id), incident)

    def delete(self, incident_id: int) -> Incident:
        with self.events.db.transaction() as session:
            row = self._row(session, incident_id)
            old = _incident(row)
            session.delete(row)
            return old

    def prize_ledger(self, champion: int | None = None) -> PrizeLedger:
        """Who is paid what after ties, confirmed fines and ineligible players."""
        settings = self.events.settings()
        try:
            return payouts(
                self.events.standings(), fund_of(settings), fines_by_player(self.incidents()),
                ineligible_players(self.events.tournament(), settings), champion,
            )
        except ValueError as exc:
            raise ActionRefused(str(exc), "prizes") from None

    def _row(self, session: Session, incident_id: int) -> IncidentRow:
        row = session.get(IncidentRow, incident_id)
        if row is None or row.event_id != self.events.event_id:
            raise ActionRefused(f"there is no incident {incident_id}", "id")
        return row


def _refuse_invalid(incident: Incident) -> None:
    problems = validate_incident(incident)
    if problems:
        field, message = next(iter(problems.items()))
        raise ActionRefused(message, field)


def _fill(row: IncidentRow, incident: Incident) -> None:
    row.round = incident.round
    row.board = incident.board
    row.at = str(incident.at)
    row.details = _details_data(incident)
    row.suggestion = asdict(incident.suggestion) if incident.suggestion else None
    row.decision = incident.decision.value
    row.fine = incident.fine
    row.time_penalty_seconds = incident.time_penalty_seconds
    row.note = incident.note


def _details_data(incident: Incident) -> dict[str, object] | None:
    if incident.details is None:
        return None
    return {"kind": incident.kind.value, **asdict(incident.details)}


def _incident(row: IncidentRow) -> Incident:
    return Incident(
        round=row.round,
        start_no=row.player.start_no,
        at=int(row.at) if row.at.isdigit() else row.at,
        details=_details(row.details),
        board=row.board,
        suggestion=_suggestion(row.suggestion),
        decision=Decision(row.decision),
        fine=row.fine,
        time_penalty_seconds=row.time_penalty_seconds,
        note=row.note,
        id=row.id,
    )


def _details(data: dict[str, Any] | None) -> LateArrival | DeviceFound | DrawRecord | None:
    if not data:
        return None
    kind = data["kind"]
    if kind == "late-arrival":
        return LateArrival(float(data["minutes_late"]))
    if kind == "device":
        return DeviceFound(bool(data["made_noise"]), int(data["remaining_seconds"]))
    return DrawRecord(int(data["move_number"]), DrawKind(data["draw_kind"]))


def _suggestion(data: dict[str, Any] | None) -> Suggestion | None:
    if not data:
        return None
    return Suggestion(Decision(data["decision"]), int(data["fine"]),
                      int(data["time_penalty_seconds"]), str(data["explanation"]))
