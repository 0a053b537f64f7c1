"""The Teams & Rosters tab: opening a season from the app, importing rosters (all problems
listed, nothing imported), registration check boxes, a rule-13 change with its live verdict."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.league.teams import Member
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.change_dialog import ChangeDialog
from chessarbiter.ui.league.import_flow import ProblemsDialog, import_roster_file
from chessarbiter.ui.league.window import LeagueWindow
from chessarbiter.ui.windows import open_window
from tests.fixtures.league.builders import member, roster_file, team_rows
from tests.ui.conftest import ModalArm

from .conftest import RECEIVED, TEAMS


def test_app_opens_a_league_file_in_the_league_window(
    qtbot: QtBot, prefs: Prefs, season: Path, qtmodeltester: object
) -> None:
    window = open_window(str(season), False, prefs)
    qtbot.addWidget(window)
    assert isinstance(window, LeagueWindow)
    assert window.windowTitle() == "Columbus 2011-12 — season.chessarbiter — chessarbiter"
    tab = window.teams_tab
    assert [r.team.name for r in tab.teams_model.rows()] == list(TEAMS)
    # Rule 5 by hand: every player of team k is rated 2000 - 100 k, so is the average of 4.
    ratings = [tab.teams_model.index(r, 1).data() for r in range(6)]
    assert ratings == ["1900.0", "1800.0", "1700.0", "1600.0", "1500.0", "1400.0"]
    assert tab.roster_model.rowCount() == 5
    assert tab.roster_model.index(0, 5).data() == "Captain"
    assert tab.roster_model.index(0, 3).data() == "entered on the roster"
    for model in (tab.teams_model, tab.roster_model, tab.log_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert "Registration: 6 teams" in window.state_label.text()
    window.close()


def test_a_broken_roster_lists_every_problem_and_imports_nothing(
    league_window: LeagueWindow, modal: ModalArm, tmp_path: Path
) -> None:
    document = league_window.document
    assert document is not None
    rows = team_rows(7, 5, 1300)
    # Two made-up faults: a 3-digit US Chess ID on the second player, no name on the fourth.
    rows[1] = rows[1].__class__(member(7, 2, uscf_id="123"), rows[1].role, 1300)
    rows[3] = rows[3].__class__(member(7, 4, name=""), rows[3].role, 1300)
    broken = roster_file(tmp_path, "Team 7", rows)
    shown: list[str] = []
    headings: list[str] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, ProblemsDialog)
        shown.extend(dialog.problems())
        headings.append(dialog.heading.text())
        dialog.reject()

    with modal(read):
        assert not import_roster_file(league_window, document, broken, RECEIVED)
    assert len(shown) == 2
    assert "row 6" in shown[0] and "US Chess ID" in shown[0]  # rows 5.. hold players 1..
    assert "row 8" in shown[1]
    assert len(document.state.teams) == 6
    rows[1] = team_rows(7, 5, 1300)[1]  # the ID put right: one problem left
    with modal(read):
        assert not import_roster_file(league_window, document,
                                      roster_file(tmp_path, "Team 7", rows), RECEIVED)
    assert headings == [
        "team-7.xlsx was not imported; nothing changed. 2 problems to correct:",
        "team-7.xlsx was not imported; nothing changed. 1 problem to correct:"]

    good = roster_file(tmp_path, "Team 7", team_rows(7, 5, 1300))
    assert import_roster_file(league_window, document, good, RECEIVED)
    assert [t.name for t in document.state.teams][-1] == "Team 7"
    assert league_window.undo_action.text() == "&Undo Import roster of Team 7"
    league_window.undo_action.trigger()
    assert len(document.state.teams) == 6
    league_window.redo_action.trigger()
    assert len(document.state.teams) == 7


def test_registration_check_boxes_store_the_day_and_undo(league_window: LeagueWindow) -> None:
    tab = league_window.teams_tab
    fee = tab.teams_model.index(0, 5)
    assert fee.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    tab.teams_model.setData(fee, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    document = league_window.document
    assert document is not None
    assert document.state.teams[0].registration.fee_received == date.today()
    assert tab.teams_model.index(0, 5).data() == date.today().isoformat()
    document.undo()
    assert document.state.teams[0].registration.fee_received is None
    assert document.state.teams[0].registration.roster_received == RECEIVED


def test_a_change_needing_approval_asks_for_the_director(
    league_window: LeagueWindow, qtbot: QtBot
) -> None:
    document = league_window.document
    assert document is not None
    team = document.state.teams[0]
    dialog = ChangeDialog(document.league, team, league_window)
    qtbot.addWidget(dialog)
    dialog.on.setDate(QDate(2011, 11, 1))
    dialog.add.insertRow(0)
    new = Member("Newcomer, Ann", "12000106", date(2012, 12, 31), "614-555-0199",
                 email="ann@example.org", address="1 Main St, Columbus OH 43215")
    for column, text in enumerate((new.name, new.uscf_id, "2012-12-31", new.cell_phone,
                                   new.email, new.address, "2100")):
        dialog.add.setItem(0, column, QTableWidgetItem(text))
    # Rule 5 by hand: top four 2100, 1900, 1900, 1900 average 1950, 50 points above 1900:
    # more than the 30 of rule 13.b, so the Match Director must approve.
    assert "13.b" in dialog.verdict.text() and "approval" in dialog.verdict.text()
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert dialog.approval_box.isVisibleTo(dialog) and not ok.isEnabled()
    dialog.director.setText("M. Director")
    dialog.note.setText("strong player moved to town")
    assert ok.isEnabled()
    document.run(dialog.command())
    assert "Newcomer, Ann" in [e.member.name for e in document.state.teams[0].roster]
    assert not document.undo_stack.canUndo()  # rule-13 changes have no inverse
    assert "cannot be undone" in league_window.statusBar().currentMessage()
    log = league_window.teams_tab.log_model
    assert log.index(log.rowCount() - 1, 3).data().startswith("M. Director")

    # A one-for-one rating change passes without approval: adding an 1800 leaves the top 4.
    dialog2 = ChangeDialog(document.league, document.state.teams[1], league_window)
    qtbot.addWidget(dialog2)
    dialog2.on.setDate(QDate(2011, 11, 1))
    dialog2.remove.item(4).setCheckState(Qt.CheckState.Checked)
    assert "approval" not in dialog2.verdict.text()
    assert dialog2.buttons.button(dialog2.buttons.StandardButton.Ok).isEnabled()


def test_a_rating_list_that_would_move_a_team_asks_the_director(
    league_window: LeagueWindow, modal: ModalArm, tmp_path: Path
) -> None:
    """Rule 4 (issue 17): the six teams' typed ratings (Team k 2000 - 100k) are provisional.
    In sections of three by those ratings Team 3 (1700) is in A and Team 4 (1600) in B; the
    September list rates Team 4's players 1750, so by rating Team 4 would be in A and Team 3
    in B. The director is asked; saying yes takes the list, the sections stay."""
    from PySide6.QtWidgets import QMessageBox

    document = league_window.document
    assert document is not None
    document.league.season.update_settings({"section_sizes": [3]})
    document.league.sections.propose()
    ratings = {f"{12000000 + 100 * k + p}": 2000 - 100 * k for k in range(1, 7)
               for p in range(1, 6)} | {f"{12000400 + p}": 1750 for p in range(1, 6)}
    data = ("ID,Rating\n" + "".join(f"{i},{r}\n" for i, r in ratings.items())).encode()
    asked: list[str] = []

    def no(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    tab = league_window.teams_tab
    with modal(no):
        assert not tab._load_list(data, "sept.csv", date(2011, 9, 1))
    assert "Team 4 (1600 → 1750) would be in section A, not B" in asked[0]
    assert document.league.ratings.months() == {}  # nothing taken

    def yes(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Yes).click()

    with modal(yes):
        assert tab._load_list(data, "sept.csv", date(2011, 9, 1))
    state = document.state
    assert state.team_ratings["Team 4"] == 1750  # rule 5: (4 × 1750) / 4
    assert [s.teams for s in state.sections] == [("Team 1", "Team 2", "Team 3"),
                                                 ("Team 4", "Team 5", "Team 6")]
