"""Running a change that needs the arbiter's word first: a result contradicting an incident's
forfeit decision, a change of who is tied for first after the play-off started.

The service refuses such a change with the question to ask
(:class:`~chessarbiter.services.errors.NeedsConfirmation`); the window asks it and, on Yes,
runs the same change again as confirmed. No is the default: nothing is stored.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from chessarbiter.services.errors import ActionRefused, NeedsConfirmation
from chessarbiter.ui.common.feedback import confirm, warn
from chessarbiter.ui.common.guarded_command import GuardedCommand
from chessarbiter.ui.event.document import EventDocument

translate = QCoreApplication.translate  # a name lupdate recognises


def run_asking(parent: QWidget, document: EventDocument,
               make: Callable[[bool], GuardedCommand]) -> None:
    """Run ``make(False)``; when it needs confirmation, ask, and run ``make(True)`` on Yes.
    Raises :class:`ActionRefused` when refused or when the arbiter says No (for a dialog to
    show next to its fields)."""
    try:
        document.run(make(False))
        return
    except NeedsConfirmation as exc:
        question = translate("confirming", "{0}\n\nStore it anyway?").format(exc)
        if not confirm(parent, translate("confirming", "Confirm the change"), question):
            raise ActionRefused(translate("confirming", "Not stored: {0}").format(exc),
                                "confirm") from None
    document.run(make(True))


def run_confirmed(parent: QWidget, document: EventDocument,
                  make: Callable[[bool], GuardedCommand]) -> bool:
    """:func:`run_asking` with a refusal shown in a message box (an answer No is not one).
    True when the change was stored."""
    try:
        run_asking(parent, document, make)
    except ActionRefused as exc:
        if exc.field != "confirm":
            warn(parent, str(exc))
        return False
    return True
