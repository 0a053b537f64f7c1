"""The 30-move rule at entry: a draw typed in an event with a move limit asks how many moves
both players completed, and a draw before the limit files an incident for the arbiter.

One field, holding the last value given; Enter accepts it, and ``=34`` typed in one go fills
it (the dialog takes the keys that follow the ``=``). The result and the incident are one
undoable step. The event setting ``ask_draw_moves`` turns the question off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QSpinBox, QVBoxLayout, QWidget

from chessarbiter.core.incidents import Incident
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.event.commands import SetResult

if TYPE_CHECKING:
    from chessarbiter.services.events import EventService

translate = QCoreApplication.translate  # a name lupdate recognises


def asks_moves(settings: EventSettings) -> bool:
    """Whether typing a draw asks for the moves in this event."""
    return settings.draw_min_moves > 0 and settings.ask_draw_moves


class DrawMovesDialog(QDialog):
    """"Moves completed by both players" for the draw on one board."""

    def __init__(self, rnd: int, board: int, last: int, least: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Draw on board {0}").format(board))
        explain = QLabel(self.tr(
            "Round {0}, board {1}: how many moves did both players complete? A draw agreed "
            "before {2} moves goes to the arbiter as an incident.").format(rnd, board, least))
        explain.setWordWrap(True)
        self.moves = QSpinBox()
        self.moves.setRange(0, 999)
        self.moves.setValue(last)
        self.moves.selectAll()
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addWidget(self.moves)
        layout.addWidget(ok_cancel(self))
        self.setMinimumWidth(420)
        self.moves.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.moves.setFocus()
        self.moves.selectAll()  # the next key typed replaces the last value


class DrawWithMoves(SetResult):
    """A draw and, when it came before the move limit, its early-draw incident, as one step."""

    service: EventService  # the incident is filed through the services

    def __init__(self, service: EventService, rnd: int, board: int, shown: Result | None,
                 moves: int, confirmed: bool = False) -> None:
        super().__init__(service, rnd, board, Result.DRAW, shown, confirmed)
        self.setText(translate("commands", "Draw {0}.{1} after {2} moves").format(
            rnd, board, moves))
        self.moves = moves
        self.filed: Incident | None = None

    def apply(self) -> None:
        from chessarbiter.services.incidents import IncidentService

        super().apply()
        self.filed = IncidentService(self.service).file_early_draw(self.round, self.board,
                                                                   self.moves)

    def revert(self) -> None:
        from chessarbiter.services.incidents import IncidentService

        if self.filed is not None and self.filed.id is not None:
            IncidentService(self.service).delete(self.filed.id)
            self.filed = None
        super().revert()
