"""Undo and redo of the league window's match-night actions that the services now take back
(a first lineup, an extra rated game), a game played in advance (rule 18) placed through its
dialog, and the ledger's notices (rule 30.b) and food purchases (30.d).

Round 1 of the 8-team section is Team 01 – Team 08, Team 01 named first (White on boards 1
and 3). Team k's player p is rated 2100 - 40k - 20(p - 1); rule 15 allows a lower board at
most 75 points above a higher one. Rounds 1 and 2 are both on 2011-10-16, so every team is
scheduled that day; rounds start at 13:00. Amounts are worked out by hand from the rule book.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import QApplication, QWidget

from chessarbiter.core.league.stored import FoodBought
from chessarbiter.core.results import Result
from chessarbiter.ui.league.advance_dialog import AdvanceGameDialog
from chessarbiter.ui.league.fact_dialogs import FoodDialog, NoticeDialog
from chessarbiter.ui.league.night_dialogs import ExtraGameDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup
from tests.ui.conftest import ModalArm
from tests.ui.league.test_ledger_tab import ledger
from tests.ui.league.test_match_night_tab import boards, choose, night
from tests.ui.league.test_prizes_tab import cells

SHOTS = Path("/tmp/league-gui2")


def shot(widget: QWidget, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    widget.grab().save(str(SHOTS / name))


def test_a_first_lineup_and_an_extra_game_are_undone(night_window: LeagueWindow,
                                                      modal: ModalArm) -> None:
    tab, document = night(night_window), night_window.document
    assert document is not None
    choose(tab.panels[0], 1, 1, 2, 3, 4)
    tab.panels[0].save_button.click()
    league = document.league
    assert league.matches.match(1, "Team 01")[0].lineups["Team 01"].players == tuple(
        lineup(1, 1, 2, 3, 4))
    assert document.undo_stack.undoText() == "Lineup of Team 01, round 1"
    night_window.undo_action.trigger()
    assert "Team 01" not in league.matches.match(1, "Team 01")[0].lineups
    night_window.redo_action.trigger()
    assert "Team 01" in league.matches.match(1, "Team 01")[0].lineups

    def extra(dialog: QWidget) -> None:
        assert isinstance(dialog, ExtraGameDialog)
        dialog.white.setCurrentIndex(dialog.white.findData(uscf(1, 5)))
        dialog.black.setCurrentIndex(dialog.black.findData(uscf(8, 5)))
        dialog.accept()

    with modal(extra):
        tab.extra_button.click()
    assert [(g.white, g.black) for g in league.matches.record().extra_games] == [
        (uscf(1, 5), uscf(8, 5))]
    night_window.undo_action.trigger()
    assert league.matches.record().extra_games == ()
    night_window.undo_action.trigger()  # and the lineup, across the extra game
    assert "Team 01" not in league.matches.match(1, "Team 01")[0].lineups
    night_window.redo_action.trigger()
    night_window.redo_action.trigger()
    assert len(league.matches.record().extra_games) == 1


def test_a_game_played_in_advance_takes_the_board_chosen(night_window: LeagueWindow,
                                                         modal: ModalArm) -> None:
    document = night_window.document
    assert document is not None
    league = document.league
    # Team 01 seats players 2, 5, 4 (2040, 1980, 2000) and Team 08 players 1, 2, 4 (1780,
    # 1760, 1720); 1-1 (2060) played 8-5 (1700) before the round. Only board 2 keeps both
    # orders: 1-1 must sit above 1-5 (80 apart), 8-5 below 8-1.
    league.matches.lineup(1, "Team 01", lineup(1, 2, 5, 4))
    league.matches.lineup(1, "Team 08", lineup(8, 1, 2, 4))
    document.refresh()
    tab = night(night_window)
    assert tab.advance_button.isEnabled()
    seen: list[str] = []

    def place(dialog: QWidget) -> None:
        assert isinstance(dialog, AdvanceGameDialog)
        assert dialog.players[0].findData(uscf(1, 2)) == -1  # seated already
        dialog.players[0].setCurrentIndex(dialog.players[0].findData(uscf(1, 1)))
        dialog.players[1].setCurrentIndex(dialog.players[1].findData(uscf(8, 5)))
        seen.extend(dialog.boards.item(n).text() for n in range(dialog.boards.count()))
        assert dialog.board() == 2
        assert dialog.colours.text() == ("On board 2 Team 08 has White: enter the result by "
                                         "colour, as on the score sheet.")
        dialog.outcome.setCurrentIndex(dialog.outcome.findData(Result.BLACK_WINS.value))
        shot(dialog, "advance-game.png")
        dialog.accept()

    with modal(place):
        tab.advance_button.click()
    window = "members may switch only within 75 points"
    assert seen == [
        "Board 2: board order kept",
        f"Board 1: rule 15: board 2 Player 8-1 (1780) is rated 80 above board 1 Player 8-5 "
        f"(1700); {window}",
        f"Board 3: rule 15: board 3 Player 1-1 (2060) is rated 80 above board 2 Player 1-5 "
        f"(1980); {window}",
        f"Board 4: rule 15: board 4 Player 1-1 (2060) is rated 80 above board 2 Player 1-5 "
        f"(1980); {window}"]
    match = league.matches.match(1, "Team 01")[0]
    assert match.lineups["Team 01"].players == tuple(lineup(1, 2, 1, 5, 4))
    assert match.lineups["Team 08"].players == tuple(lineup(8, 1, 5, 2, 4))
    assert (match.boards[2].result, match.boards[2].in_advance) == (Result.BLACK_WINS, True)
    assert boards(tab)[1][2] == "0 – 1"
    assert not tab.advance_button.isEnabled()  # a result fixes the lineups
    shot(night_window, "match-night-advance.png")
    night_window.undo_action.trigger()
    match = league.matches.match(1, "Team 01")[0]
    assert match.lineups["Team 01"].players == tuple(lineup(1, 2, 5, 4))
    assert match.boards == {}
    night_window.redo_action.trigger()
    assert league.matches.match(1, "Team 01")[0].boards[2].in_advance


def test_a_notice_a_day_ahead_waives_the_no_show_fine(night_window: LeagueWindow,
                                                      modal: ModalArm) -> None:
    document = night_window.document
    assert document is not None
    night_tab = night(night_window)
    choose(night_tab.panels[1], 8, 1, 2, 3, 4)
    night_tab.panels[1].save_button.click()
    night_tab.panels[0].no_show_button.click()
    tab = ledger(night_window)
    # No show: 30.a $0, $0, $5, $5 and 30.b $25: $50 - $35 = $15.00.
    assert cells(tab.teams_model)[0][:2] == ["Team 01", "$15.00"]
    assert "<b>Notices</b> (rule 30.b): none" in tab.facts.text()

    def notice(dialog: QWidget) -> None:
        assert isinstance(dialog, NoticeDialog)
        dialog.team.setCurrentText("Team 01")
        dialog.round.setValue(1)
        dialog.told.setDateTime(QDateTime(datetime(2011, 10, 14, 20, 0)))
        dialog.note.setText("captain phoned")
        shot(dialog, "notice.png")
        dialog.accept()

    with modal(notice):
        tab.notice_button.click()
    # Told 41 hours before 13:00 on the 16th, more than 24: the $25 is waived → $40.00.
    assert cells(tab.teams_model)[0][:2] == ["Team 01", "$40.00"]
    assert ("Team 01, round 1: told 2011-10-14 20:00 — captain phoned"
            in tab.facts.text())
    shot(night_window, "ledger-facts.png")
    night_window.undo_action.trigger()
    assert cells(tab.teams_model)[0][1] == "$15.00"
    assert document.league.facts.notices() == ()
    night_window.redo_action.trigger()
    assert cells(tab.teams_model)[0][1] == "$40.00"


def test_food_bought_is_split_by_shares_and_undone_to_the_record_before(
        night_window: LeagueWindow, modal: ModalArm) -> None:
    document = night_window.document
    assert document is not None
    tab = ledger(night_window)
    night_day = date(2011, 10, 16)

    def food(amount: float, share: int) -> None:
        def fill(dialog: QWidget) -> None:
            assert isinstance(dialog, FoodDialog)
            dialog.day.setCurrentIndex(dialog.day.findText(night_day.isoformat()))
            assert list(dialog.shares) == [f"Team {k:02d}" for k in range(1, 9)]
            dialog.amount.setValue(amount)
            dialog.shares["Team 01"].setValue(share)
            shot(dialog, "food.png")
            dialog.accept()

        with modal(fill):
            tab.food_button.click()

    # $50 minimum - $32 = $18 short, 9 shares (Team 01 two): Team 01 $4, the others $2.
    food(32.0, 2)
    assert [r[1] for r in cells(tab.teams_model)[:2]] == ["$46.00", "$48.00"]
    assert "2011-10-16: $32.00 bought; shares Team 01 ×2" in tab.facts.text()
    # $50 - $42 = $8 short, 8 equal shares: $1 each.
    food(42.0, 1)
    assert [r[1] for r in cells(tab.teams_model)[:2]] == ["$49.00", "$49.00"]
    night_window.undo_action.trigger()  # the $32 record is put back
    assert document.league.facts.food() == (FoodBought(night_day, 3200, {"Team 01": 2}),)
    night_window.undo_action.trigger()
    assert document.league.facts.food() == ()
    assert cells(tab.teams_model)[0][1] == "$50.00"
    night_window.redo_action.trigger()
    night_window.redo_action.trigger()
    assert document.league.facts.food() == (FoodBought(night_day, 4200, {}),)


def test_a_stored_ruling_is_shown_with_its_match(night_window: LeagueWindow) -> None:
    document = night_window.document
    assert document is not None
    league = document.league
    # Made on another computer (or before the season was reopened): 40 minutes of G/75 is
    # past half, so rule 16.a; boards 1 and 2 hold the pair out of order.
    league.matches.lineup(1, "Team 01", lineup(1, 5, 1, 2, 3), as_played=True)
    league.matches.lineup(1, "Team 08", lineup(8, 1, 2, 3, 4))
    league.claims.claim(1, "Team 01", date(2011, 10, 16), 40 * 60, games_complete=True)
    document.refresh()
    tab = night(night_window)
    assert tab.ruling.isVisible()
    assert tab.ruling.text() == ("Ruling: rule 16.a: Team 01 loses boards 1 and 2 by forfeit "
                                 "for the league; the games are played out and rated.")
    tab.match_box.setCurrentIndex(1)  # Team 02 – Team 07: no ruling
    assert not tab.ruling.isVisible()
