"""Each match-night tab's Print button writes its sheet where the save dialog says."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.league.window import LeagueWindow
from tests.reports.pdftext import page_count, text


def test_the_print_buttons_of_the_four_tabs(qtbot: QtBot, night_window: LeagueWindow,
                                            tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def dialog(_parent: QWidget, _title: str, default: str, _filter: str) -> tuple[str, str]:
        asked.append(Path(default).name)
        return str(tmp_path / Path(default).name), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    window = night_window

    def press(tab: QWidget, button: QPushButton) -> str:
        window.tabs.setCurrentWidget(tab)
        assert button.isEnabled()
        button.click()
        return " ".join(text((tmp_path / asked[-1]).read_bytes()).split())

    # Round 1 of the 8-team section: four matches, two forms a page.
    forms = press(window.night_tab, window.night_tab.print_button)
    assert "Match result forms" in forms and "Team 01" in forms and "Team 08" in forms
    assert page_count((tmp_path / asked[-1]).read_bytes()) == 2
    assert "Team 05" in press(window.standings_tab, window.standings_tab.print_button)
    assert "Board prizes" in press(window.prizes_tab, window.prizes_tab.print_button)
    statements = press(window.ledger_tab, window.ledger_tab.print_button)
    assert all(f"Team 0{k}" in statements for k in range(1, 9))
    assert page_count((tmp_path / asked[-1]).read_bytes()) == 8
    assert len(set(asked)) == 4  # each sheet suggests its own file name
