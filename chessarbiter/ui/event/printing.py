"""Printing from the window: one click writes the PDF and opens it in the system's viewer.

At 11 pm the arbiter wants the sheet on the wall, not a save dialog: the printout goes into a
``printouts`` folder beside the event file, named by document and round (``club-pairings-
round-3.pdf``), so the same sheet is found again and a reprint replaces it. The viewer prints;
paper size and orientation come from this computer's preferences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices
from PySide6.QtWidgets import QMenu, QMessageBox, QToolButton, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.busy import busy
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.prefs import ORIENTATIONS
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.state import EventState

if TYPE_CHECKING:
    from chessarbiter.ui.event.main_window import MainWindow
    from chessarbiter.ui.event.standings_tab import StandingsTab

translate = QCoreApplication.translate  # a name lupdate recognises
FOLDER = "printouts"


@dataclass(frozen=True)
class Printout:
    """One document of :mod:`chessarbiter.services.printing` and what picks its content."""

    document: str
    rnd: int | None = None
    order: Literal["alphabetical", "start"] = "alphabetical"

    def file_name(self, stem: str) -> str:
        """``club-pairings-round-3.pdf``, ``club-players-by-number.pdf``, ``club-standings.pdf``."""
        parts = [stem, self.document]
        if self.document == "players":
            parts.append("by-name" if self.order == "alphabetical" else "by-number")
        if self.rnd is not None:
            parts.append(f"round-{self.rnd}")
        return "-".join(parts) + ".pdf"


def output_folder(document: EventDocument) -> Path:
    """Where printouts and exports go: beside the event file; for an event on a server, in
    the user's documents."""
    if document.path is not None:
        return document.path.parent
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "chessarbiter"


def output_stem(document: EventDocument) -> str:
    """The start of output file names: the event file's name, or the server database's."""
    if document.path is not None:
        return document.path.stem
    return document.location.split("?")[0].rsplit("/", 1)[-1] or "event"


def write_printout(document: EventDocument, printout: Printout, paper: str,
                   orientation: str) -> Path:
    """The PDF written into the printouts folder beside the event; returns its path.

    A sheet still open in a viewer that holds its file (Windows) cannot be replaced, so the
    reprint then gets the time in its name instead of being refused.
    """
    from chessarbiter.services.files import write_atomically
    from chessarbiter.services.printing import render_document

    landscape = {"portrait": False, "landscape": True}.get(orientation)
    sheet: Literal["a4", "letter"] = "letter" if paper == "Letter" else "a4"
    data = render_document(document.service, printout.document, rnd=printout.rnd,
                           paper=sheet, landscape=landscape, order=printout.order)
    folder = output_folder(document) / FOLDER
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        message = translate("printing", "{0}: cannot make the folder ({1})")
        raise ActionRefused(message.format(folder, exc.strerror), "output") from None
    target = folder / printout.file_name(output_stem(document))
    try:
        write_atomically(target, data)
    except ActionRefused:
        if not target.exists():
            raise
        target = target.with_stem(f"{target.stem}-{datetime.now():%H%M%S}")
        write_atomically(target, data)
    return target


