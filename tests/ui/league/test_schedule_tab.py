"""The Schedule tab: sections proposed by team rating (undoable), the schedule made on the
season's dates, a date cancelled with its rounds moved; screenshots of both tabs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from chessarbiter.ui.league.date_dialogs import CancelDateDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.conftest import ModalArm

OUT = Path(__file__).resolve().parents[3] / "out" / "screenshots"


def test_propose_make_and_cancel(league_window: LeagueWindow, modal: ModalArm,
                                 qtmodeltester: object) -> None:
    tab, document = league_window.schedule_tab, league_window.document
    assert document is not None
    league_window.tabs.setCurrentWidget(tab)
    tab.propose_button.click()
    # Rule 6: six teams make one section of six (an allowed size), strongest first.
    assert [s.teams for s in document.state.sections] == [tuple(f"Team {k}" for k in range(1, 7))]
    assert tab.sections_model.rowCount() == 6
    assert tab.sections_model.index(0, 0).data() == "A"
    qtmodeltester.check(tab.sections_model)  # type: ignore[attr-defined]
    document.undo()
    assert document.state.sections == ()
    document.redo()
    assert len(document.state.sections) == 1

    tab.make_button.click()
    assert not tab.propose_button.isEnabled() and tab.cancel_button.isEnabled()
    # Rule 7, by hand: 6 teams play a double round robin of 10 rounds; on the 7 announced
    # dates at ceil(10 / 7) = 2 a date they fill the first five, leaving two for extra games.
    tree = tab.tree
    assert tree.schedule_model.rowCount() == 7
    assert tree.text([0]) == "Sun 2011-10-16"
    assert [tree.text([0, i]) for i in range(2)] == ["Section A · round 1",
                                                     "Section A · round 2"]
    assert tree.child_count([0, 0]) == 3  # three matches, no bye in an even section
    # FIDE Berger table for 6, round 1: 1-6, 2-5, 3-4 (C.05 Annex 1).
    assert [(tree.text([0, 0, i], 1), tree.text([0, 0, i], 2)) for i in range(3)] == [
        ("Team 1", "Team 6"), ("Team 2", "Team 5"), ("Team 3", "Team 4")]
    assert "extra rated games" in tree.text([5], 3)
    qtmodeltester.check(tree.schedule_model)  # type: ignore[attr-defined]
    league_window.undo_action.trigger()
    assert document.state.schedules == ()
    league_window.redo_action.trigger()

    def cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, CancelDateDialog)
        dialog.reason.setText("Level 3 snow emergency")
        dialog.accept()

    with modal(cancel):
        tab.cancel_button.click()
    # Rule 2: the first date's rounds 1 and 2 move to the earliest later date with room:
    # dates 2-5 already hold two rounds each, so both go to the sixth (2012-03-18).
    assert "cancelled — Level 3 snow emergency" in tree.text([0], 3)
    assert tree.child_count([0]) == 0
    assert tree.text([5]) == "Sun 2012-03-18"
    assert [tree.text([5, i]) for i in range(2)] == ["Section A · round 1",
                                                     "Section A · round 2"]
    assert not document.undo_stack.canUndo()
    assert "cannot be undone" in league_window.statusBar().currentMessage()


def test_screenshots_of_both_tabs(league_window: LeagueWindow) -> None:
    document = league_window.document
    assert document is not None
    league_window.schedule_tab.propose_button.click()
    league_window.schedule_tab.make_button.click()
    OUT.mkdir(parents=True, exist_ok=True)
    for index, name in ((0, "league-teams"), (1, "league-schedule")):
        league_window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        image = league_window.grab().toImage()
        assert (image.width(), image.height()) == (1366, 768)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours) > 20  # drawn, not an empty grey window
        assert image.save(str(OUT / f"{name}.png"))
