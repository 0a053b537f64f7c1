"""The two dialogs of the US Chess rating report: where and which rounds, then the problems.

The checks themselves are the export service's; these dialogs only ask and show. A monthly
report (a league, a club's weekly rounds) keeps the rounds played in a date range, which needs
the round dates of the event settings.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.text import counted

if TYPE_CHECKING:
    from chessarbiter.io.uscf import ExportProblem

translate = QCoreApplication.translate  # a name lupdate recognises


def folder_field(parent: QWidget, folder: Path) -> tuple[QLineEdit, QHBoxLayout]:
    """The report's folder and a Choose… button beside it, as one row."""
    edit = QLineEdit(str(folder))
    browse = QPushButton(translate("uscf", "Choose…"))

    def choose() -> None:
        chosen = QFileDialog.getExistingDirectory(
            parent, translate("uscf", "Folder for the report"), edit.text())
        if chosen:
            edit.setText(chosen)
    browse.clicked.connect(choose)
    row = QHBoxLayout()
    row.addWidget(edit, 1)
    row.addWidget(browse)
    return edit, row


class UscfExportDialog(QDialog):
    """Folder and period of the report; :meth:`choice` gives them once accepted."""

    def __init__(self, folder: Path, round_dates: Sequence[date],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("US Chess rating report"))
        self.setMinimumWidth(600)
        self.folder, folder_row = folder_field(self, folder)

        self.whole = QRadioButton(self.tr("The whole event"))
        self.whole.setChecked(True)
        self.range = QRadioButton(self.tr("Only the rounds played in a period (a monthly "
                                          "report)"))
        first, last = (min(round_dates), max(round_dates)) if round_dates else (None, None)
        self.date_from = self._date_edit(first)
        self.date_to = self._date_edit(last)
        range_row = QHBoxLayout()
        range_row.addSpacing(28)  # under the radio button's text
        range_row.addWidget(QLabel(self.tr("from")))
        range_row.addWidget(self.date_from)
        range_row.addWidget(QLabel(self.tr("to")))
        range_row.addWidget(self.date_to)
        range_row.addStretch(1)
        for edit in (self.date_from, self.date_to):
            edit.setEnabled(False)
            self.range.toggled.connect(edit.setEnabled)
        period = QVBoxLayout()
        period.addWidget(self.whole)
        period.addWidget(self.range)
        period.addLayout(range_row)
        if not round_dates:
            self.range.setEnabled(False)
            note = QLabel(self.tr("A monthly report needs the round dates: Event ▸ Settings."))
            note.setStyleSheet("color: #555;")
            period.addWidget(note)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        export = buttons.addButton(self.tr("Export"), QDialogButtonBox.ButtonRole.AcceptRole)
        export.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Folder for the three DBF files</b>")))
        layout.addLayout(folder_row)
        layout.addSpacing(8)
        layout.addWidget(QLabel(self.tr("<b>Rounds in the report</b>")))
        layout.addLayout(period)
        layout.addWidget(buttons)

    def choice(self) -> tuple[Path, date | None, date | None]:
        """The folder, and the first and last day of the rounds kept (None: all rounds)."""
        folder = Path(self.folder.text().strip()).expanduser()
        if not self.range.isChecked():
            return folder, None, None
        return folder, _day(self.date_from.date()), _day(self.date_to.date())

    def _date_edit(self, day: date | None) -> QDateEdit:
        edit = QDateEdit(QDate(day.year, day.month, day.day) if day else QDate.currentDate())
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("0000-00-00") + 48)
        return edit



class ExportProblemsDialog(QDialog):
    """The problems the checks found: fix them first (the default), or export anyway.

    Double-clicking a player's problem closes the dialog with :attr:`player` set, so that the
    window can show that player.
    """

    def __init__(self, problems: Sequence[ExportProblem], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player: int | None = None
        self.setWindowTitle(self.tr("US Chess report: problems to fix"))
        self.resize(820, 440)
        found = counted(len(problems),
                        self.tr("<b>The checks found {0} problem; the report was not "
                                "written.</b>"),
                        self.tr("<b>The checks found {0} problems; the report was not "
                                "written.</b>"))
        intro = QLabel(found + self.tr(
            "<br>US Chess may refuse or misrate a report with these. Fix them first "
            "(double-click a player's line to go to the player), or export anyway if you know "
            "better."))
        intro.setWordWrap(True)
        self.table = QTableWidget(len(problems), 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Round"), self.tr("Problem")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)  # one line each; the whole text is in the tooltip
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        for row, problem in enumerate(problems):
            who = (f"{problem.start_no} {problem.name}".strip()
                   if problem.start_no is not None else self.tr("(the event)"))
            cells = (who, str(problem.round) if problem.round is not None else "",
                     problem.message)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, problem.start_no)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.itemDoubleClicked.connect(self._go_to_player)

        buttons = QDialogButtonBox()
        self.fix_button = buttons.addButton(self.tr("Fix first"),
                                            QDialogButtonBox.ButtonRole.RejectRole)
        self.anyway_button = buttons.addButton(self.tr("Export anyway"),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.fix_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)

    def _go_to_player(self, item: QTableWidgetItem) -> None:
        start_no = item.data(Qt.ItemDataRole.UserRole)
        if start_no is not None:
            self.player = int(start_no)
            self.reject()


def _day(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())
