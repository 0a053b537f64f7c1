"""The prize ledger in the window: the fund edited as event settings (undoable), fines taken
from prizes, ineligible players, the play-off champion, and the payout report and workbook.

Four players (US Junior Closed 2015 preset, amounts in US dollars: a forfeit loses the prize
money, fine $200 for a late arrival); unless a test says otherwise the lower start number
wins every game, so by hand player 1 has 3 points, 2 has 2, 3 has 1 and 4 has 0.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from io import BytesIO
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from chessarbiter.core.incidents import Incident, LateArrival, accept_suggestion, suggest
from chessarbiter.core.playoff_status import PlayoffStatus
from chessarbiter.core.results import Result
from chessarbiter.services.incidents import IncidentService
from chessarbiter.ui.event.commands import ChangeSettings
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.prizes_panel import PrizesPanel, parse_amounts
from tests.reports.pdftext import row_of, rows


def play(document: EventDocument, decide: Callable[[int, int], Result] | None = None) -> None:
    """Every game of the event gets a result: ``decide(white, black)``, by default the lower
    start number wins."""
    service = document.service
    for game in service.tournament().games:
        result = (decide(game.white, game.black) if decide else
                  Result.WHITE_WINS if game.white < game.black else Result.BLACK_WINS)
        service.set_result(game.round, game.board, result)
    document.refresh()


def set_fund(document: EventDocument, amounts: tuple[int, ...], **rules: str) -> None:
    changes = {"prize_amounts": amounts, **{f"prize_{k}": v for k, v in rules.items()}}
    document.run(ChangeSettings(document.service, changes, {}, document.state.settings))


def fine_late(document: EventDocument, start_no: int, minutes: float) -> None:
    """A late arrival in round 1 with the rules' suggestion (fine 200) confirmed."""
    incident = Incident(1, start_no, "19:10", LateArrival(minutes))
    suggested = replace(incident, suggestion=suggest(incident, [], document.state.settings))
    IncidentService(document.service).record(accept_suggestion(suggested))
    document.refresh()


@pytest.fixture
def opened(window: MainWindow, event_file: Callable[..., Path]) -> EventDocument:
    window.open_file(event_file(4, scheduled=True))
    window.tabs.setCurrentWidget(window.clocks_tab)
    window.clocks_tab.pages.setCurrentWidget(window.clocks_tab.prizes)
    assert window.document is not None
    return window.document


@pytest.fixture
def panel(window: MainWindow, opened: EventDocument) -> PrizesPanel:
    return window.clocks_tab.prizes


def line(panel: PrizesPanel, start_no: int) -> list[str]:
    model = panel.model
    for row in range(model.rowCount()):
        if model.row_at(row).start_no == start_no:
            return [model.index(row, c).data() for c in range(model.columnCount())]
    raise AssertionError(f"player {start_no} is not in the payout table")


def test_fund_typed_applied_and_undone(qtbot: QtBot, panel: PrizesPanel,
                                       opened: EventDocument) -> None:
    play(opened)
    assert not panel.apply_button.isEnabled()
    qtbot.keyClicks(panel.amounts, "1000, 500")
    assert panel.apply_button.isEnabled()
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert opened.state.settings.prize_amounts == (1000, 500)
    assert line(panel, 1)[3:6] == ["$1,000", "", "$1,000"]
    assert line(panel, 2)[3:6] == ["$500", "", "$500"]
    assert panel.totals.text() == ("Fund $1,500 · Paid $1,500 · Kept by the organiser $0 · "
                                   "Fines to collect $0")
    opened.undo()
    assert opened.state.settings.prize_amounts == ()
    assert panel.amounts.text() == ""


def test_unreadable_amounts_change_nothing(qtbot: QtBot, panel: PrizesPanel,
                                           opened: EventDocument) -> None:
    qtbot.keyClicks(panel.amounts, "1000, abc")
    panel.apply_fund()
    assert "'abc' is not a whole amount" in panel.fund_error.text()
    assert opened.state.settings.prize_amounts == ()
    assert opened.undo_stack.count() == 0


