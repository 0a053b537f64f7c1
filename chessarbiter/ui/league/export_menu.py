"""File ▸ Export of the league window: the month's US Chess report (rule 22), the season as an
Excel workbook and as web pages (rule 23).

Exports only read the season. Each proposes a place beside the season file; a refusal or a
disk error is shown, not raised. The report's problems are shown in the individual event's
problems dialog, each headed by its section.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.export_menu import _problems as refused_problems
from chessarbiter.ui.feedback import warn
from chessarbiter.ui.league.document import LeagueDocument

if TYPE_CHECKING:
    from chessarbiter.io.uscf.league import LeagueOfficials
    from chessarbiter.ui.league.window import LeagueWindow


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
        self.officials: LeagueOfficials | None = None  # the last report's, offered again
        self.menu = QMenu(self.tr("E&xport"), window)
        self.menu.setObjectName("league-exports")
        self.uscf_action = self._add(self.tr("&US Chess rating report…"), self.export_uscf)
        self.xlsx_action = self._add(self.tr("&Excel workbook…"), self.export_xlsx)
        self.html_action = self._add(self.tr("&HTML site…"), self.export_html)
        self.menu.aboutToShow.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        for action in self.menu.actions():
            action.setEnabled(self.window.document is not None)

    def export_uscf(self) -> None:
        from chessarbiter.services.league.exports import export_league_uscf
        from chessarbiter.ui.league.uscf_dialog import LeagueUscfDialog
        from chessarbiter.ui.uscf_dialogs import ExportProblemsDialog

        document = self._document()
        folder = document.path.parent / f"{document.path.stem}-uscf"
        dialog = LeagueUscfDialog(folder, document.state.settings.dates, self.officials,
                                  date.today(), self.window)
        if not dialog.exec():
            return
        target, start, end, officials = dialog.choice()
        self.officials = officials

        def attempt(override: bool) -> object:
            return export_league_uscf(document.league, target, officials, start, end,
                                      override)

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
                    or not self._guarded(lambda: attempt(True), target):
                return
        except OSError as exc:
            self._disk_error(target, exc)
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

            if self._guarded(lambda: export_league_xlsx(document.league, target), Path(target)):
                self.window.flash(self.tr("Season written to {0}").format(target), 8000)

    def export_html(self) -> None:
        document = self._document()
        target = QFileDialog.getExistingDirectory(
            self.window, self.tr("Folder for the league's web pages"), str(document.path.parent))
        if target:
            from chessarbiter.services.league.exports import export_league_html

            if self._guarded(lambda: export_league_html(document.league, target), Path(target)):
                self.window.flash(self.tr("Web pages written to {0}").format(target), 8000)

    # --- helpers -------------------------------------------------------------------------
    def _guarded(self, export: Callable[[], object], target: Path) -> bool:
        """Run ``export``; False once its refusal or disk error was shown."""
        try:
            export()
        except ActionRefused as exc:
            warn(self.window, str(exc))
        except OSError as exc:
            self._disk_error(target, exc)
        else:
            return True
        return False

    def _disk_error(self, target: Path, exc: OSError) -> None:
        warn(self.window, self.tr("{0}: cannot write ({1})").format(target, exc.strerror))

    def _document(self) -> LeagueDocument:
        document = self.window.document
        assert document is not None, "exports are disabled while no season is open"
        return document

    def _add(self, text: str, slot: Callable[[], None]) -> QAction:
        action = self.menu.addAction(text)
        action.triggered.connect(lambda _checked=False: slot())
        return action
