"""The play-off drawn as a bracket: a box per step, lines from semi-finals to the final, the
champion's box on the right, and, when more than four were tied, who was left out and why.

A click on a step's box asks for that step in the panel below (``stepClicked``).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from chessarbiter.core.playoffs import Plan
from chessarbiter.ui.event.bracket_layout import (
    MARGIN,
    Box,
    Bracket,
    Link,
    Look,
    Row,
    build_bracket,
)
from chessarbiter.ui.event.playoff_labels import player_name, seed_of

_FILL = {Look.OPEN: "#ffffff", Look.FINISHED: "#eef6ee", Look.WAITING: "#f4f4f4",
         Look.ENTRANT: "#f4f4f4", Look.CHAMPION: "#ffe08a", Look.NO_CHAMPION: "#fafafa"}
_BORDER = {Look.OPEN: "#2f6fb3", Look.FINISHED: "#5f8f5f", Look.WAITING: "#9a9a9a",
           Look.ENTRANT: "#9a9a9a", Look.CHAMPION: "#a87a00", Look.NO_CHAMPION: "#9a9a9a"}
_STATUS = {Look.OPEN: "#1f5a99", Look.FINISHED: "#2e6b2e", Look.WAITING: "#666666"}
_SELECTED = QColor("#0d47a1")
_GREY = QColor("#6b6b6b")
_TEXT = QColor("#1a1a1a")
_WON = QColor("#1b6e20")
PAD = 8.0


class BracketView(QWidget):
    stepClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self._plan: Plan | None = None
        self._names: Mapping[int, str] = {}
        self._message = ""
        self._selected: str | None = None
        self._bracket: Bracket | None = None

    # --- what to show ------------------------------------------------------------------------
    def show_plan(self, plan: Plan, names: Mapping[int, str]) -> None:
        """Draw ``plan``; a play-off of one (nobody else tied) is said in words."""
        self._plan, self._names = plan, dict(names)
        self._message = "" if plan.steps else self.tr(
            "No play-off needed — {0} is champion.").format(player_name(names, plan.champion))
        self._relayout()

    def show_message(self, text: str) -> None:
        self._plan, self._message = None, text
        self._relayout()

    def select(self, step_id: str | None) -> None:
        self._selected = step_id
        self.update()

    def message(self) -> str:
        return self._message

    def bracket(self) -> Bracket | None:
        """The boxes as laid out at the current size (None while a message is shown)."""
        return self._bracket

    def selection_text(self) -> str:
        """Who was left out of a play-off of more than four, and the arbiter's note."""
        plan = self._plan
        if plan is None or len(plan.tied) <= len(plan.selected) or not plan.steps:
            return ""
        out = ", ".join(self.tr("{0} (seed {1})").format(player_name(self._names, p),
                                                         seed_of(plan, p))
                        for p in plan.tied if p not in plan.selected)
        lines = [self.tr("{0} players are tied for first; four play off.").format(
            len(plan.tied)), self.tr("Not in the play-off: {0}.").format(out)]
        lines.append(self.tr("The arbiter's choice: {0}").format(plan.selection_note)
                     if plan.selection_note else
                     self.tr("The four best on tie-breaks play, unless the arbiter chooses "
                             "others before the play-off starts."))
        return "\n".join(lines)

    # --- geometry ----------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return self.minimumSizeHint().expandedTo(QSize(900, 320))

    def minimumSizeHint(self) -> QSize:
        bracket = self._bracket
        if bracket is None:
            return QSize(400, 120)
        return QSize(int(bracket.width), int(bracket.height + self._band_height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout(geometry=False)

    def _relayout(self, geometry: bool = True) -> None:
        plan = self._plan
        if plan is None or not plan.steps:
            self._bracket = None
        else:
            room = QSizeF(self.width(), self.height() - self._band_height())
            self._bracket = build_bracket(plan, self._names, room,
                                          float(QFontMetrics(self.font()).height()),
                                          float(QFontMetrics(self._small()).height()))
        if geometry:
            self.updateGeometry()
        self.update()

    def _band_height(self) -> float:
        text = self.selection_text()
        if not text:
            return 0.0
        width = max(200, self.width() - int(4 * MARGIN + 2 * PAD))
        rect = QFontMetrics(self.font()).boundingRect(
            QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
        return rect.height() + 2 * PAD + MARGIN

    def _small(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    # --- input -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        box = self._box_at(event.position())
        if box is not None:
            self.stepClicked.emit(box.key)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over = self._box_at(event.position()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def _box_at(self, point: QPointF) -> Box | None:
        if self._bracket is None:
            return None
        return next((b for b in self._bracket.boxes if b.is_step and b.rect.contains(point)),
                    None)

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        if self._bracket is None:
            self._paint_message(painter)
        else:
            for link in self._bracket.links:
                self._paint_link(painter, link)
            for box in self._bracket.boxes:
                self._paint_box(painter, box)
            self._paint_band(painter, self._bracket.bottom)
        painter.end()

    def _paint_message(self, painter: QPainter) -> None:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        painter.setFont(font)
        painter.setPen(_TEXT)
        area = self.rect().adjusted(40, 20, -40, -20)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self._message)

    def _paint_link(self, painter: QPainter, link: Link) -> None:
        start, end = link.start, link.end
        middle = (start.x() + end.x()) / 2
        path = QPainterPath(start)
        path.lineTo(middle, start.y())
        path.lineTo(middle, end.y())
        path.lineTo(end)
        painter.setPen(QPen(_GREY, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if link.label:
            painter.setFont(self._small())
            painter.drawText(QRectF(start.x(), end.y() - 22, end.x() - start.x(), 18),
                             Qt.AlignmentFlag.AlignCenter, link.label)

    def _paint_box(self, painter: QPainter, box: Box) -> None:
        look = box.look
        pen = QPen(QColor(_BORDER[look]), 1.4)
        if look in (Look.WAITING, Look.NO_CHAMPION):
            pen.setStyle(Qt.PenStyle.DashLine)
        if box.key == self._selected:
            pen = QPen(_SELECTED, 3.0)
        painter.setPen(pen)
        painter.setBrush(QColor(_FILL[look]))
        painter.drawRoundedRect(box.rect, 6, 6)

        inner = box.rect.adjusted(PAD, 4, -PAD, -4)
        line = QFontMetrics(self.font()).height()
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(_TEXT)
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), line),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetrics(bold).elidedText(box.title, Qt.TextElideMode.ElideRight,
                                                       int(inner.width())))
        y = inner.top() + line
        if box.subtitle:
            small = self._small()
            painter.setFont(small)
            painter.setPen(_GREY)
            height = QFontMetrics(small).height()
            painter.drawText(QRectF(inner.left(), y, inner.width(), height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetrics(small).elidedText(
                                 box.subtitle, Qt.TextElideMode.ElideRight, int(inner.width())))
            y += height + 2
        for row in box.rows:
            self._paint_row(painter, row, QRectF(inner.left(), y, inner.width(), line),
                            champion=look is Look.CHAMPION)
            y += line
        if box.status:
            painter.setFont(self.font())
            painter.setPen(QColor(_STATUS.get(look, "#666666")))
            painter.drawText(QRectF(inner.left(), y + 2, inner.width(), line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetrics(self.font()).elidedText(
                                 box.status, Qt.TextElideMode.ElideRight, int(inner.width())))

    def _paint_row(self, painter: QPainter, row: Row, area: QRectF, champion: bool) -> None:
        font = QFont(self.font())
        font.setBold(row.won or champion)
        font.setItalic(row.seed is None)
        metrics = QFontMetrics(font)
        x = area.left()
        if row.seed is not None:
            size = area.height() * 0.8
            badge = QRectF(x, area.center().y() - size / 2, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#37474f"))
            painter.drawEllipse(badge)
            small = self._small()
            small.setBold(True)
            painter.setFont(small)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(row.seed))
            x += size + 6
        detail = ("✓ " + row.detail).strip() if row.won else row.detail
        detail_width = metrics.horizontalAdvance(detail) + 6 if detail else 0
        colour = _GREY if row.lost or row.seed is None else _TEXT
        painter.setFont(font)
        painter.setPen(colour)
        name_area = QRectF(x, area.top(), area.right() - x - detail_width, area.height())
        painter.drawText(name_area, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         metrics.elidedText(row.name, Qt.TextElideMode.ElideRight,
                                            int(name_area.width())))
        if detail:
            painter.setPen(_WON if row.won else colour)
            painter.drawText(area, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             detail)

    def _paint_band(self, painter: QPainter, top: float) -> None:
        text = self.selection_text()
        if not text:
            return
        area = QRectF(2 * MARGIN, top, self.width() - 4 * MARGIN,
                      self._band_height() - MARGIN)
        painter.setPen(QPen(QColor("#c9b458"), 1.0))
        painter.setBrush(QColor("#fff8dc"))
        painter.drawRoundedRect(area, 6, 6)
        painter.setFont(self.font())
        painter.setPen(_TEXT)
        painter.drawText(area.adjusted(PAD, PAD, -PAD, -PAD),
                         Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)
