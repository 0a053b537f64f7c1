"""The Swiss side of the Pairings tab on the messy paths: a bye asked for through its dialog
and undone, a round another computer paired meanwhile, a late entry, the explanation of a
board, a window that may only read. Screens at 1280×720 go to out/screenshots."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import Colour, RoundRequest, pair_round
from chessarbiter.core.tournament import ByeKind, Tournament
from chessarbiter.db.database import Database
from chessarbiter.services.swiss import SwissService
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEvent
from chessarbiter.ui.event.player_dialog import PlayerDialog
from chessarbiter.ui.event.swiss_commands import LateEntry, RequestBye, SwapColours, SwapPlayers
from chessarbiter.ui.event.swiss_dialogs import ChangePairingDialog
from tests.core.swiss.golden import FIXTURES, read_golden
from tests.ui.conftest import ModalArm
from tests.ui.event.swiss_run import click
from tests.ui.screens import assert_labels_whole, assert_not_blank, save

GOLDEN = read_golden(FIXTURES / "t001.trf")  # 23 players, 9 rounds, bbpPairings' own


@pytest.fixture
def swiss(window: MainWindow, tmp_path: Path) -> MainWindow:
    """A 9-round Swiss of the file's players, round 1 not paired, White for the top player."""
    path = tmp_path / "swiss.chessarbiter"
    assert window.create_event(NewEvent("swiss-fide", "Club Swiss", {}, path, rounds=9))
    window.resize(1280, 720)
    document = window.document
    assert document is not None
    for p in GOLDEN.players:
        document.service.add_player(Player(0, p.name, fide_rating=p.fide_rating))
    document.service.update_settings(initial_colour="white")
    document.refresh()
    window.tabs.setCurrentWidget(window.pairings_tab)
    return window


def _said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _p, _t, message, *_a: said.append(message))
    return said


