"""File ▸ Export of the league window: the month's US Chess report (rule 22), the season as an
Excel workbook and as web pages (rule 23).

Exports only read the season; the report's officials and place come from the season
settings, and are stored there (an undoable step) only when the director ticks "remember".
Each export proposes a place beside the season file; a refusal or a disk error is shown, not
raised. The report's problems are shown in the individual event's problems dialog, each
headed by its section.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMenu

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.export_common import (
    add_export_action,
    refused_problems,
    run_export,
    show_disk_error,
)
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.league.commands import ChangeSettings
from chessarbiter.ui.league.document import LeagueDocument

if TYPE_CHECKING:
    from chessarbiter.ui.league.window import LeagueWindow

translate = QCoreApplication.translate  # a name lupdate recognises


def add_league_export_menu(window: LeagueWindow) -> QMenu:
    """The Export menu, added to the window's File menu; its actions follow the open season.
    The menu object lives as long as the window (its parent)."""
    exports = LeagueExportMenu(window)
    file_menu = next((a.menu() for a in window.menuBar().actions() if a.menu() is not None),
                     None)
    if isinstance(file_menu, QMenu):
        file_menu.insertMenu(window.close_action, exports.menu)
    return exports.menu


class LeagueExportMenu(QObject):
    def __init__(self, window: LeagueWindow) -> None:
        super().__init__(window)
        self.window = window
        self.officials: dict[str, str] = {}  # the last report's, not remembered: offered again
        self.menu = QMenu(self.tr("E&xport"), window)
        add = partial(add_export_action, self.menu)
        self.menu.setObjectName("league-exports")
        self.uscf_action = add(self.tr("&US Chess rating report…"), self.export_uscf)
        self.xlsx_action = add(self.tr("&Excel workbook…"), self.export_xlsx)
        self.html_action = add(self.tr("&HTML site…"), self.export_html)
        self.menu.aboutToShow.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        for action in self.menu.actions():
            action.setEnabled(self.window.document is not None)

    def export_uscf(self) -> None:
        from chessarbiter.services.league.exports import export_league_uscf
        from chessarbiter.ui.common.uscf_dialogs import ExportProblemsDialog
        from chessarbiter.ui.league.uscf_dialog import OFFICIAL_SETTINGS, LeagueUscfDialog

        document = self._document()
        folder = document.path.parent / f"{document.path.stem}-uscf"
        stored = document.state.settings.to_dict()
        given = {name: stored[name] for name in OFFICIAL_SETTINGS} | self.officials
        dialog = LeagueUscfDialog(folder, document.state.settings.dates, given, date.today(),
                                  self.window)
        if not dialog.exec():
            return
        target, start, end, officials, remember = dialog.choice()
        self.officials = {} if remember else officials
        changes = {k: v for k, v in officials.items() if v != stored[k]}
        if remember and changes:
            try:
                document.run(ChangeSettings(document.league, changes, translate(
                    "league", "Remember the US Chess report's officials")))
            except ActionRefused as exc:
                warn(self.window, str(exc))
                return

        def attempt(override: bool) -> object:
            return export_league_uscf(document.league, target, start, end, override,
                                      officials)

        try:
            attempt(False)
        except ActionRefused as exc:
            headed = self.tr("Section {0}: {1}")
            problems = [replace(p, message=headed.format(p.section, p.message))
                        if p.section else p for p in refused_problems(exc)]
            if not problems:
                warn(self.window, str(exc))
                return
            if not ExportProblemsDialog(problems, self.window).exec() \
                    or not run_export(self.window, lambda: attempt(True), target):
                return
        except OSError as exc:
            show_disk_error(self.window, target, exc)
            return
        self.window.flash(self.tr("US Chess report written to {0}").format(target), 8000)

    def export_xlsx(self) -> None:
        document = self._document()
        default = document.path.with_name(f"{document.path.stem}-season.xlsx")
        target, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Export the season to Excel"), str(default),
            self.tr("Excel workbooks (*.xlsx)"))
        if target:
            from chessarbiter.services.league.exports import export_league_xlsx

            if run_export(self.window, lambda: export_league_xlsx(document.league, target),
                          Path(target)):
                self.window.flash(self.tr("Season written to {0}").format(target), 8000)

    def export_html(self) -> None:
        document = self._document()
        target = QFileDialog.getExistingDirectory(
            self.window, self.tr("Folder for the league's web pages"), str(document.path.parent))
        if target:
            from chessarbiter.services.league.exports import export_league_html

            if run_export(self.window, lambda: export_league_html(document.league, target),
                          Path(target)):
                self.window.flash(self.tr("Web pages written to {0}").format(target), 8000)

    # --- helpers -------------------------------------------------------------------------
    def _document(self) -> LeagueDocument:
        document = self.window.document
        assert document is not None, "exports are disabled while no season is open"
        return document
