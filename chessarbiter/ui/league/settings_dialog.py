"""Season ▸ Settings…: every number of the season's rule book as text the director edits
(as ``league settings --set`` reads it: whole numbers, yes/no, dates as YYYY-MM-DD, lists
comma-separated, "none" to follow the boards or the rule book), each shown by its label and
rule with its meaning. What the season has used is greyed with the reason; a value that
cannot be read is named under the table."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.setting_changes import fixed_now, parse_setting, setting_text
from chessarbiter.core.league.setting_meanings import MEANINGS
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.league.commands import ChangeSettings
from chessarbiter.ui.league.document import LeagueDocument

translate = QCoreApplication.translate  # a name lupdate recognises


class SettingsDialog(QDialog):
    """Each setting by its label with the rule it comes from; the explanation of the row
    chosen shows under the table (and in every cell's tooltip), all from
    :mod:`chessarbiter.core.league.setting_meanings`."""

    def __init__(self, settings: LeagueSettings, scheduled: bool, played: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Season settings"))
        self.resize(900, 640)
        self._stored = settings.to_dict()
        fixed = {line.partition(":")[0]: line for line in
                 fixed_now(frozenset(self._stored), scheduled, played)}
        self.table = QTableWidget(len(self._stored), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Setting"), self.tr("Value"),
                                              self.tr("Rule")])
        self.table.verticalHeader().hide()
        for row, (name, value) in enumerate(self._stored.items()):
            self._fill_row(row, name, value, fixed.get(name, ""))
        header = self.table.horizontalHeader()
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setMinimumHeight(self.explanation.fontMetrics().lineSpacing() * 2)
        self.table.currentCellChanged.connect(lambda row, *_: self._explain(row))
        self.form = ErrorForm()
        self.form.add_field("settings", "", self.table)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form, 1)
        layout.addWidget(self.explanation)
        layout.addWidget(ok_cancel(self))
        self.table.setCurrentCell(0, 1)

    def _fill_row(self, row: int, name: str, value: Any, fixed: str) -> None:
        """Label, value and rule of one setting; what the season has used is greyed."""
        said = MEANINGS[name]
        tip = f"{name}: {said.described()}" + (f"\n{fixed}" if fixed else "")
        label, shown, rule = (QTableWidgetItem(said.label),
                              QTableWidgetItem(setting_text(value)), QTableWidgetItem(said.source))
        for item in (label, rule):
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if fixed:
            shown.setFlags(Qt.ItemFlag.NoItemFlags)
        for column, item in enumerate((label, shown, rule)):
            item.setToolTip(tip)
            self.table.setItem(row, column, item)

    def _explain(self, row: int) -> None:
        names = list(self._stored)
        if 0 <= row < len(names):
            said = MEANINGS[names[row]]
            self.explanation.setText(f"<b>{html.escape(said.label)}</b> "
                                     f"(<code>{names[row]}</code>): "
                                     f"{html.escape(said.described())}")

    def set_value(self, name: str, text: str) -> None:
        """Type ``text`` as ``name``'s value (what a user does in the table)."""
        row = list(self._stored).index(name)
        item = self.table.item(row, 1)
        assert item is not None
        item.setText(text)

    def changes(self) -> dict[str, Any]:
        """The edited settings in their stored form; ValueError naming one that cannot be
        read."""
        out = {}
        for row, name in enumerate(self._stored):
            item = self.table.item(row, 1)
            assert item is not None
            if item.text() != setting_text(self._stored[name]):
                out[name] = parse_setting(name, item.text())
        return out


def edit_settings(parent: QWidget, document: LeagueDocument) -> bool:
    """Season ▸ Settings…: show the dialog until its changes are stored (one undo step) or
    it is cancelled; a refusal is named under the table. Returns whether anything changed."""
    season = document.league.season.current()
    played = any(m.lineups for m in season.nights.all_matches())
    dialog = SettingsDialog(season.settings, bool(season.schedules), played, parent)
    while dialog.exec():
        try:
            changes = dialog.changes()
            if not changes:
                return False
            document.run(ChangeSettings(document.league, changes, translate(
                "league", "Settings: {0}").format(", ".join(changes))))
        except (ValueError, ActionRefused) as exc:
            dialog.form.show_errors({"settings": str(exc)})
            continue
        return True
    return False
