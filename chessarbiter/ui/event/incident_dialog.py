"""Recording an incident: what happened, the rules' suggestion as the arbiter types, and the
decision (the suggestion, another one, or none yet).

The suggestion is the core's (:func:`~chessarbiter.core.incidents.suggest`) over the incidents
already recorded, exactly as the service will store it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from html import escape

from PySide6.QtCore import QCoreApplication, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.clock import parse_clock_time
from chessarbiter.core.incidents import (
    Decision,
    Details,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    IncidentKind,
    LateArrival,
    Suggestion,
    minutes_late,
    suggest,
    time_of_day_seconds,
    validate_incident,
)
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.event.decision_rows import DecisionRows
from chessarbiter.ui.event.incident_labels import draw_kind_text, kind_text, sanction_text

translate = QCoreApplication.translate  # a name lupdate recognises
SUGGESTION_STYLE = "QLabel { background: #eef3fb; border: 1px solid #b8c7e0; padding: 6px; }"


def suggestion_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(SUGGESTION_STYLE)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * 4 + 14)
    return label


def suggestion_html(suggestion: Suggestion, currency: str = "") -> str:
    """The sanction in bold over the sentence that cites the rule."""
    verdict = (translate("incidents", "For the arbiter to decide")
               if suggestion.decision is Decision.PENDING
               else sanction_text(suggestion.decision, suggestion.fine,
                                  suggestion.time_penalty_seconds, currency))
    return f"<b>{escape(verdict)}</b><br>{escape(suggestion.explanation)}"


def current_round(t: Tournament) -> int:
    """The first round with a game still to finish (the last round once all are done)."""
    open_rounds = [g.round for g in t.games if g.result is None]
    return min(open_rounds) if open_rounds else max(t.rounds, 1)


class IncidentFormDialog(QDialog):
    """An incident's form whose OK hands the incident checked so far (``_chosen``) to
    ``submit``; a refusal is shown beside its field and the dialog stays open."""

    def __init__(self, submit: Callable[[Incident], None], parent: QWidget | None) -> None:
        super().__init__(parent)
        self._submit = submit
        self._chosen: Incident | None = None
        self.setMinimumWidth(620)
        self.form = ErrorForm()

    def accept(self) -> None:
        if self._chosen is None:
            return
        try:
            self._submit(self._chosen)
        except ActionRefused as exc:
            self.form.show_errors({exc.field or "": str(exc)})
            return
        super().accept()


class RecordIncidentDialog(IncidentFormDialog):
    """``submit`` gets the incident (with the decision, if one was taken) and may refuse it."""

    def __init__(self, kind: IncidentKind, t: Tournament, settings: EventSettings,
                 recorded: Sequence[Incident], submit: Callable[[Incident], None],
                 round_start: str = "", parent: QWidget | None = None) -> None:
        super().__init__(submit, parent)
        self.kind, self._t, self._settings = kind, t, settings
        self._recorded = list(recorded)
        self.setWindowTitle(kind_text(kind))
        self.round = QSpinBox()
        self.round.setRange(1, max(t.rounds, 1))
        self.round.setValue(current_round(t))
        self.player = QComboBox()
        for p in sorted(t.players, key=lambda p: p.start_no):
            self.player.addItem(f"{p.start_no}  {p.name}", p.start_no)
        self.board = QLabel()
        self.form.add_field("round", self.tr("Round"), self.round)
        self.form.add_field("start_no", self.tr("Player"), self.player)
        self.form.form.insertRow(self.form.form.rowCount() - 1, self.tr("Game"), self.board)
        self.round_start = QLineEdit(round_start)
        self.round_start.setPlaceholderText(self.tr("e.g. 19:00"))
        self.at = QLineEdit("" if kind is IncidentKind.LATE_ARRIVAL
                            else QTime.currentTime().toString("HH:mm"))
        self.at.setPlaceholderText(self.tr("e.g. 19:12"))
        self.late = QLabel()
        self.noise = QCheckBox(self.tr("It made a noise during the game"))
        self.remaining = QLineEdit()
        self.remaining.setPlaceholderText(self.tr("m:ss on the offender's clock, e.g. 14:01"))
        self.move_number = QSpinBox()
        self.move_number.setRange(0, 999)
        self.draw_kind = QComboBox()
        for draw in DrawKind:
            self.draw_kind.addItem(draw_kind_text(draw), draw)
        self._add_details(kind)
        self.suggestion = suggestion_label()
        self.form.form.insertRow(self.form.form.rowCount() - 1, self.tr("Rules suggest"),
                                 self.suggestion)
        self.decision = DecisionRows(self.form, settings.currency)
        self.note = QLineEdit()
        self.form.add_field("note", self.tr("Note"), self.note)
        self.buttons = ok_cancel(self)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)

        for signal in (self.round.valueChanged, self.player.currentIndexChanged,
                       self.round_start.textChanged, self.at.textChanged,
                       self.noise.toggled, self.remaining.textChanged,
                       self.move_number.valueChanged, self.draw_kind.currentIndexChanged,
                       self.note.textChanged,
                       self.decision.changed):
            signal.connect(self.update_suggestion)
        self.update_suggestion()

    def _add_details(self, kind: IncidentKind) -> None:
        add = self.form.add_field
        if kind is IncidentKind.LATE_ARRIVAL:
            add("round_start", self.tr("Round started at"), self.round_start)
            add("at", self.tr("Arrived at the board"), self.at)
            self.form.form.insertRow(self.form.form.rowCount() - 1, self.tr("Late by"),
                                     self.late)
            return
        add("at", self.tr("Time"), self.at)
        if kind is IncidentKind.DEVICE:
            add("made_noise", "", self.noise)
            add("remaining_seconds", self.tr("Offender's clock"), self.remaining)
        elif kind is IncidentKind.EARLY_DRAW:
            add("move_number", self.tr("Move being played"), self.move_number)
            add("draw_kind", self.tr("Kind of draw"), self.draw_kind)

    # --- live -------------------------------------------------------------------------------
    def update_suggestion(self) -> None:
        """Read the fields, show the rules' suggestion and any problem under its field."""
        occurrence, problems = self._occurrence()
        if occurrence is None:
            self.suggestion.setText(problems.pop("", "") or self.tr(
                "Correct the fields marked in red to see what the rules suggest."))
            self.decision.set_suggestion(None)
            self._finish(None, problems)
            return
        suggestion = suggest(occurrence, self._recorded, self._settings)
        self.suggestion.setText(suggestion_html(suggestion, self._settings.currency))
        self.decision.set_suggestion(suggestion)
        try:
            chosen = self.decision.decided(replace(occurrence, suggestion=suggestion),
                                           self.note.text().strip())
        except ValueError as exc:
            self._finish(None, {"time_penalty_seconds": str(exc)})
            return
        self._finish(chosen, validate_incident(chosen))

    def round_start_text(self) -> str:
        return self.round_start.text().strip()

    # --- reading the fields -----------------------------------------------------------------
    def _finish(self, chosen: Incident | None, problems: dict[str, str]) -> None:
        self._chosen = chosen if not problems else None
        self.form.show_errors(problems)
        self.ok.setEnabled(self._chosen is not None)

    def _occurrence(self) -> tuple[Incident | None, dict[str, str]]:
        """The incident as it happened (no decision), or the problems in the fields; an empty
        required field blocks OK without a message under it (key "")."""
        rnd, start_no = self.round.value(), self.player.currentData()
        game = next((g for g in self._t.round_games(rnd) if start_no in (g.white, g.black)),
                    None)
        self.board.setText(self.tr("no game in this round") if game is None else
                           self.tr("board {0}: {1} – {2}").format(
                               game.board, self._name(game.white), self._name(game.black)))
        self.late.clear()
        missing = self._missing()
        if missing:
            return None, {"": missing}
        problems: dict[str, str] = {}
        details = self._details(problems)
        incident = Incident(rnd, start_no if start_no is not None else 0, self.at.text().strip(),
                            details, board=game.board if game else None)
        problems.update(validate_incident(incident))
        return (incident if not problems else None), problems

    def _missing(self) -> str:
        if self.player.count() == 0:
            return self.tr("The event has no players.")
        if self.kind is IncidentKind.LATE_ARRIVAL:
            if not self.round_start_text() or not self.at.text().strip():
                return self.tr("Type when the round started and when the player arrived.")
        elif not self.at.text().strip():
            return self.tr("Type the time of the incident.")
        if self.kind is IncidentKind.DEVICE and not self.remaining.text().strip():
            return self.tr("Type the time left on the offender's clock.")
        return ""

    def _details(self, problems: dict[str, str]) -> Details:
        if self.kind is IncidentKind.LATE_ARRIVAL:
            try:
                time_of_day_seconds(self.round_start_text())
            except ValueError as exc:
                problems["round_start"] = str(exc)
                return None
            try:
                late = minutes_late(self.round_start_text(), self.at.text())
            except ValueError:
                return None  # the arrival time's own message comes from validate_incident
            self.late.setText(self.tr("{0} minutes").format(f"{late:g}") if late
                              else self.tr("on time"))
            return LateArrival(late)
        if self.kind is IncidentKind.DEVICE:
            try:
                left = parse_clock_time(self.remaining.text())
            except ValueError as exc:
                problems["remaining_seconds"] = str(exc)
                return None
            return DeviceFound(self.noise.isChecked(), left)
        if self.kind is IncidentKind.EARLY_DRAW:
            return DrawRecord(self.move_number.value(), DrawKind(self.draw_kind.currentData()))
        return None

    def _name(self, start_no: int) -> str:
        player = self._t.by_start_no.get(start_no)
        return player.name if player else str(start_no)