class PrintButton(QToolButton):
    """A tab's Print button: a click prints the tab's main document, its arrow the others."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(text)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setEnabled(False)

    def offer(self, main: QAction, others: tuple[QAction, ...] = ()) -> None:
        self.clicked.connect(main.trigger)
        self.setEnabled(main.isEnabled())  # offered to a tab built after the event opened
        main.enabledChanged.connect(self.setEnabled)
        self.setToolTip(self.tr("Writes the PDF into the “{0}” folder beside the event file "
                                "and opens it in the PDF viewer, ready to print").format(FOLDER))
        if others:
            menu = QMenu(self)
            for action in (main, *others):
                menu.addAction(action)
            self.setMenu(menu)
            self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)


class PrintActions(QObject):
    """The printouts as actions, for File ▸ Print and each tab's Print button."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.last: Path | None = None
        self.pairings = self._action(self.tr("Pairing sheet of the round shown"),
                                     self._shown_round)
        self.players = self._action(self.tr("Player list, alphabetical"),
                                    lambda: Printout("players"))
        self.players_by_number = self._action(self.tr("Player list by start number"),
                                              lambda: Printout("players", order="start"))
        self.blank_chart = self._action(self.tr("Blank wall chart"),
                                        lambda: Printout("blank-chart"))
        self.standings = self._action(self.tr("Standings"), lambda: Printout("standings"))
        self.crosstable = self._action(self.tr("Crosstable (wall chart)"),
                                       lambda: Printout("crosstable"))
        self.by_name = self._action(self.tr("Pairings by name of the round shown"),
                                    lambda: self._shown_round("pairings-by-name"))
        self.swiss_chart = self._action(self.tr("Wall chart (rounds across)"),
                                        lambda: Printout("swiss-chart"))
        self.menu = QMenu(self.tr("&Print"), window)
        for action in (self.pairings, self.by_name, self.standings, self.crosstable,
                       self.swiss_chart):
            self.menu.addAction(action)
        self.menu.addSeparator()
        for action in (self.players, self.players_by_number, self.blank_chart):
            self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addMenu(self._orientation_menu())

        window.pairings_tab.print_button.offer(self.pairings, (self.by_name,))
        window.players_tab.print_button.offer(
            self.players, (self.players_by_number, self.blank_chart))
        window.tabs.standingsBuilt.connect(self._offer_standings)
        self.menu.aboutToShow.connect(self._name_round)
        self.follow(None)

    def follow(self, document: EventDocument | None) -> None:
        """Enable the printouts for ``document`` (None: no event open) and keep them current."""
        for action in self._all():
            action.setEnabled(document is not None)
        if document is not None:
            document.changed.connect(self._show_state)
            self._show_state(document.state)

    def print(self, printout: Printout) -> Path | None:
        """Write ``printout`` and open it in the viewer; a refusal is shown, not raised."""
        document, prefs = self.window.document, self.window.prefs
        if document is None:
            return None
        try:
            with busy():
                path = write_printout(document, printout, prefs.paper_size(),
                                      prefs.print_orientation())
        except ActionRefused as exc:
            warn(self.window, str(exc))
            return None
        self.last = path
        self.window.statusBar().showMessage(self.tr("Printout written to {0}").format(path), 8000)
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
            QMessageBox.information(
                self.window, self.tr("Printout written"),
                self.tr("No PDF viewer opened the printout; it is in\n{0}").format(path))
        return path

    def _offer_standings(self, tab: StandingsTab) -> None:
        tab.print_button.offer(self.standings, (self.crosstable, self.swiss_chart))

    def _shown_round(self, document: str = "pairings") -> Printout:
        """The round on the Pairings tab, which is brought forward (and so drawn, if it was
        hidden) so that the arbiter sees which round is printed."""
        tab = self.window.pairings_tab
        self.window.tabs.setCurrentWidget(tab)
        self._name_round()
        return Printout(document, rnd=tab.current_round())

    def _show_state(self, state: EventState) -> None:
        """A round robin prints its grid and blank chart, a Swiss its chart of rounds and
        the pairings by name."""
        swiss = state.settings.swiss
        self.pairings.setEnabled(state.scheduled)
        self.by_name.setEnabled(state.scheduled)
        for action in (self.by_name, self.swiss_chart):
            action.setVisible(swiss)
        for action in (self.crosstable, self.blank_chart):
            action.setVisible(not swiss)

    def _name_round(self) -> None:
        """Name the round in the menu entry (the Pairings tab knows it once it was drawn)."""
        rnd = self.window.pairings_tab.current_round()
        self.pairings.setText(self.tr("Pairing sheet, round {0}").format(rnd) if rnd > 0
                              else self.tr("Pairing sheet of the round shown"))
        self.by_name.setText(self.tr("Pairings by name, round {0}").format(rnd) if rnd > 0
                             else self.tr("Pairings by name of the round shown"))

    def _action(self, text: str, printout: Callable[[], Printout]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: self.print(printout()))
        return action

    def _all(self) -> tuple[QAction, ...]:
        return (self.pairings, self.players, self.players_by_number, self.blank_chart,
                self.standings, self.crosstable, self.by_name, self.swiss_chart)

    def _orientation_menu(self) -> QMenu:
        menu = QMenu(self.tr("&Orientation"), self.window)
        group = QActionGroup(menu)
        names = {"natural": self.tr("As each printout suits it"),
                 "portrait": self.tr("Always portrait"),
                 "landscape": self.tr("Always landscape")}
        for orientation in ORIENTATIONS:
            action = menu.addAction(names[orientation])
            action.setCheckable(True)
            action.setChecked(orientation == self.window.prefs.print_orientation())
            action.triggered.connect(
                lambda _checked=False, o=orientation: self.window.prefs.set_print_orientation(o))
            group.addAction(action)
        return menu
