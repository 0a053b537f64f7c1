"""Screenshots of every tab and dialog at 1366×768 into out/screenshots/ (git-ignored), and
the checks that go with looking at them: no column cut short, a 10-player event's standings
and crosstable both whole on one laptop screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEventWizard
from chessarbiter.ui.event.player_dialog import PlayerDialog
from chessarbiter.ui.event.settings_dialog import SettingsDialog
from tests.ui.screens import assert_columns_whole, assert_labels_whole, assert_not_blank, save


def half_played(document: EventDocument) -> None:
    """Results in the first half of the rounds, so every view has something to show."""
    service = document.service
    rng = random.Random(7)
    t = service.tournament()
    for game in t.games:
        if game.round <= t.rounds // 2:
            service.set_result(game.round, game.board, rng.choice(list(Result)))
    document.refresh()


@pytest.mark.parametrize("players", [10, 16])
def test_tabs_at_1366x768(window: MainWindow, event_file: Callable[..., Path],
                          players: int) -> None:
    window.open_file(event_file(players, scheduled=True, name=f"shot{players}"))
    assert window.document is not None
    half_played(window.document)
    assert (window.width(), window.height()) == (1366, 768)
    for index, name in enumerate(("players", "pairings", "standings")):
        window.tabs.setCurrentIndex(index)
        assert_not_blank(save(window, f"{name}-{players}"))
        assert_labels_whole(window)
    for view in (window.players_tab.table, window.pairings_tab.table,
                 window.standings_tab.standings_view, window.standings_tab.crosstable_view):
        assert_columns_whole(view)
    if players == 10:
        for view in (window.standings_tab.standings_view, window.standings_tab.crosstable_view):
            assert view.verticalScrollBar().maximum() == 0  # every row on screen


def test_welcome_page(window: MainWindow, prefs: Prefs, tmp_path: Path) -> None:
    prefs.add_recent(tmp_path / "last-year.chessarbiter")
    window.close_event_file()  # redraws the page with the recent list
    assert_not_blank(save(window, "welcome"))
    assert_labels_whole(window)


def test_dialogs(qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path],
                 tmp_path: Path) -> None:
    window.open_file(event_file(10, scheduled=True, name="dialogs"))
    assert window.document is not None
    state = window.document.state
    settings = SettingsDialog(state.settings, state.header, True, lambda s, h: None, window)
    qtbot.addWidget(settings)
    settings.show()
    for page in range(settings.tabs.count()):
        settings.tabs.setCurrentIndex(page)
        assert_not_blank(save(settings, f"settings-{page}"))
        assert_labels_whole(settings)
    player = PlayerDialog(lambda p: None, state.tournament.players[0], parent=window)
    qtbot.addWidget(player)
    player.show()
    player.fide_rating.setText("abc")
    player.accept()  # shows a message under the field, as the arbiter would see it
    assert_not_blank(save(player, "player-dialog"))
    assert_labels_whole(player)
    wizard = NewEventWizard(tmp_path, window)
    qtbot.addWidget(wizard)
    wizard.show()
    assert_not_blank(save(wizard, "wizard-preset"))
    assert_labels_whole(wizard)


def rows_on_screen(view: QTableView) -> int:
    """How many rows of the view's height fit without scrolling."""
    return view.viewport().height() // max(1, view.verticalHeader().defaultSectionSize())


def test_every_tab_shows_a_10_player_event_whole_at_1280x720(
        qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]) -> None:
    """The issue's screen: standings all 10 rows, incidents at least 8, the prize ledger at
    least 8 (its 10 players), every column whole, on every tab."""
    window.resize(1280, 720)
    window.open_file(event_file(10, scheduled=True, name="small-screen"))
    assert window.document is not None
    half_played(window.document)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1280, 720))
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        assert_not_blank(save(window, f"tab-{index}-1280x720"))
        assert_labels_whole(window)
    standings = window.standings_tab
    window.tabs.setCurrentWidget(standings)
    for view in (standings.standings_view, standings.crosstable_view):
        qtbot.waitUntil(lambda view=view: view.verticalScrollBar().maximum() == 0)
        assert_columns_whole(view)
    clocks = window.clocks_tab
    window.tabs.setCurrentWidget(clocks)
    for panel in (clocks.incidents, clocks.prizes):
        clocks.pages.setCurrentWidget(panel)
        qtbot.waitUntil(lambda panel=panel: rows_on_screen(panel.table) >= 8)
        assert_columns_whole(panel.table)
    prizes = clocks.prizes.table
    qtbot.waitUntil(lambda: prizes.model().rowCount() == 10
                    and prizes.verticalScrollBar().maximum() == 0)
