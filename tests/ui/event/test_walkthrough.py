"""The issue's acceptance run, through the real window offscreen, keyboard first.

New event from the US Junior preset → 10 players → lots → schedule → all 45 results by key →
undo and redo → close → reopen: everything is there and the standings equal the CLI's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget, QWizard
from pytestqt.qtbot import QtBot

from chessarbiter.cli import main as cli_main
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.lots_dialogs import DrawLotsDialog
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEventWizard
from chessarbiter.ui.event.player_dialog import PlayerDialog
from chessarbiter.ui.windows import open_window
from tests.ui.conftest import ENTRANTS, ModalArm


def _ok(qtbot: QtBot, dialog: QWidget) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def _create_event(qtbot: QtBot, window: MainWindow, modal: ModalArm, target: Path) -> None:
    def wizard(w: QWidget) -> None:
        assert isinstance(w, NewEventWizard)
        w.preset_page.select("us-junior-closed-2015")
        w.next()
        qtbot.keyClicks(w.details_page.name, "US Junior Closed 2026")
        qtbot.keyClicks(w.details_page.edits["site"], "Saint Louis")
        w.next()
        w.file_page.path.setText(str(target))
        w.button(QWizard.WizardButton.FinishButton).click()

    with modal(wizard):
        window.new_action.trigger()


def _add_players(qtbot: QtBot, window: MainWindow, modal: ModalArm) -> None:
    for name, rating in ENTRANTS[:10]:
        def fill(d: QWidget, name: str = name, rating: int = rating) -> None:
            assert isinstance(d, PlayerDialog)
            d.name.insert(name)  # QTest types ASCII only; "Gómez" goes in as pasted text
            qtbot.keyClicks(d.fide_rating, str(rating))
            qtbot.keyClicks(d.federation, "usa")
            _ok(qtbot, d)

        with modal(fill):
            window.players_tab.add_action.trigger()


def _draw_lots(qtbot: QtBot, window: MainWindow, modal: ModalArm) -> None:
    def seed(d: QWidget) -> None:
        assert isinstance(d, DrawLotsDialog)
        qtbot.keyClicks(d.seed_edit, "stage-2026")
        _ok(qtbot, d)

    with modal(seed):
        window.players_tab.draw_lots_action.trigger()


def _enter_all_results(qtbot: QtBot, window: MainWindow) -> dict[tuple[int, int], Result]:
    """Lower start number beats higher in every game, keyed as the arbiter would."""
    tab = window.pairings_tab
    window.tabs.setCurrentWidget(tab)
    view = tab.table
    view.setFocus()
    entered: dict[tuple[int, int], Result] = {}
    for rnd in range(1, 10):
        assert tab.current_round() == rnd
        for row in range(5):
            assert view.currentIndex().row() == row  # the cursor moved down by itself
            white = int(tab.model.index(row, 1).data())
            black = int(tab.model.index(row, 5).data())
            key = "1" if white < black else "0"
            qtbot.keyClicks(view, key)
            entered[(rnd, row + 1)] = Result.WHITE_WINS if key == "1" else Result.BLACK_WINS
        assert "complete" in tab.progress.text()
        qtbot.keyClick(view, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    return entered


def _stored_results(path: Path) -> dict[tuple[int, int], Result | None]:
    db = Database.open_file(path)
    try:
        games = EventService(db, resolve_event(db, None)).tournament().games
    finally:
        db.close()
    return {(g.round, g.board): g.result for g in games}


def test_whole_event_by_keyboard_survives_reopening(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, prefs: Prefs, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    target = tmp_path / "junior.chessarbiter"
    _create_event(qtbot, window, modal, target)
    assert window.document is not None and window.document.path == target
    assert window.document.state.settings.preset == "us-junior-closed-2015"
    assert "chessarbiter" in window.windowTitle()
    assert "US Junior Closed 2026" in window.windowTitle()

    _add_players(qtbot, window, modal)
    assert window.players_tab.model.rowCount() == 10
    _draw_lots(qtbot, window, modal)
    window.players_tab.schedule_action.trigger()
    assert window.document.state.tournament.rounds == 9
    assert not window.players_tab.add_action.isEnabled()  # the list is locked

    entered = _enter_all_results(qtbot, window)
    assert _stored_results(target) == entered  # committed as typed, before any close

    # Undo and redo the last entry with the keyboard.
    last = (9, 5)
    qtbot.keyClick(window.pairings_tab.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _stored_results(target)[last] is None
    assert window.pairings_tab.model.index(4, 4).data() == ""
    window.redo_action.trigger()
    assert _stored_results(target)[last] == entered[last]

    window.close()
    reopened = open_window(None, False, prefs)  # no file named: the most recent one opens
    qtbot.addWidget(reopened)
    assert reopened.document is not None and reopened.document.path == target
    games = reopened.document.state.tournament.games
    assert {(g.round, g.board): g.result for g in games} == entered

    # By hand: start number k beat everyone numbered above k and lost to everyone below,
    # so k has 10 - k points and wins, and SB = sum of the beaten players' scores
    # = 0 + 1 + … + (9 - k) = (9 - k)(10 - k) / 2.
    standings = reopened.document.state.standings
    assert [(s.rank, s.start_no, s.points) for s in standings] == \
        [(k, k, 10.0 - k) for k in range(1, 11)]
    assert [s.tiebreaks["SB"] for s in standings] == \
        [(9 - k) * (10 - k) / 2 for k in range(1, 11)]
    assert [s.tiebreaks["WON"] for s in standings] == [10 - k for k in range(1, 11)]

    assert cli_main(["--db", str(target), "standings", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    reopened.tabs.setCurrentWidget(reopened.standings_tab)
    model = reopened.standings_tab.standings_model
    assert cli["tiebreaks"] == list(model.headers()[model.FIXED:])
    shown = [
        {"rank": s.rank, "start_no": s.start_no, "name": s.name, "points": s.points,
         "tiebreaks": s.tiebreaks}
        for s in model.rows()
    ]
    assert shown == cli["standings"]
