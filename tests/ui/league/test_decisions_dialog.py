"""The Director's log dialog (Season menu): the log of the season with an assigned rating
already in it, a decision recorded and undone, an appeal the committee decides by 3/4 of all
six captains (4.5, so 5 votes) and an appeal rule 35 refuses, shown under its field."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDate, QTimer
from PySide6.QtWidgets import QWidget

from chessarbiter.core.league.appeals import Official
from chessarbiter.ui.league.decisions_dialog import AppealDialog, DecisionDialog, DecisionsDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import uscf
from tests.ui.conftest import ModalArm
from tests.ui.league.test_prizes_tab import cells
from tests.ui.screens import assert_columns_whole, assert_not_blank

SHOTS = Path("/tmp/director-log")


def test_the_menu_opens_the_log(league_window: LeagueWindow, modal: ModalArm) -> None:
    def close(dialog: QWidget) -> None:
        assert isinstance(dialog, DecisionsDialog)
        assert dialog.windowTitle() == "Director's log (rule 35)"
        dialog.reject()

    with modal(close):
        league_window.log_action.trigger()


def test_record_a_decision_undo_it_and_appeal_one(league_window: LeagueWindow,
                                                  modal: ModalArm) -> None:
    document = league_window.document
    assert document is not None
    document.league.ratings.assign(uscf(2, 1), 1950, "M. Director", "strong recent results",
                                   at=datetime(2011, 10, 1, 12, 0))
    document.refresh()
    dialog = DecisionsDialog(document, league_window)
    dialog.show()
    log = dialog.log
    rating_line = ["2011-10-01", "", "rating assigned", "Match Director",
                   f"Team 2: Player 2-1 ({uscf(2, 1)})", "",
                   "M. Director raised the league rating from 1800 to 1950 (rule 4); strong "
                   "recent results"]
    assert cells(log.model) == [rating_line]
    assert not log.appeal_button.isEnabled()  # a rating is not appealed here

    def decide(form: QWidget) -> None:
        assert isinstance(form, DecisionDialog)
        form.on.setDate(QDate(2011, 11, 20))
        form.made_by.setCurrentIndex(form.made_by.findData(Official.DIRECTOR))
        form.subject.setText("Team 4")
        form.text.setText("round 3 starts 30 minutes late: snow")
        form.accept()

    with modal(decide):
        log.record_button.click()
    decision_line = ["2011-11-20", "1", "decision", "Match Director", "Team 4", "",
                     "round 3 starts 30 minutes late: snow"]
    assert cells(log.model) == [rating_line, decision_line]
    league_window.undo_action.trigger()
    assert cells(log.model) == [rating_line]
    league_window.redo_action.trigger()
    assert cells(log.model) == [rating_line, decision_line]

    log.table.selectRow(1)
    assert log.appeal_button.isEnabled()

    shown: list[str] = []

    def refused(form: QWidget) -> None:
        assert isinstance(form, AppealDialog)
        form.on.setDate(QDate(2011, 12, 1))
        form.to.setCurrentIndex(form.to.findData(Official.DIRECTOR))
        QTimer.singleShot(0, lambda: to_committee(form))  # the dialog comes back refused
        form.accept()

    def to_committee(form: AppealDialog) -> None:
        try:
            shown.append(form.form.message("to"))
            form.to.setCurrentIndex(form.to.findData(Official.COMMITTEE))
            shown.append(f"{form.overruled.isEnabled()} {form.votes.isEnabled()}")
            form.votes.setValue(4)  # of 6 captains: 3/4 is 4.5, so 5 are needed
            form.note.setText("Team 4 asks for an on-time start")
        finally:
            form.accept()

    with modal(refused):
        log.appeal_button.click()
    assert shown == ["rule 35.d: a decision of the Match Director is appealed only to the "
                     "committee of all team captains, not to the Match Director", "False True"]
    assert cells(log.model)[-1] == [
        "2011-12-01", "2", "appeal", "committee of captains", "Team 4", "upheld",
        "Team 4 asks for an on-time start (4 of 6 captains voted to overrule)"]

    SHOTS.mkdir(parents=True, exist_ok=True)
    assert_columns_whole(log.table)  # waits for the columns' fit, then the grab shows it
    image = dialog.grab().toImage()
    assert image.save(str(SHOTS / "directors-log.png"))
    assert_not_blank(image)
    dialog.close()
