"""The Pairings & Results tab: a round's boards, and result entry without the mouse.

Keys on the board list: ``1`` White wins, ``0`` Black wins, ``=`` or ``5`` draw, ``+`` / ``-``
forfeit win for White / Black, ``Del`` clears; arrows and Enter move, Ctrl+PgUp/PgDn change
round. Each key is one undoable command, committed to the event file before the cursor moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.results import Result
from chessarbiter.ui.common.labels import result_text, result_tooltip
from chessarbiter.ui.common.result_table import ResultTableView
from chessarbiter.ui.event.board_labels import bye_text, round_progress_text
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.confirming import run_confirmed
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.models import PairingsModel
from chessarbiter.ui.event.printing import PrintButton
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView

if TYPE_CHECKING:
    from chessarbiter.ui.event.swiss_panel import SwissPanel

CANCELLED = -1


def _filed_text(command: SetResult) -> str:
    """The status bar's word on an early draw sent to the arbiter."""
    filed = getattr(command, "filed", None)
    if filed is None:
        return ""
    return QCoreApplication.translate("boards", "{0} — before the move limit: incident {1} "
                                                "filed for the arbiter").format(
        command.text(), filed.id)


class PairingsTab(StateView):
    """Round selector with completeness, the board list, and the free round of an odd field;
    a Swiss event's panel beside them, built with the first Swiss event shown (a round robin
    never imports the pairing engine's window part)."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = PairingsModel(self)
        self._state: EventState | None = None
        self._last_moves = 0  # the moves given for the last draw: the next one's default

        self.table = self._board_table()
        self.bye = QLabel()
        self._swiss: SwissPanel | None = None
        self.table.selectionModel().currentRowChanged.connect(self._board_chosen)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._no_schedule_page())
        self.pages.addWidget(self._board_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

        for keys, step in (("Ctrl+PgDown", 1), ("Ctrl+PgUp", -1)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda s=step: self.step_round(s))

    def _round_bar(self) -> QHBoxLayout:
        """The round chooser, how far the round is, and its print button."""
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(18)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.progress = QLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addSpacing(16)
        top.addWidget(self.progress)
        top.addStretch(1)
        self.print_button = PrintButton(self.tr("Print pairings"))
        top.addWidget(self.print_button)
        return top

    def _board_table(self) -> ResultTableView:
        """The boards of the round, where results are typed."""
        table = ResultTableView(self.model, "boards")
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._context_menu)
        table.resultKeyed.connect(self.enter_result)
        header = table.horizontalHeader()
        header.setMinimumSectionSize(64)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(PairingsModel.RESULT_COLUMN, 120)
        self.model.modelReset.connect(self._fit_columns)
        return table

    def _board_page(self) -> QWidget:
        hint = QLabel(self.tr(
            "Keys: <b>1</b> White wins · <b>0</b> Black wins · <b>=</b> or <b>5</b> draw · "
            "<b>+</b> / <b>−</b> forfeit win for White / Black · <b>Del</b> clears · "
            "<b>↑ ↓ Enter</b> move · <b>Ctrl+PgUp / PgDn</b> round"
        ))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #444;")
        boards = QVBoxLayout()
        boards.setContentsMargins(0, 0, 0, 0)
        boards.addLayout(self._round_bar())
        boards.addWidget(self.table, 1)
        boards.addWidget(self.bye)
        boards.addWidget(hint)
        page = QWidget()  # a Swiss's panel at the right: next round, byes, explanations
        self._sides = QHBoxLayout(page)
        self._sides.setContentsMargins(0, 0, 0, 0)
        self._sides.addLayout(boards, 1)
        return page

    @property
    def swiss(self) -> SwissPanel:
        """A Swiss event's next round, byes and explanations, at the right of the boards."""
        if self._swiss is None:
            from chessarbiter.ui.event.swiss_panel import SwissPanel

            self._swiss = SwissPanel()
            self._swiss.message.connect(self.message)
            self._swiss.hide()
            self._sides.addWidget(self._swiss)
        return self._swiss

    def _no_schedule_page(self) -> QLabel:
        empty = QLabel(self.tr(
            "The schedule is not made yet.\n\nOn the Players tab, draw lots (or enter the "
            "numbers drawn by hand), then choose “Make the schedule”."
        ))
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        empty.setWordWrap(True)
        return empty

    def set_document(self, document: EventDocument | None) -> None:
        self.round_box.clear()  # a new event starts at its first round without results
        super().set_document(document)

    def clear(self) -> None:
        self._state = None
        self.model.set_round([], {})
        self.pages.setCurrentIndex(0)

    def draw(self, state: EventState) -> None:
        self._state = state
        t, boards = state.tournament, state.boards
        swiss = state.settings.swiss
        self.pages.setCurrentIndex(1 if state.scheduled or swiss else 0)
        if swiss:
            self.swiss.show()
            if self.document is not None:
                self.swiss.show_state(self.document, state)
        elif self._swiss is not None:
            self._swiss.hide()
        done = [boards.decided(r) for r in range(t.rounds + 1)]
        total = [len(boards.games(r)) for r in range(t.rounds + 1)]
        if self.round_box.count() != t.rounds:
            self.round_box.blockSignals(True)
            self.round_box.clear()
            self.round_box.addItems([""] * t.rounds)
            first_open = next((r for r in range(1, t.rounds + 1) if done[r] < total[r]), 1)
            self.round_box.setCurrentIndex(first_open - 1 if t.rounds else -1)
            self.round_box.blockSignals(False)
        for r in range(1, t.rounds + 1):
            mark = " ✓" if done[r] == total[r] else ""
            self.round_box.setItemText(r - 1, self.tr("Round {0}   {1}/{2}{3}")
                                       .format(r, done[r], total[r], mark))
        self._show_round(keep_cursor=True)

    def current_round(self) -> int:
        return self.round_box.currentIndex() + 1

    def show_game(self, rnd: int, board: int) -> None:
        """Put the cursor on a game (the crosstable jumps here)."""
        self.round_box.setCurrentIndex(rnd - 1)
        for row, game in enumerate(self.model.rows()):
            if game.board == board:
                self.table.setCurrentIndex(self.model.index(row, PairingsModel.RESULT_COLUMN))
        self.table.setFocus()

    def step_round(self, step: int) -> None:
        target = self.round_box.currentIndex() + step
        if 0 <= target < self.round_box.count():
            self.round_box.setCurrentIndex(target)

    def enter_result(self, result: Result | None) -> None:
        """Record ``result`` on the current board, then move to the next board."""
        index = self.table.currentIndex()
        if self.document is None or not index.isValid():
            return
        if self.document.read_only:
            self.message.emit(self.tr("Read-only: results cannot be entered in this window"))
            return
        game = self.model.row_at(index.row())
        if game.entered != result:
            moves = self._draw_moves(game.round, game.board) if result is Result.DRAW else None
            if moves == CANCELLED:
                return
            made: list[SetResult] = []

            def make(confirmed: bool) -> SetResult:
                assert self.document is not None
                if moves is None:  # stored at once, even while storage loads
                    made.append(SetResult(self.document.results, game.round, game.board,
                                          result, shown=game.entered, confirmed=confirmed))
                else:  # a draw the event asks the moves of: its module comes with the first
                    from chessarbiter.ui.event.draw_moves import DrawWithMoves

                    made.append(DrawWithMoves(self.document.service, game.round, game.board,
                                              game.entered, moves, confirmed))
                return made[-1]

            if not run_confirmed(self, self.document, make):
                return
            self.message.emit(_filed_text(made[-1]) or made[-1].text())
        if result is not None:
            self.table.move_down()

    def _draw_moves(self, rnd: int, board: int) -> int | None:
        """The moves completed for a draw, when the event asks; CANCELLED when cancelled."""
        from chessarbiter.ui.event.draw_moves import DrawMovesDialog, asks_moves

        if self._state is None or not asks_moves(self._state.settings):
            return None
        least = self._state.settings.draw_min_moves
        dialog = DrawMovesDialog(rnd, board, self._last_moves or least, least, self)
        if not dialog.exec():
            return CANCELLED
        self._last_moves = dialog.moves.value()
        return self._last_moves

    def _fit_columns(self) -> None:
        """Numbers and ratings are measured when the boards change, not on every result."""
        for column in (0, 1, 3, 5, 7):
            self.table.resizeColumnToContents(column)

    def _round_chosen(self, _index: int) -> None:
        self._show_round(keep_cursor=False)

    def _show_round(self, keep_cursor: bool) -> None:
        state = self._state
        rnd = self.current_round()
        if state is None or not 1 <= rnd <= state.tournament.rounds:
            self.model.set_round([], {})
            self.progress.clear()
            self.bye.hide()
            return
        t, boards = state.tournament, state.boards
        games = boards.games(rnd)
        self.model.set_round(games, t.by_start_no, state.settings.rating_shown)
        self.progress.setText(round_progress_text(boards, rnd))
        byes = [s for s in boards.round(rnd) if not s.is_game]
        self.bye.setVisible(bool(byes))
        self.bye.setText(bye_text(byes, t.by_start_no))
        if not keep_cursor or not self.table.currentIndex().isValid():
            row = next((i for i, g in enumerate(games) if not g.decided), 0)
            self.table.setCurrentIndex(self.model.index(row, PairingsModel.RESULT_COLUMN))

    def _board_chosen(self, *_args: object) -> None:
        index = self.table.currentIndex()
        if self._swiss is not None and self._swiss.isVisible():
            self._swiss.show_board(self.model.row_at(index.row()) if index.isValid() else None)

    def _context_menu(self, pos: QPoint) -> None:
        if not self.table.indexAt(pos).isValid():
            return
        self.table.setCurrentIndex(self.table.indexAt(pos))
        menu = QMenu(self)
        menu.setEnabled(self.document is not None and not self.document.read_only)
        for result in Result:
            action = QAction(f"{result_text(result)}   {result_tooltip(result)}", menu)
            action.triggered.connect(lambda _=False, r=result: self.enter_result(r))
            menu.addAction(action)
        menu.addSeparator()
        clear = QAction(self.tr("Clear the result"), menu)
        clear.triggered.connect(lambda: self.enter_result(None))
        menu.addAction(clear)
        menu.exec(self.table.viewport().mapToGlobal(pos))
