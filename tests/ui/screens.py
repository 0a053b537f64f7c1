"""What every screenshot test checks: the grab is saved to out/screenshots, is not blank, and no
label or table column is cut off."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
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


def assert_columns_whole(view: QTableView) -> None:
    header = view.horizontalHeader()
    for column in range(view.model().columnCount()):
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, (view.objectName(), column)


def assert_labels_whole(widget: QWidget) -> None:
    """Every visible label has the room its text asks for (no lines cut off)."""
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        else:
            hint = label.sizeHint()
            assert label.width() >= hint.width() and label.height() >= hint.height(), \
                label.text()
