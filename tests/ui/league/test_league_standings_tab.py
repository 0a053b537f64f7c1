"""The League standings tab after round 1 (tests/ui/league/night_results.py): the rule-25
table with its tie-break columns, co-winners, pending coin tosses and a toss recorded
through the dialog. Every value is worked out by hand from rule 25 and DESIGN.md §2."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from chessarbiter.ui.league.league_standings_tab import LeagueStandingsTab
from chessarbiter.ui.league.toss_dialog import TossDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.conftest import ModalArm
from tests.ui.league.night_results import play_round_one
from tests.ui.league.test_match_night_tab import SHOTS


def table(tab: LeagueStandingsTab) -> list[list[str]]:
    model = tab.model
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_standings_ties_and_a_coin_toss(night_window: LeagueWindow, modal: ModalArm,
                                        qtmodeltester: object) -> None:
    play_round_one(night_window)
    tab = night_window.standings_tab
    night_window.tabs.setCurrentWidget(tab)
    QApplication.processEvents()
    qtmodeltester.check(tab.model)  # type: ignore[attr-defined]
    assert tab.model.headers() == (
        "Rank", "Place", "Team", "MP", "GP", "H2H MP", "H2H GP", "Solkoff MP", "SB MP",
        "Solkoff GP", "SB GP", "Note")
    assert not tab.section.isVisible()  # one section: no selector
    # Team 01 and Team 03: 1 MP and 4 GP each, never met (H2H 0), both opponents ended
    # with 0 MP and 0 GP: tied after (d), co-winners of place 1, a toss pending.
    # The drawn matches: ½ MP and 2 GP each; H2H among the four ½ MP and 2 GP for each
    # (only Team 02 – Team 07 and Team 04 – Team 05 met), Solkoff MP ½, SB MP ½ × ½ = ¼
    # (shown ¼, as on paper), Solkoff GP 2, SB GP 2 × 2 = 4.
    rows = table(tab)
    assert rows[0] == ["1=", "1", "Team 01", "1", "4", "0", "0", "0", "0", "0", "0",
                       "co-winner of place 1; coin toss pending (25.k)"]
    assert rows[1][:3] == ["1=", "1", "Team 03"]
    assert rows[2] == ["3=", "3", "Team 02", "½", "2", "½", "2", "½", "¼", "2", "4",
                       "co-winner of place 3; coin toss pending (25.k)"]
    assert [r[2] for r in rows[6:]] == ["Team 06", "Team 08"]
    assert tab.toss_button.isEnabled()
    assert "Team 01, Team 03: tied after every tie-break" in tab.notes.text()

    def toss(dialog: QWidget) -> None:
        assert isinstance(dialog, TossDialog)
        dialog.group.setCurrentIndex(dialog.group.findText("Team 01, Team 03"))
        dialog.order.insertItem(0, dialog.order.takeItem(1))  # Team 03 won the toss
        dialog.note.setText("TD's coin, Team 01 called heads")
        dialog.accept()

    with modal(toss):
        tab.toss_button.click()
    rows = table(tab)
    assert len(tab.model.headers()) == 13 and tab.model.headers()[11] == "Toss"
    assert [(r[0], r[1], r[2], r[11], r[12]) for r in rows[:2]] == [
        ("1", "1", "Team 03", "1", "co-winner of place 1"),
        ("2", "1", "Team 01", "2", "co-winner of place 1")]
    assert "Team 01, Team 03" not in tab.notes.text()
    document = night_window.document
    assert document is not None and document.undo_stack.undoText() == "Coin toss in section A"
    document.undo()  # the toss is deleted: the tie is pending again
    assert [(r[0], r[2], r[11]) for r in table(tab)[:2]] == [
        ("1=", "Team 01", "co-winner of place 1; coin toss pending (25.k)"),
        ("1=", "Team 03", "co-winner of place 1; coin toss pending (25.k)")]
    document.redo()
    assert [(r[0], r[2], r[11]) for r in table(tab)[:2]] == [("1", "Team 03", "1"),
                                                            ("2", "Team 01", "2")]
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    night_window.grab().save(str(SHOTS / "league-standings.png"))
