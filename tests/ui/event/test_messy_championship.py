"""The 2015 U.S. Junior Closed off script (tests/junior_closed.py, worked by hand there)
through the window: the late arrival and the phone noises recorded in the incident dialogs,
the 20-move draw typed on the Pairings tab, the withdrawal in its dialog, the play-off on its
tab, the correction confirmed and the out-of-date play-off kept from the Standings banner.
After each step the window's tabs and status bar, and every printout and export, say what
core says (tests/agreement.py)."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.cli import main as cli_main
from chessarbiter.core.boards import BoardStatus, EventBoards
from chessarbiter.core.clock import Side
from chessarbiter.core.incidents import Decision, IncidentKind
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from chessarbiter.services.incidents import IncidentService
from chessarbiter.ui.event.crosstable_model import LEADING
from chessarbiter.ui.event.draw_moves import DrawMovesDialog
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.models import PairingsModel
from chessarbiter.ui.event.withdraw_dialog import WithdrawDialog
from tests.agreement import (
    Sides,
    assert_outputs_agree,
    by_board,
    by_opponent,
    core_sides,
    differences,
    points,
)
from tests.junior_closed import expected_points, outcome
from tests.ui.conftest import ModalArm
from tests.ui.event.test_playoffs_tab import choose, keys, seal, start

LEFT = Qt.MouseButton.LeftButton


def make_event(path: Path, rule: str) -> Path:
    db = Database.open_file(path)
    try:
        service = EventService(db, create_event(db, "US Junior Closed", "us-junior-closed-2015",
                                                start_date="2015-07-08"))
        service.update_settings(withdrawal_rule=rule)
        service.add_players([Player(0, f"Junior, No{no}", uscf_rating=2500 - 10 * no,
                                    uscf_id=str(12345000 + no)) for no in range(1, 11)])
        service.make_schedule()
    finally:
        db.close()
    return path


def cli(path: Path, *args: str) -> str:
    """A command beside the window (printouts and exports only read the file)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["--db", str(path), *args]) == 0
    return out.getvalue()


def window_sides(window: MainWindow, boards: EventBoards) -> dict[str, Sides]:
    """What the Pairings tab (round by round) and the crosstable show."""
    tab = window.pairings_tab
    window.tabs.setCurrentWidget(tab)
    results: dict[tuple[int, int], str] = {}
    for rnd in range(1, 10):
        tab.round_box.setCurrentIndex(rnd - 1)
        for row, board in enumerate(tab.model.rows()):
            index = tab.model.index(row, PairingsModel.RESULT_COLUMN)
            results[rnd, board.board] = index.data() or ""
    standings = window.standings_tab
    window.tabs.setCurrentWidget(standings)
    model = standings.crosstable_model
    cells = {(int(model.index(r, 0).data()), int(model.headerData(c, Qt.Orientation.Horizontal))):
             model.index(r, c).data() or ""
             for r in range(model.rowCount()) for c in range(LEADING, LEADING + 10)}
    return {"Pairings tab": by_board(boards, results),
            "crosstable tab": by_opponent(boards, cells)}


def window_points(window: MainWindow) -> dict[int, float]:
    model = window.standings_tab.standings_model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    number, pts = heads.index("No."), heads.index("Pts")
    return {int(model.index(r, number).data()): points(model.index(r, pts).data())
            for r in range(model.rowCount())}


class Run:
    def __init__(self, qtbot: QtBot, window: MainWindow, modal: ModalArm, path: Path,
                 folder: Path) -> None:
        self.qtbot, self.window, self.modal, self.path = qtbot, window, modal, path
        self.folder, self.steps = folder, 0

    @property
    def service(self) -> EventService:
        assert self.window.document is not None
        return self.window.document.service

    def check(self, expected: dict[int, float] | None = None, *lines: str) -> EventBoards:
        """The window and every output against core (points against ``expected`` too)."""
        boards = self.service.boards()
        standing = {s.start_no: s.points for s in self.service.standings()}
        assert expected is None or standing == expected
        truth = core_sides(boards)
        problems = [f"{name}: {line}" for name, shown in window_sides(self.window, boards).items()
                    for line in differences(truth, shown, truth)]
        assert window_points(self.window) == standing
        decided = sum(1 for b in boards.games() if b.decided)
        status = self.window.state_label.text()
        assert status == "All 9 rounds complete" if decided == 45 else \
            f"{decided} of 45 games decided" in status
        assert not problems, "\n".join(problems)
        for line in lines:
            assert line in self.window.standings_tab.playoff_note.text() + \
                self.window.standings_tab.stale_banner.text.text()
        self.steps += 1
        folder = self.folder / f"step{self.steps}"
        folder.mkdir()
        assert_outputs_agree(lambda *a: cli(self.path, *a), folder, boards, standing, lines)
        return boards

    def play(self, rnd: int) -> None:
        """The made-up results of ``rnd``'s open boards (entered as the service would)."""
        for board in self.service.boards().open(rnd):
            assert board.black is not None
            self.service.set_result(rnd, board.board, Result.parse(outcome(board.white,
                                                                          board.black)))
        assert self.window.document is not None
        self.window.document.refresh()

    def incident(self, kind: IncidentKind, rnd: int, start_no: int, **fields: str) -> None:
        panel = self.window.clocks_tab.incidents
        self.window.tabs.setCurrentWidget(self.window.clocks_tab)
        dialog = panel.record_dialog(kind)
        dialog.round.setValue(rnd)
        dialog.player.setCurrentIndex(dialog.player.findData(start_no))
        if kind is IncidentKind.LATE_ARRIVAL:
            dialog.round_start.setText("19:00")
            dialog.at.setText(fields["at"])
        else:
            dialog.noise.setChecked(True)
            dialog.remaining.setText(fields["remaining"])
        dialog.accept()  # with the rule book's suggested decision

    def type_result(self, rnd: int, board: int, key: str, moves: str) -> None:
        """Type ``key`` on the board, answer the moves asked with ``moves`` and any question
        after it (a correction that changes who is tied) with Yes."""
        tab = self.window.pairings_tab
        self.window.tabs.setCurrentWidget(tab)
        tab.show_game(rnd, board)
        tab.table.setFocus()
        typing = [True]

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            if isinstance(dialog, DrawMovesDialog):
                self.qtbot.keyClicks(dialog.moves, moves)
                self.qtbot.keyClick(dialog.moves, Qt.Key.Key_Return)
            elif isinstance(dialog, QMessageBox):
                dialog.button(QMessageBox.StandardButton.Yes).click()
            if typing:
                QTimer.singleShot(20, answer)

        QTimer.singleShot(0, answer)
        self.qtbot.keyClicks(tab.table, key)
        typing.clear()


