"""A tab that follows an open document (an event or a league season) but redraws only while
it is on screen.

With 100 players the standings and the 10,000-cell crosstable take longer to redraw than a
key press should, and a league tab's tables each read the whole season; a hidden tab keeps
the latest state and draws it when it is shown. A tab that names the :attr:`~DocumentView.topics`
it shows is not redrawn at all for a change that touches none of them (the document's
:attr:`~chessarbiter.ui.common.document.Document.changes`): a result leaves the player list be.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from chessarbiter.ui.common.changes import EVERYTHING

State = TypeVar("State")
StateT = TypeVar("StateT", covariant=True)


class Followed(Protocol[StateT]):
    """An open document: ``changed`` carries its new state, ``state`` is the latest."""

    changed: Any  # a Signal(object); its descriptor typing needs a QObject, not a protocol

    @property
    def state(self) -> StateT: ...


Doc = TypeVar("Doc", bound=Followed[object])


class DocumentView(QWidget, Generic[Doc, State]):
    """Subclasses draw in :meth:`draw` and empty themselves in :meth:`clear`; :meth:`note` runs
    on every change, shown or not."""

    #: the topics of :class:`~chessarbiter.ui.common.changes.Changes` this view shows; None:
    #: every change redraws it
    topics: frozenset[str] | None = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document: Doc | None = None
        self._pending: State | None = None

    def set_document(self, document: Doc | None) -> None:
        self.document = document
        self._pending = None
        if document is None:
            self.clear()
            return
        document.changed.connect(self.show_state)
        self.show_state(document.state)  # type: ignore[arg-type]  # Doc's state is a State

    def show_state(self, state: State) -> None:
        self.note(state)
        changes = getattr(self.document, "changes", EVERYTHING)
        if self._pending is None and not changes.touch(self.topics):
            return  # what it shows is as it was
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

    def note(self, state: State) -> None:
        """Cheap bookkeeping that must not wait until the tab is shown (menu actions)."""

    def draw(self, state: State) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError
