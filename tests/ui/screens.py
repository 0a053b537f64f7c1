"""What every screenshot test checks: the grab is saved to out/screenshots, is not blank, and no
label or table column is cut off.

Whether a column or a label has its room depends on layouts Qt finishes in later events (a
resize, a deferred fit), which a loaded machine delivers late: the checks wait for their
condition as ``qtbot.waitUntil`` does — events processed until it holds — never for a time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QTableView, QWidget

OUT = Path(__file__).resolve().parents[2] / "out" / "screenshots"


def save(widget: QWidget, name: str) -> QImage:
    QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    image = widget.grab().toImage()
    assert image.save(str(OUT / f"{name}.png"))
    return image


def assert_not_blank(image: QImage) -> None:
    """A grey or empty grab has a handful of colours; a drawn window has many."""
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20


def settled(check: Callable[[], None], timeout_ms: int = 5000) -> None:
    """``check()``, retried while Qt processes its events until it passes (what
    ``qtbot.waitUntil`` does, usable where no qtbot is at hand: inside a modal dialog's
    handler); its own assertion is raised when it still fails after ``timeout_ms``."""
    deadline = QDeadlineTimer(timeout_ms)
    while True:
        try:
            check()
            return
        except AssertionError:
            if deadline.hasExpired():
                raise
            QTest.qWait(10)


def assert_columns_whole(view: QTableView) -> None:
    settled(lambda: _columns_whole(view))


def _columns_whole(view: QTableView) -> None:
    header = view.horizontalHeader()
    for column in range(view.model().columnCount()):
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, (view.objectName(), column,
                                                      header.sectionSize(column), needed)


def assert_labels_whole(widget: QWidget) -> None:
    """Every visible label has the room its text asks for (no lines cut off)."""
    settled(lambda: _labels_whole(widget))


def _labels_whole(widget: QWidget) -> None:
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        else:
            hint = label.sizeHint()
            assert label.width() >= hint.width() and label.height() >= hint.height(), \
                label.text()
