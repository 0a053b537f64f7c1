"""The table of incidents: what happened, what the rules suggested, what the arbiter decided."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QColor

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.incidents import Decision, Incident
from chessarbiter.core.money import money
from chessarbiter.core.players import Player
from chessarbiter.ui.common.table_model import CENTER, RowsModel
from chessarbiter.ui.event.incident_labels import (
    decision_text,
    details_text,
    kind_text,
    sanction_text,
)

PENDING_BRUSH = QBrush(QColor("#ffe0b2"))  # an open decision stands out in the list


class IncidentsModel(RowsModel[Incident]):
    """One row per incident, by round and then in the order recorded."""

    SUGGESTION_COLUMN = 5
    DECISION_COLUMN = 6
    _CENTRED = (0, 1, 3, 7, 8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._currency = ""
        self._players: Mapping[int, Player] = {}
        self._headers = (self.tr("Rd"), self.tr("Bd"), self.tr("Player"), self.tr("Time"),
                         self.tr("Kind"), self.tr("Rules suggest"), self.tr("Decision"),
                         self.tr("Fine"), self.tr("Penalty"), self.tr("Note"))

    def header_tooltip(self, column: int) -> str | None:
        tips = {0: self.tr("Round"), 1: self.tr("Board"),
                5: self.tr("What the event's rules suggested when the incident was recorded"),
                8: self.tr("Time taken from the player's clock")}
        return tips.get(column)

    def set_incidents(self, incidents: Sequence[Incident], players: Mapping[int, Player],
                      currency: str = "") -> None:
        self._players, self._currency = players, currency
        rows = sorted(incidents, key=lambda i: (i.round, i.id or 0))
        self.replace_rows(rows, key=lambda i: i.id)

    def cell(self, i: Incident, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(i, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self._CENTRED:
            return CENTER
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.SUGGESTION_COLUMN and i.suggestion is not None:
                return i.suggestion.explanation
            if column in (4, 9):
                return self._text(i, column) or None
        if role == Qt.ItemDataRole.BackgroundRole and column == self.DECISION_COLUMN \
                and not i.confirmed:
            return PENDING_BRUSH
        return None

    def _text(self, i: Incident, column: int) -> str:
        if column == 0:
            return str(i.round)
        if column == 1:
            return "" if i.board is None else str(i.board)
        if column == 2:
            player = self._players.get(i.start_no)
            return f"{i.start_no} {player.name}" if player else str(i.start_no)
        if column == 3:
            return i.at if isinstance(i.at, str) else self.tr("{0} min").format(i.at)
        if column == 4:
            details = details_text(i)
            return kind_text(i.kind) + (f": {details}" if details else "")
        if column == self.SUGGESTION_COLUMN:
            s = i.suggestion
            if s is None:
                return ""
            if s.decision is Decision.PENDING:
                return self.tr("For the arbiter")
            return sanction_text(s.decision, s.fine, s.time_penalty_seconds, self._currency)
        if column == self.DECISION_COLUMN:
            return decision_text(i.decision)
        if column == 7:
            return money(i.fine, self._currency) if i.fine else ""
        if column == 8:
            return format_clock_time(i.time_penalty_seconds) if i.time_penalty_seconds else ""
        return i.note
