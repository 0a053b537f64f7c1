"""The corrections of the Teams & Rosters tab (issue 17): a team's captain and alternate
captains (rule 10.a "A team may change its Captain at any time upon notice to the Match
Director", 10.b "A team may designate an Alternate Captain(s)") and a member's rule-12 details,
each through the window's undo stack and the season's audit log (who, when, why); a record
another program changed meanwhile is not overwritten.

The seasons are built as tests/ui/league/conftest.py and tests/fixtures/league/night_setup.py
build them: Player k-1 is team k's captain, Player k-2 its alternate, every member with a
cell phone and an e-mail address, membership until 2012-12-31.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.league.ledger import EntryKind
from chessarbiter.core.results import Result
from chessarbiter.db.audit import who
from chessarbiter.ui.league.correction_dialogs import MemberDialog, OfficersDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup
from tests.ui.conftest import ModalArm
from tests.ui.league.acting import audit, fits, large_type, other_program, shot, when_refused

CONFLICT = ("The roster of Team 1 was changed on another computer; your change of its "
            "captains was not saved. Reload and check.")


def test_a_new_captain_and_alternate_are_stored_logged_and_undone(
        league_window: LeagueWindow, modal: ModalArm) -> None:
    document = league_window.document
    assert document is not None
    tab = league_window.teams_tab
    assert tab.officers_button.isEnabled()

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficersDialog)
        assert dialog.captain.currentData() == uscf(1, 1)  # the captain now
        dialog.captain.setCurrentIndex(dialog.captain.findData(uscf(1, 3)))
        dialog.set_alternates({uscf(1, 1)})
        dialog.reason.setText("captain's e-mail of 2011-11-02")
        shot(dialog, "captains.png")
        dialog.accept()

    with modal(fill):
        tab.officers_button.click()
    team = document.league.rosters.team("Team 1")
    assert (team.captain, team.alternates) == (uscf(1, 3), (uscf(1, 1),))
    assert tab.teams_model.index(0, 7).data() == "Player 1-3"  # the Captain column
    assert tab.teams_model.index(0, 8).data() == "Player 1-1"  # Alternates
    league_window.resize(1280, 720)
    shot(league_window, "teams-after-captains.png")
    # the audit log: the roles as stored (C captain, A alternate), and why, by whom
    logged = audit(league_window, "set officers")
    changes = {tuple(r.details["role"]) for r in logged if r.change == "update"}
    assert changes == {("C", "A"), ("A", ""), ("", "C")}
    why = [r for r in logged if r.change == "reason"]
    assert [r.details for r in why] == [{"team": "Team 1",
                                         "reason": "captain's e-mail of 2011-11-02"}]
    assert why[0].who == who() and why[0].at.date() == date.today()
    assert league_window.undo_action.text() == "&Undo Captains of Team 1"
    league_window.undo_action.trigger()
    team = document.league.rosters.team("Team 1")
    assert (team.captain, team.alternates) == (uscf(1, 1), (uscf(1, 2),))
    league_window.redo_action.trigger()
    assert document.league.rosters.team("Team 1").captain == uscf(1, 3)


def test_a_captain_changed_on_another_computer_is_not_overwritten(
        league_window: LeagueWindow, modal: ModalArm) -> None:
    document = league_window.document
    assert document is not None
    with other_program(document.path) as other:
        other.corrections.set_officers("Team 1", uscf(1, 4))
    shown: list[str] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficersDialog)
        dialog.captain.setCurrentIndex(dialog.captain.findData(uscf(1, 5)))
        when_refused(dialog, dialog.form, shown)
        dialog.accept()

    with modal(fill):
        league_window.teams_tab.officers_button.click()
    assert shown == [CONFLICT]
    # nothing of this window's was saved; it now shows the other computer's captain
    assert document.league.rosters.team("Team 1").captain == uscf(1, 4)
    assert league_window.teams_tab.teams_model.index(0, 7).data() == "Player 1-4"
    assert document.undo_stack.count() == 0


def test_a_corrected_expiry_fines_each_date_played_after_it(
        night_window: LeagueWindow, modal: ModalArm) -> None:
    """Rule 30.c: "If a team member is found to have an expired USCF membership when games in
    which that person played are submitted for rating ...: $15 per date for each such team
    member." Player 1-3 drew on 2011-10-16 (round 1) and 2011-11-20 (round 3); his
    membership really ended on 2011-11-01, so one date: $15, and the $50 deposit (rule 11)
    falls to $35."""
    document = night_window.document
    assert document is not None
    league = document.league
    for rnd, other in ((1, 8), (3, 3)):
        league.matches.lineup(rnd, "Team 01", lineup(1, 1, 2, 3, 4))
        league.matches.lineup(rnd, f"Team {other:02d}", lineup(other, 1, 2, 3, 4))
        for board in range(1, 5):
            league.matches.result(rnd, "Team 01", board, Result.DRAW)
    document.refresh()
    tab = night_window.teams_tab
    night_window.tabs.setCurrentWidget(tab)
    tab.roster.selectRow(2)  # Player 1-3

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, MemberDialog)
        assert dialog.member().uscf_id == uscf(1, 3)
        assert dialog.expiry.date().toPython() == date(2012, 12, 31)
        dialog.set_expiry(date(2011, 11, 1))
        dialog.texts["cell_phone"].setText("614-555-0133")
        dialog.reason.setText("US Chess lookup 2011-12-01")
        shot(dialog, "member.png")
        dialog.accept()

    with modal(fill):
        tab.member_button.click()
    assert league.rosters.team("Team 01").entry(uscf(1, 3)).member.expiry == date(2011, 11, 1)
    assert tab.roster_model.index(2, 4).data() == "2011-11-01"  # Membership until
    fines = [(e.on, e.cents) for e in league.ledger.ledger().entries
             if e.team == "Team 01" and e.rule == "30.c"]
    assert fines == [(date(2011, 11, 20), 1500)]
    team = next(t for t in league.ledger.ledger().teams if t.team == "Team 01")
    assert team.balance == 3500
    logged = audit(night_window, "correct member")
    assert [r.details for r in logged if r.change == "update"] == [
        {"expiry": ["2012-12-31", "2011-11-01"], "cell_phone": ["614-555-0100",
                                                                "614-555-0133"]}]
    assert [r.details["reason"] for r in logged if r.change == "reason"] == [
        "US Chess lookup 2011-12-01"]
    night_window.undo_action.trigger()
    member = league.rosters.team("Team 01").entry(uscf(1, 3)).member
    assert (member.expiry, member.cell_phone) == (date(2012, 12, 31), "614-555-0100")
    assert not [e for e in league.ledger.ledger().entries
                if e.team == "Team 01" and e.kind is not EntryKind.DEPOSIT]


def test_the_id_of_a_member_who_played_is_refused_in_the_service_s_words(
        night_window: LeagueWindow, modal: ModalArm) -> None:
    document = night_window.document
    assert document is not None
    league = document.league
    league.matches.lineup(1, "Team 01", lineup(1, 1, 2, 3, 4))
    league.matches.lineup(1, "Team 08", lineup(8, 1, 2, 3, 4))
    league.matches.result(1, "Team 01", 1, Result.WHITE_WINS)  # Player 1-1 has a game
    document.refresh()
    tab = night_window.teams_tab
    night_window.tabs.setCurrentWidget(tab)
    shown: list[str] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, MemberDialog)
        assert dialog.member().uscf_id == uscf(1, 1)  # the first, none selected
        dialog.texts["uscf_id"].setText("12999999")
        dialog.reason.setText("typo on the roster")
        when_refused(dialog, dialog.form, shown, "player")  # under the member's box
        dialog.accept()

    with modal(fill):
        night_window.member_action.trigger()
    assert shown == [f"{uscf(1, 1)} has played: the games keep the ID they were reported "
                     "with"]
    assert league.rosters.team("Team 01").entry(uscf(1, 1)) is not None
    assert document.undo_stack.count() == 0


def test_member_details_changed_on_another_computer_are_not_overwritten(
        league_window: LeagueWindow, modal: ModalArm) -> None:
    document = league_window.document
    assert document is not None
    with other_program(document.path) as other:
        other.corrections.correct_member("Team 1", uscf(1, 2), {"home_phone": "614-555-0199"})
    shown: list[str] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, MemberDialog)
        dialog.player.setCurrentIndex(dialog.player.findData(uscf(1, 2)))
        dialog.texts["email"].setText("new@example.org")
        when_refused(dialog, dialog.form, shown)
        dialog.accept()

    with modal(fill):
        league_window.teams_tab.member_button.click()
    assert shown == [f"The roster of Team 1 was changed on another computer; your correction "
                     f"of {uscf(1, 2)} was not saved. Reload and check."]
    member = document.league.rosters.team("Team 1").entry(uscf(1, 2)).member
    assert (member.home_phone, member.email) == ("614-555-0199", "p1x2@example.org")
    assert document.undo_stack.count() == 0


def test_both_dialogs_fit_large_type(league_window: LeagueWindow, qtbot: QtBot) -> None:
    document = league_window.document
    assert document is not None
    team = document.league.rosters.team("Team 1")
    with large_type():
        for dialog, name in ((OfficersDialog(team, league_window), "captains-large.png"),
                             (MemberDialog(team, uscf(1, 1), league_window), "member-large.png")):
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitUntil(fits(dialog))
            shot(dialog, name)
            dialog.close()


def test_an_id_typed_wrong_on_the_roster_is_corrected_and_undone(
        league_window: LeagueWindow, modal: ModalArm) -> None:
    """Rule 12.b asks for each member's USCF id number; one typed wrong on the roster of a
    member who has not played is corrected, and undo finds the member by the new ID."""
    document = league_window.document
    assert document is not None
    tab = league_window.teams_tab
    tab.roster.selectRow(4)  # Player 1-5

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, MemberDialog)
        dialog.texts["uscf_id"].setText("12999995")
        dialog.reason.setText("ID from the US Chess site")
        dialog.accept()

    with modal(fill):
        tab.member_button.click()
    team = document.league.rosters.team("Team 1")
    assert team.entry("12999995") is not None and team.entry(uscf(1, 5)) is None
    assert tab.roster_model.index(4, 1).data() == "12999995"
    league_window.undo_action.trigger()
    team = document.league.rosters.team("Team 1")
    assert team.entry(uscf(1, 5)) is not None and team.entry("12999995") is None
