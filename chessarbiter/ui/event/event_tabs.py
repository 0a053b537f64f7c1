"""The championship window's tabs: Players, Pairings & Results and Standings from the start,
Playoffs and Clocks & Penalties built the first time one of them is shown or asked for (their
modules and widgets are a tenth of a second of the window's start-up, which the arbiter typing
results need not wait for), each shown the open event."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QWidget

from chessarbiter.ui.common.window_parts import replace_tabs
from chessarbiter.ui.event.pairings_tab import PairingsTab
from chessarbiter.ui.event.players_tab import PlayersTab
from chessarbiter.ui.event.standings_tab import StandingsTab

if TYPE_CHECKING:
    from chessarbiter.ui.event.clocks_tab import ClocksTab
    from chessarbiter.ui.event.document import EventDocument
    from chessarbiter.ui.event.playoffs_tab import PlayoffsTab

LATE = 3  # the index of the first late tab


class EventTabs(QTabWidget):
    #: a tab's word for the status bar
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = PlayersTab()
        self.pairings = PairingsTab()
        self.standings = StandingsTab()
        self.addTab(self.players, self.tr("&Players"))
        self.addTab(self.pairings, self.tr("Pairings && &Results"))
        self.addTab(self.standings, self.tr("&Standings"))
        self._late: tuple[PlayoffsTab, ClocksTab] | None = None
        self._document: EventDocument | None = None
        self.addTab(QWidget(), self.tr("Pla&yoffs"))  # placeholders: the tab bar is whole
        self.addTab(QWidget(), self.tr("&Clocks && Penalties"))
        for tab in (self.players, self.pairings):
            tab.message.connect(self.message)
        self.currentChanged.connect(self._shown)

    def late(self) -> tuple[PlayoffsTab, ClocksTab]:
        """The Playoffs and Clocks tabs, built in place of their placeholders when first
        needed and shown the open event. Built together: the Playoffs tab starts a play-off
        game on the Clocks tab's clock."""
        if self._late is None:
            from chessarbiter.ui.event.clocks_tab import ClocksTab
            from chessarbiter.ui.event.playoffs_tab import PlayoffsTab

            self._late = (PlayoffsTab(), ClocksTab())
            replace_tabs(self, LATE, self._late)
            self._late[1].message.connect(self.message)
            for tab in self._late:
                tab.set_document(self._document)
        return self._late

    def set_document(self, document: EventDocument | None) -> None:
        """Every built tab shows ``document`` (None: no event); an unbuilt one is shown it when
        it is built."""
        self._document = document
        for tab in (self.players, self.pairings, self.standings, *(self._late or ())):
            tab.set_document(document)

    def _shown(self, index: int) -> None:
        if index >= LATE and self._late is None:
            self.late()
