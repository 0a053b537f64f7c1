"""Changing the season's dates: a date cancelled (rule 2, with the reason) and a date added
to one section (rule 2: every captain of the section must agree)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel


class CancelDateDialog(QDialog):
    def __init__(self, dates: Sequence[date], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Cancel a league date"))
        self.setMinimumWidth(480)
        self.day = QComboBox()
        for day in dates:
            self.day.addItem(day.isoformat(), day)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. Level 3 snow emergency"))
        form = ErrorForm()
        form.add_field("date", self.tr("Date"), self.day)
        form.add_field("reason", self.tr("Reason"), self.reason)
        layout = QVBoxLayout(self)
        layout.addWidget(form)
        layout.addWidget(ok_cancel(self))

    def chosen(self) -> date:
        day: date = self.day.currentData()
        return day


class AddDateDialog(QDialog):
    """The section, the new date, and which captains agreed (all must, rule 2)."""

    def __init__(self, schedules: Sequence[SectionSchedule],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a league date"))
        self.setMinimumWidth(480)
        self._teams = {s.section: sorted({t for r in s.rounds for m in r.matches
                                          for t in (m.white, m.black)}) for s in schedules}
        self.section = QComboBox()
        self.section.addItems(list(self._teams))
        self.day = QDateEdit(QDate.currentDate())
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.captains = QWidget()
        self.captains_layout = QVBoxLayout(self.captains)
        self.captains_layout.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QCheckBox] = []
        form = ErrorForm()
        form.add_field("section", self.tr("Section"), self.section)
        form.add_field("date", self.tr("New date"), self.day)
        form.add_field("agreed", self.tr("Captains who agreed"), self.captains)
        layout = QVBoxLayout(self)
        layout.addWidget(form)
        layout.addWidget(ok_cancel(self))
        self.section.currentTextChanged.connect(self._show_teams)
        self._show_teams(self.section.currentText())

    def _show_teams(self, section: str) -> None:
        for box in self.boxes:
            box.deleteLater()
        self.boxes = [QCheckBox(team) for team in self._teams.get(section, [])]
        for box in self.boxes:
            self.captains_layout.addWidget(box)

    def chosen(self) -> date:
        day: date = self.day.date().toPython()  # type: ignore[assignment]
        return day

    def agreed(self) -> list[str]:
        return [b.text() for b in self.boxes if b.isChecked()]
