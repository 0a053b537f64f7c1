"""Answering the modal dialogs a window action opens, one handler each, as the arbiter would;
and the file names of a US Chess report."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

Handler = Callable[[QWidget], None]
DBF_FILES = {"THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"}  # US Chess 2C: header, section,
# detail


@contextmanager
def dialogs_in_turn(qtbot: QtBot, *handlers: Handler) -> Iterator[None]:
    """Each handler gets the next modal dialog the block opens, as the arbiter would act."""
    queue, done, errors = list(handlers), [], []

    def fire(previous: QWidget | None = None) -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget is previous:
            QTimer.singleShot(10, lambda: fire(previous))
            return
        try:
            queue.pop(0)(widget)
        except BaseException as exc:  # re-raised after the dialogs are gone
            errors.append(exc)
            widget.close()
        done.append(widget)
        if queue:
            QTimer.singleShot(10, lambda: fire(widget))

    QTimer.singleShot(0, fire)
    yield
    if errors:
        raise errors[0]
    assert not queue, f"{len(queue)} dialog(s) did not appear"


def read_into(texts: list[str]) -> Handler:
    """A handler for a message box: its text appended to ``texts``, then accepted."""
    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        texts.append(box.text())
        box.accept()
    return read
