"""The arbiter's decision on a recorded incident, beside what the rules suggested for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.incidents import Incident, validate_incident
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.event.decision_rows import SUGGESTED, DecisionRows
from chessarbiter.ui.event.incident_dialog import (
    IncidentFormDialog,
    suggestion_html,
    suggestion_label,
)
from chessarbiter.ui.event.incident_labels import details_text, kind_text


class DecideDialog(IncidentFormDialog):
    """``submit`` gets the incident with the new decision and may refuse it."""

    def __init__(self, incident: Incident, player: str, submit: Callable[[Incident], None],
                 parent: QWidget | None = None, currency: str = "") -> None:
        super().__init__(submit, parent)
        self._incident = incident
        self.setWindowTitle(self.tr("Decide: {0}").format(kind_text(incident.kind)))
        board = self.tr(", board {0}").format(incident.board) if incident.board else ""
        what = kind_text(incident.kind)
        details = details_text(incident)
        summary = QLabel(self.tr("Round {0}{1} · {2} · {3}").format(
            incident.round, board, player, f"{what}: {details}" if details else what))
        summary.setWordWrap(True)
        self.form.form.insertRow(0, self.tr("Incident"), summary)
        self.suggestion = suggestion_label()
        if incident.suggestion is not None:
            self.suggestion.setText(suggestion_html(incident.suggestion, currency))
        self.form.form.insertRow(1, self.tr("Rules suggested"), self.suggestion)
        self.decision = DecisionRows(self.form, currency)
        self.decision.set_suggestion(incident.suggestion)
        if incident.confirmed:
            self.decision.choose(incident.decision)
            self.decision.show_values(incident.fine, incident.time_penalty_seconds)
        elif self.decision.decision.findData(SUGGESTED) >= 0:
            self.decision.choose(SUGGESTED)
        self.note = QLineEdit(incident.note)
        self.form.add_field("note", self.tr("Note"), self.note)
        self.buttons = ok_cancel(self)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.decision.changed.connect(self._check)
        self.note.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        try:
            chosen = self.decision.decided(self._incident, self.note.text().strip())
        except ValueError as exc:
            problems = {"time_penalty_seconds": str(exc)}
        else:
            problems = validate_incident(chosen)
        self._chosen = None if problems else chosen
        self.form.show_errors(problems)
        self.ok.setEnabled(self._chosen is not None)
