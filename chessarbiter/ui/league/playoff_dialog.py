"""A team playoff the Match Director held (rule 25.a) between teams level on match points: each
team's score in it, the date and a note. It decides their places before game points (25.b)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from chessarbiter.ui.common.forms import ErrorForm, explained_form
from chessarbiter.ui.league.correction_commands import RecordPlayoff

if TYPE_CHECKING:
    from chessarbiter.services.league import League


class PlayoffDialog(QDialog):
    def __init__(self, section: str, groups: Sequence[tuple[str, ...]], on: date,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Team playoff (rule 25.a) — section {0}").format(section))
        self.setMinimumWidth(520)
        self.section = section
        self.group = QComboBox()
        for group in groups:
            self.group.addItem(", ".join(group), group)
        self.scores_box = QWidget()
        self.scores_form = QFormLayout(self.scores_box)
        self.scores_form.setContentsMargins(0, 0, 0, 0)
        self.scores: dict[str, QDoubleSpinBox] = {}
        self.day = QDateEdit(QDate(on))
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("e.g. two games at G/15"))
        self.form = ErrorForm()
        self.form.add_field("group", self.tr("Level teams"), self.group)
        self.form.add_field("teams", self.tr("Playoff score"), self.scores_box)
        self.form.add_field("date", self.tr("Played on"), self.day)
        self.form.add_field("note", self.tr("Note"), self.note)
        explained_form(self, self.tr(
            "Rule 25.a: the Match Director may design a playoff between teams level on match "
            "points. Its scores place them before total game points (25.b); a team that did "
            "not play in it leaves the group to 25.b onwards."), self.form)
        self.group.currentIndexChanged.connect(lambda _i: self._show_group())
        self._show_group()

    def _show_group(self) -> None:
        while self.scores_form.rowCount():
            self.scores_form.removeRow(0)
        self.scores = {}
        for team in self.group.currentData() or ():
            spin = QDoubleSpinBox()
            spin.setDecimals(1)
            spin.setSingleStep(0.5)
            spin.setRange(0, 100)
            self.scores_form.addRow(team, spin)
            self.scores[team] = spin

    def command(self, league: League) -> RecordPlayoff:
        on: date = self.day.date().toPython()  # type: ignore[assignment]
        return RecordPlayoff(league, self.section,
                             {t: s.value() for t, s in self.scores.items()}, on,
                             self.note.text())
