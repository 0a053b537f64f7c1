"""The Prizes tab after round 1 (tests/ui/league/night_results.py): team prizes with a team
owing the league passed over (rule 27), board prizes (rule 28) and a board's contenders; and
which tie-break gave a board prize, on contenders made up by hand."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QApplication

from chessarbiter.core.league.league_prizes import (
    CUMULATIVE,
    HEAD_TO_HEAD,
    MODIFIED_MEDIAN,
    OPP_CUMULATIVE,
    SOLKOFF,
    BoardContender,
)
from chessarbiter.core.league.stored import ManualKind
from chessarbiter.ui.league.prize_models import deciding_tiebreak
from chessarbiter.ui.league.prizes_tab import PrizesTab
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.league.night_results import play_round_one
from tests.ui.league.test_match_night_tab import SHOTS


def cells(model: object) -> list[list[str]]:
    from chessarbiter.ui.event.models import RowsModel

    assert isinstance(model, RowsModel)
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_team_and_board_prizes(night_window: LeagueWindow, qtmodeltester: object) -> None:
    league = play_round_one(night_window)
    league.standings.toss("A", ["Team 03", "Team 01"], note="TD's coin")
    tab: PrizesTab = night_window.prizes_tab
    night_window.tabs.setCurrentWidget(tab)
    QApplication.processEvents()
    for model in (tab.team_model, tab.board_model, tab.contender_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]
    # Rule 26: the top two by trophy order; Team 03 won the toss for place 1.
    assert cells(tab.team_model) == [["1", "Team 03", "1", "Team 03, Team 01"],
                                     ["2", "Team 01", "1", "Team 03, Team 01"]]
    assert not tab.passed.isVisible()
    # Board 1: Player 1-1 and Player 3-1 won their games (1 point each), never met, and
    # their opponents scored 0: tied on every tie-break, they share the prize (rule 28).
    boards = cells(tab.board_model)
    assert boards[0] == ["1", "Player 1-1 (Team 01), Player 3-1 (Team 03)", "1", "1",
                         "shared: tied after every tie-break"]
    assert [row[0] for row in boards] == ["1", "2", "3", "4"]
    assert tab.contender_model.rowCount() == 8  # board 1: every team's player 1
    assert tab.contender_model.index(0, 1).data() == "Player 1-1 (Team 01)"

    # Rule 30 deduction of $60 against a $50 deposit: Team 01 owes $60.00 (rule 31) and
    # its second prize passes down to the rank-3 teams, still to be tossed (rule 27).
    league.ledger.add("Team 01", date(2011, 10, 16), ManualKind.DEDUCTION, 6000, "fine")
    assert night_window.document is not None
    night_window.document.refresh()
    assert cells(tab.team_model)[1][:3] == [
        "2", "Team 02 / Team 04 / Team 05 / Team 07 (coin toss pending)", "3"]
    assert tab.passed.text() == ("Team 01 (rank 2) owes the league (rule 31), so its prize "
                                 "passes down (rule 27).")
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    night_window.grab().save(str(SHOTS / "prizes.png"))


def contender(player: str, rank: int, **values: float) -> BoardContender:
    codes = (HEAD_TO_HEAD, MODIFIED_MEDIAN, SOLKOFF, CUMULATIVE, OPP_CUMULATIVE)
    return BoardContender(1, player, 3.0, 4, rank, {c: values.get(c, 0.0) for c in codes})


def test_the_tiebreak_that_gave_a_board_prize() -> None:
    alone = [contender("A", 1), BoardContender(1, "B", 2.0, 4, 2, {})]
    assert deciding_tiebreak(alone) is None  # the score decided
    # Level on head-to-head and the median, apart on Solkoff: Solkoff decided.
    rows = [contender("A", 1, solkoff=9), contender("B", 2, solkoff=7)]
    assert deciding_tiebreak(rows) == SOLKOFF
    # Three level on score: head-to-head puts A and C ahead of B, the median then A.
    three = [contender("A", 1, head_to_head=1, modified_median=6),
             contender("C", 2, head_to_head=1, modified_median=5),
             contender("B", 3, head_to_head=-2, modified_median=8)]
    assert deciding_tiebreak(three) == MODIFIED_MEDIAN
    assert deciding_tiebreak([contender("A", 1), contender("B", 1)]) is None  # shared
