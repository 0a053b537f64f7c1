"""A window's two pages: a start page while nothing is open, and the open event's page.

The start page is built the first time it is shown, so a window that opens a file as it starts
(the arbiter's usual start) never pays for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QStackedWidget, QWidget


class StartPages(QStackedWidget):
    def __init__(self, build_start: Callable[[], QWidget], event_page: QWidget) -> None:
        super().__init__()
        self._build_start = build_start
        self._start: QWidget | None = None
        self._place = QWidget()  # holds the start page's place until it is built
        self.addWidget(self._place)
        self.addWidget(event_page)

    @property
    def start_built(self) -> bool:
        return self._start is not None

    def start_page(self) -> QWidget:
        """The start page, built now if it was not yet."""
        if self._start is None:
            self._start = self._build_start()
            current = self.currentIndex()
            self.insertWidget(0, self._start)
            self.removeWidget(self._place)
            self._place.deleteLater()
            self.setCurrentIndex(current)
        return self._start

    def show_event(self, shown: bool) -> None:
        """The event's page when ``shown``, else the start page (built if on screen)."""
        self.setCurrentIndex(1 if shown else 0)
        if not shown and self.isVisible():
            self.start_page()

    def showEvent(self, event: QShowEvent) -> None:
        if self.currentIndex() == 0:
            self.start_page()
        super().showEvent(event)
