"""The arbiter's decision on an incident, as rows of a form: accept what the rules suggest,
or choose another decision with its fine and time penalty.

Whether a fine or a penalty fits a decision is the core's judgement
(:func:`~chessarbiter.core.incidents.validate_incident`); the dialogs show its messages under
these fields as the arbiter types.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

from chessarbiter.core.clock import format_clock_time, parse_clock_time
from chessarbiter.core.incidents import Decision, Incident, Suggestion, accept_suggestion
from chessarbiter.ui.common.forms import ErrorForm
from chessarbiter.ui.event.incident_labels import decision_text, sanction_text

SUGGESTED = "suggested"  # the combo's first entry while the rules make a suggestion


class DecisionRows(QObject):
    """Decision, fine and time penalty fields added to ``form``; ``changed`` on every edit."""

    changed = Signal()

    def __init__(self, form: ErrorForm, currency: str = "") -> None:
        super().__init__(form)
        self._currency = currency
        self.decision = QComboBox()
        self.fine = QSpinBox()
        self.fine.setRange(0, 1_000_000)
        self.penalty = QLineEdit()
        self.penalty.setPlaceholderText(self.tr("m:ss, e.g. 10:00"))
        self._suggestion: Suggestion | None = None
        for decision in Decision:
            self.decision.addItem(decision_text(decision), decision)
        self.decision.setCurrentIndex(self.decision.findData(Decision.PENDING))
        form.add_field("decision", self.tr("Decision"), self.decision)
        form.add_field("fine", self.tr("Fine"), self.fine)
        form.add_field("time_penalty_seconds", self.tr("Time penalty"), self.penalty)
        self.decision.currentIndexChanged.connect(self._decision_chosen)
        self.fine.valueChanged.connect(self.changed)
        self.penalty.textChanged.connect(self.changed)

    def set_suggestion(self, suggestion: Suggestion | None) -> None:
        """Offer "as the rules suggest" first when the rules make a decision of their own (and
        choose it while nothing else is); while it is chosen, the fine and penalty show the
        suggestion's."""
        self._suggestion = suggestion
        acceptable = suggestion is not None and suggestion.decision is not Decision.PENDING
        offered = self.decision.itemData(0) == SUGGESTED
        self.decision.blockSignals(True)
        if acceptable and suggestion is not None:
            text = self.tr("As the rules suggest: {0}").format(
                sanction_text(suggestion.decision, suggestion.fine,
                              suggestion.time_penalty_seconds, self._currency))
            if offered:
                self.decision.setItemText(0, text)
            else:
                undecided = self.decision.currentData() == Decision.PENDING
                self.decision.insertItem(0, text, SUGGESTED)
                if undecided:  # nothing chosen yet: the rules' suggestion is the default
                    self.decision.setCurrentIndex(0)
        elif offered:
            was_chosen = self.decision.currentIndex() == 0
            self.decision.removeItem(0)
            if was_chosen:
                self.decision.setCurrentIndex(self.decision.findData(Decision.PENDING))
        self.decision.blockSignals(False)
        self._sync_fields()

    def choose(self, decision: Decision | str) -> None:
        """Select ``decision``, or :data:`SUGGESTED` (the rules' suggestion)."""
        index = self.decision.findData(decision)
        if index < 0:
            raise ValueError(f"{decision} is not offered")
        self.decision.setCurrentIndex(index)

    def show_values(self, fine: int, time_penalty_seconds: int) -> None:
        self.fine.setValue(fine)
        self.penalty.setText(format_clock_time(time_penalty_seconds)
                             if time_penalty_seconds else "")

    def decided(self, incident: Incident, note: str) -> Incident:
        """``incident`` (carrying its suggestion) with the decision in the fields; a time
        penalty that cannot be read raises ValueError."""
        if self.decision.currentData() == SUGGESTED:
            return accept_suggestion(incident, note)
        text = self.penalty.text().strip()
        return replace(incident, decision=Decision(self.decision.currentData()),
                       fine=self.fine.value(),
                       time_penalty_seconds=parse_clock_time(text) if text else 0, note=note)

    def _decision_chosen(self) -> None:
        self._sync_fields()
        self.changed.emit()

    def _sync_fields(self) -> None:
        """Fine and penalty show the suggestion's, read-only, while it is the choice; quietly,
        since the dialog calls this while it reads the fields."""
        suggested = self.decision.currentData() == SUGGESTED
        if suggested and self._suggestion is not None:
            for field in (self.fine, self.penalty):
                field.blockSignals(True)
            self.show_values(self._suggestion.fine, self._suggestion.time_penalty_seconds)
            for field in (self.fine, self.penalty):
                field.blockSignals(False)
        self.fine.setEnabled(not suggested)
        self.penalty.setEnabled(not suggested)
