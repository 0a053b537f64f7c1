"""The schedule as a tree: date → section and round → matches, with cancelled dates, dates
for extra rated games (rule 8) and dates added by the captains' agreement marked."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from chessarbiter.core.league.schedule import SectionRound, SectionSchedule
from chessarbiter.core.league.season_dates import DateUse, SeasonDate

_CANCELLED = QColor("#b00020")
_EXTRA = QColor("#555555")
_ADDED = QColor("#1b4f9c")


def _row(*texts: str) -> list[QStandardItem]:
    items = [QStandardItem(text) for text in texts]
    for item in items:
        item.setEditable(False)
    return items


class ScheduleTree(QTreeView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("league_schedule")
        self.schedule_model = QStandardItemModel(self)
        self.setModel(self.schedule_model)
        self._headers()
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def _headers(self) -> None:
        self.schedule_model.setHorizontalHeaderLabels([
            self.tr("Date / round"), self.tr("White (board 1)"), self.tr("Black"),
            self.tr("Note")])

    def show_schedule(self, schedules: Sequence[SectionSchedule],
                      announced: Sequence[date]) -> None:
        self.schedule_model.clear()
        self._headers()
        if not schedules:
            return
        for day in sorted(set(announced) | {d.on for s in schedules for d in s.calendar.dates}):
            row = _row(f"{day:%a} {day.isoformat()}", "", "", "")
            font = QFont(self.font())
            font.setBold(True)
            row[0].setFont(font)
            notes = []
            for schedule in schedules:
                on = next((d for d in schedule.calendar.dates if d.on == day), None)
                if on is None:
                    continue
                notes += self._date_notes(schedule.section, on, row)
                for rnd in schedule.rounds:
                    if rnd.number in on.rounds and on.use is DateUse.LEAGUE:
                        row[0].appendRow(self._round_row(schedule.section, rnd))
            row[3].setText("; ".join(notes))
            self.schedule_model.appendRow(row)
        self.expandAll()

    def _date_notes(self, section: str, on: SeasonDate, row: list[QStandardItem]) -> list[str]:
        notes = []
        if on.use is DateUse.CANCELLED:
            notes.append(self.tr("{0}: cancelled — {1}").format(section, on.cancelled))
            row[0].setForeground(QBrush(_CANCELLED))
            row[3].setForeground(QBrush(_CANCELLED))
        elif on.use is DateUse.EXTRA:
            notes.append(self.tr("{0}: extra rated games (rule 8)").format(section))
            row[3].setForeground(QBrush(_EXTRA))
        if on.agreed_by:
            notes.append(self.tr("{0}: added, agreed by {1}").format(section,
                                                                     ", ".join(on.agreed_by)))
            row[3].setForeground(QBrush(_ADDED))
        return notes

    def _round_row(self, section: str, rnd: SectionRound) -> list[QStandardItem]:
        row = _row(self.tr("Section {0} · round {1}").format(section, rnd.number), "", "", "")
        for m in rnd.matches:
            row[0].appendRow(_row(self.tr("match {0}").format(m.table), m.white, m.black, ""))
        if rnd.bye is not None:
            row[0].appendRow(_row("", rnd.bye, self.tr("bye"), ""))
        return row

    def text(self, path: Sequence[int], column: int = 0) -> str:
        """The text at ``path`` (row numbers from the top level down) in ``column``."""
        index = self.schedule_model.index(path[0], 0)
        for row in path[1:]:
            index = self.schedule_model.index(row, 0, index)
        return str(index.siblingAtColumn(column).data() or "")

    def child_count(self, path: Sequence[int]) -> int:
        index = self.schedule_model.index(path[0], 0)
        for row in path[1:]:
            index = self.schedule_model.index(row, 0, index)
        return self.schedule_model.rowCount(index)
