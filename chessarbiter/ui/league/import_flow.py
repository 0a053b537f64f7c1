"""Importing a captain's roster workbook: every located problem listed, nothing imported
until the file is right (rules 9-12); the team's entry date is the day the roster arrived."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.text import counted
from chessarbiter.io.roster import read_roster
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.league.commands import ImportRoster
from chessarbiter.ui.league.document import LeagueDocument


class ProblemsDialog(QDialog):
    """Every problem of a refused file, one a line, so the captain can be told all at once."""

    def __init__(self, title: str, summary: str, problems: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(820, 420)
        self.heading = QLabel(summary)
        self.heading.setWordWrap(True)
        self.list = QListWidget()
        self.list.addItems(list(problems))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def problems(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class ReceivedDialog(QDialog):
    """When the roster arrived (ratings are frozen for that day, rule 4) and the team's name."""

    def __init__(self, team: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import roster"))
        self.on = QDateEdit(QDate.currentDate())
        self.on.setCalendarPopup(True)
        self.on.setDisplayFormat("yyyy-MM-dd")
        self.team = QLineEdit(team)
        form = QFormLayout()
        form.addRow(self.tr("Roster received on"), self.on)
        form.addRow(self.tr("Team"), self.team)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))

    def received_on(self) -> date:
        day: date = self.on.date().toPython()  # type: ignore[assignment]
        return day


def import_roster_file(parent: QWidget, document: LeagueDocument, path: Path,
                       on: date | None = None) -> bool:
    """Check ``path`` whole, list its problems or import it; True when the team was entered.
    Without ``on`` the arbiter is asked when the roster arrived."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        _show(parent, path, [f"{path}: cannot be read ({exc.strerror})"])
        return False
    read = read_roster(data, path.name, document.state.settings)
    if not read.ok:
        _show(parent, path, [str(p) for p in read.problems])
        return False
    team = read.team
    if on is None:
        dialog = ReceivedDialog(team, parent)
        if not dialog.exec():
            return False
        on, team = dialog.received_on(), dialog.team.text().strip()
    try:
        document.run(ImportRoster(document.league, data, path.name, on, team))
    except ActionRefused as exc:
        _show(parent, path, [line.strip() for line in str(exc).splitlines() if line.strip()])
        return False
    return True


def _show(parent: QWidget, path: Path, problems: Sequence[str]) -> None:
    count = len(problems)
    summary = counted(count, parent.tr("{1} was not imported; nothing changed. {0} problem to "
                                       "correct:"),
                      parent.tr("{1} was not imported; nothing changed. {0} problems to "
                                "correct:"), path.name)
    ProblemsDialog(parent.tr("Roster not imported"), summary, problems, parent).exec()
