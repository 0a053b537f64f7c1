"""The Prizes tab: each section's team prizes (rules 26-27: a team owing the league is passed
over and its prize goes down the table) and board prizes for boards 1-4 (rule 28)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.league_standings_tab import fill_sections, section_box
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.printing import print_prizes
from chessarbiter.ui.league.prize_models import BoardPrizesModel, ContendersModel, TeamPrizesModel
from chessarbiter.ui.league.state import LeagueState


class PrizesTab(LeagueView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: LeagueState | None = None
        self._names: dict[str, str] = {}
        self._error = ""
        self.section, self.section_label = section_box(self)
        self.section.currentIndexChanged.connect(lambda _i: self._show_section())
        self.buttons.addStretch(1)
        self.print_button = add_button(self.buttons, self.tr("Print prizes…"),
                                       lambda: self.print_with(print_prizes))
        self.team_model = TeamPrizesModel(self)
        self.board_model = BoardPrizesModel(self)
        self.contender_model = ContendersModel(self)
        self.teams = FittedTable(self.team_model, "league_team_prizes")
        self.boards = FittedTable(self.board_model, "league_board_prizes")
        self.contenders = FittedTable(self.contender_model, "league_board_contenders")
        self.boards.selectionModel().currentRowChanged.connect(lambda *_: self._show_board())
        self.passed = QLabel()
        self.passed.setWordWrap(True)
        self.passed.setStyleSheet("color: #a15c00;")
        self.contenders_title = QLabel()

        top = _box(QLabel(self.tr("<b>Team prizes</b> (rule 26: the top two of each section; "
                                  "rule 27: one prize a team, none while it owes the league)")),
                   self.teams, self.passed)
        middle = _box(QLabel(self.tr("<b>Board prizes</b> (rule 28: a player competes on the "
                                     "lowest board played; extra games never count)")),
                      self.boards)
        bottom = _box(self.contenders_title, self.contenders)
        split = QSplitter()
        split.setOrientation(split.orientation().Vertical)
        for part in (top, middle, bottom):
            split.addWidget(part)
        split.setSizes([170, 200, 260])
        layout = QVBoxLayout(self)
        layout.addLayout(self.buttons)
        layout.addWidget(split, 1)

    def clear(self) -> None:
        self._state = None
        fill_sections(self.section, self.section_label, [])
        self._show_section()

    def draw(self, state: LeagueState) -> None:
        self._state, self._error = state, ""
        self._names = {e.uscf_id: f"{e.member.name} ({t.name})" for t in state.teams
                       for e in t.roster}
        names = []
        if state.schedules:
            try:
                names = [p.section for p in state.night.prizes]
            except ActionRefused as exc:
                self._error = str(exc)
        fill_sections(self.section, self.section_label, names)
        self._show_section()

    def _show_section(self) -> None:
        state, name = self._state, self.section.currentText()
        prizes = None
        if state is not None and state.schedules and not self._error:
            prizes = next((p for p in state.night.prizes if p.section == name), None)
        self.team_model.set_prizes(prizes.teams if prizes else ())
        self.board_model.set_boards(prizes.contenders if prizes else {}, self._names)
        notes = [self._error] if self._error else []
        if prizes is not None and state is not None:
            notes += self._passed_over(state, name, {t for p in prizes.teams for t in p.teams})
        self.passed.setText("\n".join(notes))
        self.passed.setVisible(bool(notes))
        if self.board_model.rowCount():
            self.boards.selectRow(max(self.boards.currentIndex().row(), 0))
        self._show_board()

    def _passed_over(self, state: LeagueState, section: str, awarded: set[str]) -> list[str]:
        """Teams ranked within the prizes but passed over: in one section only owing the
        league does that (rule 27; a tied group waiting for its toss shares the prize)."""
        standings = state.night.standings.get(section)
        if standings is None:
            return []
        last = max((r.rank for r in standings.rows if r.team in awarded), default=0)
        return [self.tr("{0} (rank {1}) owes the league (rule 31), so its prize passes down "
                        "(rule 27).").format(r.team, r.rank)
                for r in standings.rows if r.team not in awarded and r.rank <= last]

    def _show_board(self) -> None:
        state, row = self._state, self.boards.currentIndex().row()
        name = self.section.currentText()
        prizes = None
        if state is not None and state.schedules and not self._error:
            prizes = next((p for p in state.night.prizes if p.section == name), None)
        lines = self.board_model.rows()
        if prizes is None or not 0 <= row < len(lines):
            self.contender_model.set_contenders((), self._names)
            self.contenders_title.setText(self.tr("<b>Contenders</b>"))
            return
        board = lines[row].board
        self.contender_model.set_contenders(prizes.contenders.get(board, ()), self._names)
        self.contenders_title.setText(
            self.tr("<b>Board {0} contenders</b> in prize order, with every tie-break "
                    "(head-to-head games, then US Chess 34E)").format(board))


def _box(title: QLabel, *widgets: QWidget) -> QWidget:
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 4, 0, 0)
    column.addWidget(title)
    for widget in widgets:
        column.addWidget(widget, 1 if widget is widgets[0] else 0)
    return box
