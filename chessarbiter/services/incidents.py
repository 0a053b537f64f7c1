"""Incidents at the board and the prize ledger they feed, on one event.

An incident is stored with the rules' suggestion as it stood when it was recorded, so the
report shows what the rules proposed next to what the arbiter decided.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, replace
from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.incidents import (
    Decision,
    DrawKind,
    DrawRecord,
    Incident,
    check_draw,
    fines_by_player,
    suggest,
    validate_incident,
)
from chessarbiter.core.prizes import PrizeLedger, event_ledger
from chessarbiter.db.database import caller_name, raw_execute
from chessarbiter.db.event_reads import incident_of, read_incidents
from chessarbiter.db.models import EventRow, IncidentRow, PlayerRow
from chessarbiter.services.concurrency import compare_and_set
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.events import EventService
from chessarbiter.services.incident_boards import follow_decision


class IncidentService:
    """Recording and deciding incidents; the prize ledger that deducts their fines."""

    def __init__(self, events: EventService) -> None:
        self.events = events

    def incidents(self) -> list[Incident]:
        with self.events.db.read() as session:
            return read_incidents(raw_execute(session), self.events.event_id)

    def record(self, incident: Incident, *, confirmed: bool = False) -> Incident:
        """Store ``incident`` with the rules' suggestion; returns it as stored (with its id).

        A decision taken on the spot acts as :meth:`decide` does (a forfeit sets the board).
        """
        tournament = self.events.tournament()
        if incident.start_no not in tournament.by_start_no:
            raise ActionRefused(
                f"there is no player with start number {incident.start_no}", "start_no"
            )
        if not 1 <= incident.round <= max(tournament.rounds, 1):
            raise ActionRefused(f"round {incident.round} does not exist", "round")
        settings = self.events.settings()
        earlier = self.incidents()
        _refuse_repeat(incident, earlier)
        try:
            suggestion = suggest(incident, earlier, settings)
        except ValueError as exc:
            raise ActionRefused(str(exc), "details") from None
        incident = replace(incident, suggestion=suggestion)
        _refuse_invalid(incident)
        with self._writing() as session:
            player = session.scalars(select(PlayerRow).where(
                PlayerRow.event_id == self.events.event_id,
                PlayerRow.start_no == incident.start_no,
            )).one()
            row = IncidentRow(event_id=self.events.event_id, player_id=player.id,
                              created_at=datetime.now(UTC).replace(tzinfo=None))
            _fill(row, incident)
            session.add(row)
            session.flush()
            follow_decision(session, self._event_row(session), row, Decision.PENDING,
                            incident.decision, incident.kind, confirmed)
            return replace(incident, id=row.id)

    def file_early_draw(self, rnd: int, board: int, moves_completed: int,
                        at: str | None = None) -> Incident | None:
        """A draw entered with the moves both players completed: when the event's move
        limit says it came too early, an early-draw incident for the arbiter (the rule book's
        suggestion attached, nothing decided) is recorded and returned; else None."""
        if moves_completed < 0:
            raise ActionRefused("the number of moves cannot be negative", "moves")
        settings = self.events.settings()
        move = moves_completed + 1  # the draw was agreed during the next move
        if check_draw(move, DrawKind.AGREED, settings) is None:
            return None
        game = self.events.boards().board(rnd, board)
        return self.record(Incident(
            round=rnd, start_no=game.white, at=at or datetime.now().strftime("%H:%M"),
            details=DrawRecord(move, DrawKind.AGREED), board=board,
            note=f"draw entered after {moves_completed} moves completed by both players"))

    def decide(self, incident_id: int, decision: Decision, fine: int = 0,
               time_penalty_seconds: int = 0, note: str | None = None, *,
               confirmed: bool = False) -> Incident:
        """The arbiter's decision on an incident; returns the incident as it was before.

        A forfeit sets the board's result (and a decision changed from a forfeit puts the
        previous one back); when that changes who is tied for first after the play-off
        started, :class:`NeedsConfirmation` unless ``confirmed``.
        """
        with self._writing() as session:
            row = self._row(session, incident_id)
            old = _incident(row)
            new = replace(old, decision=decision, fine=fine,
                          time_penalty_seconds=time_penalty_seconds,
                          note=old.note if note is None else note)
            _refuse_invalid(new)
            follow_decision(session, self._event_row(session), row, old.decision,
                            new.decision, new.kind, confirmed)
            _fill(row, new)
            return old

    def restore(self, incident: Incident) -> None:
        """Put back a decision exactly as it was (undo of :meth:`decide`), with the board."""
        if incident.id is None:
            raise ActionRefused("only a stored incident can be restored", "id")
        with self._writing() as session:
            row = self._row(session, incident.id)
            follow_decision(session, self._event_row(session), row, Decision(row.decision),
                            incident.decision, incident.kind, True)
            _fill(row, incident)

    def delete(self, incident_id: int) -> Incident:
        """Remove an incident; a forfeit it decided is taken off its board."""
        with self._writing() as session:
            row = self._row(session, incident_id)
            old = _incident(row)
            follow_decision(session, self._event_row(session), row, old.decision,
                            Decision.PENDING, old.kind, True)
            session.delete(row)
            return old

    def prize_ledger(self, champion: int | None = None) -> PrizeLedger:
        """Who is paid what after ties, confirmed fines and ineligible players."""
        settings = self.events.settings()
        try:
            return event_ledger(self.events.tournament(), settings, self.events.standings(),
                                fines_by_player(self.incidents()), champion)
        except ValueError as exc:
            raise ActionRefused(str(exc), "prizes") from None

    @contextmanager
    def _writing(self) -> Iterator[Session]:
        """A transaction whose writes are compare-and-set on the incident and the board."""
        conflict = EditConflict("The incident or its board was changed on another computer; "
                                "your decision was not saved. Reload and check.")
        # 0: caller_name, 1: here, 2: contextlib, 3: the action
        with compare_and_set(self.events.db, lambda: conflict,
                             action=caller_name(3)) as session:
            yield session

    def _event_row(self, session: Session) -> EventRow:
        return self.events._event(session)

    def _row(self, session: Session, incident_id: int) -> IncidentRow:
        row = session.get(IncidentRow, incident_id)
        if row is None or row.event_id != self.events.event_id:
            raise ActionRefused(f"there is no incident {incident_id}", "id")
        return row


def _refuse_repeat(incident: Incident, earlier: list[Incident]) -> None:
    """A retry of ``incident add`` (same round, player, board, time and details as one stored)
    records nothing: a second incident needs its own time."""
    key = (incident.round, incident.start_no, incident.board, str(incident.at),
           incident.details)
    for other in earlier:
        if (other.round, other.start_no, other.board, str(other.at), other.details) == key:
            raise AlreadyRecorded(f"Incident {other.id} already records this (round "
                                  f"{other.round}, player {other.start_no}, at {other.at}): "
                                  "nothing changed. A second incident needs its own time.")


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
    """The incident an ORM row holds, by the plain-SQL reader's translation."""
    return incident_of((row.round, row.board, row.player.start_no, row.at, row.details,
                        row.suggestion, row.decision, row.fine, row.time_penalty_seconds,
                        row.note, row.id))
