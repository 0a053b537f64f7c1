"""A recent file that is no longer there: both windows say so and take it off the list."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.conftest import ModalArm


def test_a_vanished_recent_file_is_named_and_forgotten(qtbot: QtBot, prefs: Prefs,
                                                      tmp_path: Path, modal: ModalArm) -> None:
    for window in (MainWindow(prefs), LeagueWindow(prefs)):
        qtbot.addWidget(window)
        gone = tmp_path / f"gone-{type(window).__name__}.chessarbiter"
        prefs.add_recent(gone)
        said: list[str] = []

        def read(box: QWidget, said: list[str] = said) -> None:
            assert isinstance(box, QMessageBox)
            said.append(box.text())
            box.accept()

        with modal(read):
            window.open_recent(str(gone))
        assert said == [f"{gone} is no longer there; it is taken off the recent list."]
        assert str(gone) not in prefs.recent_files()
        assert window.document is None
