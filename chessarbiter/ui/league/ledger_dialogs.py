"""The director's ledger entries: money in or out, damages (rule 30.e: the actual cost; the
surcharge is added by the rule) or the date a team withdrew (30.f); and taking one back."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.ledger import dollars
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.league.labels import manual_kind_text
from chessarbiter.ui.league.night_commands import AddLedgerEntry, RemoveLedgerEntry
from chessarbiter.ui.league.night_dialogs import chosen_day, date_edit

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import ManualEntry, ManualKind
    from chessarbiter.services.league import League


class AddEntryDialog(QDialog):
    def __init__(self, teams: Sequence[str], team: str, kinds: Sequence[ManualKind], on: date,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ledger entry"))
        self.setMinimumWidth(460)
        self.team = QComboBox()
        self.team.addItems(list(teams))
        self.team.setCurrentText(team)
        self.day = date_edit(on)
        self.kind = QComboBox()
        for kind in kinds:
            self.kind.addItem(manual_kind_text(kind), kind)
        self.kind.setCurrentIndex(max(self.kind.findData("payment"), 0))
        self.amount = QDoubleSpinBox()
        self.amount.setPrefix("$")
        self.amount.setDecimals(2)
        self.amount.setRange(0, 100_000)
        self.note = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("team", self.tr("Team"), self.team)
        self.form.add_field("date", self.tr("Date"), self.day)
        self.form.add_field("kind", self.tr("Kind"), self.kind)
        self.form.add_field("amount", self.tr("Amount"), self.amount)
        self.form.add_field("note", self.tr("Note"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.kind.currentIndexChanged.connect(lambda _i: self._enable())
        self._enable()

    def _enable(self) -> None:
        self.amount.setEnabled(self.kind.currentData() != "withdrawal")

    def command(self, league: League) -> AddLedgerEntry:
        from chessarbiter.core.league.stored import ManualKind

        return AddLedgerEntry(league, self.team.currentText(), chosen_day(self.day),
                              ManualKind(self.kind.currentData()),
                              round(self.amount.value() * 100), self.note.text())


class RemoveEntryDialog(QDialog):
    """Which of the team's own entries to take back (automatic deductions follow the record
    and go away only when what caused them is corrected)."""

    def __init__(self, entries: Sequence[ManualEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Remove a ledger entry"))
        self.setMinimumWidth(520)
        self.entry = QComboBox()
        for entry in entries:
            amount = "" if entry.kind.value == "withdrawal" else f" {dollars(entry.cents)}"
            note = f" — {entry.note}" if entry.note else ""
            self.entry.addItem(f"{entry.on.isoformat()}  {manual_kind_text(entry.kind)}"
                               f"{amount}{note}", entry)
        self.form = ErrorForm()
        self.form.add_field("entry", self.tr("Entry"), self.entry)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def command(self, league: League) -> RemoveLedgerEntry:
        return RemoveLedgerEntry(league, self.entry.currentData())
