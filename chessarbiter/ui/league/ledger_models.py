"""The deposit ledger as tables: every team's balance and what it owes (rules 30-31), and one
team's entries with the rule each automatic deduction comes from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from chessarbiter.core.league.ledger import EntryKind, LedgerEntry, dollars
from chessarbiter.ui.common.table_model import CENTER, RIGHT, RowsModel
from chessarbiter.ui.league.labels import day_text, entry_kind_text

if TYPE_CHECKING:
    from chessarbiter.core.league.season_ledger import TeamLedger

OUT = (EntryKind.DEDUCTION, EntryKind.REFUND)


class LedgerTeamsModel(RowsModel["TeamLedger"]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Team"), self.tr("Balance"), self.tr("Owes"), self.tr("Due"),
                         self.tr("Refund"))

    def header_tooltip(self, column: int) -> str | None:
        tips = {2: self.tr("Rule 31: what restores the deposit after the balance went below "
                           "zero"),
                3: self.tr("Rule 31: before the next month's round"),
                4: self.tr("Rule 32: once the team's section has played out")}
        return tips.get(column)

    def set_ledgers(self, teams: Sequence[TeamLedger]) -> None:
        self.replace_rows(list(teams), key=lambda t: t.team)

    def cell(self, team: TeamLedger, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            refund = "" if team.refund is None else dollars(team.refund.refund)
            return (team.team, dollars(team.balance), dollars(team.owed) if team.owed else "",
                    day_text(team.due), refund)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column:
            return CENTER if column == 3 else RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and column in (1, 2) and team.owed:
            return Qt.GlobalColor.darkRed
        return None


class LedgerEntriesModel(RowsModel[LedgerEntry]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Date"), self.tr("Kind"), self.tr("Rule"), self.tr("Amount"),
                         self.tr("Note"))

    def set_entries(self, entries: Sequence[LedgerEntry]) -> None:
        self.replace_rows(list(entries), key=lambda e: e)

    def cell(self, entry: LedgerEntry, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            sign = -1 if entry.kind in OUT else 1
            rule = entry.rule or self.tr("director")
            return (day_text(entry.on), entry_kind_text(entry.kind), rule,
                    dollars(sign * entry.cents), entry.note)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return RIGHT if column == 3 else CENTER
        if role == Qt.ItemDataRole.ForegroundRole and column == 3 and entry.kind in OUT:
            return Qt.GlobalColor.darkRed
        return None
