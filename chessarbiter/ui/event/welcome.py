"""What the window shows with no event open: the four ways to start, and the recent files.

*New league season* asks the window, which asks :mod:`chessarbiter.ui.windows`: a season opens
in the league window, in this one's place.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.icon import app_icon

if TYPE_CHECKING:
    from chessarbiter.ui.event.main_window import MainWindow


class WelcomePage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(80, 80))
        icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title = QLabel(self.tr("<h1>chessarbiter</h1>"
                               "<p>Start a new event, or open one.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = self._buttons(window)
        steps_row = self._steps()
        self.recent_box = self._recent_box(window)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(icon)
        layout.addWidget(title)
        layout.addLayout(buttons)
        layout.addSpacing(16)
        layout.addLayout(steps_row)
        layout.addSpacing(16)
        layout.addWidget(self.recent_box, 2, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def _buttons(self, window: MainWindow) -> QHBoxLayout:
        """New events above, opening below: four equal buttons."""
        self.new_button = self._button(self.tr("New championship…"), window.new_event)
        self.league_button = self._button(self.tr("New league season…"),
                                          window.new_league_season)
        self.demo_button = self._button(self.tr("Open demo"), window.open_demo)
        self.open_button = self._button(self.tr("Open file…"), window.choose_and_open)
        grid = QGridLayout()
        row = (self.new_button, self.league_button, self.demo_button, self.open_button)
        width = max(button.sizeHint().width() for button in row) + 24
        for index, button in enumerate(row):
            button.setMinimumWidth(width)
            grid.addWidget(button, index // 2, index % 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addLayout(grid)
        buttons.addStretch(1)
        self.new_button.setToolTip(self.tr("A round robin: choose the rule book, name the "
                                           "event, add the players"))
        self.league_button.setToolTip(self.tr(
            "A team league season (Columbus Chess League rules): teams, rosters, sections "
            "and the schedule"))
        self.demo_button.setToolTip(self.tr("A sample championship with four rounds played, "
                                            "in a fresh file to try everything on"))
        return buttons

    def _steps(self) -> QHBoxLayout:
        """The first steps of a championship, for a newcomer."""
        steps = QLabel(self.tr(
            "<ol>"
            "<li><b>New championship</b>: choose the rule book, name the event.</li>"
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
        return steps_row

    def _recent_box(self, window: MainWindow) -> QWidget:
        self.recent = QListWidget()
        self.recent.setMinimumHeight(120)
        self.recent.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # long folders shortened
        self.recent.itemActivated.connect(
            lambda item: window.open_recent(item.data(Qt.ItemDataRole.UserRole)))
        box = QWidget()
        box.setMinimumWidth(620)
        box.setMaximumWidth(760)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(self.tr("<b>Recent event files</b> (double-click to open)")))
        column.addWidget(self.recent)
        return box

    def show_recent(self, paths: list[str]) -> None:
        """The recent files by name, then folder (the full path in the tooltip); server
        addresses as they are."""
        self.recent.clear()
        for path in paths:
            shown = path if "://" in path else f"{Path(path).name}  —  {Path(path).parent}"
            item = QListWidgetItem(shown)
            item.setToolTip(path)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent.addItem(item)
        self.recent_box.setVisible(bool(paths))

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(44)
        button.clicked.connect(lambda _checked=False: slot())
        return button
