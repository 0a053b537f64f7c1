"""The second preset's season (tests/fixtures/league/three_boards.py) finished in the window:
rounds 1 and 2 come from the command line, round 3's lineups are chosen and its results typed
on the Match night tab; the Standings, Prizes and Ledger tabs then show the values worked out
by hand in the fixture (three boards, 2/1/0 match points, ranked by game points)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from chessarbiter.cli import main
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.window import LeagueWindow
from tests.cli.conftest import Outcome
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.three_boards import play_season
from tests.ui.league.test_match_night_tab import SHOTS, boards, choose, night


def _rows(model: object) -> list[list[str]]:
    return [[model.index(r, c).data() for c in range(model.columnCount())]  # type: ignore[attr-defined]
            for r in range(model.rowCount())]  # type: ignore[attr-defined]


def _two_rounds(folder: Path) -> Path:
    db = folder / "three.chessarbiter"

    def cli(*args: str) -> Outcome:
        return Outcome(main(["--db", str(db), *args]), "", "")

    play_season(cli, folder, rounds=2)
    return db


def test_round_3_in_the_window_and_the_season_checked(qtbot: QtBot, prefs: Prefs,
                                                      tmp_path: Path) -> None:
    window = LeagueWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(_two_rounds(tmp_path))
    tab = night(window)
    tab.round_box.setCurrentIndex(2)
    # round 3: Team 2 – Team 4 (three draws), Team 3 – Team 1 (Team 3 wins all three)
    for index, (first, second, keys) in enumerate(((2, 4, "==="), (3, 1, "101"))):
        tab.match_box.setCurrentIndex(index)
        assert len(tab.panels[0].players) == 3  # three boards
        for panel, team in zip(tab.panels, (first, second), strict=True):
            choose(panel, team, 1, 2, 3)
            panel.save_button.click()
        tab.table.setFocus()
        tab.table.setCurrentIndex(tab.model.index(0, 2))
        qtbot.keyClicks(tab.table, keys)
    assert [row[2] for row in boards(tab)] == ["1 – 0", "0 – 1", "1 – 0"]
    assert tab.panels[1].title() == "Team 1 — White on board 2"
    assert tab.score.text() == "Team 3 3 – 0 Team 1 · match points 2 – 0 · complete"
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "three-board-night.png"))

    window.tabs.setCurrentWidget(window.standings_tab)
    QApplication.processEvents()
    standings = _rows(window.standings_tab.model)
    # ranked by game points 7, 5½, 3, 2½; match points 4, 5, 2, 1 (see the fixture)
    assert window.standings_tab.model.headers()[3:8] == ("MP", "GP", "Solkoff GP", "FIDE SB",
                                                         "Note")
    assert [r[2:7] for r in standings] == [
        ["Team 3", "4", "7", "11", "22"], ["Team 2", "5", "5½", "12½", "23¾"],
        ["Team 1", "2", "3", "15", "10½"], ["Team 4", "1", "2½", "15½", "11¼"]]
    assert window.standings_tab.legend.text().startswith(
        "The season's chain: Game points, Solkoff on game points, Match points, FIDE team SB")
    window.grab().save(str(SHOTS / "three-board-standings.png"))

    window.tabs.setCurrentWidget(window.prizes_tab)
    QApplication.processEvents()
    prizes = window.prizes_tab
    assert [r[1] for r in _rows(prizes.team_model)] == ["Team 3", "Team 2", "Team 1"]
    winners = [(r[0], r[1], r[2]) for r in _rows(prizes.board_model)]
    assert [w[0] for w in winners] == ["1", "2", "3"]
    assert [w[2] for w in winners] == ["2½", "3", "2½"]
    assert uscf(2, 1) not in winners[0][1] and "Player 2-1" in winners[0][1]

    window.tabs.setCurrentWidget(window.ledger_tab)
    QApplication.processEvents()
    ledger = _rows(window.ledger_tab.teams_model)
    assert [r[0] for r in ledger] == ["Team 1", "Team 2", "Team 3", "Team 4"]
    assert all("$0.00" in r for r in ledger)  # no deposit, no fines in this format
    window.close()
