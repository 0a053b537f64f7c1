"""The Teams & Rosters tab: the season's teams with their registration (rule 11), the selected
team's roster and its change log, and the roster actions (import, change, ratings, print)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.teams import Team
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document_view import DocumentView
from chessarbiter.ui.common.feedback import confirm, warn
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.forms import ErrorForm
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.change_dialog import ChangeDialog
from chessarbiter.ui.league.commands import AssignRating, LeagueCommand, LoadRatingList, Register
from chessarbiter.ui.league.correction_dialogs import MemberDialog, OfficersDialog
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.import_flow import import_roster_file
from chessarbiter.ui.league.league_view import run_dialog
from chessarbiter.ui.league.models import LogModel, RosterModel, TeamsModel
from chessarbiter.ui.league.printing import print_roster
from chessarbiter.ui.league.rating_dialogs import AssignDialog, LoadListDialog
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.services.league import League


class TeamsTab(DocumentView[LeagueDocument, LeagueState]):
    """Draws only while on screen, like the other tabs."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.teams_model = TeamsModel(self)
        self.roster_model = RosterModel(self)
        self.log_model = LogModel(self)
        self.teams = FittedTable(self.teams_model, "league_teams")
        self.roster = FittedTable(self.roster_model, "league_roster")
        self.log = FittedTable(self.log_model, "league_log")
        self.roster_title = QLabel()
        self.roster_title.setStyleSheet("font-weight: bold;")
        self.roster.doubleClicked.connect(lambda _i: self.correct_member())
        self.teams_model.registrationToggled.connect(self._toggle_registration)
        self.teams.selectionModel().currentRowChanged.connect(lambda *_: self._show_team())

        buttons = QHBoxLayout()
        self.import_button = add_button(buttons, self.tr("Import roster…"), self.import_roster)
        self.template_button = add_button(buttons, self.tr("Write blank template…"),
                                            self.write_template)
        self.change_button = add_button(buttons, self.tr("Add/remove players…"),
                                          self.change_roster)
        self.load_button = add_button(buttons, self.tr("Load rating list…"),
                                        self.load_rating_list)
        self.assign_button = add_button(buttons, self.tr("Assign higher rating…"),
                                          self.assign_rating)
        self.print_button = add_button(buttons, self.tr("Print roster…"), self.print_roster)
        buttons.addStretch(1)
        self.months_label = QLabel()
        self.months_label.setStyleSheet("color: #444;")
        buttons.addWidget(self.months_label)

        roster_head = QHBoxLayout()
        roster_head.addWidget(self.roster_title, 1)
        self.officers_button = add_button(roster_head, self.tr("Captains…"), self.set_officers)
        self.member_button = add_button(roster_head, self.tr("Correct member…"),
                                        self.correct_member)
        lower = QSplitter()
        roster_box = _titled(roster_head, self.roster)
        log_box = _titled(QLabel(self.tr("<b>Changes and assigned ratings</b>")), self.log)
        lower.addWidget(roster_box)
        lower.addWidget(log_box)
        lower.setSizes([700, 640])
        split = QSplitter()
        split.setOrientation(split.orientation().Vertical)
        split.addWidget(self.teams)
        split.addWidget(lower)
        split.setSizes([260, 340])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(split, 1)
        self._enable()

    def clear(self) -> None:
        self.teams_model.replace_rows([], key=lambda r: r)
        self._show_team()

    def draw(self, state: LeagueState) -> None:
        selected = self.selected_team()
        self.teams_model.set_state(state)
        names = [r.team.name for r in self.teams_model.rows()]
        if names:
            row = names.index(selected.name) if selected and selected.name in names else 0
            self.teams.selectRow(row)
        self.months_label.setText(
            self.tr("Rating lists: {0}").format(
                ", ".join(f"{m:%b %Y}" for m in state.rating_months) or self.tr("none")))
        self._show_team()

    def selected_team(self) -> Team | None:
        row = self.teams.currentIndex().row()
        rows = self.teams_model.rows()
        if not 0 <= row < len(rows) or self.document is None:
            return None
        return self.document.state.team(rows[row].team.name)

    def _show_team(self) -> None:
        team = self.selected_team()
        state = self.document.state if self.document else None
        self.roster_model.set_team(team)
        self.log_model.set_log(team, state.logs.get(team.name, ()) if state and team else (),
                               state.assignments if state else ())
        self.roster_title.setText(self.tr("Roster of {0}").format(team.name) if team
                                  else self.tr("No team selected"))
        self._enable()

    def _enable(self) -> None:
        has_doc, team = self.document is not None, self.selected_team()
        for button in (self.import_button, self.template_button, self.load_button):
            button.setEnabled(has_doc)
        for button in (self.change_button, self.assign_button, self.print_button,
                       self.officers_button, self.member_button):
            button.setEnabled(team is not None)

    # --- actions -------------------------------------------------------------------------
    def _run(self, command: LeagueCommand) -> bool:
        assert self.document is not None
        try:
            self.document.run(command)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        return True

    def _toggle_registration(self, team: str, field: str, checked: bool) -> None:
        current = self.document.state.team(team) if self.document else None
        if current is None:
            return
        registration = replace(current.registration, **{field: date.today() if checked else None})
        self._run(Register(self.document.league, team, registration))  # type: ignore[union-attr]

    def import_roster(self) -> None:
        assert self.document is not None
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Import a roster"), str(self.document.path.parent),
            self.tr("Roster workbooks (*.xlsx);;All files (*)"))
        if path and import_roster_file(self, self.document, Path(path)):
            self.message.emit(self.tr("Roster imported from {0}").format(Path(path).name))

    def write_template(self) -> None:
        assert self.document is not None
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Blank roster workbook"),
            str(self.document.path.with_name("roster.xlsx")),
            self.tr("Roster workbooks (*.xlsx)"))
        if not path:
            return
        try:
            self.document.league.rosters.write_template(Path(path))
        except (ActionRefused, OSError) as exc:
            warn(self, str(exc))
            return
        self.message.emit(self.tr("Blank roster written to {0}").format(path))

    def change_roster(self) -> None:
        team = self.selected_team()
        assert self.document is not None and team is not None
        dialog = ChangeDialog(self.document.league, team, self)
        while dialog.exec():
            if self._run(dialog.command()):
                return

    def load_rating_list(self) -> None:
        assert self.document is not None
        dialog = LoadListDialog(self.document.state.settings.earliest_rating_month, self)
        while dialog.exec():
            path = Path(dialog.path.text().strip())
            try:
                data = path.read_bytes()
            except OSError as exc:
                dialog.form.show_errors({"file": f"{path}: {exc.strerror}"})
                continue
            if self._load_list(data, path.name, dialog.chosen_month()):
                return

    def _load_list(self, data: bytes, source: str, month: date) -> bool:
        """Rule 4: a list that would move a team once the sections are fixed is taken only
        when the director says so (the sections stay as they are)."""
        assert self.document is not None
        try:
            self.document.run(LoadRatingList(self.document.league, data, source, month))
        except ActionRefused as exc:
            if exc.field != "accept":
                warn(self, str(exc))
                return False
            if not confirm(self, self.tr("Sections are fixed"), str(exc)):
                return False
            return self._run(LoadRatingList(self.document.league, data, source, month, True))
        return True

    def assign_rating(self) -> None:
        team = self.selected_team()
        assert self.document is not None and team is not None
        dialog = AssignDialog(team, self)
        while dialog.exec():
            command = AssignRating(self.document.league, dialog.uscf_id(), dialog.rating.value(),
                                   dialog.by.text(), dialog.reason.text().strip())
            try:
                self.document.run(command)
            except ActionRefused as exc:
                dialog.form.show_errors({exc.field or "": str(exc)})
                continue
            return

    def set_officers(self) -> None:
        """Rule 10.a-c: the selected team's captain and alternate captains."""
        team = self.selected_team()
        assert self.document is not None and team is not None
        dialog = OfficersDialog(team, self)
        self._run_dialog(dialog, dialog.form, lambda: dialog.command(self._league()))

    def correct_member(self) -> None:
        """Rule 12: the details of the member selected in the roster (else the first)."""
        team = self.selected_team()
        if self.document is None or team is None or not team.roster:
            return
        row = self.roster.currentIndex().row()
        chosen = team.roster[row].uscf_id if 0 <= row < len(team.roster) else ""
        dialog = MemberDialog(team, chosen, self)
        self._run_dialog(dialog, dialog.form, lambda: dialog.command(self._league()))

    def _league(self) -> League:
        assert self.document is not None
        return self.document.league

    def _run_dialog(self, dialog: QDialog, form: ErrorForm,
                    make: Callable[[], LeagueCommand]) -> None:
        assert self.document is not None
        command = run_dialog(self.document, dialog, form, make)
        if command is not None:
            self.message.emit(command.text())

    def print_roster(self) -> None:
        team = self.selected_team()
        assert self.document is not None and team is not None
        print_roster(self, self.document, team)


def _titled(title: QLabel | QHBoxLayout, table: QWidget) -> QWidget:
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 4, 0, 0)
    if isinstance(title, QLabel):
        column.addWidget(title)
    else:
        column.addLayout(title)
    column.addWidget(table, 1)
    return box
