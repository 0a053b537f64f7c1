"""The championship window's tabs: Players and Pairings & Results from the start; Standings,
then Playoffs with Clocks & Penalties, built the first time one of them is shown or asked for
(their modules and widgets would be a tenth of a second of the window's start-up, which the
arbiter typing results need not wait for), each shown the open event."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QWidget

from chessarbiter.ui.common.window_parts import replace_tabs
from chessarbiter.ui.event.pairings_tab import PairingsTab
from chessarbiter.ui.event.players_tab import PlayersTab

if TYPE_CHECKING:
    from chessarbiter.ui.event.clocks_tab import ClocksTab
    from chessarbiter.ui.event.document import EventDocument
    from chessarbiter.ui.event.playoffs_tab import PlayoffsTab
    from chessarbiter.ui.event.standings_tab import StandingsTab
    from chessarbiter.ui.event.state import EventState

STANDINGS, LATE = 2, 3  # the index of the Standings tab and of the first late tab


class EventTabs(QTabWidget):
    #: a tab's word for the status bar
    message = Signal(str)
    #: the Standings tab, just built (for its Print button's printouts)
    standingsBuilt = Signal(QWidget)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = PlayersTab()
        self.pairings = PairingsTab()
        self.addTab(self.players, self.tr("&Players"))
        self.addTab(self.pairings, self.tr("Pairings && &Results"))
        self._standings: StandingsTab | None = None
        self._late: tuple[PlayoffsTab, ClocksTab] | None = None
        self._document: EventDocument | None = None
        self.addTab(QWidget(), self.tr("&Standings"))  # placeholders: the tab bar is whole
        self.addTab(QWidget(), self.tr("Pla&yoffs"))
        self.addTab(QWidget(), self.tr("&Clocks && Penalties"))
        for tab in (self.players, self.pairings):
            tab.message.connect(self.message)
        self.currentChanged.connect(self._shown)

    @property
    def standings(self) -> StandingsTab:
        """The Standings tab, built in place of its placeholder when first needed."""
        if self._standings is None:
            from chessarbiter.ui.event.standings_tab import StandingsTab

            self._standings = StandingsTab()
            replace_tabs(self, STANDINGS, (self._standings,))
            self._standings.gameRequested.connect(self.show_game)
            self._standings.set_document(self._document)
            self.standingsBuilt.emit(self._standings)
        return self._standings

    def show_game(self, rnd: int, board: int) -> None:
        """Bring the Pairings tab forward on the game of ``rnd`` at ``board``."""
        self.setCurrentWidget(self.pairings)
        self.pairings.show_game(rnd, board)

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

    def land(self, state: EventState) -> None:
        """Bring forward the tab an arbiter opening the event works in: Pairings & Results
        (at the first round still to finish) once there are games, Players while the field is
        entered. A hidden tab is not drawn (``DocumentView``): the other is not drawn now."""
        self.setCurrentWidget(self.pairings if state.scheduled else self.players)

    def set_document(self, document: EventDocument | None) -> None:
        """Every built tab shows ``document`` (None: no event); an unbuilt one is shown it when
        it is built."""
        self._document = document
        for tab in self.built():
            tab.set_document(document)

    def built(self) -> tuple[PlayersTab | PairingsTab | StandingsTab | PlayoffsTab
                             | ClocksTab, ...]:
        """The tabs built so far."""
        standings = () if self._standings is None else (self._standings,)
        return (self.players, self.pairings, *standings, *(self._late or ()))

    def _shown(self, index: int) -> None:
        if index == STANDINGS:
            self.standings  # noqa: B018 -- built as it is shown
        elif index >= LATE and self._late is None:
            self.late()
