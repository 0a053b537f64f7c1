"""When the window offers a team playoff (rule 25.a): the League standings tab's button and
Season ▸ Team playoff… are enabled exactly when the service would record one, and say the
service's own sentence when it would not. The decision is worked out again from what is
stored after every change, so a correction that breaks the tie closes it at once.

The season of tests/fixtures/league/level_pair.py: played out with Team 01 and Team 03 level on
13 match points and no other teams level; its last match is round 14's Team 01 – Team 07.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.league.night_commands import SetBoardResult
from chessarbiter.ui.league.window import LeagueWindow
from tests.fixtures.league.level_pair import LAST_MATCH
from tests.ui.league.acting import other_program, shot

START = ("The playoff waits for section A's last match: 56 matches are open, the last "
         "round 14, Team 01 – Team 07 (rule 25.a)")
LAST = "The playoff waits for section A's last match: round 14, Team 01 – Team 07 (rule 25.a)"
NOT_LEVEL = "No teams of section A are level on match points (rule 25.a)"
OFFERED = ("Record the scores of a playoff the Match Director held between level teams "
           "(rule 25.a)")


def offered(window: LeagueWindow) -> tuple[bool, str, bool, str]:
    """The standings tab's button and the Season menu's action: enabled, and what they say
    (the menu's state as it is worked out when the menu opens)."""
    window.season_menu.aboutToShow.emit()
    button, action = window.standings_tab.playoff_button, window.playoff_action
    return button.isEnabled(), button.toolTip(), action.isEnabled(), action.toolTip()


def enter(window: LeagueWindow, rnd: int, team: str, board: int, result: Result | None) -> None:
    """A board result typed on the Match night tab (one undo step)."""
    document = window.document
    assert document is not None
    document.run(SetBoardResult(document.league, rnd, team, board, result, False))


def service_says(path: Path) -> str:
    """The sentence the service (and so ``league playoff``) refuses a playoff with."""
    with other_program(path) as other, pytest.raises(ActionRefused) as refused:
        other.playoffs.record("A", {"Team 01": 1, "Team 03": 0}, date(2012, 4, 22))
    return str(refused.value)


def test_no_playoff_is_offered_at_the_start_of_a_season(night_window: LeagueWindow) -> None:
    """Nothing played: every team is level on 0 match points, but all 56 matches are open."""
    night_window.tabs.setCurrentWidget(night_window.standings_tab)
    assert offered(night_window) == (False, START, False, START)
    said: list[str] = []
    night_window.standings_tab.message.connect(said.append)
    night_window.standings_tab.playoff()  # what pressing it would do says the same
    assert said == [START]
    assert night_window.document is not None
    assert service_says(night_window.document.path) == START


# the offscreen platform cannot raise or size a tooltip's window; the tooltip still draws
@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")
def test_the_playoff_waits_for_the_last_match_and_follows_corrections(
        qtbot: QtBot, level_window: LeagueWindow) -> None:
    window = level_window
    assert window.document is not None
    path = window.document.path
    window.tabs.setCurrentWidget(window.standings_tab)
    button = window.standings_tab.playoff_button
    assert offered(window) == (True, OFFERED, True, "Record a playoff of section A (rule 25.a)")
    rnd, team, _other = LAST_MATCH
    enter(window, rnd, team, 1, None)  # the last match's board 1 taken back: open again
    qtbot.waitUntil(lambda: not button.isEnabled())
    assert offered(window) == (False, LAST, False, LAST)
    assert service_says(path) == LAST
    window.resize(1280, 720)
    shot(window, "playoff-waits.png")
    QToolTip.showText(button.mapToGlobal(button.rect().center()), button.toolTip(), button)
    qtbot.waitUntil(QToolTip.isVisible)
    [tip] = [w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel")
             and w.isVisible()]
    shot(tip, "playoff-waits-tooltip.png")
    QToolTip.hideText()
    enter(window, rnd, team, 1, Result.WHITE_WINS)  # settled: Team 01 and Team 03 level
    qtbot.waitUntil(button.isEnabled)
    assert offered(window)[0::2] == (True, True)
    enter(window, 10, "Team 01", 1, Result.WHITE_WINS)  # a correction: Team 01 wins 2½-1½
    qtbot.waitUntil(lambda: not button.isEnabled())
    assert offered(window) == (False, NOT_LEVEL, False, NOT_LEVEL)
    assert service_says(path) == NOT_LEVEL
    shot(window, "playoff-not-level.png")
    window.undo_action.trigger()  # the draw back: level again
    qtbot.waitUntil(button.isEnabled)
    assert offered(window) == (True, OFFERED, True, "Record a playoff of section A (rule 25.a)")
