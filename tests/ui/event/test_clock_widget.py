"""The clock widget driven by a fake time source: no test waits for real time to pass.

Expected times are worked by hand from the time controls (Fischer increment credited after
each move from move 1) and from the US Junior Closed 2015 device penalty: 10 minutes, or half
the remaining time when less than 20 minutes remain.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.clock import ClockAction, ClockState, Side
from chessarbiter.core.presets import PRESETS
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.ui.event.clock_dialogs import AdjustDialog, MovesDialog, signed_seconds
from chessarbiter.ui.event.clock_widget import ClockWidget, clock_text
from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.conftest import ModalArm
from tests.ui.screens import assert_labels_whole, assert_not_blank, save

JUNIOR = PRESETS["us-junior-closed-2015"].settings


class FakeTime:
    """Monotonic seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake() -> FakeTime:
    return FakeTime()


@pytest.fixture
def widget(qtbot: QtBot, fake: FakeTime) -> ClockWidget:
    clock = ClockWidget(fake)
    qtbot.addWidget(clock)
    clock.resize(1000, 420)
    clock.show()
    return clock


def set_up(widget: ClockWidget, control: str) -> None:
    widget.white_control.setText(control)
    assert widget.new_game()


def key(widget: ClockWidget, qtbot: QtBot, which: Qt.Key, repeat: bool = False) -> None:
    """A key pressed on the clock's face, as the arbiter presses it."""
    if repeat:
        event = QKeyEvent(QEvent.Type.KeyPress, which, Qt.KeyboardModifier.NoModifier, "", True)
        QApplication.sendEvent(widget.face, event)
    else:
        qtbot.keyClick(widget.face, which)


def test_start_press_and_increment(widget: ClockWidget, fake: FakeTime) -> None:
    set_up(widget, "10+2")  # 10 minutes, 2 s increment from move 1
    widget.start()
    fake.advance(5)
    widget.press()  # White used 5 s and gets 2 back: 600 − 5 + 2 = 597
    fake.advance(3.5)
    widget.refresh()
    assert widget.face.shown_time(Side.WHITE) == "9:57"
    assert widget.face.shown_time(Side.BLACK) == "9:56"  # 596.5 s, shown rounded down
    assert widget.clock.to_move is Side.BLACK
    assert widget.clock.moves(Side.WHITE) == 1
    assert widget.status.text() == "White moved (move 1, credit 2 s)"


def test_keys_space_shift_and_p(widget: ClockWidget, fake: FakeTime, qtbot: QtBot) -> None:
    set_up(widget, "G/5")
    key(widget, qtbot, Qt.Key.Key_Space)  # a ready clock starts with White to move
    assert widget.clock.state is ClockState.RUNNING and widget.timer.isActive()
    fake.advance(10)
    key(widget, qtbot, Qt.Key.Key_Space)
    key(widget, qtbot, Qt.Key.Key_Space, repeat=True)  # a held key is one press
    assert widget.clock.to_move is Side.BLACK
    fake.advance(20)
    key(widget, qtbot, Qt.Key.Key_Shift)  # offscreen Qt cannot tell left from right: either
    assert widget.clock.to_move is Side.WHITE
    key(widget, qtbot, Qt.Key.Key_P)
    assert widget.clock.state is ClockState.PAUSED and not widget.timer.isActive()
    assert widget.pause_button.text() == "Resume"
    fake.advance(600)  # nothing runs while paused
    key(widget, qtbot, Qt.Key.Key_P)
    assert widget.clock.state is ClockState.RUNNING
    assert widget.clock.remaining(Side.WHITE) == 290  # 300 − 10
    assert widget.clock.remaining(Side.BLACK) == 280  # 300 − 20


def test_only_the_side_to_move_can_press(widget: ClockWidget, fake: FakeTime) -> None:
    set_up(widget, "G/5")
    widget.start()
    fake.advance(4)
    widget.press(Side.BLACK)  # Black's key while White thinks: nothing happens
    assert widget.clock.to_move is Side.WHITE
    widget.press(Side.WHITE)
    assert widget.clock.to_move is Side.BLACK


