"""What the window shows with no event open: New, Open, Open demo and the recent files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from chessarbiter.ui.main_window import MainWindow


class WelcomePage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        title = QLabel(self.tr("<h1>chessarbiter</h1>"
                               "<p>Open an event file, or start a new event.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for text, slot in ((self.tr("New event…"), window.new_event),
                           (self.tr("Open…"), window.choose_and_open),
                           (self.tr("Open demo event"), window.open_demo)):
            button = QPushButton(text)
            button.setMinimumSize(180, 44)
            button.clicked.connect(lambda _checked=False, s=slot: s())
            buttons.addWidget(button)
        buttons.addStretch(1)
        steps = QLabel(self.tr(
            "<ol>"
            "<li><b>New event</b>: choose the rule book, name the event.</li>"
            "<li><b>Players</b>: add them, draw lots, make the schedule.</li>"
            "<li><b>Pairings &amp; Results</b>: type <b>1</b>, <b>0</b> or <b>=</b> "
            "on each board.</li>"
            "<li><b>Standings</b>: tie-breaks and crosstable, always current.</li>"
            "</ol>"
            "<p>Every entry is saved the moment it is made.</p>"
        ))
        steps_row = QHBoxLayout()  # the list stays left-aligned, the block centred
        steps_row.addStretch(1)
        steps_row.addWidget(steps)
        steps_row.addStretch(1)
        self.recent = QListWidget()
        self.recent.setMinimumHeight(120)
        self.recent.itemActivated.connect(
            lambda item: window.open_file(item.data(Qt.ItemDataRole.UserRole)))
        self.recent_box = QWidget()
        self.recent_box.setMaximumWidth(760)
        column = QVBoxLayout(self.recent_box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(self.tr("<b>Recent event files</b> (double-click to open)")))
        column.addWidget(self.recent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addLayout(buttons)
        layout.addSpacing(16)
        layout.addLayout(steps_row)
        layout.addSpacing(16)
        layout.addWidget(self.recent_box, 2, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def show_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(path)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent.addItem(item)
        self.recent_box.setVisible(bool(paths))
