"""The arbiter's chess clock: set-up, the face, and the buttons that correct it.

All timing is the core's :class:`~chessarbiter.core.clock.ChessClock`, read through an
injected time source (``time.monotonic`` unless a test passes a fake); the ``QTimer`` here only
repaints, so a test drives the clock without waiting. Keys on the face: Space ends the move of
the side to move, Shift does too (left Shift for White, right Shift for Black where the system
tells them apart), P pauses and resumes; Space also starts a clock that is ready.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.clock import (
    ChessClock,
    ClockAction,
    ClockError,
    ClockEvent,
    ClockState,
    Side,
    format_clock_time,
)
from chessarbiter.core.penalties import device_time_penalty
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol import TimeControl, TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.ui.common.feedback import confirm
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.event.clock_dialogs import AdjustDialog, MovesDialog
from chessarbiter.ui.event.clock_face import ClockFace

REPAINT_MS = 100  # ten frames a second: tenths are not shown, seconds tick on time
IN_PROGRESS = (ClockState.RUNNING, ClockState.PAUSED)


def clock_text(seconds: int, increment: int) -> str:
    """A time control as the set-up field reads it: ``10:00+2``, ``4:30``."""
    minutes, rest = divmod(seconds, 60)
    return f"{minutes}:{rest:02d}" + (f"+{increment}" if increment else "")


class ClockWidget(QWidget):
    def __init__(self, now: Callable[[], float] = time.monotonic,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.time_source = now  # read by every new game's clock
        self._settings = EventSettings()
        self._edited = False  # the arbiter typed a time control: the event's no longer applies
        self.face = ClockFace()
        self.face.pressed.connect(self.press)
        self.face.pauseKeyed.connect(self.toggle_pause)
        self.timer = QTimer(self)
        self.timer.setInterval(REPAINT_MS)
        self.timer.timeout.connect(self.refresh)

        self.white_control = QLineEdit(self._settings.time_control)
        self.black_differs = QCheckBox(self.tr("Other times for Black"))
        self.black_differs.setToolTip(self.tr("An Armageddon game: Black has less time"))
        self.black_control = QLineEdit()
        self.black_control.setPlaceholderText(self.tr("e.g. 4:00+2"))
        self.white_error, self.black_error = message_label(), message_label()
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setStyleSheet("color: #444;")
        self.white_control.textEdited.connect(self._typed)
        self.black_control.textEdited.connect(self._typed)
        self.black_differs.toggled.connect(self._black_toggled)
        self.new_button = self._button(self.tr("New game"), self.ask_new_game)

        self.start_button = self._button(self.tr("Start"), self.start)
        self.pause_button = self._button(self.tr("Pause"), self.toggle_pause)
        self.adjust_button = self._button(self.tr("Adjust…"), self.ask_adjust)
        self.moves_button = self._button(self.tr("Moves…"), self.ask_moves)
        self.penalty_button = QPushButton(self.tr("Time penalty"))
        self.penalty_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        menu = QMenu(self.penalty_button)
        self.penalty_actions: dict[Side, QAction] = {}
        for side, name in self.face.side_names().items():
            action = menu.addAction(self.tr("on {0}'s clock").format(name))
            action.triggered.connect(lambda _c=False, s=side: self.apply_time_penalty(s))
            self.penalty_actions[side] = action
        self.penalty_button.setMenu(menu)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.error = message_label()
        self._build_layout()
        self.clock = self._fresh_clock() or ChessClock(parse_time_control("G/90"), now=now)
        self.face.clock = self.clock
        self.refresh()

    def _build_layout(self) -> None:
        setup = QGridLayout()
        setup.addWidget(QLabel(self.tr("Time control")), 0, 0)
        setup.addWidget(self.white_control, 0, 1)
        setup.addWidget(self.black_differs, 0, 2)
        setup.addWidget(self.black_control, 0, 3)
        setup.addWidget(self.new_button, 0, 4)
        setup.addWidget(self.white_error, 1, 1)
        setup.addWidget(self.black_error, 1, 3)
        setup.addWidget(self.description, 2, 0, 1, 5)
        setup.setColumnStretch(1, 3)
        setup.setColumnStretch(3, 2)
        buttons = QHBoxLayout()
        for button in (self.start_button, self.pause_button, self.adjust_button,
                       self.moves_button):
            buttons.addWidget(button)
        buttons.addWidget(self.penalty_button)
        buttons.addSpacing(12)
        buttons.addWidget(self.status, 1)
        keys = QLabel(self.tr("Click the clock, then: <b>Space</b> or <b>Shift</b> ends the "
                              "move (left Shift White, right Shift Black) · <b>P</b> pauses"))
        keys.setStyleSheet("color: #444;")
        keys.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(setup)
        layout.addWidget(self.face, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(keys)

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space must reach the face, not a button
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # --- the event --------------------------------------------------------------------------
    def set_settings(self, settings: EventSettings) -> None:
        """The open event's rules: its time control (while the clock is ready and the arbiter
        has not typed another) and the numbers of the time penalty."""
        self._settings = settings
        if self.clock.state is ClockState.READY and not self._edited \
                and self.white_control.text() != settings.time_control:
            self.white_control.setText(settings.time_control)
            self.new_game()
        self.refresh()

    # --- transitions ------------------------------------------------------------------------
    def new_game(self) -> bool:
        """A fresh clock from the set-up fields; False (and the clock kept) when one is wrong."""
        clock = self._fresh_clock()
        if clock is None:
            return False
        self.clock = self.face.clock = clock
        show_message(self.error, "")
        self.refresh()
        return True

    def ask_new_game(self) -> None:
        if self.clock.state in IN_PROGRESS and not confirm(
                self, self.tr("New game"),
                self.tr("The clock is in the middle of a game. Set it up for a new game?")):
            return
        self.new_game()

    def start_armageddon(self, white_seconds: int, black_seconds: int, increment: int) -> bool:
        """Set the clock up for a play-off game with its own times for each side (an
        Armageddon bid, a rapid game), ready for Start or Space; False when the arbiter keeps
        a game in progress instead."""
        if self.clock.state in IN_PROGRESS and not confirm(
                self, self.tr("Play-off game"),
                self.tr("The clock is in the middle of a game. Replace it with the play-off "
                        "game's times?")):
            return False
        self.white_control.setText(clock_text(white_seconds, increment))
        self.black_differs.setChecked(black_seconds != white_seconds)
        self.black_control.setText(clock_text(black_seconds, increment))
        self._edited = True
        started = self.new_game()
        self.face.setFocus()
        return started

    def start(self) -> None:
        self._guard(self.clock.start)
        self.face.setFocus()

    def press(self, side: Side | None = None) -> None:
        """End the move of the side to move; ``side`` is whose key it was (None: either), and
        a key of the side not to move does nothing, as a real clock's button would not."""
        if self.clock.state is ClockState.READY and side is None:
            self.start()
        elif self.clock.state is ClockState.RUNNING and side in (None, self.clock.to_move):
            self._guard(self.clock.press)

    def toggle_pause(self) -> None:
        state = self.clock.state
        if state is ClockState.RUNNING:
            self._guard(lambda: self.clock.pause(self.tr("paused by the arbiter")))
        elif state is ClockState.PAUSED:
            self._guard(lambda: self.clock.resume())

    def adjust(self, side: Side, seconds: float, note: str = "") -> None:
        """Add (or, negative, take) time; raises :class:`ClockError` when it cannot."""
        self.clock.adjust(side, seconds, note)
        self.refresh()

    def set_moves(self, side: Side, count: int, note: str = "") -> None:
        self.clock.set_moves(side, count, note)
        self.refresh()

    def time_penalty(self, side: Side) -> int:
        """Seconds the event's device penalty would take from ``side`` now."""
        return device_time_penalty(int(self.clock.remaining(side)), self._settings)

    def apply_time_penalty(self, side: Side) -> int:
        """Take the event's device penalty from ``side``'s clock, logged; the seconds taken."""
        seconds = self.time_penalty(side)
        if seconds:
            self._guard(lambda: self.clock.adjust(side, -seconds, self.tr(
                "time penalty {0} (electronic device)").format(format_clock_time(seconds))))
        return seconds

    def ask_adjust(self) -> None:
        AdjustDialog(self.face.side_names(), self.clock.to_move, self.adjust, self).exec()
        self.face.setFocus()

    def ask_moves(self) -> None:
        MovesDialog(self.face.side_names(), self.clock.to_move, self.clock.moves,
                    self.set_moves, self).exec()
        self.face.setFocus()

    # --- showing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Repaint and bring the buttons in line with the clock (the timer calls this)."""
        state = self.clock.state
        if state is ClockState.RUNNING:
            self.timer.start()
        else:
            self.timer.stop()
        self.start_button.setEnabled(state is ClockState.READY)
        self.pause_button.setEnabled(state in IN_PROGRESS)
        self.pause_button.setText(self.tr("Resume") if state is ClockState.PAUSED
                                  else self.tr("Pause"))
        for widget in (self.white_control, self.black_differs):
            widget.setEnabled(state is ClockState.READY)
        self.black_control.setEnabled(state is ClockState.READY
                                      and self.black_differs.isChecked())
        self._show_penalty()
        log = self.clock.log
        self.status.setText(self.log_text(log[-1]) if log else self.tr("Ready to start."))
        self.face.update()

    def log_text(self, event: ClockEvent) -> str:
        """One line of the clock's log as the status line shows it."""
        names = self.face.side_names()
        who = names[event.side] if event.side else ""
        texts = {
            ClockAction.START: self.tr("Started: {0} to move"),
            ClockAction.PRESS: self.tr("{0} moved"),
            ClockAction.PERIOD: self.tr("{0}: time of the next period added"),
            ClockAction.PAUSE: self.tr("Paused"),
            ClockAction.RESUME: self.tr("Running again"),
            ClockAction.FLAG: self.tr("{0}'s flag fell"),
            ClockAction.ADJUST: self.tr("{0}: clock adjusted"),
            ClockAction.SET_MOVES: self.tr("{0}: move counter set"),
        }
        text = texts[event.action].format(who)
        if event.action is ClockAction.ADJUST:
            sign = "+" if event.amount >= 0 else "−"
            text += f" {sign}{format_clock_time(abs(event.amount))}"
        return f"{text} ({event.note})" if event.note else text

    def _show_penalty(self) -> None:
        s = self._settings
        offered = s.device_penalty_minutes > 0 or s.device_penalty_threshold_minutes > 0
        self.penalty_button.setEnabled(offered)
        self.penalty_button.setToolTip(self.tr(
            "Takes the event's penalty for an electronic device: {0} minutes, or half the time "
            "left when less than {1} minutes remain").format(
                s.device_penalty_minutes, s.device_penalty_threshold_minutes) if offered
            else self.tr("This event's rules have no time penalty for a device"))
        for side, action in self.penalty_actions.items():
            action.setText(self.tr("on {0}'s clock: −{1}").format(
                self.face.side_names()[side], format_clock_time(self.time_penalty(side))))

    # --- internals --------------------------------------------------------------------------
    def _guard(self, action: Callable[[], None]) -> None:
        try:
            action()
        except ClockError as exc:
            show_message(self.error, str(exc))
        else:
            show_message(self.error, "")
        self.refresh()

    def _typed(self) -> None:
        self._edited = True
        self.new_game()

    def _black_toggled(self, on: bool) -> None:
        if on and not self.black_control.text().strip():
            self.black_control.setText(self.white_control.text())
        self.new_game()

    def _fresh_clock(self) -> ChessClock | None:
        """A ready clock for the set-up fields, or None with the problems shown beside them."""
        white = self._control(self.white_control.text(), self.white_error)
        black = (self._control(self.black_control.text(), self.black_error)
                 if self.black_differs.isChecked() else None)
        if not self.black_differs.isChecked():
            show_message(self.black_error, "")
        if white is None or (self.black_differs.isChecked() and black is None):
            return None
        if black is None:
            self.description.setText(white.describe())
        else:
            self.description.setText(self.tr("White: {0}  Black: {1}").format(
                white.describe(), black.describe()))
        return ChessClock(white, black, now=self.time_source)

    def _control(self, text: str, error: QLabel) -> TimeControl | None:
        try:
            control = parse_time_control(text)
        except TimeControlError as exc:
            show_message(error, str(exc))
            return None
        show_message(error, "")
        return control
