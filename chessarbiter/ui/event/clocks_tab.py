"""The Clocks & Penalties tab: the clock on top, incidents and prizes below it.

The clock needs the room (digits read across the playing hall), so it takes the upper part
of the screen; incidents and the prize ledger share the lower part as sub-tabs, each a full
width table. The splitter lets the arbiter trade one for the other.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout, QWidget

from chessarbiter.core.settings import EventSettings
from chessarbiter.ui.event.clock_widget import ClockWidget
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.incidents_panel import IncidentsPanel
from chessarbiter.ui.event.prizes_panel import PrizesPanel
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView


class ClocksTab(StateView):
    """``clock_widget`` is what the Playoffs tab looks for to start a play-off game."""

    message = Signal(str)

    def __init__(self, now: Callable[[], float] = time.monotonic,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock_widget = ClockWidget(now)
        self.incidents = IncidentsPanel()
        self.prizes = PrizesPanel()
        for panel in (self.incidents, self.prizes):
            panel.message.connect(self.message)
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.incidents, self.tr("Incidents"))
        self.pages.addTab(self.prizes, self.tr("Prizes"))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.clock_widget)
        splitter.addWidget(self.pages)
        splitter.setChildrenCollapsible(False)
        # proportions: two fifths for the clock to begin with, so that at 1280×720 the
        # incident list and the prize ledger show 8 rows or more
        splitter.setSizes([2, 3])
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def set_document(self, document: EventDocument | None) -> None:
        super().set_document(document)
        self.incidents.set_document(document)
        self.prizes.set_document(document)

    def note(self, state: EventState) -> None:
        self.clock_widget.set_settings(state.settings)

    def draw(self, state: EventState) -> None:
        """The panels draw themselves when shown; the clock follows :meth:`note`."""

    def clear(self) -> None:
        self.clock_widget.set_settings(EventSettings())
