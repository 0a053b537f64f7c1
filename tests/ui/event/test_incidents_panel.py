"""Incidents in the window: live suggestions in the dialogs, undoable record / decide / delete,
and the incident report written from the tab.

The event uses the US Junior Closed 2015 numbers (its regulations, restated in the preset):
fine 200 for not being at the board at the start, forfeit when more than 30 minutes late;
device fine 200, a noise costs 10 minutes or half the time left under 20 minutes, a second
noise in the same game forfeits; no agreed draw before move 30.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.modeltest import ModelTester

from chessarbiter.core.incidents import Decision, DeviceFound, Incident, IncidentKind
from chessarbiter.services.incidents import IncidentService
from chessarbiter.ui.event.decision_rows import SUGGESTED
from chessarbiter.ui.event.incident_dialog import RecordIncidentDialog
from chessarbiter.ui.event.incidents_panel import IncidentsPanel
from chessarbiter.ui.event.main_window import MainWindow
from tests.reports.pdftext import text
from tests.ui.conftest import ModalArm


@pytest.fixture
def panel(window: MainWindow, event_file: Callable[..., Path]) -> IncidentsPanel:
    window.open_file(event_file(6, scheduled=True))
    window.tabs.setCurrentWidget(window.clocks_tab)
    return window.clocks_tab.incidents


def stored(panel: IncidentsPanel) -> list[Incident]:
    assert panel.document is not None
    return IncidentService(panel.document.service).incidents()


def record_late(panel: IncidentsPanel, start_no: int, arrived: str, rnd: int = 1) -> None:
    dialog = panel.record_dialog(IncidentKind.LATE_ARRIVAL)
    dialog.round.setValue(rnd)
    dialog.player.setCurrentIndex(dialog.player.findData(start_no))
    dialog.round_start.setText("19:00")
    dialog.at.setText(arrived)
    dialog.accept()


def record_device(panel: IncidentsPanel, start_no: int, left: str, noise: bool = True) -> str:
    """Records a device found in round 1; returns the suggestion the dialog showed."""
    dialog = panel.record_dialog(IncidentKind.DEVICE)
    dialog.round.setValue(1)
    dialog.player.setCurrentIndex(dialog.player.findData(start_no))
    dialog.noise.setChecked(noise)
    dialog.remaining.setText(left)
    shown = dialog.suggestion.text()
    dialog.accept()
    return shown


def test_late_arrival_suggestion_follows_the_typing(panel: IncidentsPanel) -> None:
    dialog = panel.record_dialog(IncidentKind.LATE_ARRIVAL)
    assert not dialog.ok.isEnabled()  # nothing typed yet
    dialog.round_start.setText("19:00")
    dialog.at.setText("19:12")
    assert dialog.late.text() == "12 minutes"
    assert "Fine $200" in dialog.suggestion.text()
    dialog.at.setText("19:30")  # 30:00 late is not *more* than 30 minutes: fine only
    assert "Fine $200" in dialog.suggestion.text()
    dialog.at.setText("19:31")
    assert "Forfeit + fine $200" in dialog.suggestion.text()
    assert dialog.decision.decision.currentData() == SUGGESTED
    assert not dialog.decision.fine.isEnabled() and dialog.decision.fine.value() == 200
    dialog.at.setText("7 pm")
    assert "expected a time of day" in dialog.form.message("at")
    assert not dialog.ok.isEnabled()


def test_record_late_arrival_with_the_suggested_forfeit_undo_redo(panel: IncidentsPanel,
                                                                  window: MainWindow) -> None:
    record_late(panel, 3, "19:31")
    [incident] = stored(panel)
    assert (incident.start_no, incident.decision, incident.fine) == (3, Decision.FORFEIT, 200)
    assert incident.board is not None  # the player's board in round 1, found by the dialog
    model = panel.model
    assert model.rowCount() == 1
    assert model.index(0, 6).data() == "Forfeit"
    assert model.index(0, 5).data() == "Forfeit + fine $200"
    assert "more than 30" in model.index(0, 5).data(3)  # the rule, as a tooltip
    assert panel.round_start == ""  # remembered only from a dialog the arbiter ran
    document = window.document
    assert document is not None
    document.undo()
    assert stored(panel) == [] and model.rowCount() == 0
    document.redo()
    assert [i.decision for i in stored(panel)] == [Decision.FORFEIT]


def test_second_noise_in_the_same_game_suggests_forfeit(panel: IncidentsPanel) -> None:
    first = record_device(panel, 2, "14:01")
    # 14:01 is under 20 minutes: half of 841 s, rounded down, is 420 s = 7:00.
    assert "Time penalty 7:00 + fine $200" in first
    second = record_device(panel, 2, "6:30")
    assert "Forfeit + fine $200" in second
    silent = record_device(panel, 4, "30:00", noise=False)  # another player, no noise
    assert "Fine $200" in silent
    assert [(i.start_no, i.decision, i.time_penalty_seconds) for i in stored(panel)] == [
        (2, Decision.TIME_PENALTY, 420), (2, Decision.FORFEIT, 0), (4, Decision.FINE, 0)]


def test_bad_clock_time_is_shown_under_its_field(panel: IncidentsPanel) -> None:
    dialog = panel.record_dialog(IncidentKind.DEVICE)
    dialog.remaining.setText("14:61")
    assert "below 60" in dialog.form.message("remaining_seconds")
    assert not dialog.ok.isEnabled()


def test_early_agreed_draw_is_left_to_the_arbiter(panel: IncidentsPanel) -> None:
    dialog = panel.record_dialog(IncidentKind.EARLY_DRAW)
    dialog.move_number.setValue(30)  # 29 moves completed by both: "less than 30 moves"
    assert "For the arbiter to decide" in dialog.suggestion.text()
    assert dialog.decision.decision.findData(SUGGESTED) < 0  # nothing to accept
    assert dialog.decision.decision.currentData() == Decision.PENDING
    dialog.move_number.setValue(31)  # 30 completed: from move 31 an agreed draw is allowed
    assert "No action" in dialog.suggestion.text()
    dialog.move_number.setValue(12)
    dialog.accept()
    assert [i.decision for i in stored(panel)] == [Decision.PENDING]
    assert panel.summary.text() == "1 incident · 1 awaiting a decision"


def test_decide_then_undo_restores_the_open_incident(panel: IncidentsPanel,
                                                     window: MainWindow) -> None:
    dialog = panel.record_dialog(IncidentKind.OTHER)
    dialog.note.setText("spoke to a spectator")
    dialog.accept()
    panel.table.selectRow(0)
    decide = panel.decide_dialog()
    assert decide is not None
    decide.decision.choose(Decision.FINE)
    assert "needs an amount" in decide.form.message("fine")
    assert not decide.ok.isEnabled()
    decide.decision.fine.setValue(50)
    decide.accept()
    assert [(i.decision, i.fine) for i in stored(panel)] == [(Decision.FINE, 50)]
    assert window.document is not None
    window.document.undo()
    [back] = stored(panel)
    assert (back.decision, back.fine, back.note) == (Decision.PENDING, 0, "spoke to a spectator")


def test_undo_of_delete_brings_the_incident_back_for_later_undos(
    panel: IncidentsPanel, window: MainWindow
) -> None:
    document = window.document
    assert document is not None
    record_device(panel, 5, "25:00")  # first noise: 10:00 and the fine
    record_device(panel, 5, "20:00")  # second noise in the game: forfeit (and the fine)
    first, second = stored(panel)
    panel.table.selectRow(0)
    decide = panel.decide_dialog()
    assert decide is not None
    decide.decision.choose(Decision.WARNING)
    decide.decision.fine.setValue(0)
    decide.decision.penalty.clear()
    decide.accept()
    panel.table.selectRow(0)
    panel.delete(ask=lambda _question: True)
    assert stored(panel) == [second]
    document.undo()  # recorded again, under a new id, with the suggestion it had then
    again = stored(panel)[-1]
    assert again.id not in (first.id, second.id)
    assert again.suggestion == first.suggestion  # not a "second noise" forfeit
    assert again.decision is Decision.WARNING
    document.undo()  # the decision's undo finds the incident under its new id
    assert stored(panel)[-1].decision is Decision.TIME_PENALTY
    for _ in range(2):
        document.redo()
    assert stored(panel) == [second]
    document.undo()
    assert stored(panel)[-1].decision is Decision.WARNING


def test_delete_asks_first(panel: IncidentsPanel) -> None:
    record_late(panel, 1, "19:05")
    panel.table.selectRow(0)
    panel.delete(ask=lambda _question: False)
    assert len(stored(panel)) == 1


def test_incident_report_from_the_tab(panel: IncidentsPanel, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    record_late(panel, 2, "19:12")
    record_device(panel, 4, "14:01")
    target = tmp_path / "incidents.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *_args: (str(target), "")))
    panel.save_report()
    printed = text(target.read_bytes())
    assert "Incident report" in printed and "Round 1" in printed
    assert "Late arrival: 12 minutes late" in printed
    assert "Time penalty 7:00, fine $200" in printed


def test_buttons_wait_for_the_schedule(window: MainWindow,
                                       event_file: Callable[..., Path]) -> None:
    window.open_file(event_file(6, scheduled=False))
    panel = window.clocks_tab.incidents
    assert not any(a.isEnabled() for a in panel.record_actions.values())
    assert "schedule" in panel.record_actions[IncidentKind.DEVICE].toolTip()


def test_incidents_model(qtmodeltester: ModelTester, panel: IncidentsPanel) -> None:
    record_late(panel, 2, "19:12")
    record_device(panel, 3, "5:00")
    assert isinstance(stored(panel)[1].details, DeviceFound)
    qtmodeltester.check(panel.model)
    assert panel.model.index(1, 4).data() == "Electronic device: noise, 5:00 left"


def test_record_button_opens_the_dialog(panel: IncidentsPanel, modal: ModalArm) -> None:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, RecordIncidentDialog)
        dialog.round_start.setText("19:00")
        dialog.at.setText("19:04")
        dialog.accept()

    with modal(fill):
        panel.record_actions[IncidentKind.LATE_ARRIVAL].trigger()
    assert panel.round_start == "19:00"  # offered again for the next late arrival
    assert [i.fine for i in stored(panel)] == [200]
