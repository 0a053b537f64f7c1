"""The Ledger tab: each team's deposit ledger (rules 11, 30-32): the deposit, the director's
entries and the automatic deductions, the balance, what a team owes and by when, and the
refund statement once its section has played out."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from chessarbiter.core.league.ledger import dollars
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.fitted_table import FittedTable
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.ledger_dialogs import AddEntryDialog, RemoveEntryDialog
from chessarbiter.ui.league.ledger_models import LedgerEntriesModel, LedgerTeamsModel
from chessarbiter.ui.league.night_state import ManualEntry
from chessarbiter.ui.league.printing import print_ledger
from chessarbiter.ui.league.state import LeagueState
from chessarbiter.ui.window_parts import add_button


class LedgerTab(LeagueView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: LeagueState | None = None
        self.add_button = add_button(self.buttons, self.tr("Add entry…"), self.add_entry)
        self.remove_button = add_button(self.buttons, self.tr("Remove entry…"),
                                        self.remove_entry)
        self.buttons.addStretch(1)
        self.print_team_button = add_button(self.buttons, self.tr("Print statement…"),
                                            self.print_statement)
        self.print_button = add_button(self.buttons, self.tr("Print all statements…"),
                                       lambda: self.print_with(print_ledger, None))
        self.teams_model = LedgerTeamsModel(self)
        self.entries_model = LedgerEntriesModel(self)
        self.teams = FittedTable(self.teams_model, "league_ledger_teams")
        self.entries = FittedTable(self.entries_model, "league_ledger_entries")
        self.teams.selectionModel().currentRowChanged.connect(lambda *_: self._show_team())
        self.title = QLabel()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()

        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.entries, 1)
        column.addWidget(self.summary)
        split = QSplitter()
        split.addWidget(self.teams)
        split.addWidget(right)
        split.setSizes([430, 900])
        layout = QVBoxLayout(self)
        layout.addLayout(self.buttons)
        layout.addWidget(self.error)
        layout.addWidget(split, 1)

    def clear(self) -> None:
        self._state = None
        self.teams_model.set_ledgers(())
        self._show_team()

    def draw(self, state: LeagueState) -> None:
        self._state = state
        selected = self.selected()
        try:
            teams = state.night.ledger.teams
            self.error.hide()
        except ActionRefused as exc:
            teams = ()
            self.error.setText(str(exc))
            self.error.show()
        self.teams_model.set_ledgers(teams)
        names = [t.team for t in teams]
        if names:
            self.teams.selectRow(names.index(selected) if selected in names else 0)
        self._show_team()

    def selected(self) -> str:
        row, rows = self.teams.currentIndex().row(), self.teams_model.rows()
        return rows[row].team if 0 <= row < len(rows) else ""

    def _show_team(self) -> None:
        name = self.selected()
        ledger = next((t for t in self.teams_model.rows() if t.team == name), None)
        self.entries_model.set_entries(ledger.entries if ledger else ())
        self.title.setText(self.tr("<b>Ledger of {0}</b>").format(name) if ledger
                           else self.tr("No team selected"))
        lines = []
        if ledger is not None:
            lines.append(self.tr("Balance: <b>{0}</b>").format(dollars(ledger.balance)))
            if ledger.owed:
                due = (self.tr(" before {0}").format(ledger.due.isoformat()) if ledger.due
                       else "")
                lines.append(self.tr("<span style='color:#b00020'>Owes {0}{1} to restore the "
                                     "deposit (rule 31).</span>").format(dollars(ledger.owed),
                                                                         due))
            refund = ledger.refund
            if refund is not None:
                text = self.tr("Refund statement (rule 32): deposits {0} + payments {1} − "
                               "deductions {2} = {3}; refund {4} to the captain by {5}")
                lines.append(text.format(dollars(refund.deposits), dollars(refund.payments),
                                         dollars(refund.deductions), dollars(refund.balance),
                                         dollars(refund.refund), refund.refund_by.isoformat()))
                if refund.still_owed:
                    lines.append(self.tr("Still owed to the league: {0}")
                                 .format(dollars(refund.still_owed)))
        self.summary.setText("<br>".join(lines))
        self._enable()

    def _manual(self) -> list[ManualEntry]:
        state, name = self._state, self.selected()
        if state is None or not name:
            return []
        return [e for e in state.night.manual_entries if e.team == name]

    def print_statement(self) -> None:
        self.print_with(print_ledger, self.selected())

    def _enable(self) -> None:
        has_team = bool(self.selected())
        self.add_button.setEnabled(has_team)
        self.print_team_button.setEnabled(has_team)
        self.remove_button.setEnabled(has_team and bool(self._manual()))

    def add_entry(self) -> None:
        from chessarbiter.services.league import ManualKind

        state = self._state
        if state is None:
            return
        today = date.today()
        on = today if state.settings.dates[0] <= today <= state.settings.dates[-1] \
            else state.settings.dates[0]
        dialog = AddEntryDialog([t.team for t in self.teams_model.rows()], self.selected(),
                                list(ManualKind), on, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def remove_entry(self) -> None:
        dialog = RemoveEntryDialog(self._manual(), self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))
