"""The payout table: each player's place, prize money, fines and what is paid."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont

from chessarbiter.core.money import money
from chessarbiter.core.players import Player
from chessarbiter.core.prizes import Payout
from chessarbiter.ui.common.table_model import CENTER, RIGHT, RowsModel


class PayoutModel(RowsModel[Payout]):
    """Rows in the ledger's order (standings order, fined players outside them last)."""

    PAID_COLUMN = 5
    _AMOUNTS = (3, 4, 5)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: Mapping[int, Player] = {}
        self._currency = ""
        self._headers = (self.tr("Place"), self.tr("Prize"), self.tr("Player"),
                         self.tr("Prize money"), self.tr("Fines"), self.tr("Paid"),
                         self.tr("Note"))

    def header_tooltip(self, column: int) -> str | None:
        tips = {1: self.tr("The prize places whose money the player shares"),
                5: self.tr("Prize money less fines")}
        return tips.get(column)

    def set_payouts(self, rows: Sequence[Payout], players: Mapping[int, Player],
                    currency: str = "") -> None:
        self._players, self._currency = players, currency
        self.replace_rows(list(rows), key=lambda p: p.start_no)

    def cell(self, p: Payout, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(p, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in self._AMOUNTS:
                return RIGHT
            return CENTER if column < 2 else None
        if role == Qt.ItemDataRole.FontRole and column == self.PAID_COLUMN:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == 6 and p.note:
            return p.note
        return None

    def _text(self, p: Payout, column: int) -> str:
        if column == 2:
            player = self._players.get(p.start_no)
            return f"{p.start_no} {player.name}" if player else str(p.start_no)
        cash = self._currency
        values = (p.place_label, p.prize_label, "", money(p.gross, cash),
                  money(p.fines, cash) if p.fines else "", money(p.net, cash), p.note)
        return values[column]
