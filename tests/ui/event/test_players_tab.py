"""The Players tab: validation next to the field, withdrawal, lots by hand, the schedule lock."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.lots_dialogs import StartNumbersDialog
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.player_dialog import PlayerDialog
from chessarbiter.ui.event.withdraw_dialog import WithdrawDialog
from tests.ui.conftest import ModalArm


def test_bad_entries_are_shown_under_their_fields_and_nothing_is_added(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(3))
    seen: dict[str, str] = {}

    def fill(d: QWidget) -> None:
        assert isinstance(d, PlayerDialog)
        d.name.insert("Quinn, Ada")
        qtbot.keyClicks(d.fide_rating, "21x0")
        qtbot.keyClicks(d.uscf_id, "1234567")  # US Chess IDs have 8 digits
        d.accept()
        seen["fide_rating"] = d.form.message("fide_rating")
        assert d.isVisible()  # still open with what was typed
        d.fide_rating.setText("2150")
        d.accept()
        seen["uscf_id"] = d.form.message("uscf_id")
        seen["name"] = d.form.message("name")
        d.reject()

    with modal(fill):
        window.players_tab.add_action.trigger()
    assert "whole number" in seen["fide_rating"]
    assert "8 digits" in seen["uscf_id"]
    assert seen["name"] == ""
    assert window.document is not None
    assert len(window.document.service.tournament().players) == 3


def test_edit_keeps_the_start_number(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(3))
    tab = window.players_tab
    tab.select_start_no(2)

    def rename(d: QWidget) -> None:
        assert isinstance(d, PlayerDialog)
        d.name.setText("Baptiste-Roy, Owen")
        d.accept()

    with modal(rename):
        tab.edit_action.trigger()
    assert window.document is not None
    assert window.document.service.tournament().players[1].name == "Baptiste-Roy, Owen"


def test_filter_finds_by_any_column(window: MainWindow, event_file: Callable[..., Path]) -> None:
    window.open_file(event_file(10))
    tab = window.players_tab
    tab.filter.setText("2377")  # Chen's rating
    assert tab.proxy.rowCount() == 1
    assert tab.proxy.index(0, 1).data() == "Chen, Ivy"
    tab.filter.clear()
    assert tab.proxy.rowCount() == 10


def test_withdrawal_dialog_states_the_rule_and_records_the_round(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4, scheduled=True))
    tab = window.players_tab
    window.tabs.setCurrentWidget(tab)  # a scheduled event opens on Pairings & Results
    tab.select_start_no(3)
    texts: list[str] = []

    def withdraw(d: QWidget) -> None:
        assert isinstance(d, WithdrawDialog)
        assert d.last_round.value() == 0  # no result yet: nothing to keep
        texts.extend(label.text() for label in d.findChildren(type(d.error)))
        d.last_round.setValue(1)
        assert d.effect.text() == ("Fewer than half of the games are played: 0 results are "
                                   "annulled and the player is not ranked.")
        d.accept()

    with modal(withdraw):
        tab.withdraw_action.trigger()
    assert any("annulled" in t for t in texts)  # the preset's annul-under-half rule
    assert window.document is not None
    assert window.document.service.tournament().players[2].withdrawn_after == 1
    assert "withdrew after round 1" in tab.model.index(2, 8).data()


def test_numbers_drawn_by_hand(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(3))

    def numbers(d: QWidget) -> None:
        assert isinstance(d, StartNumbersDialog)
        d.boxes[1].setValue(2)
        d.accept()  # 2 is now used twice
        assert "each used once" in d.error.text()
        d.boxes[2].setValue(1)
        d.accept()

    with modal(numbers):
        window.players_tab.numbers_action.trigger()
    assert window.document is not None
    assert [p.name for p in window.document.state.tournament.players[:2]] == \
        ["Baptiste, Owen", "Abbott, Rhea"]


def test_schedule_locks_the_list_and_unlocking_warns_what_it_resets(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4))
    tab = window.players_tab
    tab.schedule_action.trigger()
    assert window.document is not None
    document = window.document
    assert not tab.add_action.isEnabled() and not tab.draw_lots_action.isEnabled()
    assert tab.lock_banner.isVisible()
    document.run(SetResult(document.service, 1, 1, Result.DRAW, None))
    question: list[str] = []

    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        question.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()

    with modal(answer):
        tab.unlock_action.trigger()
    assert "Rounds deleted: 3" in question[0] and "Results deleted: 1" in question[0]
    assert not document.state.scheduled
    assert tab.add_action.isEnabled() and not tab.lock_banner.isVisible()
    window.undo()
    assert document.state.tournament.round_games(1)[0].result == Result.DRAW


def test_unlock_answered_no_changes_nothing(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4, scheduled=True))

    def decline(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    with modal(decline):
        window.players_tab.unlock_action.trigger()
    assert window.document is not None and window.document.state.scheduled


def test_withdraw_starts_at_the_last_round_played_and_an_annulment_needs_a_tick(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(10, scheduled=True))
    document = window.document
    assert document is not None
    service = document.service
    for game in service.tournament().games:  # rounds 1-5 played: 1-0 everywhere
        if game.round <= 5:
            service.set_result(game.round, game.board, Result.WHITE_WINS)
    document.refresh()
    window.players_tab.select_start_no(10)

    def check(d: QWidget) -> None:
        assert isinstance(d, WithdrawDialog)
        assert d.last_round.value() == 5  # the last round with a result: Enter keeps them
        assert d.effect.text() == "4 remaining games are lost by forfeit."
        ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled() and d.annul.isHidden()
        # Left after round 3: 3 of 9 completed, fewer than half (annul-under-half), so all 5
        # results entered are annulled.
        d.last_round.setValue(3)
        assert "5 results are annulled" in d.effect.text()
        assert not ok.isEnabled() and d.annul.text() == "Yes, annul 5 results"
        qtbot.keyClick(d, Qt.Key.Key_Return)
        assert d.isVisible()  # Enter does not annul unseen
        d.annul.setChecked(True)
        assert ok.isEnabled()
        d.accept()

    with modal(check):
        window.players_tab.withdraw_action.trigger()
    assert service.tournament().by_start_no[10].withdrawn_after == 3
    assert 10 in service.boards().annulled
