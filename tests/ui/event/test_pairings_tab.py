"""Result entry by key on the board list, as the issue specifies the keys."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.incidents import Decision, Incident, IncidentKind
from chessarbiter.core.results import Result
from chessarbiter.ui.event.draw_moves import DrawMovesDialog
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.pairings_tab import PairingsTab
from tests.ui.conftest import ModalArm


@pytest.fixture
def tab(window: MainWindow, event_file: Callable[..., Path]) -> PairingsTab:
    window.open_file(event_file(10, scheduled=True))
    assert window.document is not None  # the keys alone: the draw's question is tested below
    window.document.service.update_settings(ask_draw_moves=False)
    window.document.refresh()
    window.tabs.setCurrentWidget(window.pairings_tab)
    window.pairings_tab.table.setFocus()
    return window.pairings_tab


def stored(window: MainWindow, rnd: int) -> list[Result | None]:
    assert window.document is not None
    return [g.result for g in window.document.service.tournament().round_games(rnd)]


# The keys of the issue: 1 white wins, 0 black wins, = or 5 draw, + / - forfeits.
@pytest.mark.parametrize(("key", "result", "shown"), [
    ("1", Result.WHITE_WINS, "1 – 0"),
    ("0", Result.BLACK_WINS, "0 – 1"),
    ("=", Result.DRAW, "½ – ½"),
    ("5", Result.DRAW, "½ – ½"),
    ("+", Result.WHITE_WINS_FORFEIT, "+ : −"),
    ("-", Result.BLACK_WINS_FORFEIT, "− : +"),
])
def test_each_result_key(qtbot: QtBot, window: MainWindow, tab: PairingsTab, key: str,
                         result: Result, shown: str) -> None:
    qtbot.keyClicks(tab.table, key)
    assert stored(window, 1)[0] == result
    assert tab.model.index(0, 4).data() == shown
    assert tab.table.currentIndex().row() == 1  # on to the next board


def test_delete_clears_and_stays(qtbot: QtBot, window: MainWindow, tab: PairingsTab) -> None:
    qtbot.keyClicks(tab.table, "1")
    qtbot.keyClick(tab.table, Qt.Key.Key_Up)
    qtbot.keyClick(tab.table, Qt.Key.Key_Delete)
    assert stored(window, 1)[0] is None
    assert tab.table.currentIndex().row() == 0


def test_enter_and_arrows_move_without_entering(
    qtbot: QtBot, window: MainWindow, tab: PairingsTab
) -> None:
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    qtbot.keyClick(tab.table, Qt.Key.Key_Down)
    qtbot.keyClicks(tab.table, "0")
    assert stored(window, 1) == [None, None, Result.BLACK_WINS, None, None]


def test_each_key_is_one_undo_step(qtbot: QtBot, window: MainWindow, tab: PairingsTab) -> None:
    qtbot.keyClicks(tab.table, "1=0")
    assert window.document is not None
    assert window.document.undo_stack.count() == 3
    assert window.undo_action.text() == "&Undo Result 1.3: 0 – 1"
    window.undo()
    assert stored(window, 1) == [Result.WHITE_WINS, Result.DRAW, None, None, None]


def test_same_result_again_is_not_a_new_step(
    qtbot: QtBot, window: MainWindow, tab: PairingsTab
) -> None:
    qtbot.keyClicks(tab.table, "1")
    qtbot.keyClick(tab.table, Qt.Key.Key_Up)
    qtbot.keyClicks(tab.table, "1")
    assert window.document is not None and window.document.undo_stack.count() == 1


def test_round_completeness(qtbot: QtBot, window: MainWindow, tab: PairingsTab) -> None:
    assert tab.progress.text() == "0 of 5 games decided"
    qtbot.keyClicks(tab.table, "1=0=1")
    assert tab.progress.text() == "Round 1 complete"
    assert tab.round_box.itemText(0).endswith("5/5 ✓")
    qtbot.keyClick(tab.table, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert tab.current_round() == 2
    assert tab.table.currentIndex().row() == 0
    qtbot.keyClick(tab.table, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert tab.current_round() == 1


def test_new_round_opens_at_the_first_missing_result(
    qtbot: QtBot, window: MainWindow, tab: PairingsTab
) -> None:
    qtbot.keyClicks(tab.table, "11")
    tab.step_round(1)
    tab.step_round(-1)
    assert tab.table.currentIndex().row() == 2


def test_free_round_of_an_odd_field_is_shown(
    window: MainWindow, event_file: Callable[..., Path]
) -> None:
    window.open_file(event_file(5, scheduled=True, name="odd"))
    tab = window.pairings_tab
    window.tabs.setCurrentWidget(tab)
    assert tab.model.rowCount() == 2
    assert tab.bye.text().startswith("Free round: ")
    # Berger, 6 places for 5 players: in round 1 number 1 meets the empty place 6.
    assert "1 Abbott, Rhea" in tab.bye.text()


def test_no_schedule_shows_what_to_do(window: MainWindow, event_file: Callable[..., Path]) -> None:
    window.open_file(event_file(4))
    assert window.pairings_tab.pages.currentIndex() == 0


@pytest.fixture
def asking(window: MainWindow, event_file: Callable[..., Path]) -> PairingsTab:
    """The US Junior Closed 2015 event as made: "no draw in less than 30 moves" is asked."""
    window.open_file(event_file(10, scheduled=True))
    window.tabs.setCurrentWidget(window.pairings_tab)
    window.pairings_tab.table.setFocus()
    return window.pairings_tab


def incidents_of(window: MainWindow) -> list[Incident]:
    from chessarbiter.services.incidents import IncidentService

    assert window.document is not None
    return IncidentService(window.document.service).incidents()


def test_a_draw_asks_the_moves_and_a_20_move_draw_goes_to_the_arbiter(
        qtbot: QtBot, window: MainWindow, asking: PairingsTab, modal: ModalArm) -> None:
    def twenty(dialog: QWidget) -> None:
        assert isinstance(dialog, DrawMovesDialog)
        assert dialog.moves.value() == 30  # nothing given yet: the limit itself
        qtbot.keyClicks(dialog.moves, "20")  # typed over the selected value, as "=20"
        qtbot.keyClick(dialog.moves, Qt.Key.Key_Return)

    with modal(twenty):
        qtbot.keyClicks(asking.table, "=")
    assert stored(window, 1)[0] is Result.DRAW
    (filed,) = incidents_of(window)
    assert (filed.kind, filed.decision, filed.board) == (IncidentKind.EARLY_DRAW,
                                                         Decision.PENDING, 1)
    assert filed.suggestion is not None and "20 moves completed" in filed.suggestion.explanation
    assert window.document is not None
    window.undo()  # one step: the draw and its incident go together
    assert stored(window, 1)[0] is None and incidents_of(window) == []


def test_enter_accepts_the_last_value_and_enough_moves_file_nothing(
        qtbot: QtBot, window: MainWindow, asking: PairingsTab, modal: ModalArm) -> None:
    def forty(dialog: QWidget) -> None:
        assert isinstance(dialog, DrawMovesDialog)
        qtbot.keyClicks(dialog.moves, "40")
        qtbot.keyClick(dialog.moves, Qt.Key.Key_Return)

    def again(dialog: QWidget) -> None:
        assert isinstance(dialog, DrawMovesDialog)
        assert dialog.moves.value() == 40  # the last value, Enter takes it
        qtbot.keyClick(dialog.moves, Qt.Key.Key_Return)

    with modal(forty):
        qtbot.keyClicks(asking.table, "=")
    with modal(again):
        qtbot.keyClicks(asking.table, "5")
    assert stored(window, 1)[:2] == [Result.DRAW, Result.DRAW]
    assert incidents_of(window) == []  # 40 moves completed: allowed


def test_cancelling_the_question_enters_nothing(
        qtbot: QtBot, window: MainWindow, asking: PairingsTab, modal: ModalArm) -> None:
    def cancel(dialog: QWidget) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    with modal(cancel):
        qtbot.keyClicks(asking.table, "=")
    assert stored(window, 1)[0] is None
    assert asking.table.currentIndex().row() == 0  # still on the board
