"""The Match night tab on a scheduled 8-team section (tests/fixtures/league/night_setup.py): lineups
chosen in the panels, results typed as in the event window, the match score, undo and redo,
a refused board order, a recorded one and the claim ruling on it, an extra rated game.

Round 1 is Team 01 – Team 08 (FIDE Berger table for 8): Team 01 has White on boards 1 and 3.
Team k's player p is rated 2100 - 40k - 20(p - 1): Team 01 is 2060, 2040, 2020, 2000, 1980.
Every expected value is worked out by hand from the 2011-12 rule book.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.league.lineup_panel import LineupPanel
from chessarbiter.ui.league.match_night_tab import MatchNightTab
from chessarbiter.ui.league.night_dialogs import ClaimDialog, ExtraGameDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import uscf
from tests.ui.conftest import ModalArm

SHOTS = Path("/tmp/league-gui")


def night(window: LeagueWindow) -> MatchNightTab:
    window.tabs.setCurrentWidget(window.night_tab)
    QApplication.processEvents()
    return window.night_tab


def choose(panel: LineupPanel, team: int, *players: int) -> None:
    for combo, player in zip(panel.players, players, strict=False):
        combo.setCurrentIndex(combo.findData(uscf(team, player)))


def seat(tab: MatchNightTab, first: tuple[int, ...], second: tuple[int, ...],
         as_played: bool = False) -> None:
    choose(tab.panels[0], 1, *first)
    tab.panels[0].as_played.setChecked(as_played)
    tab.panels[0].save_button.click()
    choose(tab.panels[1], 8, *second)
    tab.panels[1].save_button.click()


def boards(tab: MatchNightTab) -> list[list[str]]:
    model = tab.model
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_lineups_keyboard_results_score_and_undo(night_window: LeagueWindow, qtbot: QtBot,
                                                 qtmodeltester: object) -> None:
    tab, document = night(night_window), night_window.document
    assert document is not None
    assert tab.round_box.currentText() == "Round 1 · Sun 2011-10-16 · 0/4"
    assert tab.match_box.currentText() == "Team 01 – Team 08"
    assert tab.panels[0].title() == "Team 01 — White on boards 1, 3"
    seat(tab, (1, 2, 3, 4), (1, 2, 3, 4))
    assert [row[1] for row in boards(tab)] == [
        "Player 1-1 (Team 01)", "Player 8-2 (Team 08)", "Player 1-3 (Team 01)",
        "Player 8-4 (Team 08)"]
    qtmodeltester.check(tab.model)  # type: ignore[attr-defined]

    tab.table.setFocus()
    tab.table.setCurrentIndex(tab.model.index(0, 2))
    qtbot.keyClicks(tab.table, "1=01")
    # Board 1 Team 01 (White) wins, board 2 drawn, board 3 Team 01 (White) loses, board 4
    # Team 08 (White) wins: Team 01 1 + ½ = 1½, Team 08 ½ + 1 + 1 = 2½ → 1 match point
    # to Team 08 (rule 24.b: 2½ or more wins the match).
    assert [row[2] for row in boards(tab)] == ["1 – 0", "½ – ½", "0 – 1", "1 – 0"]
    assert tab.score.text() == "Team 01 1½ – 2½ Team 08 · match points 0 – 1 · complete"
    assert tab.match_box.currentText() == "Team 01 – Team 08 ✓"
    assert not tab.panels[0].save_button.isEnabled()  # results fix the lineups

    night_window.tabs.setCurrentWidget(night_window.standings_tab)
    QApplication.processEvents()
    standings = night_window.standings_tab.model
    assert [standings.index(0, c).data() for c in range(5)] == ["1", "1", "Team 08", "1", "2½"]

    night(night_window)
    night_window.undo_action.trigger()  # the last result: board 4 open again
    assert [row[2] for row in boards(tab)] == ["1 – 0", "½ – ½", "0 – 1", ""]
    assert tab.score.text() == "Team 01 1½ – 1½ Team 08 · match points 0 – 0 · 3 of 4 boards"
    night_window.redo_action.trigger()
    assert boards(tab)[3][2] == "1 – 0"
    tab.table.setCurrentIndex(tab.model.index(1, 2))
    qtbot.keyClick(tab.table, Qt.Key.Key_Delete)
    assert document.league.matches.match(1, "Team 01")[0].boards.get(2) is None


def test_absence_equipment_and_no_show(night_window: LeagueWindow) -> None:
    tab = night(night_window)
    seat(tab, (1, 2, 3, 4), (1, 2, 3, 4))
    tab.panels[1].absent[1].setChecked(True)  # Team 08's board 2 is not coming (rule 17)
    # The players below move up; Team 08 loses board 4, where it has White: "− : +".
    rows = boards(tab)
    assert rows[1][1] == "Player 8-3 (Team 08)"  # Team 08 has White on board 2
    assert (rows[3][1], rows[3][2]) == ("— nobody —", "− : +")
    assert "rule 17" in rows[3][4]
    night_window.undo_action.trigger()
    assert boards(tab)[3][2] == ""
    # Rule 19: Team 01 brought one board, set and clock: three games can be equipped, and
    # Team 01, short of its own two, loses board 4 (Team 08 White): "+ : −".
    panel = tab.panels[0]
    panel.complete.setChecked(False)
    for spin in panel.counts:
        spin.setValue(1)
    panel.equipment_button.click()
    assert boards(tab)[3][2] == "+ : −" and "rule 19" in boards(tab)[3][4]
    night_window.undo_action.trigger()
    assert panel.complete.isChecked()
    tab.panels[0].no_show_button.click()  # replaces a lineup: undoable
    assert [row[2] for row in boards(tab)] == ["− : +", "+ : −", "− : +", "+ : −"]
    assert tab.score.text().startswith("Team 01 0 – 4 Team 08")
    night_window.undo_action.trigger()
    assert boards(tab)[0][1] == "Player 1-1 (Team 01)"


def test_refused_order_recorded_as_played_and_claim_ruling(night_window: LeagueWindow,
                                                           qtbot: QtBot,
                                                           modal: ModalArm) -> None:
    tab, document = night(night_window), night_window.document
    assert document is not None
    choose(tab.panels[0], 1, 5, 1, 2, 3)
    tab.panels[0].save_button.click()
    # Player 5 (1980) on board 1 above player 1 (2060): 80 points, more than 75 (rule 15).
    assert tab.panels[0].problem.isVisibleTo(tab)
    assert ("rule 15: board 2 Player 1-1 (2060) is rated 80 above board 1 Player 1-5 (1980)"
            in tab.panels[0].problem.text())
    assert "Team 01" not in document.league.matches.match(1, "Team 01")[0].lineups
    seat(tab, (5, 1, 2, 3), (1, 2, 3, 4), as_played=True)
    assert tab.panels[0].notice.text().startswith("Recorded as played: rule 15: board 2")
    tab.table.setFocus()
    tab.table.setCurrentIndex(tab.model.index(0, 2))
    qtbot.keyClicks(tab.table, "1111")

    def claim(dialog: QWidget) -> None:
        assert isinstance(dialog, ClaimDialog)
        dialog.elapsed.setText("40")
        dialog.accept()

    assert tab.claim_button.isEnabled()
    with modal(claim):
        tab.claim_button.click()
    # G/75: half is 37½ minutes, 40 elapsed → 16.a; boards 1 and 2 (the pair out of order)
    # are Team 01's forfeits for the league. Team 01: 0 + 0 + 1 (board 3) + 0 = 1.
    assert tab.ruling.text() == ("Ruling: rule 16.a: Team 01 loses boards 1 and 2 by forfeit "
                                 "for the league; the games are played out and rated.")
    rows = boards(tab)
    assert [row[2] for row in rows] == ["− : +", "+ : −", "1 – 0", "1 – 0"]
    assert rows[0][4] == "board-order ruling (rule 16), played 1 – 0"
    assert tab.score.text().startswith("Team 01 1 – 3 Team 08")
    document.undo()  # the ruling is withdrawn: the results played count again
    assert [row[2] for row in boards(tab)] == ["1 – 0"] * 4
    assert not tab.ruling.isVisible()
    assert document.league.claims.claims(1) == ()
    document.redo()
    assert [row[2] for row in boards(tab)] == ["− : +", "+ : −", "1 – 0", "1 – 0"]
    assert tab.ruling.text().startswith("Ruling: rule 16.a: Team 01 loses boards 1 and 2")


def test_extra_rated_game_and_screenshot(night_window: LeagueWindow, modal: ModalArm) -> None:
    tab, document = night(night_window), night_window.document
    assert document is not None
    seat(tab, (1, 2, 3, 4), (1, 2, 3, 4))

    def extra(dialog: QWidget) -> None:
        assert isinstance(dialog, ExtraGameDialog)
        dialog.white.setCurrentIndex(dialog.white.findData(uscf(1, 5)))
        dialog.black.setCurrentIndex(dialog.black.findData(uscf(8, 5)))
        dialog.outcome.setCurrentIndex(dialog.outcome.findData(Result.DRAW.value))
        dialog.accept()

    with modal(extra):
        tab.extra_button.click()
    games = document.league.matches.record().extra_games
    assert [(g.on.isoformat(), g.white, g.black, g.result) for g in games] == [
        ("2011-10-16", uscf(1, 5), uscf(8, 5), Result.DRAW)]
    SHOTS.mkdir(exist_ok=True)
    tab.table.setCurrentIndex(tab.model.index(0, 2))
    tab.enter_result(Result.WHITE_WINS)
    night_window.grab().save(str(SHOTS / "match-night.png"))


def test_the_extra_game_dialog_starts_on_the_match_date(night_window: LeagueWindow) -> None:
    state = night_window.document.state if night_window.document else None
    assert state is not None
    later = state.settings.dates[3]
    dialog = ExtraGameDialog(state.settings.dates, state.teams, later, night_window)
    assert dialog.day.currentData() == later