def test_a_bye_asked_for_through_the_dialog_is_undone_and_redone(
        swiss: MainWindow, modal: ModalArm) -> None:
    panel, document = swiss.pairings_tab.swiss, swiss.document
    assert document is not None

    def ask(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        player, kind = dialog.findChildren(QComboBox)
        player.setCurrentIndex(player.findData(3))
        kind.setCurrentIndex(kind.findData("H"))
        dialog.accept()

    with modal(ask):
        panel.add_bye_button.click()
    assert [b.kind for b in document.service.tournament().byes_in(1)] == [ByeKind.HALF]
    assert panel.byes.item(0).text() == "3  Player0003 — half-point bye"
    assert panel.status.text() == "Ready: 22 players to pair, 1 asked for a bye"
    assert_not_blank(save(swiss, "swiss-byes"))
    assert_labels_whole(swiss)
    swiss.undo()
    assert document.service.tournament().byes_in(1) == [] and panel.byes.count() == 0
    swiss.redo()
    assert panel.byes.count() == 1
    panel.byes.setCurrentRow(0)
    panel.cancel_bye_button.click()
    assert panel.byes.count() == 0
    swiss.undo()  # the cancelled bye comes back with its kind
    assert [b.kind for b in document.service.tournament().byes_in(1)] == [ByeKind.HALF]


def test_a_round_paired_on_another_computer_is_not_paired_again(
        swiss: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    said = _said(monkeypatch)
    document = swiss.document
    assert document is not None and document.path is not None
    other = Database.open_file(document.path)
    SwissService(other, document.swiss.event_id).pair_next()
    other.close()
    panel = swiss.pairings_tab.swiss
    assert panel.pair_button.text() == "Pair round 1 of 9"  # what the window still shows
    click_pair(swiss)
    assert said[-1].startswith("Round 1 was paired on another computer already")
    assert document.state.tournament.rounds == 1  # read again: round 1 as the other stored it
    assert panel.pair_button.text() == "Pair round 2 of 9"
    assert len(document.state.tournament.round_games(1)) == 11


def click_pair(window: MainWindow) -> None:
    window.pairings_tab.swiss.pair_button.click()


def test_each_board_is_explained_as_the_engine_paired_it(
        qtbot: QtBot, swiss: MainWindow) -> None:
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    # the same 23 players, numbered in rating order, no one absent
    engine = pair_round(Tournament(GOLDEN.players, rounds=9, swiss=True),
                        RoundRequest(1, 9, Colour.WHITE))
    tab = swiss.pairings_tab
    tab.show_game(1, 4)
    lines = tab.swiss.why.toPlainText().splitlines()
    assert lines == list(engine.boards[3].explanation)
    assert lines[0] == "paired in the 0-point bracket"
    assert_not_blank(save(swiss, "swiss-explanation"))
    assert_labels_whole(swiss)
    tab.show_game(1, 11)  # the engine's last board, its colours explained as well
    assert tab.swiss.why.toPlainText().splitlines() == list(engine.boards[10].explanation)


def test_a_late_entry_gets_zero_point_byes_and_its_place_in_the_order(
        qtbot: QtBot, swiss: MainWindow, modal: ModalArm) -> None:
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    paired = document.state.tournament
    numbered = {p.name: p.start_no for p in paired.players}

    def enter(dialog: QWidget) -> None:
        assert isinstance(dialog, PlayerDialog)
        assert dialog.windowTitle() == "Late entry"
        dialog.name.setText("Late, Lou")
        dialog.fide_rating.setText("2450")  # the file's 2: 2488, 3: 2434
        dialog.accept()

    with modal(enter):
        swiss.pairings_tab.swiss.late_button.click()
    t = document.state.tournament
    late = next(p for p in t.players if p.name == "Late, Lou")
    assert late.start_no == 3  # C.04.2: 2494, 2488, then 2450 before 2434
    assert [(b.round, b.kind) for b in t.byes if b.start_no == 3] == [(1, ByeKind.ZERO)]
    assert "3  Late, Lou — late entry" in [swiss.pairings_tab.swiss.byes.item(i).text()
                                           for i in range(swiss.pairings_tab.swiss.byes.count())]
    swiss.undo()  # entered by mistake: gone with the bye, the numbers as round 1 gave them
    t = document.state.tournament
    assert {p.name: p.start_no for p in t.players} == numbered and t.byes == paired.byes
    swiss.redo()  # in again, at the same number, with the bye
    t = document.state.tournament
    assert next(p.start_no for p in t.players if p.name == "Late, Lou") == 3
    assert [(b.round, b.kind) for b in t.byes if b.start_no == 3] == [(1, ByeKind.ZERO)]


def test_a_read_only_window_cannot_pair(window: MainWindow, tmp_path: Path,
                                        swiss: MainWindow) -> None:
    document = swiss.document
    assert document is not None and document.path is not None
    path = document.path
    swiss.close_event_file()
    reader = EventDocument.open(path, read_only=True)
    swiss._adopt(reader)
    panel = swiss.pairings_tab.swiss
    assert not panel.pair_button.isEnabled()
    assert not panel.add_bye_button.isEnabled() and not panel.late_button.isEnabled()


def _play_round(document: EventDocument, rnd: int) -> None:
    """White wins every game of ``rnd`` (the results do not matter to what is tested)."""
    for g in document.state.tournament.round_games(rnd):
        document.run(SetResult(document.service, rnd, g.board, Result.WHITE_WINS, None))


def test_a_rematch_made_by_hand_is_named_asked_about_marked_and_undone(
        qtbot: QtBot, swiss: MainWindow, modal: ModalArm,
        monkeypatch: pytest.MonkeyPatch) -> None:
    document = swiss.document
    assert document is not None
    panel, tab = swiss.pairings_tab.swiss, swiss.pairings_tab
    click(qtbot, panel.pair_button)
    _play_round(document, 1)
    click(qtbot, panel.pair_button)
    t = document.state.tournament
    met = {frozenset((g.white, g.black)) for g in t.round_games(1)}
    # a swap that makes two players of round 1 meet again: C1, absolute (C.04.3 art. 2)
    board, mine, other = next(
        (g, x, y) for g in t.round_games(2) for h in t.round_games(2) if h.board != g.board
        for x in (g.white, g.black) for y in (h.white, h.black)
        if frozenset((y, g.black if x == g.white else g.white)) in met)
    tab.show_game(2, board.board)
    assert panel.change_button.isEnabled()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *_a: (
        asked.append(text), QMessageBox.StandardButton.Yes)[1])

    def swap(dialog: QWidget) -> None:
        assert isinstance(dialog, ChangePairingDialog)
        dialog.opponents.setChecked(True)
        dialog.mine.setCurrentIndex(dialog.mine.findData(mine))
        dialog.other.setCurrentIndex(dialog.other.findData(other))
        assert dialog.breaks.text().startswith("absolute: C1: the pair met before")
        dialog.mark.setChecked(True)
        assert_not_blank(save(dialog, "swiss-change-pairing"))
        assert_labels_whole(dialog)
        dialog.accept()

    with modal(swap):
        panel.change_button.click()
    assert "C1: the pair met before" in asked[-1]
    pairs = {frozenset((g.white, g.black)) for g in document.state.tournament.round_games(2)}
    assert pairs & met  # the rematch is stored, as the arbiter confirmed
    assert (2, mine) in document.state.changed_pairings
    assert panel.why.toPlainText().startswith("changed by the arbiter; breaks C1")
    swiss.undo()  # the boards as the engine paired them, and with them no note, no mark
    pairs = {frozenset((g.white, g.black)) for g in document.state.tournament.round_games(2)}
    assert not pairs & met and document.state.changed_pairings == frozenset()
    assert document.state.pairing_notes == {}
    assert not panel.why.toPlainText().startswith("changed by the arbiter")
    swiss.redo()  # the change again, its note and its mark too
    assert (2, mine) in document.state.changed_pairings
    assert all(text.startswith("changed by the arbiter; breaks C1") and marked
               for text, marked in document.state.pairing_notes.values())


def test_colours_swapped_in_round_one_break_nothing(
        qtbot: QtBot, swiss: MainWindow, modal: ModalArm) -> None:
    # Round 1: no colour preference yet (C.04.3 1.7), so no criterion is broken.
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    first = document.state.tournament.round_games(1)[0]
    swiss.pairings_tab.show_game(1, 1)

    def swap(dialog: QWidget) -> None:
        assert isinstance(dialog, ChangePairingDialog)
        assert dialog.breaks.text().startswith("Nothing")
        dialog.accept()

    with modal(swap):
        swiss.pairings_tab.swiss.change_button.click()
    now = document.state.tournament.round_games(1)[0]
    assert (now.white, now.black) == (first.black, first.white)
    assert document.state.changed_pairings == frozenset()  # not asked to be marked


def test_a_pairing_is_undone_while_its_round_has_no_result_and_redone_the_same(
        qtbot: QtBot, swiss: MainWindow) -> None:
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    first = document.service.tournament().round_games(1)
    swiss.undo()
    assert document.service.tournament().games == ()
    assert swiss.pairings_tab.swiss.pair_button.text() == "Pair round 1 of 9"
    swiss.redo()
    assert document.service.tournament().round_games(1) == first
    _play_round(document, 1)
    swiss.undo()  # the last result, then the rest, then the pairing itself
    assert document.service.tournament().round_games(1)[-1].result is None


def test_undoing_one_of_two_changes_by_hand_puts_back_the_first_ones_note(
        qtbot: QtBot, swiss: MainWindow) -> None:
    """Board 1 of round 1 gets its colours swapped and marked, then its White exchanged with
    board 2's White, unmarked. Undo of the second change puts board 1 back as the first left
    it, note and mark too; board 2 is the engine's again, with no note. Redo, undo twice."""
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    one, two = document.state.tournament.round_games(1)[:2]
    service = document.swiss
    document.run(SwapColours(service, 1, 1, mark=True))
    first = dict(document.state.pairing_notes)
    assert list(first) == [(1, 1)] and first[(1, 1)][1] is True
    document.run(SwapPlayers(service, 1, document.state.tournament.by_start_no[one.black],
                             document.state.tournament.by_start_no[two.white], mark=False))
    second = dict(document.state.pairing_notes)
    assert set(second) == {(1, 1), (1, 2)} and not any(m for _, m in second.values())
    swiss.undo()
    assert document.state.pairing_notes == first
    assert document.state.tournament.round_games(1)[1] == two
    swiss.redo()
    assert document.state.pairing_notes == second
    swiss.undo()
    swiss.undo()
    assert document.state.pairing_notes == {}
    assert document.state.tournament.round_games(1)[:2] == [one, two]


def test_the_players_tab_removes_a_late_entry_not_yet_paired(
        qtbot: QtBot, swiss: MainWindow) -> None:
    """After round 1 the list is locked, but a late entry nobody has met may be removed: the
    byes go with them (the missed round's, and one asked for in round 2); undo puts the
    player back at their number (C.04.2 initial order: 2450 is the third rating) with both."""
    document = swiss.document
    assert document is not None
    click(qtbot, swiss.pairings_tab.swiss.pair_button)
    paired = document.state.tournament
    document.run(LateEntry(document.swiss, Player(0, "Late, Lou", fide_rating=2450)))
    late = document.state.tournament.by_start_no[3]
    assert late.name == "Late, Lou"
    document.run(RequestBye(document.swiss, late, 2, ByeKind.HALF))
    tab = swiss.players_tab
    swiss.tabs.setCurrentWidget(tab)
    tab.select_start_no(1)  # on board 1 of round 1: stays
    assert tab.selected_player() == document.state.tournament.by_start_no[1]
    assert not tab.remove_action.isEnabled()
    tab.select_start_no(3)
    assert tab.remove_action.isEnabled()
    assert_not_blank(save(swiss, "swiss-players-late-entry"))
    assert_labels_whole(swiss)
    tab.remove_action.trigger()
    t = document.state.tournament
    assert [p.name for p in t.players] == [p.name for p in paired.players]
    assert t.byes == paired.byes
    swiss.undo()
    t = document.state.tournament
    assert t.by_start_no[3].name == "Late, Lou"
    assert sorted((b.round, b.kind) for b in t.byes if b.start_no == 3) == [
        (1, ByeKind.ZERO), (2, ByeKind.HALF)]
