"""Screenshots of every tab and dialog at 1366×768 into out/screenshots/ (git-ignored), and
the checks that go with looking at them: no column cut short, a 10-player event's standings
and crosstable both whole on one laptop screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QTableView, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.document import EventDocument
from chessarbiter.ui.main_window import MainWindow
from chessarbiter.ui.new_event_wizard import NewEventWizard
from chessarbiter.ui.player_dialog import PlayerDialog
from chessarbiter.ui.prefs import Prefs
from chessarbiter.ui.settings_dialog import SettingsDialog

OUT = Path(__file__).resolve().parents[2] / "out" / "screenshots"


def save(widget: QWidget, name: str) -> QImage:
    QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    image = widget.grab().toImage()
    assert image.save(str(OUT / f"{name}.png"))
    return image


def assert_not_blank(image: QImage) -> None:
    """A grey or empty grab has a handful of colours; a drawn window has many."""
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20


def assert_columns_whole(view: QTableView) -> None:
    header = view.horizontalHeader()
    for column in range(view.model().columnCount()):
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, (view.objectName(), column)


def assert_labels_whole(widget: QWidget) -> None:
    """Every visible label has the room its text asks for (no lines cut off)."""
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        else:
            hint = label.sizeHint()
            assert label.width() >= hint.width() and label.height() >= hint.height(), \
                label.text()


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
