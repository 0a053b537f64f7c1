"""File ▸ Export: the US Chess rating report, FIDE TRF (TRF16, or with the TRF-2026 records),
Excel standings and the HTML site.

Exports only read the event, so they stay available when the file is open read-only. Each
one proposes a place beside the event file; a refusal or a disk error is shown, not raised.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMenu

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.export_common import (
    add_export_action,
    refused_problems,
    run_export,
    show_disk_error,
)
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.uscf_dialogs import ExportProblemsDialog, UscfExportDialog
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.printing import output_folder, output_stem

if TYPE_CHECKING:
    from chessarbiter.io.uscf import ExportProblem
    from chessarbiter.ui.event.main_window import MainWindow


class ExportMenu(QObject):
    """The Export submenu; its actions are enabled while an event is open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.menu = QMenu(self.tr("E&xport"), window)
        add = partial(add_export_action, self.menu)
        self.uscf_action = add(self.tr("&US Chess rating report…"), self.export_uscf)
        self.trf_action = add(self.tr("&FIDE TRF…"), self.export_trf)
        self.trf26_action = add(self.tr("FIDE TRF-&2026…"), self.export_trf26)
        self.xlsx_action = add(self.tr("&Excel standings…"), self.export_xlsx)
        self.html_action = add(self.tr("&HTML standings site…"), self.export_html)
        self.follow(None)

    def follow(self, document: EventDocument | None) -> None:
        for action in self.menu.actions():
            action.setEnabled(document is not None)

    def export_uscf(self) -> None:
        document = self._document()
        dates = [date.fromisoformat(d) for d in document.state.settings.round_dates]
        folder = output_folder(document) / f"{output_stem(document)}-uscf"
        dialog = UscfExportDialog(folder, dates, self.window)
        if not dialog.exec():
            return
        target, start, end = dialog.choice()
        from chessarbiter.services.exports import export_uscf

        def attempt(override: bool) -> object:
            return export_uscf(document.service, target, date_from=start, date_to=end,
                               override=override)

        try:
            attempt(False)
        except ActionRefused as exc:
            problems = refused_problems(exc)
            if not problems:
                warn(self.window, str(exc))
                return
            if not self._export_anyway(problems) \
                    or not run_export(self.window, lambda: attempt(True), target):
                return
        except OSError as exc:
            show_disk_error(self.window, target, exc)
            return
        self._done(self.tr("US Chess report written to {0}").format(target))

    def export_trf(self, trf26: bool = False) -> None:
        """TRF16; with ``trf26`` also the TRF-2026 records 142-222 from the event settings."""
        document = self._document()
        default = output_folder(document) / f"{output_stem(document)}.trf"
        title = self.tr("Export FIDE TRF-2026") if trf26 else self.tr("Export FIDE TRF")
        target, _filter = QFileDialog.getSaveFileName(
            self.window, title, str(default), self.tr("FIDE TRF files (*.trf)"))
        if target:
            from chessarbiter.services.trf_files import export_trf

            if run_export(self.window, lambda: export_trf(document.service, target, trf26),
                          Path(target)):
                self._done(self.tr("TRF written to {0}").format(target))

    def export_trf26(self) -> None:
        self.export_trf(trf26=True)

    def export_xlsx(self) -> None:
        document = self._document()
        default = output_folder(document) / f"{output_stem(document)}-standings.xlsx"
        target, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Export the standings to Excel"), str(default),
            self.tr("Excel workbooks (*.xlsx)"))
        if target:
            from chessarbiter.services.exports import export_xlsx

            if run_export(self.window, lambda: export_xlsx(document.service, target),
                          Path(target)):
                self._done(self.tr("Standings written to {0}").format(target))

    def export_html(self) -> None:
        document = self._document()
        target = QFileDialog.getExistingDirectory(
            self.window, self.tr("Folder for the HTML standings site"),
            str(output_folder(document)))
        if target:
            from chessarbiter.services.exports import export_html

            if run_export(self.window, lambda: export_html(document.service, target),
                          Path(target)):
                self._done(self.tr("Standings site written to {0}").format(target))

    # --- helpers -------------------------------------------------------------------------
    def _export_anyway(self, problems: Sequence[ExportProblem]) -> bool:
        """Show the problems; True when the arbiter overrides them. Choosing a player's line
        goes to that player on the Players tab."""
        dialog = ExportProblemsDialog(problems, self.window)
        if dialog.exec():
            return True
        if dialog.player is not None:
            self.window.tabs.setCurrentWidget(self.window.players_tab)
            self.window.players_tab.select_start_no(dialog.player)
        return False

    def _done(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def _document(self) -> EventDocument:
        document = self.window.document
        assert document is not None, "exports are disabled while no event is open"
        return document
