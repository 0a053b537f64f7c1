"""Preferences of this computer (not of the event): paper size and text size."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.common.prefs import PAPER_SIZES, TEXT_SIZES, Prefs


class PrefsDialog(QDialog):
    def __init__(self, prefs: Prefs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._prefs = prefs
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(380)
        self.paper = QComboBox()
        self.paper.addItems(PAPER_SIZES)
        self.paper.setCurrentText(prefs.paper_size())
        self.text_size = QComboBox()
        for size in TEXT_SIZES:
            self.text_size.addItem(self.tr("{0} pt").format(size), size)
        self.text_size.setCurrentIndex(TEXT_SIZES.index(prefs.text_size()))
        form = QFormLayout()
        form.addRow(self.tr("Paper size for printing"), self.paper)
        form.addRow(self.tr("Text size"), self.text_size)
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        self._prefs.set_paper_size(self.paper.currentText())
        self._prefs.set_text_size(int(self.text_size.currentData()))
        super().accept()
