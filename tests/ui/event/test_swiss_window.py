"""A 9-round Swiss of 60 players run end to end in the window: players registered, late
entries, withdrawals and byes entered before each round, every round paired with the
Pairings tab's one button, every result typed on the board list. Each round must equal
bbpPairings' (tests/fixtures/swiss_cli/open_60x9.trf, the command line's own run, see its
README), the points the file's, the tie-breaks and ranks FIDE's TieBreakServer's
(tbs_60x9.json); the printouts are written and the screens grabbed at 1280×720."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from chessarbiter.ui.event.commands import ChangeSettings
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.new_event_wizard import NewEvent
from chessarbiter.ui.event.printing import Printout
from tests.reports.pdftext import page_count, text
from tests.ui.event.swiss_run import (
    TIEBREAK_SERVER,
    SwissRun,
    before_round,
    click,
    enter_results,
    paired,
    register,
)
from tests.ui.screens import assert_columns_whole, assert_labels_whole, assert_not_blank, save


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []

    def warning(_parent: object, _title: str, message: str, *_args: object) -> None:
        said.append(message)

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return said


def test_sixty_players_nine_rounds_equal_bbppairings(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, warnings: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    run = SwissRun.read()
    path = tmp_path / "open.chessarbiter"
    assert window.create_event(NewEvent("swiss-fide", "Window Open 2026", {}, path, rounds=9))
    window.resize(1280, 720)
    document = window.document
    assert document is not None
    register(document, run)
    window.tabs.setCurrentWidget(window.pairings_tab)
    panel = window.pairings_tab.swiss
    qtbot.waitUntil(panel.isVisible)
    for rnd in range(1, 10):
        before_round(document, run, rnd)
        assert panel.pair_button.text() == f"Pair round {rnd} of 9"
        if rnd == 8:  # byes asked for, the last round's boards explained
            window.pairings_tab.show_game(7, 3)
            assert panel.status.text().startswith("Ready: ")
            assert_not_blank(save(window, "swiss-ready"))
            assert_labels_whole(window)
        click(qtbot, panel.pair_button)
        assert paired(document, rnd) == run.expected(rnd), f"round {rnd}"
        enter_results(qtbot, window, run, rnd, leave_open=1)
        if rnd == 5:  # a game without its result: the button says why and pairs nothing
            said = panel.status.text()
            assert said.startswith(f"Round {rnd} has 1 game without a result")
            click(qtbot, panel.pair_button)
            assert warnings[-1] == said
            assert document.state.tournament.rounds == rnd
            save(window, "swiss-pairings")
        enter_results(qtbot, window, run, rnd)
    assert panel.pair_button.text() == "All 9 rounds paired"
    points = {s.name: s.points for s in document.state.standings}
    assert points == run.final_points()
    _tiebreaks_equal_tiebreakserver(window)
    window.tabs.setCurrentWidget(window.players_tab)
    # a Swiss has no schedule to make or unlock
    assert not window.players_tab.schedule_action.isVisible()
    assert not window.players_tab.unlock_button.isVisible()
    assert_not_blank(save(window, "swiss-players"))
    assert_labels_whole(window)
    window.tabs.setCurrentWidget(window.standings_tab)
    assert_not_blank(save(window, "swiss-standings"))
    assert_labels_whole(window)
    assert_columns_whole(window.standings_tab.chart_view)
    monkeypatch.setattr("chessarbiter.ui.event.printing.QDesktopServices.openUrl",
                        lambda _url: True)
    for printout, pages in ((Printout("pairings", rnd=9), 2), (Printout("pairings-by-name",
                                                                        rnd=9), 2),
                            (Printout("swiss-chart"), 3), (Printout("standings"), 3)):
        written = window.printing.print(printout)
        assert written is not None and written.is_file(), printout
        assert page_count(written.read_bytes()) == pages, printout
    assert "After round 9" not in text((tmp_path / "printouts" / "open-swiss-chart.pdf")
                                       .read_bytes())


# TieBreakServer's codes (C.07 2026, /V: Art. 16.4) → the event's
_CODES = {"BH/C1/V": "BH-C1", "BH/V": "BH", "SB/V": "SB", "BH/M1/V": "BH-M1", "ARO": "ARO",
          "WIN": "WIN", "BPG": "BPG"}


def _tiebreaks_equal_tiebreakserver(window: MainWindow) -> None:
    """The chain set in the settings, the Standings tab's values and ranks as TieBreakServer
    1.9.57 gives them (late entrants hold the file's numbers by the end)."""
    document = window.document
    assert document is not None
    document.run(ChangeSettings(document.service, {"tiebreaks": tuple(_CODES.values())}, {},
                                document.state.settings))
    tbs = json.loads(TIEBREAK_SERVER.read_text())
    shown = {s.start_no: s for s in document.state.standings}
    for theirs, code in _CODES.items():
        got = {n: shown[n].tiebreaks[code] for n in tbs["start_numbers"]}
        if code == "ARO":  # TieBreakServer writes ARO rounded to a whole number
            got = {n: float(round(v)) for n, v in got.items()}
        assert got == dict(zip(tbs["start_numbers"], tbs["values"][theirs], strict=True)), code
    assert [shown[n].rank for n in tbs["start_numbers"]] == tbs["rank"]
