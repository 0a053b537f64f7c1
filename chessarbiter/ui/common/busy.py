"""The wait cursor while the window does something slow in the foreground (a PDF, a server)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


@contextmanager
def busy() -> Iterator[None]:
    """Show the wait cursor for the ``with`` block, however the block ends."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()
