"""A game played in advance (rule 18): a player of each team not in the lineups, the boards
the game could take with the board-order problems each leaves (fewest first), the board chosen
and the game's result. Placing it renumbers the boards below it, so it comes before the other
boards' results."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.lineups import BoardOption
from chessarbiter.core.league.match_scoring import first_has_white
from chessarbiter.core.results import Result
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel
from chessarbiter.ui.common.labels import result_text, result_tooltip
from chessarbiter.ui.league.night_commands import PlaceAdvanceGame

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import StoredMatch
    from chessarbiter.core.league.teams import Team
    from chessarbiter.services.league import League

Options = Callable[[str, str], list[BoardOption]]  # (first team's player, second's) → boards


class AdvanceGameDialog(QDialog):
    def __init__(self, match: StoredMatch, teams: Mapping[str, Team], options: Options,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game played in advance (rule 18)"))
        self.setMinimumWidth(700)
        self.match, self._options = match, options
        self.players = (QComboBox(), QComboBox())
        for combo, name in zip(self.players, (match.first, match.second), strict=True):
            side = match.lineups.get(name)
            seated = side.players if side else ()
            team = teams.get(name)
            for entry in team.roster if team else ():
                if entry.uscf_id not in seated:
                    combo.addItem(f"{entry.member.name} ({entry.uscf_id})", entry.uscf_id)
            combo.currentIndexChanged.connect(lambda _i: self._show_options())
        self.boards = QListWidget()
        self.boards.setMinimumHeight(160)
        self.boards.setWordWrap(True)
        self.boards.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.boards.currentRowChanged.connect(lambda _r: self._show_colours())
        self.colours = QLabel()
        self.outcome = QComboBox()
        for result in Result:
            self.outcome.addItem(f"{result_text(result)}   {result_tooltip(result)}", result)
        self.form = ErrorForm()
        self.form.add_field("own_player", match.first, self.players[0])
        self.form.add_field("other_player", match.second, self.players[1])
        self.form.add_field("board", self.tr("Board"), self.boards)
        self.form.add_field("result", self.tr("Result"), self.outcome)
        note = QLabel(self.tr("Boards are listed with the board-order problems (rule 15) each "
                              "leaves, fewest first; rule 18 allows a board that breaks the "
                              "order when none complies. The other players keep their order "
                              "around the game."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #444;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.colours)
        layout.addWidget(note)
        layout.addWidget(ok_cancel(self))
        self._show_options()

    def chosen(self) -> tuple[str, str]:
        return self.players[0].currentData() or "", self.players[1].currentData() or ""

    def _show_options(self) -> None:
        self.boards.clear()
        self.form.show_errors({})
        first, second = self.chosen()
        if not first or not second:
            return
        try:
            options = self._options(first, second)
        except ActionRefused as exc:
            self.form.show_errors({exc.field or "board": str(exc)})
            return
        for option in options:
            problems = "; ".join(str(p) for p in option.problems) or self.tr("board order "
                                                                            "kept")
            item = QListWidgetItem(self.tr("Board {0}: {1}").format(option.board, problems))
            item.setData(Qt.ItemDataRole.UserRole, option.board)
            self.boards.addItem(item)
        self.boards.setCurrentRow(0)

    def _show_colours(self) -> None:
        board = self.board()
        if board is None:
            self.colours.clear()
            return
        white = self.match.first if first_has_white(board) else self.match.second
        self.colours.setText(self.tr("On board {0} {1} has White: enter the result by colour, "
                                     "as on the score sheet.").format(board, white))

    def board(self) -> int | None:
        item = self.boards.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def command(self, league: League) -> PlaceAdvanceGame:
        board = self.board()
        if board is None:
            raise ActionRefused(self.tr("choose the board the game takes"), "board")
        return PlaceAdvanceGame(league, self.match.round, self.match.first, board,
                                self.chosen(), Result(self.outcome.currentData()))
