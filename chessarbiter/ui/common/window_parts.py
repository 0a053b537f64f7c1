"""Small pieces both windows (the event window and the league window) are built from."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QUndoStack
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QWidget,
)

from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.file_kind import EXTENSION

if TYPE_CHECKING:
    from chessarbiter.ui.common.prefs import Prefs

translate = QCoreApplication.translate  # a name lupdate recognises
APP_NAME = "chessarbiter"  # the last part of both windows' titles and the settings' name


def add_action(menu: QMenu, text: str, slot: Callable[[], object],
               shortcut: QKeySequence.StandardKey | None = None) -> QAction:
    """A menu entry calling ``slot`` (without Qt's ``checked`` argument)."""
    action = menu.addAction(text)
    action.triggered.connect(lambda _checked=False: slot())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    return action


def add_edit_menu(window: QMainWindow, undo: Callable[[], object],
                  redo: Callable[[], object]) -> tuple[QAction, QAction]:
    """The Edit menu: Undo and Redo, named after the step they take (see :func:`show_undo`)."""
    menu = window.menuBar().addMenu(translate("window", "&Edit"))
    return (add_action(menu, translate("window", "&Undo"), undo, QKeySequence.StandardKey.Undo),
            add_action(menu, translate("window", "&Redo"), redo, QKeySequence.StandardKey.Redo))


def show_undo(undo: QAction, redo: QAction, stack: QUndoStack | None) -> None:
    """Undo and Redo enabled when there is a step to take, and named after it."""
    undo.setEnabled(bool(stack and stack.canUndo()))
    redo.setEnabled(bool(stack and stack.canRedo()))
    undo_text = stack.undoText() if stack and stack.canUndo() else ""
    redo_text = stack.redoText() if stack and stack.canRedo() else ""
    undo.setText(translate("window", "&Undo {0}").format(undo_text).strip())
    redo.setText(translate("window", "&Redo {0}").format(redo_text).strip())


def fill_recent(menu: QMenu, paths: Sequence[str], open_recent: Callable[[str], object]) -> None:
    """The *Open Recent* submenu: one entry per path, disabled when there is none."""
    menu.clear()
    for path in paths:
        action = menu.addAction(path)
        action.triggered.connect(lambda _checked=False, p=path: open_recent(p))
    menu.setEnabled(bool(paths))


def recent_file_there(parent: QWidget, prefs: Prefs, path: str) -> bool:
    """True when a recent file is still where it was; otherwise say so and take it off the
    recent list (the caller refreshes the menu)."""
    if Path(path).is_file():
        return True
    warn(parent, translate(
        "window", "{0} is no longer there; it is taken off the recent list.").format(path))
    prefs.forget_recent(path)
    return False


class ElidedLabel(QLabel):
    """A one-line label that shortens its text in the middle to the room it has (a long
    file path on a small screen keeps its start and its file name), the whole text as tip."""

    def __init__(self) -> None:
        super().__init__()
        self._full = ""
        self.setMinimumWidth(80)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle,
                                              self.width())
        super().setText(shown)


def status_labels(window: QMainWindow) -> tuple[QLabel, QLabel, QLabel]:
    """The status bar every window shows: file (stretching), state, "all changes saved"."""
    path, state, saved = ElidedLabel(), QLabel(), QLabel()
    saved.setStyleSheet("color: #1b6e20; padding-left: 12px;")
    state.setStyleSheet("padding-left: 12px;")
    status = window.statusBar()
    status.addWidget(path, 1)
    status.addPermanentWidget(state)
    status.addPermanentWidget(saved)
    return path, state, saved


def show_saved(label: QLabel, read_only_note: str = "") -> None:
    """The status bar's last word: every change saved, or, with ``read_only_note`` (why the
    file is only looked at), read-only — short, so the path keeps its room; why in the tip."""
    if read_only_note:
        label.setText(translate("window", "Read-only"))
        label.setToolTip(read_only_note + translate(
            "window", ". The event can be looked at, printed and exported here"))
        label.setStyleSheet("color: #a15c00; padding-left: 12px;")
    else:
        label.setText(translate("window", "✓ All changes saved"))
        label.setToolTip("")
        label.setStyleSheet("color: #1b6e20; padding-left: 12px;")


def ask_event_file(parent: QWidget, folder: Path) -> str:
    """File ▸ Open's dialog, starting in ``folder``: the file chosen, "" when cancelled."""
    path, _filter = QFileDialog.getOpenFileName(
        parent, translate("window", "Open event"), str(folder),
        translate("window", "Event files (*{0});;All files (*)").format(EXTENSION))
    return path


def add_button(row: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
    """A push button at the end of ``row`` calling ``slot``."""
    button = QPushButton(text)
    button.clicked.connect(lambda _checked=False: slot())
    row.addWidget(button)
    return button


def replace_tabs(tabs: QTabWidget, first: int, widgets: Sequence[QWidget]) -> None:
    """Put ``widgets`` in place of the tabs from index ``first`` on (placeholders built first
    so the tab bar is complete at once), keeping their titles and the current tab."""
    current = tabs.currentIndex()
    tabs.blockSignals(True)
    for index, widget in enumerate(widgets, start=first):
        text, placeholder = tabs.tabText(index), tabs.widget(index)
        tabs.removeTab(index)
        if placeholder is not None:
            placeholder.deleteLater()
        tabs.insertTab(index, widget, text)
    tabs.setCurrentIndex(current)
    tabs.blockSignals(False)
