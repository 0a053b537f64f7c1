"""The Standings tab: live standings over the crosstable; a crosstable cell leads to its game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.event.crosstable_model import GAME_ROLE, LEADING, SQUARE, CrosstableModel
from chessarbiter.ui.event.models import StandingsModel
from chessarbiter.ui.event.printing import PrintButton
from chessarbiter.ui.event.stale_banner import StaleBanner
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView
from chessarbiter.ui.event.swiss_chart_model import SwissChartModel


def _table(model: StandingsModel | CrosstableModel | SwissChartModel) -> QTableView:
    view = QTableView()
    view.setObjectName(model.__class__.__name__)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    _compact_rows(view)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    return view


def _fit(view: QTableView, widths: dict[int, str], extra: int = 0) -> None:
    """Column widths from sample texts ("000.00") plus ``extra`` pixels (icons), not from
    measuring every cell on every result: a 100-player crosstable has 10,000 cells."""
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    for column, sample in widths.items():
        width = max(metrics.horizontalAdvance(sample) + extra + 16,
                    header.sectionSizeHint(column))
        header.resizeSection(column, width)


def _compact_rows(view: QTableView) -> None:
    """Rows just taller than the text, so standings and crosstable fit one laptop screen."""
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 4)


def _titled(title: str, view: QTableView, corner: QWidget | None = None) -> QWidget:
    """``view`` under its title, with ``corner`` (a button) at the right of the title."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    heading = QHBoxLayout()
    heading.addWidget(QLabel(f"<b>{title}</b>"), 1)
    if corner is not None:
        heading.addWidget(corner)
    layout.addLayout(heading)
    layout.addWidget(view, 1)
    return box


class StandingsTab(StateView):
    """``gameRequested(round, board)`` is emitted on a double click in the crosstable."""

    gameRequested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.standings_model = StandingsModel(self)
        self.crosstable_model = CrosstableModel(self)
        self.standings_view = _table(self.standings_model)
        self.standings_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.standings_view.setAlternatingRowColors(True)
        self.standings_view.horizontalHeader().setSectionResizeMode(
            2, QHeaderView.ResizeMode.Stretch)
        self.crosstable_view = _table(self.crosstable_model)
        self.crosstable_view.doubleClicked.connect(self._jump)
        # a Swiss shows its wall chart (rounds across) where a round robin has the grid
        self.chart_model = SwissChartModel(self)
        self.chart_view = _table(self.chart_model)
        self.chart_view.doubleClicked.connect(self._jump)
        self._shape: tuple[object, ...] = ()
        for model in (self.standings_model, self.crosstable_model, self.chart_model):
            model.modelReset.connect(self._forget_widths)  # a reset forgets column modes

        splitter = QSplitter(Qt.Orientation.Vertical)
        self.print_button = PrintButton(self.tr("Print standings"))
        splitter.addWidget(_titled(self.tr("Standings"), self.standings_view, self.print_button))
        self.grid_box = _titled(
            self.tr("Crosstable: double-click a game to go to it in its round"),
            self.crosstable_view)
        self.chart_box = _titled(
            self.tr("Wall chart: W12 + is White against no. 12, won; double-click a round to "
                    "go to its game"), self.chart_view)
        splitter.addWidget(self.grid_box)
        splitter.addWidget(self.chart_box)
        self.chart_box.hide()
        splitter.setChildrenCollapsible(False)
        self.playoff_note = QLabel()  # the play-off's outcome; the ranks above stay as they are
        self.playoff_note.setTextFormat(Qt.TextFormat.PlainText)
        self.playoff_note.setStyleSheet("font-weight: bold; color: #7a5200;")
        self.playoff_note.hide()
        self.stale_banner = StaleBanner()
        layout = QVBoxLayout(self)
        layout.addWidget(self.stale_banner)
        layout.addWidget(self.playoff_note)
        layout.addWidget(splitter)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # the text size preference changed
            _compact_rows(self.standings_view)
            _compact_rows(self.crosstable_view)
            _compact_rows(self.chart_view)
            self._forget_widths()
        super().changeEvent(event)

    def _forget_widths(self) -> None:
        """Columns are sized again at the next drawing."""
        self._shape = ()

    def clear(self) -> None:
        self.standings_model.set_standings([], ())
        self.crosstable_model.replace_rows([], key=lambda p: p.start_no, headers=())
        self.chart_model.replace_rows([], key=lambda p: p.start_no, headers=())
        self.playoff_note.hide()
        self.stale_banner.show_state(None, None)

    def draw(self, state: EventState) -> None:
        self.standings_model.set_standings(state.standings, state.settings.tiebreaks)
        swiss = state.settings.swiss
        self.grid_box.setVisible(not swiss)
        self.chart_box.setVisible(swiss)
        if swiss:
            self.chart_model.set_state(state.boards, state.standings,
                                       state.settings.swiss_rounds, state.changed_pairings)
        else:
            self.crosstable_model.set_state(state.boards, state.standings)
        from chessarbiter.ui.event.playoff_labels import playoff_note  # with the play-offs

        note = playoff_note(state.playoff)
        self.stale_banner.show_state(self.document, state)
        self.playoff_note.setText(note)
        self.playoff_note.setVisible(bool(note))
        shape = (len(state.tournament.players), state.tournament.cycles, state.settings.tiebreaks,
                 swiss and self.chart_model.rounds)
        if shape != self._shape:
            self._shape = shape
            self._size_columns(len(state.tournament.players), state.tournament.cycles,
                               len(state.settings.tiebreaks))

    def _size_columns(self, players: int, cycles: int, tiebreaks: int) -> None:
        """Names take the room left over; the other columns fit their widest possible value."""
        for view, name in ((self.standings_view, 2), (self.crosstable_view, 1)):
            view.horizontalHeader().setSectionResizeMode(name, QHeaderView.ResizeMode.Stretch)
        fixed = StandingsModel.FIXED
        _fit(self.standings_view, {0: "000", 1: "000", 3: "000½",
                                   **{fixed + i: "000.00" for i in range(tiebreaks)}})
        _fit(self.crosstable_view, {0: "000", LEADING + players: "000½",
                                    LEADING + players + 1: "000"})
        # A grid cell holds one score per cycle ("½ ½") and as many colour squares.
        _fit(self.crosstable_view, {LEADING + i: " ".join(["½"] * cycles)
                                    for i in range(players)}, extra=cycles * (SQUARE + 3) + 4)
        rounds = self.chart_model.rounds
        self.chart_view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        _fit(self.chart_view, {0: "000", **{LEADING + i: "W000 +f*" for i in range(rounds)},
                               LEADING + rounds: "000½", LEADING + rounds + 1: "000"})

    def _jump(self, index: QModelIndex) -> None:
        target = index.data(GAME_ROLE)
        if target is not None:
            self.gameRequested.emit(*target)
