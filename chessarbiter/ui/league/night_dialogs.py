"""Match-night dialogs: a board-order claim (rule 16) and an extra rated game (rule 21).
Each builds its command; a refusal (the dialog's own or the service's) is shown under the
field it is about and the dialog stays open."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.claims import Remedy
from chessarbiter.core.results import Result
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.common.labels import result_text, result_tooltip
from chessarbiter.ui.league.night_commands import AddExtraGame, RuleOnClaim

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import StoredMatch
    from chessarbiter.core.league.teams import Team
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


def seconds_of(text: str, field: str) -> int | None:
    """``MM`` or ``MM:SS`` → seconds; empty → None; refused in words otherwise."""
    text = text.strip()
    if not text:
        return None
    minutes, _, seconds = text.partition(":")
    if not minutes.isdigit() or (seconds and not (seconds.isdigit() and int(seconds) < 60)):
        raise ActionRefused(translate("league", "{0} is not minutes like 40 or 40:30")
                            .format(text), field)
    return int(minutes) * 60 + int(seconds or 0)


def date_edit(day: date) -> QDateEdit:
    edit = QDateEdit(QDate(day.year, day.month, day.day))
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    return edit


def chosen_day(edit: QDateEdit) -> date:
    day: date = edit.date().toPython()  # type: ignore[assignment]
    return day


class ClaimDialog(QDialog):
    """Against which team, when, how far into the round, the remedy, the boards, and any
    time penalties with the penalised players' time left (16.b)."""

    def __init__(self, match: StoredMatch, teams: Mapping[str, Team], boards: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Board-order claim (rule 16)"))
        self.setMinimumWidth(560)
        self.match, self.teams = match, teams
        self.team = QComboBox()
        self.team.addItems([match.first, match.second])
        self.day = date_edit(match.on)
        self.elapsed = QLineEdit()
        self.elapsed.setPlaceholderText(self.tr("minutes since the round started, e.g. 40:30"))
        self.complete = QCheckBox(self.tr("the games were over"))
        self.remedy = QComboBox()
        self.remedy.addItem(self.tr("Forfeits for the league (16.a, or 16.b with a penalty)"),
                            Remedy.FORFEITS)
        self.remedy.addItem(self.tr("Void and restart the games (16.b)"), Remedy.RESTART)
        board_row = QWidget()
        row = QHBoxLayout(board_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.boards = [QCheckBox(str(n)) for n in range(1, boards + 1)]
        for box in self.boards:
            row.addWidget(box)
        row.addWidget(QLabel(self.tr("(none ticked: every board out of order)")))
        row.addStretch(1)
        self.penalty_box = QWidget()
        self.penalty_grid = QGridLayout(self.penalty_box)
        self.penalty_grid.setContentsMargins(0, 0, 0, 0)
        self.penalties: dict[str, tuple[QLineEdit, QLineEdit]] = {}
        self.form = ErrorForm()
        self.form.add_field("team", self.tr("Against"), self.team)
        self.form.add_field("date", self.tr("Claim made on"), self.day)
        self.form.add_field("elapsed", self.tr("Elapsed"), self.elapsed)
        self.form.add_field("complete", "", self.complete)
        self.form.add_field("remedy", self.tr("Remedy"), self.remedy)
        self.form.add_field("boards", self.tr("Boards"), board_row)
        self.form.add_field("claim", self.tr("Time penalties"), self.penalty_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.team.currentTextChanged.connect(self._show_penalties)
        self._show_penalties(self.team.currentText())

    def _show_penalties(self, team: str) -> None:
        while self.penalty_grid.count():
            item = self.penalty_grid.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        self.penalties = {}
        for column, title in enumerate((self.tr("Player"), self.tr("Penalty"),
                                        self.tr("Time left"))):
            self.penalty_grid.addWidget(QLabel(f"<i>{title}</i>"), 0, column)
        side = self.match.lineups.get(team)
        roster = self.teams.get(team)
        for n, player in enumerate(side.players if side else (), start=1):
            entry = roster.entry(player) if roster else None
            fields = (QLineEdit(), QLineEdit())
            fields[0].setPlaceholderText("MM:SS")
            fields[1].setPlaceholderText("MM:SS")
            self.penalty_grid.addWidget(QLabel(entry.member.name if entry else player), n, 0)
            self.penalty_grid.addWidget(fields[0], n, 1)
            self.penalty_grid.addWidget(fields[1], n, 2)
            self.penalties[player] = fields

    def command(self, league: League) -> RuleOnClaim:
        """The claim as entered; refused (with the field) when a time cannot be read."""
        elapsed = seconds_of(self.elapsed.text(), "elapsed")
        if elapsed is None:
            raise ActionRefused(self.tr("enter the time elapsed since the round started"),
                                "elapsed")
        penalties, remaining = {}, {}
        for player, (penalty, left) in self.penalties.items():
            if (value := seconds_of(penalty.text(), "claim")) is not None:
                penalties[player] = value
            if (value := seconds_of(left.text(), "claim")) is not None:
                remaining[player] = value
        return RuleOnClaim(league, self.match.round, self.team.currentText(),
                           chosen_day(self.day), elapsed, complete=self.complete.isChecked(),
                           remedy=Remedy(self.remedy.currentData()),
                           boards=[n for n, box in enumerate(self.boards, start=1)
                                   if box.isChecked()],
                           penalties=penalties, remaining=remaining)


class ExtraGameDialog(QDialog):
    """An extra rated game (rule 21) between two rostered players on a date of the season."""

    def __init__(self, dates: Sequence[date], teams: Sequence[Team], on: date,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Extra rated game (rule 21)"))
        self.setMinimumWidth(520)
        self.day = QComboBox()
        for day in dates:
            self.day.addItem(day.isoformat(), day)
        # by text: QComboBox.findData cannot match a datetime.date under PySide6
        self.day.setCurrentIndex(max(self.day.findText(on.isoformat()), 0))
        self.white, self.black = QComboBox(), QComboBox()
        self._teams = [team.name for team in teams for _ in team.roster]  # by combo row
        for combo in (self.white, self.black):
            for team in teams:
                for entry in team.roster:
                    combo.addItem(f"{entry.member.name} — {team.name}", entry.uscf_id)
        self.black.setCurrentIndex(min(1, self.black.count() - 1))
        self.outcome = QComboBox()
        self.outcome.addItem(self.tr("not known yet"), None)
        for result in Result:
            self.outcome.addItem(f"{result_text(result)}   {result_tooltip(result)}", result)
        self.form = ErrorForm()
        self.form.add_field("date", self.tr("Date"), self.day)
        self.form.add_field("white", self.tr("White"), self.white)
        self.form.add_field("black", self.tr("Black"), self.black)
        self.form.add_field("result", self.tr("Result"), self.outcome)
        note = QLabel(self.tr("Extra games are rated but never scored for the league."))
        note.setStyleSheet("color: #444;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(note)
        layout.addWidget(ok_cancel(self))

    def command(self, league: League) -> AddExtraGame:
        outcome = self.outcome.currentData()
        return AddExtraGame(league, self.day.currentData(), self.white.currentData(),
                            self.black.currentData(), outcome and Result(outcome),
                            (self._teams[self.white.currentIndex()],
                             self._teams[self.black.currentIndex()]))
