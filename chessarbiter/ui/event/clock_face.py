"""The clock's face: both sides' times in digits as large as the widget allows.

The face only paints what the clock says and turns the arbiter's keys into signals; it keeps
no time of its own. Digits are sized from a run of "8"s as long as the text, so the time does
not jump about as it counts down, and the side to move is marked by colour *and* by words.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from chessarbiter.core.clock import ChessClock, ClockState, Side, format_clock_time

# Native codes of the left and right Shift keys, by windowing system: evdev + 8 on X11 and
# Wayland, set-1 scan codes on Windows, virtual key codes on macOS.
_SHIFT_SCAN = {"xcb": {50: Side.WHITE, 62: Side.BLACK},
               "wayland": {50: Side.WHITE, 62: Side.BLACK},
               "windows": {42: Side.WHITE, 54: Side.BLACK}}
_SHIFT_VIRTUAL = {"cocoa": {56: Side.WHITE, 60: Side.BLACK}}

_TO_MOVE = QColor("#fff3c4")
_TO_MOVE_EDGE = QColor("#d99a00")
_WAITING = QColor("#f1f2f4")
_WAITING_EDGE = QColor("#b9bec7")
_FLAG = QColor("#ffd9d9")
_FLAG_EDGE = QColor("#c62828")
_INK = QColor("#1d1f23")
_DIM_INK = QColor("#5b606a")


def shift_side(event: QKeyEvent) -> Side | None:
    """Which Shift key was pressed (left: White, right: Black), where the system says so."""
    platform = QGuiApplication.platformName()
    if platform in _SHIFT_SCAN:
        return _SHIFT_SCAN[platform].get(event.nativeScanCode())
    if platform in _SHIFT_VIRTUAL:
        return _SHIFT_VIRTUAL[platform].get(event.nativeVirtualKey())
    return None


class ClockFace(QWidget):
    """Paints ``clock``; ``pressed(side or None)`` for Space / Shift, ``pauseKeyed`` for P."""

    pressed = Signal(object)
    pauseKeyed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock: ChessClock | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 100)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Chess clock"))

    def side_names(self) -> dict[Side, str]:
        return {Side.WHITE: self.tr("White"), Side.BLACK: self.tr("Black")}

    def shown_time(self, side: Side) -> str:
        """The digits shown for ``side`` (what the players read)."""
        return format_clock_time(self.clock.remaining(side)) if self.clock else "–:––"

    # --- keys -------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat() and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Shift):
            event.accept()  # a held key is one press, as on a real clock
        elif event.key() == Qt.Key.Key_Space and not event.modifiers():
            self.pressed.emit(None)
        elif event.key() == Qt.Key.Key_Shift:
            self.pressed.emit(shift_side(event))
        elif event.key() == Qt.Key.Key_P and not event.modifiers():
            self.pauseKeyed.emit()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gap = max(8.0, self.width() * 0.015)
        half = (self.width() - gap) / 2
        for index, side in enumerate(Side):
            self._paint_side(painter, QRectF(index * (half + gap), 0, half, self.height()), side)
        if self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _paint_side(self, painter: QPainter, area: QRectF, side: Side) -> None:
        clock = self.clock
        state = clock.state if clock else ClockState.READY
        flagged = clock is not None and clock.flagged is side
        moving = clock is not None and clock.to_move is side and state in (
            ClockState.RUNNING, ClockState.PAUSED)
        fill, edge = ((_FLAG, _FLAG_EDGE) if flagged else (_TO_MOVE, _TO_MOVE_EDGE) if moving
                      else (_WAITING, _WAITING_EDGE))
        painter.setPen(QPen(edge, 4 if moving or flagged else 1.5))
        painter.setBrush(fill)
        box = area.adjusted(3, 3, -3, -3)
        painter.drawRoundedRect(box, 14, 14)

        line = max(12.0, box.height() * 0.1)
        margin = line * 0.9
        label = QFont(self.font())
        label.setPixelSize(round(line))
        label.setBold(True)
        painter.setFont(label)
        painter.setPen(_INK)
        top = QRectF(box.left() + margin, box.top() + margin * 0.6,
                     box.width() - 2 * margin, line * 1.4)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.side_names()[side])
        label.setBold(False)
        painter.setFont(label)
        painter.setPen(_DIM_INK)
        moves = self.tr("Moves {0}").format(clock.moves(side) if clock else 0)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, moves)

        bottom = QRectF(top.left(), box.bottom() - margin * 0.6 - line * 1.4, top.width(),
                        line * 1.4)
        status = self._status(state, flagged, moving)
        if status:
            painter.setPen(_FLAG_EDGE if flagged else _INK)
            label.setBold(True)
            painter.setFont(label)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, status)

        digits = QRectF(top.left(), top.bottom(), top.width(), bottom.top() - top.bottom())
        text = self.shown_time(side)
        painter.setFont(self._digit_font(text, digits))
        painter.setPen(_FLAG_EDGE if flagged else _INK)
        painter.drawText(digits, Qt.AlignmentFlag.AlignCenter, text)

    def _status(self, state: ClockState, flagged: bool, moving: bool) -> str:
        if flagged:
            return self.tr("FLAG FELL")
        if moving:
            return self.tr("PAUSED") if state is ClockState.PAUSED else self.tr("● to move")
        if state is ClockState.READY:
            return self.tr("ready")
        return ""

    def _digit_font(self, text: str, room: QRectF) -> QFont:
        """The largest bold font in which ``text`` (as "8"s) fits ``room``."""
        font = QFont(self.font())
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        sample = "".join("8" if c.isdigit() else c for c in text)
        font.setPixelSize(100)
        metrics = QFontMetricsF(font)
        scale = min(room.width() * 0.92 / max(metrics.horizontalAdvance(sample), 1.0),
                    room.height() * 0.95 / max(metrics.capHeight() * 1.25, 1.0))
        font.setPixelSize(max(10, int(100 * scale)))
        return font
