"""Undoable incident actions: record, decide, delete.

Undoing a deletion records the incident again, and the event file gives it a new id (the
service cannot put a row back under its old one). Commands therefore hold an
:class:`IncidentRef` rather than an id: every command about one incident shares the same ref,
and :class:`IncidentRefs` moves it to the new id, so a later undo or redo still finds it.
A re-recorded incident keeps everything it had, its stored suggestion included; only its id
and its place at the end of its round's list change.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.incidents import Decision, Incident
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.event.commands import ServiceCommand
from chessarbiter.ui.event.incident_labels import decision_text, kind_text

if TYPE_CHECKING:
    from chessarbiter.services.events import EventService
    from chessarbiter.services.incidents import IncidentService

translate = QCoreApplication.translate  # a name lupdate recognises


class IncidentRef:
    """One incident as the undo stack knows it; ``id`` is None while it is deleted."""

    __slots__ = ("id",)

    def __init__(self, incident_id: int | None) -> None:
        self.id = incident_id

    def current(self) -> int:
        if self.id is None:
            raise ActionRefused(translate("commands", "the incident is deleted"), "id")
        return self.id


class IncidentRefs:
    """The refs of one open event, by the id each incident has now."""

    def __init__(self) -> None:
        self._by_id: dict[int, IncidentRef] = {}

    def ref(self, incident_id: int) -> IncidentRef:
        return self._by_id.setdefault(incident_id, IncidentRef(incident_id))

    def stored(self, ref: IncidentRef, incident_id: int) -> None:
        ref.id = incident_id
        self._by_id[incident_id] = ref

    def removed(self, ref: IncidentRef) -> None:
        """The incident is gone: its id may be given to a new incident, with a new ref."""
        if ref.id is not None and self._by_id.get(ref.id) is ref:
            del self._by_id[ref.id]
        ref.id = None


class IncidentCommand(ServiceCommand):
    """An incident action; the event is read again after it, because a forfeit decision sets
    (or puts back) a board's result and the board names the incident."""

    def __init__(self, service: EventService, refs: IncidentRefs, text: str) -> None:
        super().__init__(service, text)
        self.refs = refs

    @property
    def incidents(self) -> IncidentService:
        from chessarbiter.services.incidents import IncidentService

        return IncidentService(self.service)

class RecordIncident(IncidentCommand):
    """A new incident with the decision taken on the spot (PENDING leaves it open)."""

    def __init__(self, service: EventService, refs: IncidentRefs, incident: Incident) -> None:
        super().__init__(service, refs, translate("commands", "Record {0}, round {1}").format(
            kind_text(incident.kind).lower(), incident.round))
        self.incident = replace(incident, id=None)
        self.ref: IncidentRef | None = None
        self.recorded: Incident | None = None

    def apply(self) -> None:
        self.recorded = self.incidents.record(self.incident)
        assert self.recorded.id is not None
        if self.ref is None:
            self.ref = self.refs.ref(self.recorded.id)
        else:
            self.refs.stored(self.ref, self.recorded.id)

    def revert(self) -> None:
        assert self.ref is not None
        self.incidents.delete(self.ref.current())
        self.refs.removed(self.ref)


class DecideIncident(IncidentCommand):
    def __init__(self, service: EventService, refs: IncidentRefs, incident_id: int,
                 decision: Decision, fine: int, time_penalty_seconds: int, note: str,
                 confirmed: bool = False) -> None:
        super().__init__(service, refs, translate("commands", "Decide incident: {0}").format(
            decision_text(decision).lower()))
        self.ref = refs.ref(incident_id)
        self.decision, self.fine, self.penalty, self.note = (
            decision, fine, time_penalty_seconds, note)
        self.confirmed = confirmed
        self.old: Incident | None = None

    def apply(self) -> None:
        self.old = self.incidents.decide(self.ref.current(), self.decision, self.fine,
                                         self.penalty, self.note, confirmed=self.confirmed)

    def revert(self) -> None:
        assert self.old is not None
        self.incidents.restore(replace(self.old, id=self.ref.current()))


class DeleteIncident(IncidentCommand):
    def __init__(self, service: EventService, refs: IncidentRefs, incident: Incident) -> None:
        super().__init__(service, refs, translate("commands", "Delete {0}, round {1}").format(
            kind_text(incident.kind).lower(), incident.round))
        assert incident.id is not None
        self.ref = refs.ref(incident.id)
        self.old: Incident | None = None

    def apply(self) -> None:
        self.old = self.incidents.delete(self.ref.current())
        self.refs.removed(self.ref)

    def revert(self) -> None:
        assert self.old is not None
        stored = self.incidents.record(replace(self.old, id=None))
        assert stored.id is not None
        self.incidents.restore(replace(self.old, id=stored.id))  # its first suggestion too
        self.refs.stored(self.ref, stored.id)
