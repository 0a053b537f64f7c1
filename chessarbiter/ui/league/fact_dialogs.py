"""The facts the ledger works its rule-30 deductions from: a team's notice that it will not
play a round, with the moment the director was told (30.b), and the food bought at the site
on a date with any larger shares of a shortfall (30.d)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.league.fact_commands import AddNotice, SetFood

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import FoodBought
    from chessarbiter.services.league import League


class NoticeDialog(QDialog):
    def __init__(self, teams: Sequence[str], team: str, rounds: int, told: datetime,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Notice of not playing (rule 30.b)"))
        self.setMinimumWidth(460)
        self.team = QComboBox()
        self.team.addItems(list(teams))
        self.team.setCurrentText(team)
        self.round = QSpinBox()
        self.round.setRange(1, max(rounds, 1))
        self.told = QDateTimeEdit(QDateTime(told))
        self.told.setCalendarPopup(True)
        self.told.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.note = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("team", self.tr("Team"), self.team)
        self.form.add_field("round", self.tr("Round"), self.round)
        self.form.add_field("given_at", self.tr("Director told"), self.told)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def command(self, league: League) -> AddNotice:
        told: datetime = self.told.dateTime().toPython()  # type: ignore[assignment]
        return AddNotice(league, self.team.currentText(), self.round.value(),
                         told.replace(second=0, microsecond=0), self.note.text())


class FoodDialog(QDialog):
    """The purchase on a date with a match; each team playing that day bears one share of a
    shortfall unless given more (or none)."""

    def __init__(self, playing: Mapping[date, Sequence[str]], on: date,
                 recorded: Sequence[FoodBought], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Food bought (rule 30.d)"))
        self.setMinimumWidth(460)
        self._playing, self._recorded = playing, {f.on: f for f in recorded}
        self.day = QComboBox()
        days = sorted(playing)
        for day in days:
            self.day.addItem(day.isoformat(), day)
        self.day.setCurrentIndex(days.index(on) if on in days else 0)
        self.amount = QDoubleSpinBox()
        self.amount.setPrefix("$")
        self.amount.setDecimals(2)
        self.amount.setRange(0, 100_000)
        self.forget = QCheckBox(self.tr("no record for this date (forget the purchase)"))
        self.shares_box = QWidget()
        self.shares_form = QFormLayout(self.shares_box)
        self.shares_form.setContentsMargins(0, 0, 0, 0)
        self.shares: dict[str, QSpinBox] = {}
        self.note = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("date", self.tr("Date"), self.day)
        self.form.add_field("amount", self.tr("Bought"), self.amount)
        self.form.add_field("forget", "", self.forget)
        self.form.add_field("weights", self.tr("Shares of a shortfall"), self.shares_box)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.day.currentIndexChanged.connect(lambda _i: self._show_day())
        self.forget.toggled.connect(lambda _on: self._enable())
        self._show_day()

    def _show_day(self) -> None:
        day: date = self.day.currentData()
        while self.shares_form.rowCount():
            self.shares_form.removeRow(0)
        before = self._recorded.get(day)
        self.shares = {}
        for team in sorted(self._playing.get(day, ())):
            spin = QSpinBox()
            spin.setRange(0, 20)
            spin.setValue(before.weights.get(team, 1) if before else 1)
            self.shares_form.addRow(team, spin)
            self.shares[team] = spin
        self.amount.setValue(before.purchased_cents / 100 if before else 0)
        self.note.setText(before.note if before else "")
        self._enable()

    def _enable(self) -> None:
        keep = not self.forget.isChecked()
        for widget in (self.amount, self.shares_box, self.note):
            widget.setEnabled(keep)

    def command(self, league: League) -> SetFood:
        from chessarbiter.core.league.stored import FoodBought

        day: date = self.day.currentData()
        if self.forget.isChecked():
            return SetFood(league, day, None)
        weights = {t: s.value() for t, s in self.shares.items() if s.value() != 1}
        return SetFood(league, day, FoodBought(day, round(self.amount.value() * 100), weights,
                                               self.note.text()))
