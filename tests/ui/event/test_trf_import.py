"""File ▸ Import TRF… in the window: a file with fields TRF16 marks "warning if wrong" opens
as an event, and the reader's warnings are listed, each with its line and column."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.event.main_window import MainWindow
from tests.fixtures.trf import DIRECTORY
from tests.ui.dialogs import dialogs_in_turn
from tests.ui.screens import assert_not_blank, save


def test_import_warnings_are_shown_after_the_event_opens(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qtbot: QtBot,
) -> None:
    source = (DIRECTORY / "real" / "icu_u19_2010.trf").read_bytes()
    trf = tmp_path / "u19.trf"
    # Player 4's sex and player 1's birth date as some programs write them: 'u', year only.
    trf.write_bytes(source.replace(b"001    4      ", b"001    4 u    ")
                    .replace(b"1993-12-20", b"1993      "))
    imported = tmp_path / "u19.chessarbiter"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(trf), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(imported), ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Round robin (FIDE)", True))
    shown: list[tuple[str, str]] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        assert_not_blank(save(box, "trf-import-warnings"))
        shown.append((box.text(), box.detailedText()))
        box.accept()

    with dialogs_in_turn(qtbot, read):
        window.import_trf()
    assert window.document is not None and window.document.path == imported
    text, details = shown[0]
    assert text.startswith("u19.trf is imported, with 2 warnings:")
    assert details.splitlines() == [
        "line 4:70: birth date: '1993' is not YYYY/MM/DD; read as 1993/00/00 (00: not known)",
        "line 7:10: sex: sex must be m or w; 'u' is kept in the file's line, the event has none",
    ]
