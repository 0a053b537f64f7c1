"""A tab that follows the open event but redraws only while it is on screen.

With 100 players the standings and the 10,000-cell crosstable take longer to redraw than a
key press should; a hidden tab keeps the latest state and draws it when it is shown.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from chessarbiter.ui.document import EventDocument
from chessarbiter.ui.state import EventState


class StateView(QWidget):
    """Subclasses draw in :meth:`draw`; :meth:`note` runs on every change, shown or not."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document: EventDocument | None = None
        self._pending: EventState | None = None

    def set_document(self, document: EventDocument | None) -> None:
        self.document = document
        self._pending = None
        if document is None:
            self.clear()
            return
        document.changed.connect(self.show_state)
        self.show_state(document.state)

    def show_state(self, state: EventState) -> None:
        self.note(state)
        if self.isVisible():
            self._pending = None
            self.draw(state)
        else:
            self._pending = state

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._pending is not None:
            state, self._pending = self._pending, None
            self.draw(state)

    def note(self, state: EventState) -> None:
        """Cheap bookkeeping that must not wait until the tab is shown (menu actions)."""

    def draw(self, state: EventState) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError
