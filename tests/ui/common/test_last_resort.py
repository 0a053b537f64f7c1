"""No traceback reaches a window's user (issue 15): an unforeseen failure in a slot is logged
to a file and one sentence naming it is shown; the window goes on."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.crash_log import LOG_DIR_VARIABLE
from chessarbiter.ui.common import last_resort
from tests.ui.dialogs import dialogs_in_turn


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    monkeypatch.setenv(LOG_DIR_VARIABLE, str(tmp_path / "logs"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    last_resort.install()
    yield tmp_path / "logs"


@pytest.mark.qt_no_exception_capture
def test_a_failure_in_a_slot_is_logged_and_named_in_one_sentence(
    qtbot: QtBot, installed: Path
) -> None:
    shown: list[str] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        box.accept()

    def broken_slot() -> None:
        raise KeyError("a bug nobody foresaw")

    with dialogs_in_turn(qtbot, read):
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: bool(shown))
    (report,) = installed.iterdir()
    assert shown == [f"An unexpected error stopped this (KeyError); everything saved before "
                     f"it stays saved. The details are in {report} — please send that file "
                     "with a word on what you were doing."]
    text = report.read_text(encoding="utf-8")
    assert "doing: the window" in text and "KeyError: 'a bug nobody foresaw'" in text
    assert "in broken_slot" in text  # the traceback itself, for whoever reads the file
