"""Rating dialogs (rule 4): a monthly US Chess supplement to load, a higher rating to assign."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.teams import Team
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel


class LoadListDialog(QDialog):
    """The supplement file and the month it is in effect."""

    def __init__(self, first_month: date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load rating list"))
        self.setMinimumWidth(560)
        self.path = QLineEdit()
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._choose)
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.path, 1)
        line.addWidget(browse)
        self.month = QDateEdit(QDate(first_month.year, first_month.month, 1))
        self.month.setDisplayFormat("MMMM yyyy")
        self.form = ErrorForm()
        self.form.add_field("file", self.tr("Rating list (CSV or Excel)"), row)
        self.form.add_field("month", self.tr("Supplement of"), self.month)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def chosen_month(self) -> date:
        day: date = self.month.date().toPython()  # type: ignore[assignment]
        return day.replace(day=1)

    def _choose(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Rating list"), self.path.text(),
            self.tr("Rating lists (*.csv *.xlsx);;All files (*)"))
        if path:
            self.path.setText(path)


class AssignDialog(QDialog):
    """A higher league rating for one member of ``team`` (rule 4), with who and why."""

    def __init__(self, team: Team, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Assign a higher rating — {0}").format(team.name))
        self.setMinimumWidth(520)
        self.player = QComboBox()
        for e in team.roster:
            shown = e.rating.value if e.rating.value is not None else self.tr("unrated")
            self.player.addItem(f"{e.member.name} ({e.uscf_id}, {shown})", e.uscf_id)
        self.rating = QSpinBox()
        self.rating.setRange(100, 3500)
        self.rating.setValue(1500)
        self.by = QLineEdit()
        self.reason = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("uscf_id", self.tr("Player"), self.player)
        self.form.add_field("rating", self.tr("New league rating"), self.rating)
        self.form.add_field("by", self.tr("Match Director"), self.by)
        self.form.add_field("reason", self.tr("Reason"), self.reason)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def uscf_id(self) -> str:
        return str(self.player.currentData())
