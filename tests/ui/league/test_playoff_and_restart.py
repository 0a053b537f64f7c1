"""A team playoff (rule 25.a) recorded from the League standings tab, and the players of games
restarted under rule 16.b corrected from the Match night tab: each through the window's undo
stack, and refused in one sentence (nothing saved) when another program changed the record
meanwhile.

The section played out as tests/ui/league/night_results.py plays it: Team 01 and Team 03 win
all four boards of round 1 and draw every other match, both matches between them included:
7½ match points and 30 game points each, level on rule 25.a-d (co-winners of place 1). Before
the section's last match no playoff can be recorded: it decides final places.
Team k's player p is rated 2100 - 40k - 20(p - 1) (tests/fixtures/league/night_setup.py).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.league.claims import Remedy
from chessarbiter.core.results import Result
from chessarbiter.reports.league import league_standings_sheet
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.services.league import League
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.playoff_dialog import PlayoffDialog
from chessarbiter.ui.league.restart_dialog import RestartDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup
from tests.reports.pdftext import row_of
from tests.reports.pdftext import rows as pdf_rows
from tests.ui.conftest import ModalArm
from tests.ui.league.acting import answer, fits, large_type, other_program, shot
from tests.ui.league.night_results import play_round_one
from tests.ui.league.test_league_standings_tab import table
from tests.ui.league.test_match_night_tab import boards, night


def standings(window: LeagueWindow) -> list[list[str]]:
    window.tabs.setCurrentWidget(window.standings_tab)
    QApplication.processEvents()
    return table(window.standings_tab)


def playoff(scores: dict[str, float], on: date, shown: list[str] | None = None
            ) -> Callable[[QWidget], None]:
    def fill(dialog: PlayoffDialog) -> None:
        assert dialog.group.currentText() == "Team 01, Team 03"  # level on match points
        for team, score in scores.items():
            dialog.scores[team].setValue(score)
        dialog.day.setDate(QDate(on))
        dialog.note.setText("two games at G/15")
    return answer(PlayoffDialog, fill, "playoff.png", shown)


def test_no_playoff_while_the_section_has_matches_to_play(night_window: LeagueWindow) -> None:
    """After round 1 Team 01 and Team 03 are level on match points, but 13 rounds are left."""
    play_round_one(night_window)
    rows = standings(night_window)
    assert [r[:3] for r in rows[:2]] == [["1=", "1", "Team 01"], ["1=", "1", "Team 03"]]
    tab = night_window.standings_tab
    assert not tab.playoff_button.isEnabled()
    assert "last match" in tab.playoff_button.toolTip()
    said: list[str] = []
    tab.message.connect(said.append)
    night_window.playoff_action.trigger()  # the Season menu's way in says why
    assert said == ["The playoff waits for section A's last match: 52 matches are open, the "
                    "last round 14, Team 01 – Team 07 (rule 25.a)"]


def test_a_playoff_places_level_teams_before_game_points_and_is_undone(
        played_out_window: LeagueWindow, modal: ModalArm) -> None:
    """Rule 25.a comes before (b) total game points: Team 03 wins the playoff 1½-½ and is
    placed first, Team 01 second; no coin toss (25.k) is left for them."""
    night_window = played_out_window
    document = night_window.document
    assert document is not None
    league = document.league
    rows = standings(night_window)
    assert [r[:3] for r in rows[:2]] == [["1=", "1", "Team 01"], ["1=", "1", "Team 03"]]
    tab = night_window.standings_tab
    assert tab.playoff_button.isEnabled()
    with modal(playoff({"Team 01": 0.5, "Team 03": 1.5}, date(2012, 4, 22))):
        tab.playoff_button.click()
    [stored] = league.playoffs.playoffs()
    assert (stored.section, stored.on, stored.scores) == (
        "A", date(2012, 4, 22), {"Team 01": 0.5, "Team 03": 1.5})
    rows = standings(night_window)
    headers = tab.model.headers()
    assert headers[5] == "Playoff"
    assert [(r[0], r[1], r[2], r[5]) for r in rows[:2]] == [
        ("1", "1", "Team 03", "1½"), ("2", "2", "Team 01", "½")]
    assert "Team 01, Team 03" not in tab.notes.text()  # no toss pending for them
    page = pdf_rows(league_standings_sheet(league.standings.standings(), EventInfo("Columbus"),
                                       PrintOptions()))[0]  # the printed sheet says the same
    assert row_of(page, "Team")[:6] == ["Place", "Rank", "Team", "MP", "GP", "PO"]
    assert row_of(page, "Team 03")[:6] == ["1", "1", "Team 03", "7½", "30", "1½"]
    assert row_of(page, "Team 01")[:6] == ["2", "2", "Team 01", "7½", "30", "½"]
    night_window.resize(1280, 720)
    shot(night_window, "standings-playoff.png")
    assert night_window.undo_action.text() == "&Undo Playoff of section A"
    night_window.undo_action.trigger()
    assert league.playoffs.playoffs() == ()
    assert [r[:3] for r in standings(night_window)[:2]] == [["1=", "1", "Team 01"],
                                                             ["1=", "1", "Team 03"]]
    night_window.redo_action.trigger()
    assert standings(night_window)[0][2] == "Team 03"


def test_a_playoff_recorded_on_another_computer_is_not_overwritten(
        played_out_window: LeagueWindow, modal: ModalArm) -> None:
    night_window = played_out_window
    document = night_window.document
    assert document is not None
    league = document.league
    standings(night_window)
    with other_program(document.path) as other:
        other.playoffs.record("A", {"Team 01": 2, "Team 03": 0}, date(2012, 4, 22))
    shown: list[str] = []
    with modal(playoff({"Team 01": 0.5, "Team 03": 1.5}, date(2012, 4, 29), shown)):
        night_window.standings_tab.playoff_button.click()
    assert shown == ["The playoff record of section A was changed on another computer; your "
                     "playoff was not saved. Reload and check."]
    assert [p.scores for p in league.playoffs.playoffs()] == [{"Team 01": 2, "Team 03": 0}]
    assert standings(night_window)[0][2] == "Team 01"  # the other computer's playoff
    assert document.undo_stack.count() == 0


def _restarted(window: LeagueWindow) -> League:
    """Rule 16.b, as tests/cli/league/test_corrections.py rules it: Team 01 seated Player 1-5
    (1980) on board 1 above Player 1-1 (2060), 80 points, beyond rule 15's 75; 30 of G/75's
    75 minutes had gone (less than half), so the TD restarts boards 1 and 2 anew."""
    document = window.document
    assert document is not None
    league = document.league
    league.matches.lineup(1, "Team 01", lineup(1, 5, 1, 2, 3), as_played=True)
    league.matches.lineup(1, "Team 08", lineup(8, 1, 2, 3, 4))
    for board in range(1, 5):
        league.matches.result(1, "Team 01", board, Result.WHITE_WINS)
    league.claims.claim(1, "Team 01", date(2011, 10, 16), 30 * 60, remedy=Remedy.RESTART)
    document.refresh()
    return league


def restart(players: dict[int, str], shown: list[str] | None = None
            ) -> Callable[[QWidget], None]:
    def fill(dialog: RestartDialog) -> None:
        assert sorted(dialog.players) == [1, 2]  # only the restarted boards can change
        for board, player in players.items():
            dialog.choose(board, player)
    return answer(RestartDialog, fill, "restart.png", shown)


def test_a_restart_reseats_only_the_restarted_boards_and_is_undone(
        night_window: LeagueWindow, modal: ModalArm) -> None:
    """Player 1-1 to board 1 and Player 1-5 to board 2, above Player 1-2 (2040) on board 3:
    60 points, within 75. Boards 3 and 4 keep their players and 1-0 results."""
    league = _restarted(night_window)
    tab = night(night_window)
    assert tab.restart_button.isEnabled()
    with modal(restart({1: uscf(1, 1), 2: uscf(1, 5)})):
        tab.restart_button.click()
    match = league.matches.match(1, "Team 01")[0]
    assert match.lineups["Team 01"].players == tuple(lineup(1, 1, 5, 2, 3))
    assert {b: s.result for b, s in match.boards.items()} == {3: Result.WHITE_WINS,
                                                              4: Result.WHITE_WINS}
    assert [row[1] for row in boards(tab)][:3] == [
        "Player 1-1 (Team 01)", "Player 8-2 (Team 08)", "Player 1-2 (Team 01)"]
    assert tab.restart_button.isEnabled()  # the boards stay open until replayed
    night_window.resize(1280, 720)
    shot(night_window, "match-night-restart.png")
    night_window.undo_action.trigger()
    match = league.matches.match(1, "Team 01")[0]
    assert match.lineups["Team 01"].players == tuple(lineup(1, 5, 1, 2, 3))
    assert set(match.boards) == {3, 4}


def test_a_restart_lineup_changed_on_another_computer_is_not_overwritten(
        night_window: LeagueWindow, modal: ModalArm) -> None:
    document = night_window.document
    assert document is not None
    _restarted(night_window)
    tab = night(night_window)
    with other_program(document.path) as other:
        other.matches.correct_restarted(1, "Team 01", {1: uscf(1, 1), 2: uscf(1, 4)})
    shown: list[str] = []
    with modal(restart({1: uscf(1, 1), 2: uscf(1, 5)}, shown)):
        tab.restart_button.click()
    assert shown == ["The lineup of Team 01 in round 1 was changed on another computer; your "
                     "restart lineup was not saved. Reload and check."]
    match = document.league.matches.match(1, "Team 01")[0]
    assert match.lineups["Team 01"].players == tuple(lineup(1, 1, 4, 2, 3))
    assert document.undo_stack.count() == 0


def test_the_correction_views_fit_large_type(night_window: LeagueWindow, qtbot: QtBot,
                                            prefs: Prefs) -> None:
    """At 1280×720 with type one and a half times the default size (a desktop set up for
    it), the roster's correction buttons and the restart and playoff dialogs show whole."""
    league = _restarted(night_window)
    assert night_window.document is not None
    path = night_window.document.path
    night_window.close()  # the file is open in one window at a time
    with large_type():
        window = LeagueWindow(prefs)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        assert window.open_file(path)
        tab = window.teams_tab
        for button in (tab.officers_button, tab.member_button):
            qtbot.waitUntil(lambda b=button: b.width() >= b.sizeHint().width())
        shot(window, "teams-large.png")
        match = league.matches.match(1, "Team 01")[0]
        team = league.rosters.team("Team 01")
        for dialog, name in (
                (RestartDialog(match, team, {1, 2}, window), "restart-large.png"),
                (PlayoffDialog("A", [("Team 01", "Team 03")], date(2012, 4, 22), window),
                 "playoff-large.png")):
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitUntil(fits(dialog))
            shot(dialog, name)
            dialog.close()
        window.close()
