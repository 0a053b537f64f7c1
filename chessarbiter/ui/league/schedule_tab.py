"""The Schedule tab: sections with their teams and team ratings (proposed by rule 6, edited by
the Match Director), then the double round robins on the season's dates (rules 2, 7, 8)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.season_dates import DateUse
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document_view import DocumentView
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.commands import (
    AddDate,
    CancelDate,
    LeagueCommand,
    MakeSchedule,
    SaveSections,
)
from chessarbiter.ui.league.date_dialogs import AddDateDialog, CancelDateDialog
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.models import SectionsModel
from chessarbiter.ui.league.printing import print_schedule
from chessarbiter.ui.league.schedule_tree import ScheduleTree
from chessarbiter.ui.league.state import LeagueState


class MoveDialog(QDialog):
    """Which team goes to which section (to the end of its pairing order)."""

    def __init__(self, state: LeagueState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Move a team"))
        self.setMinimumWidth(420)
        self.team = QComboBox()
        self.team.addItems([t for s in state.sections for t in s.teams])
        self.section = QComboBox()
        self.section.addItems([s.name for s in state.sections])
        form = QFormLayout()
        form.addRow(self.tr("Team"), self.team)
        form.addRow(self.tr("To section"), self.section)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))


class ScheduleTab(DocumentView[LeagueDocument, LeagueState]):
    """Draws only while on screen (a whole season's schedule tree takes a while)."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sections_model = SectionsModel(self)
        self.sections = FittedTable(self.sections_model, "league_sections")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #a15c00;")
        self.tree = ScheduleTree()

        left_buttons = QHBoxLayout()
        self.propose_button = add_button(left_buttons, self.tr("Propose sections"),
                                           self.propose)
        self.move_button = add_button(left_buttons, self.tr("Move team…"), self.move_team)
        left_buttons.addStretch(1)
        right_buttons = QHBoxLayout()
        self.make_button = add_button(right_buttons, self.tr("Make schedule"), self.make)
        self.cancel_button = add_button(right_buttons, self.tr("Cancel date…"),
                                          self.cancel_date)
        self.add_button = add_button(right_buttons, self.tr("Add date…"), self.add_date)
        self.print_button = add_button(right_buttons, self.tr("Print schedule…"),
                                         self.print_schedule)
        right_buttons.addStretch(1)

        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addWidget(QLabel(self.tr("<b>Sections</b> (rule 6: by team rating)")))
        left_column.addLayout(left_buttons)
        left_column.addWidget(self.sections, 1)
        left_column.addWidget(self.notes)
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        self.schedule_title = QLabel()
        right_column.addWidget(self.schedule_title)
        right_column.addLayout(right_buttons)
        right_column.addWidget(self.tree, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([460, 880])
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self._enable()

    def note(self, state: LeagueState) -> None:
        self._enable()

    def clear(self) -> None:
        self._enable()

    def draw(self, state: LeagueState) -> None:
        self.sections_model.set_state(state)
        notes: list[str] = []
        if self.document is not None and state.sections:
            notes = self.document.league.sections.notes(state.sections)
        elif not state.sections:
            notes = [self.tr("No sections yet: Propose sections puts the {0} teams in sections "
                             "by team rating.").format(len(state.teams))]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.tree.show_schedule(state.schedules, state.settings.dates)
        matches = sum(len(r.matches) for s in state.schedules for r in s.rounds)
        self.schedule_title.setText(
            self.tr("<b>Schedule</b>: {0} matches, double round robin (rule 7)").format(matches)
            if state.schedules else self.tr("<b>Schedule</b>: not made yet"))
        self._enable()

    def _enable(self) -> None:
        state = self.document.state if self.document else None
        made = bool(state and state.schedules)
        self.propose_button.setEnabled(bool(state and state.teams) and not made)
        self.move_button.setEnabled(bool(state and state.sections) and not made)
        self.make_button.setEnabled(bool(state and state.sections) and not made)
        for button in (self.cancel_button, self.add_button):
            button.setEnabled(made)
        self.print_button.setEnabled(state is not None)

    # --- actions -------------------------------------------------------------------------
    def _run(self, command: LeagueCommand) -> bool:
        assert self.document is not None
        try:
            self.document.run(command)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        return True

    def propose(self) -> None:
        assert self.document is not None
        if self._run(SaveSections(self.document.league)):
            self.message.emit(self.tr("Sections proposed by team rating"))

    def move_team(self) -> None:
        assert self.document is not None
        dialog = MoveDialog(self.document.state, self)
        if dialog.exec():
            self._run(SaveSections(self.document.league,
                                   (dialog.team.currentText(), dialog.section.currentText())))

    def make(self) -> None:
        assert self.document is not None
        if self._run(MakeSchedule(self.document.league)):
            self.message.emit(self.tr("Schedule made"))

    def cancel_date(self) -> None:
        assert self.document is not None
        days = sorted({d.on for s in self.document.state.schedules for d in s.calendar.dates
                       if d.use is not DateUse.CANCELLED})
        dialog = CancelDateDialog(days, self)
        while dialog.exec():
            if self._run(CancelDate(self.document.league, dialog.chosen(),
                                    dialog.reason.text())):
                return

    def add_date(self) -> None:
        assert self.document is not None
        dialog = AddDateDialog(self.document.state.schedules, self)
        while dialog.exec():
            if self._run(AddDate(self.document.league, dialog.section.currentText(),
                                 dialog.chosen(), dialog.agreed())):
                return

    def print_schedule(self) -> None:
        assert self.document is not None
        print_schedule(self, self.document)
