"""Event settings: the event's header and every rule-book number of its preset.

The pages are built from the fields of :class:`EventSettings`, so a number added to the
settings later shows up here (on the "Other" page) without a change to this dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.players import RATINGS_SHOWN
from chessarbiter.core.presets import PRESETS
from chessarbiter.core.settings import EDITIONS, WITHDRAWAL_RULES, EventSettings
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, message_label, ok_cancel, show_message
from chessarbiter.ui.common.labels import (
    edition_text,
    rating_shown_text,
    withdrawal_rule_name,
    withdrawal_rule_text,
)
from chessarbiter.ui.event.tiebreak_editor import TiebreakEditor

translate = QCoreApplication.translate  # a name lupdate recognises

HEADER_FIELDS = ("name", "site", "federation", "start_date", "end_date", "arbiter")
FIXED_ONCE_SCHEDULED = ("cycles", "swap_last_two", "system", "initial_colour",
                        "pairing_rating")
Submit = Callable[[dict[str, Any], dict[str, str]], None]


def _pages() -> list[tuple[str, tuple[str, ...]]]:
    return [
        (translate("Settings", "Tie-breaks"),
         ("tiebreaks", "koya_limit_offset", "edition")),
        (translate("Settings", "Rounds && withdrawals"),
         ("cycles", "swap_last_two", "withdrawal_rule")),
        (translate("Settings", "Penalties"),
         ("late_fine", "late_forfeit_minutes", "device_fine", "device_penalty_minutes",
          "device_penalty_threshold_minutes", "device_second_offence_forfeit", "draw_min_moves",
          "draw_moves_reading", "ask_draw_moves")),
        (translate("Settings", "Prizes"),
         ("prize_amounts", "currency", "prize_tie_rule", "prize_ineligible_rule",
          "forfeit_or_withdrawal_loses_prize")),
        (translate("Settings", "Display"), ("rating_shown",)),
        (translate("Settings", "Swiss pairings"),
         ("system", "swiss_rounds", "pairing_rating", "initial_colour", "pab_points",
          "acceleration")),
        (translate("Settings", "Play-offs"),
         ("playoff_rapid_time_control", "armageddon_base_seconds",
          "armageddon_increment_seconds")),
    ]


def _labels() -> dict[str, str]:
    return {
        "name": translate("Settings", "Event name"),
        "site": translate("Settings", "Site"),
        "federation": translate("Settings", "Federation"),
        "start_date": translate("Settings", "Start date"),
        "end_date": translate("Settings", "End date"),
        "arbiter": translate("Settings", "Arbiter"),
        "tiebreaks": translate("Settings", "Tie-break chain"),
        "koya_limit_offset": translate("Settings", "Koya limit (points from 50%)"),
        "edition": translate("Settings", "Tie-break rules"),
        "cycles": translate("Settings", "Cycles"),
        "swap_last_two": translate("Settings", "Swap the last two rounds of cycle 1"),
        "withdrawal_rule": translate("Settings", "Withdrawal rule"),
        "time_control": translate("Settings", "Time control"),
        "late_fine": translate("Settings", "Fine for lateness"),
        "late_forfeit_minutes": translate("Settings", "Forfeit when late by"),
        "device_fine": translate("Settings", "Fine for an electronic device"),
        "device_penalty_minutes": translate("Settings", "Clock penalty for a device"),
        "device_penalty_threshold_minutes":
            translate("Settings", "…when the offender has more than"),
        "device_second_offence_forfeit":
            translate("Settings", "A second device offence loses the game"),
        "draw_min_moves": translate("Settings", "No agreed draw in fewer moves than"),
        "draw_moves_reading": translate("Settings", "…counting"),
        "ask_draw_moves": translate("Settings", "Typing a draw asks the moves completed"),
        "rating_shown": translate("Settings", "Rating shown"),
        "currency": translate("Settings", "Currency"),
        "forfeit_or_withdrawal_loses_prize":
            translate("Settings", "A forfeit or withdrawal loses the prize"),
        "playoff_rapid_time_control": translate("Settings", "Play-off rapid time control"),
        "armageddon_base_seconds": translate("Settings", "Armageddon base time"),
        "armageddon_increment_seconds": translate("Settings", "Armageddon increment"),
        "prize_amounts": translate("Settings", "Prizes, first place first"),
        "prize_tie_rule": translate("Settings", "Players tied on points"),
        "prize_ineligible_rule": translate("Settings", "Prize of an ineligible player"),
        "system": translate("Settings", "Pairing system"),
        "swiss_rounds": translate("Settings", "Rounds (Swiss)"),
        "pairing_rating": translate("Settings", "Rating of the initial order"),
        "initial_colour": translate("Settings", "Round 1: the top player has"),
        "pab_points": translate("Settings", "Pairing-allocated bye scores"),
        "acceleration": translate("Settings", "Acceleration"),
    }


def _choices() -> dict[str, list[tuple[object, str]]]:
    return {
        "edition": [(e, edition_text(e)) for e in EDITIONS],
        "withdrawal_rule": [(r, withdrawal_rule_name(r)) for r in WITHDRAWAL_RULES],
        "cycles": [(1, translate("Settings", "single round robin")),
                   (2, translate("Settings", "double round robin"))],
        "prize_tie_rule": [
            ("share", translate("Settings", "share the prizes of their places equally")),
            ("tiebreak", translate("Settings", "are separated by the tie-breaks")),
        ],
        "prize_ineligible_rule": [
            ("pass-down", translate("Settings", "passes to the next eligible player")),
            ("forfeited", translate("Settings", "is kept by the organiser")),
        ],
        "rating_shown": [(r, rating_shown_text(r)) for r in RATINGS_SHOWN],
        "system": [("round-robin", translate("Settings", "round robin (Berger tables)")),
                   ("swiss-dutch", translate("Settings", "Swiss, FIDE Dutch system (C.04.3)"))],
        "pairing_rating": [
            ("fide", translate("Settings", "FIDE rating")),
            ("uscf", translate("Settings", "US Chess rating")),
            ("fide-then-uscf", translate("Settings", "FIDE rating, else US Chess"))],
        "initial_colour": [
            ("lot", translate("Settings", "a colour drawn by lot when round 1 is paired")),
            ("white", translate("Settings", "White")), ("black", translate("Settings", "Black"))],
        "pab_points": [(1.0, translate("Settings", "1 point (a win, C.04.1 art. 3)")),
                       (0.5, translate("Settings", "½ point")),
                       (0.0, translate("Settings", "0 points"))],
        "acceleration": [("none", translate("Settings", "none")),
                         ("baku", translate("Settings", "Baku acceleration (C.04.5)"))],
        "draw_moves_reading": [
            ("completed", translate("Settings", "moves completed by both players")),
            ("started", translate("Settings", "the move under way (the limit's move allows "
                                              "it)")),
        ],
    }


class SettingsDialog(QDialog):
    """``submit`` gets the changed settings and header fields and may refuse them."""

    def __init__(self, settings: EventSettings, header: dict[str, str], scheduled: bool,
                 submit: Submit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings, self._header, self._submit = settings, header, submit
        self.setWindowTitle(self.tr("Event settings"))
        self.setMinimumSize(820, 540)
        self.widgets: dict[str, QWidget] = {}
        self._number_lists: dict[str, type[int] | type[float]] = {}  # the numbers' kind
        self.forms: list[ErrorForm] = []
        labels = _labels()

        self.tabs = QTabWidget()
        event_form = self._page(self.tr("Event"))
        for name in HEADER_FIELDS:
            edit = QLineEdit(header.get(name, ""))
            self._add(event_form, name, labels[name], edit)
        self._add(event_form, "time_control", labels["time_control"],
                  self._editor("time_control", settings.time_control))
        preset = PRESETS.get(settings.preset)
        event_form.form.addRow(self.tr("Preset"), QLabel(preset.title if preset
                                                         else settings.preset))
        placed = {"preset", "time_control"}
        for title, names in _pages():
            form = self._page(title)
            for name in names:
                self._add(form, name, labels[name], self._editor(name, getattr(settings, name)))
                placed.add(name)
        others = [f.name for f in fields(EventSettings) if f.name not in placed]
        if others:
            form = self._page(self.tr("Other"))
            for name in others:
                label = labels.get(name, name.replace("_", " ").capitalize())
                self._add(form, name, label, self._editor(name, getattr(settings, name)))
        if scheduled:
            for name in FIXED_ONCE_SCHEDULED:
                self.widgets[name].setEnabled(False)
                self.widgets[name].setToolTip(self.tr("Fixed once the schedule is made"))

        self.error = message_label()
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def changes(self) -> tuple[dict[str, Any], dict[str, str]]:
        """The settings and header fields whose values differ from what the event has;
        refused, naming the field, when a list of amounts cannot be read."""
        settings = {
            name: value for name in (f.name for f in fields(EventSettings))
            if name in self.widgets
            and (value := self._value(name)) != getattr(self._settings, name)
        }
        header = {
            name: value for name in HEADER_FIELDS
            if (value := self._value(name)) != self._header.get(name, "")
        }
        return settings, header

    def accept(self) -> None:
        try:
            settings, header = self.changes()
        except ActionRefused as exc:
            self._show_error(exc)
            return
        if settings or header:
            try:
                self._submit(settings, header)
            except ActionRefused as exc:
                self._show_error(exc)
                return
        super().accept()

    # --- building ------------------------------------------------------------------------
    def _page(self, title: str) -> ErrorForm:
        form = ErrorForm()
        self.forms.append(form)
        self.tabs.addTab(form, title)
        return form

    def _add(self, form: ErrorForm, name: str, label: str, widget: QWidget) -> None:
        self.widgets[name] = widget
        form.add_field(name, label, widget)

    def _editor(self, name: str, value: Any) -> QWidget:
        choices = _choices()
        if name in choices:
            combo = QComboBox()
            for data, text in choices[name]:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            if name == "withdrawal_rule":
                for i, rule in enumerate(WITHDRAWAL_RULES):
                    combo.setItemData(i, withdrawal_rule_text(rule),
                                      Qt.ItemDataRole.ToolTipRole)
            return combo
        if name == "tiebreaks":
            return TiebreakEditor(value)
        if isinstance(value, tuple):
            kind = float if any(isinstance(v, float) for v in value) else int
            amounts = QLineEdit(", ".join(f"{v:g}" for v in value))
            amounts.setPlaceholderText(self.tr("e.g. 4, 2, 1, 0") if kind is float
                                       else self.tr("e.g. 5000, 3000, 1500"))
            self._number_lists[name] = kind
            return amounts
        if isinstance(value, bool):
            box = QCheckBox()
            box.setChecked(value)
            return box
        if isinstance(value, int):
            spin = QSpinBox()
            spin.setRange(0, 1_000_000)
            spin.setValue(value)
            spin.setSuffix(self._unit(name))
            return spin
        if isinstance(value, float):
            koya = QDoubleSpinBox()
            koya.setRange(-20.0, 20.0)
            koya.setDecimals(1)
            koya.setSingleStep(0.5)
            koya.setValue(value)
            return koya
        return QLineEdit(str(value))

    def _unit(self, name: str) -> str:
        if name.endswith("_minutes"):
            return self.tr(" min")
        if name.endswith("_seconds"):
            return self.tr(" s")
        return ""

    def _value(self, name: str) -> Any:
        widget = self.widgets[name]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, TiebreakEditor):
            return widget.chain()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            return widget.value()
        assert isinstance(widget, QLineEdit)
        text = widget.text().strip()
        if name not in self._number_lists:
            return text
        parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
        if self._number_lists[name] is float:
            try:
                return tuple(float(p) for p in parts)
            except ValueError:
                raise ActionRefused(self.tr("write numbers separated by commas, "
                                            "e.g. 4, 2, 1, 0"), name) from None
        if not all(p.isdigit() for p in parts):
            raise ActionRefused(self.tr("write whole amounts separated by commas, "
                                        "e.g. 5000, 3000, 1500"), name)
        return tuple(int(p) for p in parts)

    def _show_error(self, exc: ActionRefused) -> None:
        field = exc.field or ""
        for page, form in enumerate(self.forms):
            form.show_errors({field: str(exc)} if form.has_field(field) else {})
            if form.has_field(field):
                self.tabs.setCurrentIndex(page)
        known = any(form.has_field(field) for form in self.forms)
        show_message(self.error, "" if known else str(exc))
