"""The league window spells quarter points ¼ and ¾ like the printouts (it showed 0.25 and
0.75): the standings of tests/fixtures/league/withdrawn_season.py ("forfeits"), whose values
are worked out by hand in tests/cli/league/test_withdrawn_season.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.withdrawn_season import build_season
from tests.ui.league.test_league_standings_tab import table
from tests.ui.league.test_match_night_tab import SHOTS


def test_the_standings_tab_spells_quarters(qtbot: QtBot, prefs: Prefs, tmp_path: Path) -> None:
    path = build_season(tmp_path, "forfeits")
    window = LeagueWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_file(path)
    tab = window.standings_tab
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 4)
    headers = tab.model.headers()
    rows = [dict(zip(headers, row, strict=True)) for row in table(tab)]
    # SB on game points (25.j): 147¾, 136¼, 143¼, 51¾; game points 15½, 14½, 14½, 3½
    assert [(r["Team"], r["GP"], r["H2H MP"], r["SB GP"]) for r in rows] == [
        ("Team 01", "15½", "", "147¾"), ("Team 03", "14½", "1½", "136¼"),
        ("Team 02", "14½", "½", "143¼"), ("Team 04", "3½", "", "51¾")]
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    window.grab().save(str(SHOTS / "league-standings-quarters.png"))
    window.close()
