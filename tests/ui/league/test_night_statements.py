"""A board result typed on the Match night tab of a whole 8-team, 14-round season: a handful
of SQL statements from the key press until the tab is redrawn (issue 19: at most 8), since
the window keeps the season it read when the file was opened and every view draws from it."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.full_season import full_season_file, statements

__all__ = ["full_season_file"]  # the fixture


@pytest.fixture
def full_window(qtbot: QtBot, prefs: Prefs, full_season_file: Path,
                tmp_path: Path) -> Iterator[LeagueWindow]:
    path = tmp_path / "season.chessarbiter"
    shutil.copy(full_season_file, path)
    window = LeagueWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(path)
    yield window
    window.close()


def test_a_result_key_is_a_few_statements_until_the_tab_is_redrawn(
        full_window: LeagueWindow, qtbot: QtBot) -> None:
    tab, document = full_window.night_tab, full_window.document
    assert document is not None
    full_window.tabs.setCurrentWidget(tab)
    tab.round_box.setCurrentIndex(tab.round_box.findData(14))
    QApplication.processEvents()
    match = tab.current_match()
    assert match is not None and match.first == "Team 08"  # round 14, table 1 (Berger, 8)
    tab.table.setFocus()
    tab.table.setCurrentIndex(tab.model.index(1, tab.model.RESULT_COLUMN))
    before = match.boards[2].result
    key = Qt.Key.Key_0 if before is not Result.BLACK_WINS else Qt.Key.Key_1
    with statements(document.db.engine) as sent:
        qtbot.keyClick(tab.table, key)
        QApplication.processEvents()
    assert len(sent) <= 8, sent
    shown = tab.current_match()
    assert shown is not None and shown.boards[2].result is not before
    assert shown.boards[2].result is document.league.matches.match(14, "Team 08")[0] \
        .boards[2].result
    # the other tabs were not drawn: they draw the new season when shown, still reading nothing
    with statements(document.db.engine) as later:
        full_window.tabs.setCurrentWidget(full_window.standings_tab)
        QApplication.processEvents()
    assert later == []
