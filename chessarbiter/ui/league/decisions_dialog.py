"""The director's log (rule 35): every decision of the season by date — those recorded here
and the roster approvals, claim rulings, assigned ratings and coin tosses the other actions
keep — with buttons to record a decision and the appeal of one. Both are undoable: undo takes
the record back out."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.appeals import Official, Under
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.common.table_model import CENTER, RowsModel
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.commands import LeagueCommand
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.labels import day_text
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.core.league.director_log import LogEntry
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class RecordDecision(LeagueCommand):
    def __init__(self, league: League, on: date, made_by: Official, subject: str, text: str,
                 under: Under) -> None:
        super().__init__(league, translate("league", "Decision of {0}").format(on.isoformat()))
        self.args = (on, made_by, subject, text, under)
        self.decision_id = 0

    def apply(self) -> None:
        self.decision_id = self.league.decisions.record_decision(*self.args).id

    def revert(self) -> None:
        self.league.decisions.remove(self.decision_id)


class RecordAppeal(LeagueCommand):
    def __init__(self, league: League, appealed: int, on: date, to: Official, note: str, *,
                 overruled: bool, votes: int | None, captains: int | None) -> None:
        super().__init__(league, translate("league", "Appeal of decision {0}").format(appealed))
        self.appealed, self.on, self.to, self.note = appealed, on, to, note
        self.overruled, self.votes, self.captains = overruled, votes, captains
        self.appeal_id = 0

    def apply(self) -> None:
        self.appeal_id = self.league.decisions.record_appeal(
            self.appealed, self.on, self.to, self.note, overruled=self.overruled,
            votes=self.votes, captains=self.captains).id

    def revert(self) -> None:
        self.league.decisions.remove(self.appeal_id)


class LogModel(RowsModel["LogEntry"]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Date"), self.tr("No."), self.tr("Kind"), self.tr("By"),
                         self.tr("Subject"), self.tr("Outcome"), self.tr("Decision"))

    def cell(self, entry: LogEntry, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            number = str(entry.decision_id) if entry.decision_id else ""
            outcome = entry.outcome.value if entry.outcome else ""
            return (day_text(entry.on), number, entry.kind.value, official_text(entry.made_by),
                    entry.subject, outcome, entry.text)[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 6:
            return entry.text  # the whole decision, should the column cut it short
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 1):
            return CENTER
        return None


class DecisionLog(LeagueView):
    """The log's table and its two actions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel(self)
        self.table = FittedTable(self.model, "director_log")
        self.record_button = add_button(self.buttons, self.tr("Record &decision…"),
                                        self.record_decision)
        self.appeal_button = add_button(self.buttons, self.tr("Record &appeal…"),
                                        self.record_appeal)
        self.buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(self.buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self._enable()

    def draw(self, state: LeagueState) -> None:
        self.model.replace_rows(list(self.league().decisions.log()), key=lambda e: e)
        self._enable()

    def clear(self) -> None:
        self.model.replace_rows([], key=lambda e: e)

    def selected(self) -> int | None:
        """The recorded decision selected (the lines kept elsewhere are not appealed here)."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()).decision_id if rows else None

    def _enable(self) -> None:
        self.appeal_button.setEnabled(self.selected() is not None)

    def record_decision(self) -> None:
        dialog = DecisionDialog(self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def record_appeal(self) -> None:
        appealed = self.selected()
        if appealed is None:
            return
        dialog = AppealDialog(appealed, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))


class DecisionsDialog(QDialog):
    """The "Director's log…" window of a season."""

    def __init__(self, document: LeagueDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Director's log (rule 35)"))
        self.resize(1280, 420)
        self.log = DecisionLog(self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.log)
        layout.addWidget(close)
        self.log.set_document(document)
        for signal in (self.log.model.modelReset, self.log.model.rowsInserted):
            signal.connect(self._fit_width)  # after the table has fitted its columns
        self._fit_width()

    def _fit_width(self, *_args: object) -> None:
        """Wide enough for the longest note, at any text size, as far as the screen allows
        (beyond it the log scrolls sideways)."""
        layout = self.layout()
        margins = layout.contentsMargins().left() * 2 if layout is not None else 0
        wanted = min(self.log.table.needed_width() + margins,
                     self.screen().availableGeometry().width())
        if self.width() < wanted:
            self.resize(wanted, self.height())


class DecisionDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record a decision"))
        self.setMinimumWidth(460)
        self.on = _date_edit()
        self.made_by = _officials(self, (Official.TD, Official.DIRECTOR, Official.CAPTAIN))
        self.subject = QLineEdit()
        self.subject.setPlaceholderText(self.tr("team, round or board"))
        self.text = QLineEdit()
        self.uscf = QCheckBox(self.tr("a TD ruling under US Chess rules (rule 35.b)"))
        self.form = ErrorForm()
        self.form.add_field("on", self.tr("Date"), self.on)
        self.form.add_field("made_by", self.tr("Decided by"), self.made_by)
        self.form.add_field("subject", self.tr("Subject"), self.subject)
        self.form.add_field("text", self.tr("Decision"), self.text)
        self.form.add_field("under", "", self.uscf)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))

    def command(self, league: League) -> RecordDecision:
        under = Under.USCF if self.uscf.isChecked() else Under.LEAGUE
        return RecordDecision(league, _day(self.on), _chosen(self.made_by),
                              self.subject.text(), self.text.text(), under)


class AppealDialog(QDialog):
    """An appeal and its outcome: the committee's from its votes, another body's as ruled."""

    def __init__(self, appealed: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.appealed = appealed
        self.setWindowTitle(self.tr("Record the appeal of decision {0}").format(appealed))
        self.setMinimumWidth(460)
        self.on = _date_edit()
        self.to = _officials(self, (Official.DIRECTOR, Official.COMMITTEE, Official.TD))
        self.votes = QSpinBox()
        self.votes.setRange(0, 99)
        self.captains = QSpinBox()
        self.captains.setRange(0, 99)
        self.captains.setSpecialValueText(self.tr("every team's captain"))
        self.overruled = QCheckBox(self.tr("the decision was overruled"))
        self.note = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("on", self.tr("Date"), self.on)
        self.form.add_field("to", self.tr("Heard by"), self.to)
        self.form.add_field("votes", self.tr("Votes to overrule"), self.votes)
        self.form.add_field("captains", self.tr("Committee size"), self.captains)
        self.form.add_field("overruled", "", self.overruled)
        self.form.add_field("note", self.tr("Grounds / ruling"), self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.to.currentIndexChanged.connect(lambda _i: self._enable())
        self._enable()

    def _enable(self) -> None:
        committee = _chosen(self.to) is Official.COMMITTEE
        self.votes.setEnabled(committee)
        self.captains.setEnabled(committee)
        self.overruled.setEnabled(not committee)

    def command(self, league: League) -> RecordAppeal:
        to = _chosen(self.to)
        committee = to is Official.COMMITTEE
        return RecordAppeal(
            league, self.appealed, _day(self.on), to, self.note.text(),
            overruled=self.overruled.isChecked() and not committee,
            votes=self.votes.value() if committee else None,
            captains=(self.captains.value() or None) if committee else None)


def official_text(official: Official) -> str:
    return {Official.CAPTAIN: translate("league", "team captain"),
            Official.TD: translate("league", "TD"),
            Official.DIRECTOR: translate("league", "Match Director"),
            Official.COMMITTEE: translate("league", "committee of captains")}[official]


def _officials(parent: QWidget, officials: tuple[Official, ...]) -> QComboBox:
    combo = QComboBox(parent)
    for official in officials:
        combo.addItem(official_text(official), official)
    return combo


def _chosen(combo: QComboBox) -> Official:
    """The official picked (Qt hands the item's data back as a plain string)."""
    return Official(combo.currentData())


def _date_edit() -> QDateEdit:
    edit = QDateEdit(QDate.currentDate())
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    return edit


def _day(edit: QDateEdit) -> date:
    day: date = edit.date().toPython()  # type: ignore[assignment]
    return day


def show_director_log(document: LeagueDocument, parent: QWidget) -> None:
    """Show the log until it is closed; it stops following the season then."""
    dialog = DecisionsDialog(document, parent)
    try:
        dialog.exec()
    finally:
        document.changed.disconnect(dialog.log.show_state)
        dialog.deleteLater()
