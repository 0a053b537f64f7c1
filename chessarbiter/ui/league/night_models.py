"""The boards of one match as the score sheet reads them: White, the result by colour, Black,
and why a board is scored without a game (rules 16, 17, 18 and 19)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import first_has_white
from chessarbiter.core.results import Result
from chessarbiter.ui.common.labels import result_text, result_tooltip
from chessarbiter.ui.common.table_model import CENTER, RowsModel

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import StoredMatch


@dataclass(frozen=True, slots=True)
class BoardLine:
    board: int
    white: str  # "name (team)", "" when nobody sat there
    black: str
    result: Result | None  # as played, by colour
    scored: Result | None  # what counts: a rule-16 league result, else ``result``
    by_seating: bool  # a forfeit that follows from the lineups (no key can change it)
    note: str


class MatchBoardsModel(RowsModel[BoardLine]):
    RESULT_COLUMN = 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Board"), self.tr("White"), self.tr("Result"),
                         self.tr("Black"), self.tr("Note"))

    def clear_match(self) -> None:
        self.replace_rows([], key=lambda line: line.board)

    def set_match(self, match: StoredMatch | None, rules: MatchRules,
                  names: Mapping[str, str]) -> None:
        """``names``: each player's name by US Chess ID."""
        record = match.record(rules) if match else None
        seated = match.seated(rules) if match else None
        if match is None or record is None or seated is None:
            self.clear_match()
            return
        teams = (match.first, match.second)
        lines = []
        for game, bare in zip(record.boards, seated.boards, strict=True):
            white_first = first_has_white(game.board)
            players = (game.first, game.second) if white_first else (game.second, game.first)
            sides = teams if white_first else teams[::-1]
            white, black = (f"{names.get(p, p)} ({t})" if p else "" for p, t in zip(
                players, sides, strict=True))
            stored = match.boards.get(game.board)
            lines.append(BoardLine(game.board, white, black, game.result, game.scored,
                                   bare.result is not None,
                                   self._note(game.result, game.league_result, bare.result,
                                              players, stored is not None and stored.in_advance)))
        self.replace_rows(lines, key=lambda line: line.board)

    def _note(self, result: Result | None, league: Result | None, bare: Result | None,
              players: tuple[str | None, str | None], in_advance: bool) -> str:
        if bare is not None:
            return (self.tr("forfeit: no player on this board (rule 17)") if None in players
                    else self.tr("forfeit: equipment short (rule 19)"))
        if league is not None:
            played = (self.tr(", played {0}").format(result_text(result))
                      if result is not None else "")
            return self.tr("board-order ruling (rule 16){0}").format(played)
        return self.tr("played in advance (rule 18)") if in_advance else ""

    def cell(self, line: BoardLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(line.board), line.white or self.tr("— nobody —"),
                    result_text(line.scored), line.black or self.tr("— nobody —"),
                    line.note)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, self.RESULT_COLUMN):
            return CENTER
        if role == Qt.ItemDataRole.ToolTipRole and column == self.RESULT_COLUMN:
            return result_tooltip(line.scored)
        if role == Qt.ItemDataRole.ForegroundRole and line.by_seating:
            return Qt.GlobalColor.darkRed
        return None