def test_flag_falls_after_zero_not_at_it(widget: ClockWidget, fake: FakeTime) -> None:
    set_up(widget, "G/1")
    widget.start()
    fake.advance(60)
    widget.refresh()
    assert widget.clock.flagged is None  # exactly 0:00 has not flagged
    fake.advance(0.1)
    widget.refresh()  # what the repaint timer does
    assert widget.clock.flagged is Side.WHITE
    assert widget.face.shown_time(Side.WHITE) == "0:00"
    assert not widget.start_button.isEnabled() and not widget.pause_button.isEnabled()
    assert not widget.timer.isActive()
    assert widget.status.text() == "White's flag fell"


def test_pause_button_stops_both_clocks(widget: ClockWidget, fake: FakeTime,
                                        qtbot: QtBot) -> None:
    set_up(widget, "G/10")
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    fake.advance(30)
    qtbot.mouseClick(widget.pause_button, Qt.MouseButton.LeftButton)
    fake.advance(120)
    qtbot.mouseClick(widget.pause_button, Qt.MouseButton.LeftButton)
    fake.advance(15)
    assert widget.clock.remaining(Side.WHITE) == 555  # 600 − 30 − 15
    assert [e.action for e in widget.clock.log] == [
        ClockAction.START, ClockAction.PAUSE, ClockAction.RESUME]


def test_adjust_dialog_adds_takes_and_refuses(widget: ClockWidget, fake: FakeTime,
                                              qtbot: QtBot) -> None:
    set_up(widget, "G/10")
    widget.start()
    dialog = AdjustDialog(widget.face.side_names(), Side.BLACK, widget.adjust, widget)
    qtbot.addWidget(dialog)
    dialog.amount.setText("+2:00")
    dialog.note.setText("opponent's illegal move")
    dialog.accept()
    assert widget.clock.remaining(Side.BLACK) == 720
    assert widget.status.text() == "Black: clock adjusted +2:00 (opponent's illegal move)"
    refused = AdjustDialog(widget.face.side_names(), Side.WHITE, widget.adjust, widget)
    qtbot.addWidget(refused)
    refused.show()
    refused.amount.setText("-10:01")  # more than White has left
    refused.accept()
    assert refused.isVisible()
    assert "only 600 s left" in refused.form.message("amount")
    assert widget.clock.remaining(Side.WHITE) == 600
    refused.amount.setText("ten")
    refused.accept()
    assert "expected a time such as 25:00" in refused.form.message("amount")


def test_signed_seconds() -> None:
    assert signed_seconds("+1:00") == 60
    assert signed_seconds("-0:30") == -30
    assert signed_seconds("−1:05") == -65  # the real minus sign
    assert signed_seconds("2:00") == 120
    with pytest.raises(ValueError):
        signed_seconds("-")


def test_moves_dialog_sets_the_counter(widget: ClockWidget, fake: FakeTime,
                                       qtbot: QtBot) -> None:
    set_up(widget, "40/90, SD/30; +30")
    widget.start()
    dialog = MovesDialog(widget.face.side_names(), Side.WHITE, widget.clock.moves,
                         widget.set_moves, widget)
    qtbot.addWidget(dialog)
    dialog.count.setValue(39)
    dialog.accept()
    assert widget.clock.moves(Side.WHITE) == 39
    fake.advance(10)
    widget.press()  # move 40 ends the first period: +30 s increment, +30 min of period two
    assert widget.clock.remaining(Side.WHITE) == 5400 - 10 + 30 + 1800


@pytest.mark.parametrize(("left", "penalty", "after"), [
    (30 * 60, 600, "20:00"),  # 20 minutes or more left: the fixed 10 minutes
    (20 * 60, 600, "10:00"),  # exactly 20:00 is not "less than 20 minutes"
    (14 * 60 + 1, 420, "7:01"),  # half of 841 s rounds down to 420 s; the offender keeps 421
])
def test_time_penalty_follows_the_preset(widget: ClockWidget, fake: FakeTime, left: int,
                                         penalty: int, after: str) -> None:
    widget.set_settings(JUNIOR)
    widget.start_armageddon(left, left, 0)
    widget.start()
    widget.penalty_actions[Side.WHITE].trigger()
    assert widget.face.shown_time(Side.WHITE) == after
    event = widget.clock.log[-1]
    assert (event.action, event.side, event.amount) == (ClockAction.ADJUST, Side.WHITE,
                                                        -penalty)
    assert "electronic device" in event.note


