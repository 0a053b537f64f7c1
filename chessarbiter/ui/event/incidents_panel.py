"""The incidents of the event: record one (late arrival, device, early draw, other), decide,
delete, and print the incident report. Each action is one undoable command."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QToolBar, QVBoxLayout, QWidget

from chessarbiter.core.incidents import Incident, IncidentKind
from chessarbiter.ui.common.feedback import confirm, run_or_warn
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.report_files import default_target, save_report
from chessarbiter.ui.event.commands import INCIDENTS, PLAYERS
from chessarbiter.ui.event.confirming import run_asking
from chessarbiter.ui.event.decide_dialog import DecideDialog
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.incident_commands import (
    DecideIncident,
    DeleteIncident,
    IncidentRefs,
    RecordIncident,
)
from chessarbiter.ui.event.incident_dialog import RecordIncidentDialog
from chessarbiter.ui.event.incident_labels import kind_text
from chessarbiter.ui.event.incidents_model import IncidentsModel
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView


class IncidentsPanel(StateView):
    """The round's incidents and their decisions."""

    topics = frozenset({PLAYERS, INCIDENTS})  # a result typed leaves it as it is
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refs = IncidentRefs()
        self.round_start = ""  # the last round start typed, offered again for the next late
        self.model = IncidentsModel(self)
        self.table = FittedTable(self.model, "incidents", rows=8)
        self.table.doubleClicked.connect(lambda _index: self.decide())

        self.record_actions: dict[IncidentKind, QAction] = {}
        for kind, text in ((IncidentKind.LATE_ARRIVAL, self.tr("Late arrival…")),
                           (IncidentKind.DEVICE, self.tr("Device…")),
                           (IncidentKind.EARLY_DRAW, self.tr("Early draw…")),
                           (IncidentKind.OTHER, self.tr("Other…"))):
            self.record_actions[kind] = self._action(text, partial(self.record, kind))
        self.decide_action = self._action(self.tr("Decide…"), self.decide)
        self.delete_action = self._action(self.tr("Delete"), self.delete)
        self.report_action = self._action(self.tr("Incident report…"), self.save_report)
        self.summary = QLabel()
        bar = QToolBar()  # folds into a » menu when the window is narrow
        for action in self.record_actions.values():
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.decide_action)
        bar.addAction(self.delete_action)
        bar.addSeparator()
        bar.addAction(self.report_action)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(bar)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.clear()

    def set_document(self, document: EventDocument | None) -> None:
        self.refs = IncidentRefs()  # ids belong to one event file and its undo stack
        super().set_document(document)

    # --- drawing ----------------------------------------------------------------------------
    def clear(self) -> None:
        self.model.set_incidents([], {})
        self.summary.clear()
        self._update_buttons()

    def note(self, state: EventState) -> None:
        self._update_buttons()

    def draw(self, state: EventState) -> None:
        incidents = self.incidents()
        self.model.set_incidents(incidents, state.tournament.by_start_no, state.settings.currency)
        pending = sum(1 for i in incidents if not i.confirmed)
        text = (self.tr("1 incident") if len(incidents) == 1
                else self.tr("{0} incidents").format(len(incidents)))
        if pending:
            text += self.tr(" · {0} awaiting a decision").format(pending)
        self.summary.setText(text)
        self._update_buttons()

    def incidents(self) -> list[Incident]:
        from chessarbiter.services.incidents import IncidentService

        return IncidentService(self._require().service).incidents()

    def selected(self) -> Incident | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()) if rows else None

    def select(self, incident_id: int | None) -> None:
        for row, incident in enumerate(self.model.rows()):
            if incident.id == incident_id:
                self.table.selectRow(row)

    # --- actions ----------------------------------------------------------------------------
    def record_dialog(self, kind: IncidentKind) -> RecordIncidentDialog:
        document = self._require()
        state = document.state

        def submit(incident: Incident) -> None:
            command = RecordIncident(document.service, self.refs, incident)
            document.run(command)
            self.message.emit(command.text())
            if command.recorded is not None:
                self.select(command.recorded.id)

        return RecordIncidentDialog(kind, state.tournament, state.settings, self.incidents(),
                                    submit, self.round_start, self)

    def record(self, kind: IncidentKind) -> None:
        dialog = self.record_dialog(kind)
        if dialog.exec() and kind is IncidentKind.LATE_ARRIVAL:
            self.round_start = dialog.round_start_text()

    def decide_dialog(self) -> DecideDialog | None:
        document, incident = self._require(), self.selected()
        if incident is None or incident.id is None:
            return None
        incident_id = incident.id
        player = document.state.tournament.by_start_no.get(incident.start_no)
        who = f"{incident.start_no} {player.name}" if player else str(incident.start_no)

        def submit(decided: Incident) -> None:
            run_asking(self, document, lambda confirmed: DecideIncident(
                document.service, self.refs, incident_id, decided.decision, decided.fine,
                decided.time_penalty_seconds, decided.note, confirmed))
            self.select(incident_id)

        return DecideDialog(incident, who, submit, self,
                            currency=document.state.settings.currency)

    def decide(self) -> None:
        dialog = self.decide_dialog()
        if dialog is not None:
            dialog.exec()

    def delete(self, ask: Callable[[str], bool] | None = None) -> None:
        """Delete the selected incident after ``ask`` (a yes/no question) agrees."""
        document, incident = self._require(), self.selected()
        if incident is None:
            return
        question = self.tr("Delete the {0} of round {1}? Edit ▸ Undo brings it back.").format(
            kind_text(incident.kind).lower(), incident.round)
        agreed = ask(question) if ask else confirm(self, self.tr("Delete incident"), question)
        if agreed:
            run_or_warn(self, document, DeleteIncident(document.service, self.refs, incident))

    def save_report(self) -> None:
        document = self._require()

        def render() -> bytes:
            from chessarbiter import reports

            return reports.incident_report(document.state.tournament, self.incidents(),
                                           document.state.report_info,
                                           reports.PrintOptions())

        path = save_report(self, self.tr("Save the incident report"),
                           default_target(document.path, "incidents.pdf"),
                           self.tr("PDF files (*.pdf)"), render)
        if path is not None:
            self.message.emit(self.tr("Incident report written to {0}").format(path))

    # --- helpers ----------------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], None]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _require(self) -> EventDocument:
        assert self.document is not None, "actions are disabled while no event is open"
        return self.document

    def _update_buttons(self, *_args: object) -> None:
        document = self.document
        writable = document is not None and not document.read_only and document.state.scheduled
        chosen = writable and self.selected() is not None
        self.decide_action.setEnabled(chosen)
        self.delete_action.setEnabled(chosen)
        self.report_action.setEnabled(document is not None)
        tip = ""
        if document is not None and document.read_only:
            tip = self.tr("Open read-only: nothing can be recorded here")
        elif document is not None and not writable:
            tip = self.tr("Incidents are recorded once the schedule is made")
        for action in self.record_actions.values():
            action.setEnabled(writable)
            action.setToolTip(tip or action.text().rstrip("…"))
