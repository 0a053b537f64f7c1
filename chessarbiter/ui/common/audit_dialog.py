"""Event → Audit log…: who changed what and when, newest first, read from the event file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.audit_text import details_text

if TYPE_CHECKING:  # storage loads only when an event is opened
    from chessarbiter.services.events import AuditEntry, EventService

SHOWN = 500  # the newest entries; the CLI's `audit --limit` reads further back


class AuditDialog(QDialog):
    def __init__(self, service: EventService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Audit log"))
        headers = [self.tr("When (UTC)"), self.tr("Who"), self.tr("Action"), self.tr("What"),
                   self.tr("Change"), self.tr("Before → after")]
        self.entries = service.audit_log(SHOWN)
        self.table = QTableWidget(len(self.entries), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, entry in enumerate(self.entries):
            for column, text in enumerate(_cells(entry)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(1000, 520)


def _cells(entry: AuditEntry) -> list[str]:
    what = entry.table + (f" #{entry.row_id}" if entry.row_id is not None else "")
    return [entry.at.isoformat(sep=" ", timespec="seconds"), entry.who, entry.action, what,
            entry.change, details_text(entry.table, entry.change, entry.details or {})]