def test_no_time_penalty_where_the_rules_have_none(widget: ClockWidget) -> None:
    widget.set_settings(EventSettings())  # the FIDE preset has no device time penalty
    assert not widget.penalty_button.isEnabled()
    assert widget.apply_time_penalty(Side.WHITE) == 0
    assert not any(e.action is ClockAction.ADJUST for e in widget.clock.log)


def test_start_armageddon_sets_each_side(widget: ClockWidget, fake: FakeTime) -> None:
    assert widget.start_armageddon(300, 240, 2)
    assert widget.white_control.text() == "5:00+2"
    assert widget.black_differs.isChecked() and widget.black_control.text() == "4:00+2"
    assert parse_time_control(widget.black_control.text()).periods[0].seconds == 240
    assert widget.clock.state is ClockState.READY  # the arbiter starts it at the board
    widget.start()
    fake.advance(8)
    widget.press()
    fake.advance(1)
    assert widget.clock.remaining(Side.WHITE) == 294  # 300 − 8 + 2
    assert widget.clock.remaining(Side.BLACK) == 239


@pytest.mark.parametrize("answer", ["No", "Yes"])
def test_play_off_game_asks_before_replacing_a_running_game(
    widget: ClockWidget, fake: FakeTime, modal: ModalArm, answer: str
) -> None:
    set_up(widget, "G/90")
    widget.start()
    fake.advance(30)

    def reply(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.button(getattr(QMessageBox.StandardButton, answer)).click()

    with modal(reply):
        replaced = widget.start_armageddon(300, 240, 2)
    assert replaced is (answer == "Yes")
    assert widget.clock.remaining(Side.WHITE) == (300 if replaced else 5370)


def test_clock_text_reads_back() -> None:
    for seconds, increment in ((600, 2), (270, 0), (3600, 30)):
        control = parse_time_control(clock_text(seconds, increment))
        assert control.periods[0].seconds == seconds
        assert control.periods[0].bonus.seconds == increment


def test_wrong_time_control_is_shown_and_keeps_the_clock(widget: ClockWidget) -> None:
    set_up(widget, "G/15")
    widget.white_control.setText("G/")
    assert not widget.new_game()
    assert widget.white_error.isVisibleTo(widget)
    assert widget.white_error.text()
    assert widget.clock.remaining(Side.WHITE) == 900  # the last good set-up stays


def test_event_time_control_until_the_arbiter_types_one(widget: ClockWidget,
                                                          qtbot: QtBot) -> None:
    widget.set_settings(JUNIOR)
    assert widget.white_control.text() == "40/90, SD/30; +30"
    assert widget.clock.remaining(Side.BLACK) == 5400
    widget.white_control.selectAll()
    qtbot.keyClicks(widget.white_control, "G/25")  # typed: the event's no longer applies
    widget.set_settings(EventSettings())
    assert widget.white_control.text() == "G/25"
    assert widget.clock.remaining(Side.WHITE) == 1500


def test_setup_is_locked_while_a_game_runs(widget: ClockWidget) -> None:
    widget.start()
    assert not widget.white_control.isEnabled() and not widget.black_differs.isEnabled()
    widget.toggle_pause()
    assert not widget.white_control.isEnabled()


def test_screenshots_of_the_tab(window: MainWindow, event_file: Callable[..., Path],
                                fake: FakeTime) -> None:
    window.open_file(event_file(10, scheduled=True, name="clocks"))
    tab = window.clocks_tab
    clock = tab.clock_widget
    clock.time_source = fake  # the next game runs on the test's time
    assert clock.new_game()
    window.tabs.setCurrentWidget(tab)
    assert_not_blank(save(window, "clocks-tab-idle"))
    assert_labels_whole(window)
    clock.start()
    fake.advance(41)
    clock.press()
    fake.advance(73)
    clock.refresh()
    assert clock.face.shown_time(Side.BLACK) == "1:28:47"  # 5400 − 73
    image = save(window, "clocks-tab-running")
    assert_not_blank(image)
    assert_labels_whole(window)
    face = clock.face
    assert face.height() >= 180  # digits large enough to read across the hall
