"""The Ledger tab: every team's deposit (rule 11), the automatic rule-30 deductions, a
director's entry added and removed through the dialogs (both undoable), what a team owes and
by when (rule 31). Amounts are worked out by hand from the 2011-12 rule book."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication, QWidget

from chessarbiter.ui.league.ledger_dialogs import AddEntryDialog, RemoveEntryDialog
from chessarbiter.ui.league.ledger_tab import LedgerTab
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.conftest import ModalArm
from tests.ui.league.test_match_night_tab import SHOTS, choose, night
from tests.ui.league.test_prizes_tab import cells


def ledger(window: LeagueWindow) -> LedgerTab:
    window.tabs.setCurrentWidget(window.ledger_tab)
    QApplication.processEvents()
    return window.ledger_tab


def test_entries_added_removed_undone(night_window: LeagueWindow, modal: ModalArm,
                                      qtmodeltester: object) -> None:
    document = night_window.document
    assert document is not None
    # Team 01 does not come to round 1: four game forfeits cost 0, 0, $5, $5 (rule 30.a)
    # and forfeiting the whole match without notice $25 (30.b): $50 - $35 = $15.00 left.
    night_tab = night(night_window)
    choose(night_tab.panels[1], 8, 1, 2, 3, 4)
    night_tab.panels[1].save_button.click()
    night_tab.panels[0].no_show_button.click()
    tab = ledger(night_window)
    for model in (tab.teams_model, tab.entries_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]
    teams = cells(tab.teams_model)
    assert teams[0] == ["Team 01", "$15.00", "", "", ""]
    assert teams[1] == ["Team 02", "$50.00", "", "", ""]
    entries = cells(tab.entries_model)
    assert entries[0] == ["2011-09-30", "deposit", "11", "$50.00", "deposit received"]
    assert [(r[0], r[1], r[2], r[3]) for r in entries[1:]] == [
        ("2011-10-16", "deduction", "30.a", "-$5.00"),
        ("2011-10-16", "deduction", "30.a", "-$5.00"),
        ("2011-10-16", "deduction", "30.b", "-$25.00")]
    assert not tab.remove_button.isEnabled()  # no entry of the director's yet

    def add(dialog: QWidget) -> None:
        assert isinstance(dialog, AddEntryDialog)
        dialog.kind.setCurrentIndex(dialog.kind.findData("deduction"))
        dialog.day.setDate(QDate(2011, 10, 20))
        dialog.amount.setValue(20.0)
        dialog.note.setText("broken board, agreed")
        dialog.accept()

    with modal(add):
        tab.add_button.click()
    # $15.00 - $20.00 = -$5.00: rule 31 asks for $55.00, which restores $50, before the
    # next month's round (2011-11-20).
    assert cells(tab.teams_model)[0] == ["Team 01", "-$5.00", "$55.00", "2011-11-20", ""]
    assert cells(tab.entries_model)[-1] == ["2011-10-20", "deduction", "director", "-$20.00",
                                            "broken board, agreed"]
    assert "Owes $55.00 before 2011-11-20" in tab.summary.text()
    night_window.undo_action.trigger()
    assert cells(tab.teams_model)[0][1] == "$15.00"
    night_window.redo_action.trigger()
    assert cells(tab.teams_model)[0][1] == "-$5.00"

    def remove(dialog: QWidget) -> None:
        assert isinstance(dialog, RemoveEntryDialog)
        assert dialog.entry.count() == 1
        assert dialog.entry.currentText() == ("2011-10-20  Deduction $20.00 — broken board, "
                                              "agreed")
        dialog.accept()

    assert tab.remove_button.isEnabled()
    with modal(remove):
        tab.remove_button.click()
    assert cells(tab.teams_model)[0][1] == "$15.00"
    night_window.undo_action.trigger()  # the entry is back (under a new id) …
    assert cells(tab.teams_model)[0][1] == "-$5.00"
    night_window.redo_action.trigger()  # … which redo removes again
    assert cells(tab.teams_model)[0][1] == "$15.00"
    stored = document.league.ledger.ledger().teams[0].entries
    assert all(e.on != date(2011, 10, 20) for e in stored)
    night_window.undo_action.trigger()
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    night_window.grab().save(str(SHOTS / "ledger.png"))
