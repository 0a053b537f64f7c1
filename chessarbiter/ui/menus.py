"""Small pieces both windows build their menus from."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu


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
