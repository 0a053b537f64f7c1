"""Standings follow every entry at once; the crosstable leads to the game behind a cell."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.event.commands import ChangeSettings, SetResult
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.standings_tab import StandingsTab


def test_columns_follow_the_chain_with_codes_and_tooltips(
    window: MainWindow, event_file: Callable[..., Path]
) -> None:
    window.open_file(event_file(4, scheduled=True))
    window.tabs.setCurrentWidget(window.standings_tab)
    model = window.standings_tab.standings_model
    assert list(model.headers()) == ["Rank", "No.", "Name", "Pts", "DE", "BPG", "KS", "SB", "WON"]
    tip = model.headerData(6, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Koya" in tip and "9.2" in tip
    assert window.document is not None
    window.document.run(ChangeSettings(window.document.service, {"tiebreaks": ("SB", "WIN")}, {},
                                        window.document.state.settings))
    assert list(model.headers())[4:] == ["SB", "WIN"]


def test_standings_and_crosstable_update_on_entry(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]
) -> None:
    window.open_file(event_file(4, scheduled=True))
    assert window.document is not None
    t = window.document.state.tournament
    game = t.round_games(1)[0]
    window.tabs.setCurrentWidget(window.pairings_tab)
    window.pairings_tab.table.setFocus()
    qtbot.keyClicks(window.pairings_tab.table, "0")  # Black wins board 1
    window.tabs.setCurrentWidget(window.standings_tab)  # a hidden tab redraws when shown
    top = window.standings_tab.standings_model.row_at(0)
    assert (top.start_no, top.points) == (game.black, 1.0)
    cross = window.standings_tab.crosstable_model
    # Rows and columns are in start-number order: row black, column white.
    cell = cross.index(game.black - 1, 2 + game.white - 1)
    assert cell.data() == "1"
    assert "Black" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cross.index(game.white - 1, 2 + game.black - 1).data() == "0"


def test_double_click_in_the_crosstable_opens_the_game(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]
) -> None:
    window.open_file(event_file(6, scheduled=True))
    assert window.document is not None
    t = window.document.state.tournament
    target = t.round_games(4)[2]
    window.document.run(SetResult(window.document.service, 1, 1, Result.DRAW, None))
    window.tabs.setCurrentWidget(window.standings_tab)
    view = window.standings_tab.crosstable_view
    index = window.standings_tab.crosstable_model.index(target.white - 1, 2 + target.black - 1)
    view.scrollTo(index)
    centre = view.visualRect(index).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # as a real
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # double click
    assert window.tabs.currentWidget() is window.pairings_tab
    assert window.pairings_tab.current_round() == 4
    assert window.pairings_tab.table.currentIndex().row() == 2  # board 3


def test_the_tab_is_built_when_first_shown_with_the_event_as_it_is_then(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]
) -> None:
    """Opening an event leaves the Standings tab unbuilt (a tenth of the start-up is spared);
    shown from the tab bar after a win on board 1, it ranks the winner first on 1 point, and
    its Print button prints, as it would have had it been built with the window."""
    window.open_file(event_file(4, scheduled=True))
    assert window.document is not None
    game = window.document.state.tournament.round_games(1)[0]
    assert not isinstance(window.tabs.widget(2), StandingsTab)
    window.tabs.setCurrentWidget(window.pairings_tab)
    window.pairings_tab.table.setFocus()
    qtbot.keyClicks(window.pairings_tab.table, "1")  # White wins board 1
    window.tabs.setCurrentIndex(2)
    tab = window.tabs.widget(2)
    assert isinstance(tab, StandingsTab) and tab is window.standings_tab
    assert window.tabs.tabText(2) == "&Standings"
    top = tab.standings_model.row_at(0)
    assert (top.start_no, top.points) == (game.white, 1.0)
    assert tab.print_button.isEnabled()
    assert [a.text() for a in tab.print_button.menu().actions()][:2] == [
        "Standings", "Crosstable (wall chart)"]
