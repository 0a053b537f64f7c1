"""The championship window's tabs: Players, Pairings & Results and Standings from the start,
Playoffs and Clocks & Penalties built when the first event opens (their modules are a
quarter of the window's start-up), each shown the open event."""

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
        self.addTab(QWidget(), self.tr("Pla&yoffs"))  # placeholders: the tab bar is whole
        self.addTab(QWidget(), self.tr("&Clocks && Penalties"))
        for tab in (self.players, self.pairings):
            tab.message.connect(self.message)

    def late(self) -> tuple[PlayoffsTab, ClocksTab]:
        """The Playoffs and Clocks tabs, built in place of their placeholders when first
        needed."""
        if self._late is None:
            from chessarbiter.ui.event.clocks_tab import ClocksTab
            from chessarbiter.ui.event.playoffs_tab import PlayoffsTab

            self._late = (PlayoffsTab(), ClocksTab())
            replace_tabs(self, 3, self._late)
            self._late[1].message.connect(self.message)
        return self._late

    def set_document(self, document: EventDocument | None) -> None:
        """Every tab shows ``document`` (None: no event; the late tabs stay unbuilt)."""
        late = self.late() if document is not None else self._late or ()
        for tab in (self.players, self.pairings, self.standings, *late):
            tab.set_document(document)