@pytest.mark.parametrize(("rule", "after"), [("forfeit-remaining", 6),
                                              ("annul-under-half", 4)])
def test_the_junior_closed_off_script_in_the_window(
        qtbot: QtBot, window: MainWindow, modal: ModalArm, tmp_path: Path, rule: str,
        after: int) -> None:
    path = make_event(tmp_path / "junior.chessarbiter", rule)
    window.resize(1280, 720)
    assert window.open_file(path)
    run = Run(qtbot, window, modal, path, tmp_path)

    run.incident(IncidentKind.LATE_ARRIVAL, 1, 4, at="19:31")  # 31 minutes late: forfeit
    board = run.check().board(1, 4)
    assert (board.status, board.points(7)) == (BoardStatus.FORFEIT, 1.0)
    run.play(1)
    run.incident(IncidentKind.DEVICE, 2, 8, remaining="50:00")  # 10:00 off, fine $200
    run.incident(IncidentKind.DEVICE, 2, 8, remaining="31:00")  # the second noise: forfeit
    assert run.check().board(2, 3).points(4) == 1.0
    run.play(2)
    run.type_result(3, 5, "=", "20")  # 6-7 agreed after 20 moves: an incident is filed
    [early] = [i for i in IncidentService(run.service).incidents() if i.round == 3]
    assert (early.kind, early.decision) == (IncidentKind.EARLY_DRAW, Decision.PENDING)
    run.check()
    for rnd in range(3, after + 1):
        run.play(rnd)

    window.tabs.setCurrentWidget(window.players_tab)
    window.players_tab.select_start_no(10)

    def withdraw(dialog: QWidget) -> None:
        assert isinstance(dialog, WithdrawDialog)
        assert dialog.last_round.value() == after  # the last round with a result
        if not dialog.annul.isHidden():
            dialog.annul.setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    with modal(withdraw):
        window.players_tab.withdraw_action.trigger()
    run.check()
    for rnd in range(after + 1, 10):
        run.play(rnd)
    # The early draw's incident is still pending: 6-7 counts as the draw it was (the CLI
    # run decides it a double forfeit), so 6 and 7 have ½ more than worked by hand there.
    by_hand = {**expected_points(after < 5)}
    by_hand[6] += 0.5
    by_hand[7] += 0.5
    run.check(by_hand)

    tab = window.playoffs_tab
    window.tabs.setCurrentWidget(tab)
    start(qtbot, tab)
    seal(qtbot, tab, 0, "8:30")  # the semi-final's first seed: 3
    seal(qtbot, tab, 1, "9:00")
    qtbot.mouseClick(tab.panel.choice_buttons[Side.BLACK], LEFT)  # 3 chooses Black
    keys(qtbot, tab, "=")  # drawn: Black advances
    choose(qtbot, tab.panel.lot_white, 1, tab.panel.lot_record)
    keys(qtbot, tab, "1=")  # 1 wins with White, then draws
    run.check(by_hand, "Play-off: Junior, No1 is champion")

    run.type_result(9, 5, "=", "41")  # 9-1 was a draw: asked first, then stored
    by_hand[1] -= 0.5
    by_hand[9] += 0.5
    run.check(by_hand, "The play-off is out of date.")
    banner = window.standings_tab.stale_banner
    window.tabs.setCurrentWidget(window.standings_tab)
    assert banner.isVisible()
    qtbot.mouseClick(banner.keep_button, LEFT)
    assert not banner.isVisible()
    kept = [e.details for e in run.service.audit_log()
            if e.table == "playoffs" and e.change == "bulk"]
    assert kept[0]["choice"] == "kept the play-off"
    run.check(by_hand)
