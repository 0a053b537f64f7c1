"""File ▸ Restore backup: the copies newest first, a confirmation, then the event reopened as
the copy had it, with the file it replaced kept as a copy and an empty undo history."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.db.backups import backup_folder, list_backups
from chessarbiter.db.lock import FileInUse, acquire
from chessarbiter.ui.event.backup_dialog import RestoreBackupDialog
from chessarbiter.ui.event.commands import SetResult, Withdraw
from chessarbiter.ui.event.early_results import EarlyResults
from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.dialogs import dialogs_in_turn, read_into
from tests.ui.screens import assert_labels_whole, assert_not_blank, save


def play_round(window: MainWindow, rnd: int) -> None:
    """White wins every game of ``rnd`` through the window's undoable command."""
    document = window.document
    assert document is not None
    for game in document.state.tournament.round_games(rnd):
        document.run(SetResult(document.service, rnd, game.board, Result.WHITE_WINS, None))


def results(window: MainWindow) -> dict[int, int]:
    """Results entered per round."""
    assert window.document is not None
    entered: dict[int, int] = {}
    for game in window.document.state.tournament.games:
        if game.result is not None:
            entered[game.round] = entered.get(game.round, 0) + 1
    return entered


@pytest.fixture
def two_rounds(window: MainWindow, event_file: Callable[..., Path]) -> Path:
    """Four players (three rounds of two boards); rounds 1 and 2 played, so two copies.

    The copies are taken within the same second here, so they are dated a week apart, as at
    a weekly club event, to give them an order.
    """
    path = event_file(4, scheduled=True)
    window.open_file(path)
    for rnd, stamp in ((1, "20260307-2105"), (2, "20260314-2110")):
        play_round(window, rnd)
        copy = next(backup_folder(path).glob(f"*-round-{rnd}-complete.chessarbiter"))
        copy.rename(copy.with_name(f"{stamp}00-round-{rnd}-complete.chessarbiter"))
    return path


@pytest.fixture
def english() -> Iterator[None]:
    """Dates read in English whatever this computer's language."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


def test_restoring_goes_back_to_the_copy_chosen(
    qtbot: QtBot, window: MainWindow, two_rounds: Path, english: None
) -> None:
    listed: list[list[str]] = []
    questions: list[str] = []

    def choose_older(dialog: QWidget) -> None:
        assert isinstance(dialog, RestoreBackupDialog)
        listed.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        dialog.list.setCurrentRow(1)
        dialog.accept()

    def yes(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        questions.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()

    assert results(window) == {1: 2, 2: 2}
    with dialogs_in_turn(qtbot, choose_older, yes):
        window.restore_action.trigger()
    assert listed[0] == ["Sat 14 Mar 2026, 21:10 — round 2 complete",
                         "Sat 7 Mar 2026, 21:05 — round 1 complete"]  # newest first
    assert "round 1 complete" in questions[0]
    document = window.document
    assert document is not None and document.path == two_rounds
    assert results(window) == {1: 2}
    assert document.undo_stack.count() == 0  # the steps belonged to the file replaced
    assert list_backups(two_rounds)[0].reason == "before-restore"
    assert "Restored" in window.statusBar().currentMessage()
    with pytest.raises(FileInUse):  # the reopened file is this window's again
        acquire(two_rounds)


def test_no_at_the_confirmation_changes_nothing(
    qtbot: QtBot, window: MainWindow, two_rounds: Path
) -> None:
    before = two_rounds.read_bytes()

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, RestoreBackupDialog)
        dialog.accept()

    def no(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.No).click()

    with dialogs_in_turn(qtbot, choose, no):
        window.restore_action.trigger()
    assert results(window) == {1: 2, 2: 2}
    assert window.document is not None and window.document.undo_stack.count() == 4
    assert two_rounds.read_bytes() == before
    assert len(list_backups(two_rounds)) == 2


def test_without_backups_the_arbiter_is_told_when_they_are_made(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]
) -> None:
    window.open_file(event_file(4, scheduled=True))
    texts: list[str] = []

    with dialogs_in_turn(qtbot, read_into(texts)):
        window.restore_action.trigger()
    assert "each time a round is complete" in texts[0]


@pytest.mark.parametrize("early", [False, True], ids=["services", "storage loading"])
def test_a_round_completed_without_its_backup_is_saved_and_said(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path], early: bool
) -> None:
    """A file where the backup folder goes (a full or read-only disk fails alike): the result
    that completes round 1 is stored, and the arbiter is told at once that its copy is
    missing — whether storage had loaded or the result went on the cold start's connection."""
    path = event_file(4, scheduled=True)
    backup_folder(path).write_text("not a folder")
    assert window.open_early(path) if early else window.open_file(path)
    document = window.document
    assert document is not None
    assert isinstance(document.results, EarlyResults) is early
    document.run(SetResult(document.results, 1, 1, Result.WHITE_WINS, None))  # 1 of 2 boards
    texts: list[str] = []

    with dialogs_in_turn(qtbot, read_into(texts)):
        document.run(SetResult(document.results, 1, 2, Result.DRAW, None))
    assert texts[0].startswith("Saved. The backup of the round just completed could not")
    assert str(backup_folder(path)) in texts[0] and "Save a Copy As" in texts[0]
    with closing(sqlite3.connect(path)) as reader:
        assert reader.execute("select board, result from games where round = 1 order by board"
                              ).fetchall() == [(1, "1-0"), (2, "1/2-1/2")]


def test_a_withdrawal_that_completes_a_round_without_its_backup_is_said(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path]
) -> None:
    """Under the forfeit-remaining rule a withdrawal decides the player's games, so it can
    complete a round: its missing backup is said as a result's is."""
    path = event_file(4, scheduled=True)
    backup_folder(path).write_text("not a folder")
    assert window.open_file(path)
    document = window.document
    assert document is not None
    document.service.update_settings(withdrawal_rule="forfeit-remaining")
    document.refresh()
    first, second = document.state.tournament.round_games(1)
    document.run(SetResult(document.results, 1, second.board, Result.DRAW, None))
    leaving = next(p for p in document.state.tournament.players if p.start_no == first.white)
    texts: list[str] = []

    with dialogs_in_turn(qtbot, read_into(texts)):
        document.run(Withdraw(document.service, leaving, 0))  # left before round 1
    assert texts[0].startswith("Saved. The backup of the round just completed could not")
    assert document.state.boards.round_complete(1)


def test_restore_needs_an_event_open_for_editing(
    window: MainWindow, event_file: Callable[..., Path]
) -> None:
    assert not window.restore_action.isEnabled()
    window.open_file(event_file(4))
    assert window.restore_action.isEnabled()


def test_screenshot_of_the_backup_list(
    qtbot: QtBot, window: MainWindow, two_rounds: Path
) -> None:
    dialog = RestoreBackupDialog(list_backups(two_rounds), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_not_blank(save(dialog, "restore-backup"))
    assert_labels_whole(dialog)
