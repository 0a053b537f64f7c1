"""File ▸ Export: the US Chess rating report, FIDE TRF (TRF16 or TRF-2026, in UTF-8, Latin-1
or ASCII: the save dialog's file types), Excel standings and the HTML site.

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
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.export_common import (
    add_export_action,
    refused_problems,
    run_export,
    show_disk_error,
)
from chessarbiter.ui.common.feedback import warn
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
        self.trf_action = add(self.tr("&FIDE TRF16…"), self.export_trf)
        self.trf26_action = add(self.tr("FIDE TRF-&2026…"), self.export_trf26)
        self.xlsx_action = add(self.tr("&Excel standings…"), self.export_xlsx)
        self.html_action = add(self.tr("&HTML standings site…"), self.export_html)
        self.follow(None)

    def follow(self, document: EventDocument | None) -> None:
        for action in self.menu.actions():
            action.setEnabled(document is not None)

    def export_uscf(self) -> None:
        from chessarbiter.ui.common.uscf_dialogs import UscfExportDialog  # the first export's

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
        """TRF16, or with ``trf26`` TRF-2026; the file type chosen in the save dialog is the
        encoding. Names the encoding cannot hold are listed once the file is written."""
        document = self._document()
        default = output_folder(document) / f"{output_stem(document)}.trf"
        title = self.tr("Export FIDE TRF-2026") if trf26 else self.tr("Export FIDE TRF16")
        types = self._trf_file_types()
        target, chosen = QFileDialog.getSaveFileName(
            self.window, title, str(default), ";;".join(types.values()))
        if not target:
            return
        from chessarbiter.services.trf_files import export_trf

        encoding = next((code for code, text in types.items() if text == chosen), "utf-8")
        warnings: list[str] = []

        def write() -> None:
            warnings.extend(export_trf(document.service, target, trf26, encoding))

        if run_export(self.window, write, Path(target)):
            self._done(self.tr("TRF written to {0}").format(target))
            if warnings:
                QMessageBox.information(
                    self.window, self.tr("TRF written"),
                    self.tr("{0} is written, with these changes:").format(target) + "\n\n"
                    + "\n".join(f"• {warning}" for warning in warnings))

    def _trf_file_types(self) -> dict[str, str]:
        """The save dialog's file types: the encoding the TRF is written in."""
        return {
            "utf-8": self.tr("FIDE TRF, UTF-8 (*.trf)"),
            "latin-1": self.tr("FIDE TRF, Latin-1 for programs that read no UTF-8 (*.trf)"),
            "ascii": self.tr("FIDE TRF, ASCII (*.trf)"),
        }

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
        from chessarbiter.ui.common.uscf_dialogs import ExportProblemsDialog

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