def test_parse_amounts() -> None:
    assert parse_amounts(" 1000; 500 ,250, ") == (1000, 500, 250)
    assert parse_amounts("") == ()
    for bad in ("-5", "1.5", "١٠٠"):  # negative, fractional, non-ASCII digits
        with pytest.raises(ValueError):
            parse_amounts(bad)


def test_fine_is_taken_from_the_prize(panel: PrizesPanel, opened: EventDocument) -> None:
    play(opened)
    set_fund(opened, (1000, 500))
    fine_late(opened, 1, 12)  # 12 minutes late: fine 200, no forfeit
    assert line(panel, 1)[3:] == ["$1,000", "$200", "$800", "fine $200 deducted"]
    assert panel.totals.text() == ("Fund $1,500 · Paid $1,300 · Kept by the organiser $200 · "
                                   "Fines to collect $0")


def test_forfeit_loses_the_prize(panel: PrizesPanel, opened: EventDocument) -> None:
    def forfeit_by_4(white: int, black: int) -> Result:
        if 4 in (white, black) and 3 in (white, black):  # 4 does not turn up against 3
            return Result.WHITE_WINS_FORFEIT if white == 3 else Result.BLACK_WINS_FORFEIT
        return Result.WHITE_WINS if white < black else Result.BLACK_WINS

    play(opened, forfeit_by_4)
    set_fund(opened, (1000, 500, 250, 100))
    # Player 4 would have had the 100 of 4th place; no one eligible is below, so it is kept.
    assert line(panel, 4)[3:6] == ["$0", "", "$0"]
    assert "not eligible" in line(panel, 4)[6]
    assert panel.totals.text() == ("Fund $1,850 · Paid $1,750 · Kept by the organiser $100 · "
                                   "Fines to collect $0")


def test_playoff_champion_takes_first_place(panel: PrizesPanel, opened: EventDocument,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    def draw_1_2(white: int, black: int) -> Result:
        if {white, black} == {1, 2}:
            return Result.DRAW  # 1 and 2 tie on 2½
        return Result.WHITE_WINS if white < black else Result.BLACK_WINS

    play(opened, draw_1_2)
    monkeypatch.setattr(PlayoffStatus, "champion", property(lambda _self: 2))
    set_fund(opened, (1000, 500), tie_rule="tiebreak")
    assert line(panel, 2)[:6] == ["1", "1", "2 Baptiste, Owen", "$1,000", "", "$1,000"]
    assert line(panel, 1)[3] == "$500"
    assert "Play-off champion: Baptiste, Owen." in panel.rules.text()


def test_ledger_refusal_is_shown(panel: PrizesPanel, opened: EventDocument,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    play(opened)
    # 3 was not tied for 1st: only a damaged play-off could name them; the ledger refuses
    monkeypatch.setattr(PlayoffStatus, "champion", property(lambda _self: 3))
    set_fund(opened, (1000,))
    assert "was not tied for first" in panel.problem.text()
    assert panel.model.rowCount() == 0
    assert not panel.pdf_button.isEnabled()


def test_payout_report_and_workbook(panel: PrizesPanel, opened: EventDocument,
                                    tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    play(opened)
    set_fund(opened, (1000, 500))
    fine_late(opened, 1, 12)
    targets = iter([tmp_path / "payouts.pdf", tmp_path / "payouts.xlsx"])
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *_args: (str(next(targets)), "")))
    panel.save_pdf()
    panel.save_xlsx()
    page = rows((tmp_path / "payouts.pdf").read_bytes())[0]
    assert row_of(page, "1 Abbott, Rhea") == ["1", "1", "1 Abbott, Rhea", "$1,000", "$200", "$800",
                                              "fine $200 deducted"]
    sheet = load_workbook(BytesIO((tmp_path / "payouts.xlsx").read_bytes())).active
    values = [[c.value for c in row] for row in sheet.iter_rows(min_row=6, max_row=6)]
    assert values[0][:8] == ["1", "1", 1, "Abbott, Rhea", 1000, 200, 800, 0]


def test_payout_model(qtmodeltester: ModelTester, panel: PrizesPanel,
                      opened: EventDocument) -> None:
    play(opened)
    set_fund(opened, (1000, 500))
    qtmodeltester.check(panel.model)
