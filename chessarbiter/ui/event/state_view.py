"""The championship window's tabs follow its open event (see :mod:`document_view`)."""

from __future__ import annotations

from chessarbiter.ui.common.document_view import DocumentView
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.state import EventState


class StateView(DocumentView[EventDocument, EventState]):
    """A tab of the championship window."""
