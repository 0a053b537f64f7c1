"""The Ledger tab: each team's deposit ledger (rules 11, 30-32): the deposit, the director's
entries and the automatic deductions, the balance, what a team owes and by when, and the
refund statement once its section has played out; below it the season's notices (30.b) and
food purchases (30.d) the deductions are worked out from."""

from __future__ import annotations

from datetime import date, datetime, time
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from chessarbiter.core.league.ledger import dollars
from chessarbiter.core.league.season_ledger import dates_played
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.fact_dialogs import FoodDialog, NoticeDialog
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.ledger_dialogs import AddEntryDialog, RemoveEntryDialog
from chessarbiter.ui.league.ledger_models import LedgerEntriesModel, LedgerTeamsModel
from chessarbiter.ui.league.printing import print_ledger
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import ManualEntry


class LedgerTab(LeagueView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: LeagueState | None = None
        self.add_button = add_button(self.buttons, self.tr("Add entry…"), self.add_entry)
        self.remove_button = add_button(self.buttons, self.tr("Remove entry…"),
                                        self.remove_entry)
        self.notice_button = add_button(self.buttons, self.tr("Notice…"), self.add_notice)
        self.food_button = add_button(self.buttons, self.tr("Food bought…"), self.set_food)
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
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setObjectName("league_ledger_facts")

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
        layout.addWidget(self.facts)

    def clear(self) -> None:
        self._state = None
        self.teams_model.set_ledgers(())
        self.facts.clear()
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
        self.facts.setText(self._facts_text(state))
        self._show_team()

    def _facts_text(self, state: LeagueState) -> str:
        notices = [self.tr("{0}, round {1}: told {2:%Y-%m-%d %H:%M}").format(
                       n.team, n.round, n.given_at) + (f" — {n.note}" if n.note else "")
                   for n in state.night.notices]
        food = []
        for f in state.night.food:
            shares = ", ".join(f"{t} ×{w}" for t, w in sorted(f.weights.items()))
            food.append(self.tr("{0}: {1} bought").format(f.on.isoformat(),
                                                           dollars(f.purchased_cents))
                        + (self.tr("; shares {0}").format(shares) if shares else "")
                        + (f" — {f.note}" if f.note else ""))
        none = self.tr("none")
        return (self.tr("<b>Notices</b> (rule 30.b): {0}").format("; ".join(notices) or none)
                + "<br>" + self.tr("<b>Food bought</b> (rule 30.d): {0}")
                .format("; ".join(food) or none))

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
            refund = ledger.refund
            if ledger.owed and refund is None:  # played out: the refund statement says it
                due = (self.tr(" before {0}").format(ledger.due.isoformat()) if ledger.due
                       else "")
                lines.append(self.tr("<span style='color:#b00020'>Owes {0}{1} to restore the "
                                     "deposit (rule 31).</span>").format(dollars(ledger.owed),
                                                                         due))
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
        self.notice_button.setEnabled(has_team)
        self.food_button.setEnabled(self._state is not None and bool(self._state.schedules))

    def add_entry(self) -> None:
        from chessarbiter.core.league.stored import ManualKind

        state = self._state
        if state is None:
            return
        dialog = AddEntryDialog([t.team for t in self.teams_model.rows()], self.selected(),
                                list(ManualKind), self._default_day(), self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def remove_entry(self) -> None:
        dialog = RemoveEntryDialog(self._manual(), self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def _default_day(self) -> date:
        """Today within the season, else its first date."""
        assert self._state is not None
        dates, today = self._state.settings.dates, date.today()
        return today if dates[0] <= today <= dates[-1] else dates[0]

    def add_notice(self) -> None:
        state = self._state
        if state is None:
            return
        rounds = max((m.round for s in state.night.record.sections for m in s.matches),
                     default=1)
        dialog = NoticeDialog([t.team for t in self.teams_model.rows()], self.selected(),
                              rounds, datetime.combine(self._default_day(), time(12)), self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def set_food(self) -> None:
        state = self._state
        if state is None:
            return
        dialog = FoodDialog(dates_played(state.night.record), self._default_day(),
                            state.night.food, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))
