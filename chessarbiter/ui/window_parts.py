"""Small pieces both windows (the event window and the league window) are built from."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMenu, QPushButton


def add_action(menu: QMenu, text: str, slot: Callable[[], object],
               shortcut: QKeySequence.StandardKey | None = None) -> QAction:
    """A menu entry calling ``slot`` (without Qt's ``checked`` argument)."""
    action = menu.addAction(text)
    action.triggered.connect(lambda _checked=False: slot())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    return action


def fill_recent(menu: QMenu, paths: Sequence[str], open_recent: Callable[[str], object]) -> None:
    """The *Open Recent* submenu: one entry per path, disabled when there is none."""
    menu.clear()
    for path in paths:
        action = menu.addAction(path)
        action.triggered.connect(lambda _checked=False, p=path: open_recent(p))
    menu.setEnabled(bool(paths))


def status_labels(window: QMainWindow) -> tuple[QLabel, QLabel, QLabel]:
    """The status bar every window shows: file (stretching), state, "all changes saved"."""
    path, state, saved = QLabel(), QLabel(), QLabel()
    saved.setStyleSheet("color: #1b6e20; padding-left: 12px;")
    state.setStyleSheet("padding-left: 12px;")
    status = window.statusBar()
    status.addWidget(path, 1)
    status.addPermanentWidget(state)
    status.addPermanentWidget(saved)
    return path, state, saved


def add_button(row: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
    """A push button at the end of ``row`` calling ``slot``."""
    button = QPushButton(text)
    button.clicked.connect(lambda _checked=False: slot())
    row.addWidget(button)
    return button
