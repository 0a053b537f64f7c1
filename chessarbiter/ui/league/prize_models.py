"""Team prizes (rules 26-27), board prizes (rule 28) and one board's contenders, as tables.

A board prize names the tie-break that gave it (rule 28: head-to-head games, then the US
Chess tie-breaks), so the arbiter can answer "why him and not me" from the screen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt

from chessarbiter.core.league.league_prizes import (
    CUMULATIVE,
    HEAD_TO_HEAD,
    MODIFIED_MEDIAN,
    OPP_CUMULATIVE,
    SOLKOFF,
    BoardContender,
    TeamPrize,
)
from chessarbiter.ui.common.labels import points_text
from chessarbiter.ui.common.table_model import CENTER, RowsModel
from chessarbiter.ui.league.labels import board_tiebreak_text

BOARD_TIEBREAKS = (HEAD_TO_HEAD, MODIFIED_MEDIAN, SOLKOFF, CUMULATIVE, OPP_CUMULATIVE)


def deciding_tiebreak(rows: Sequence[BoardContender]) -> str | None:
    """The first rule-28 tie-break that set the winner apart from the players with the same
    score; None when the score alone decided or the winners are still tied (they share)."""
    if not rows:
        return None
    winner = rows[0]
    group = [r for r in rows if r.score == winner.score]
    if len(group) == 1 or rows[1].rank == winner.rank:
        return None
    for code in BOARD_TIEBREAKS:
        values = [r.tiebreaks.get(code) for r in group]
        if any(v is None for v in values):
            continue
        best = max(v for v in values if v is not None)
        kept = [r for r, v in zip(group, values, strict=True) if v == best]
        if len(kept) < len(group) and winner in kept:
            group = kept
            if len(group) == 1:
                return code
    return None


class TeamPrizesModel(RowsModel[TeamPrize]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Prize"), self.tr("Team"), self.tr("Place"),
                         self.tr("Co-winners of the place"))

    def set_prizes(self, prizes: Sequence[TeamPrize]) -> None:
        self.replace_rows(list(prizes), key=lambda p: p.prize)

    def cell(self, prize: TeamPrize, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            teams = (" / ".join(prize.teams) + self.tr(" (coin toss pending)")
                     if len(prize.teams) > 1 else prize.teams[0])
            sharing = ", ".join(prize.co_winners) if len(prize.co_winners) > 1 else ""
            return (str(prize.prize), teams, str(prize.place), sharing)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2):
            return CENTER
        return None


@dataclass(frozen=True, slots=True)
class BoardPrizeLine:
    board: int
    winners: tuple[str, ...]  # "name (team)"
    score: float | None  # None: nobody played on the board
    games: int
    decided_by: str


class BoardPrizesModel(RowsModel[BoardPrizeLine]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Board"), self.tr("Winner"), self.tr("Score"),
                         self.tr("Games"), self.tr("Decided by"))

    def set_boards(self, contenders: Mapping[int, Sequence[BoardContender]],
                   names: Mapping[str, str]) -> None:
        lines = []
        for board, rows in sorted(contenders.items()):
            winners = tuple(names.get(r.player, r.player) for r in rows if r.rank == 1)
            code = deciding_tiebreak(rows)
            if not rows:
                decided = self.tr("nobody has played on this board yet")
            elif len(winners) > 1:
                decided = self.tr("shared: tied after every tie-break")
            elif code is None:
                decided = self.tr("score")
            else:
                decided = board_tiebreak_text(code)
            lines.append(BoardPrizeLine(board, winners, rows[0].score if rows else None,
                                        rows[0].games if rows else 0, decided))
        self.replace_rows(lines, key=lambda line: line.board)

    def cell(self, line: BoardPrizeLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            score = "" if line.score is None else points_text(line.score)
            games = str(line.games) if line.winners else ""
            return (str(line.board), ", ".join(line.winners), score, games,
                    line.decided_by)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return CENTER
        return None


class ContendersModel(RowsModel[BoardContender]):
    """One board's players in prize order with every rule-28 tie-break value."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: Mapping[str, str] = {}
        self._headers = (self.tr("Rank"), self.tr("Player"), self.tr("Score"),
                         self.tr("Games"), *(board_tiebreak_text(c) for c in BOARD_TIEBREAKS))

    def set_contenders(self, rows: Sequence[BoardContender], names: Mapping[str, str]) -> None:
        self._names = names
        self.replace_rows(list(rows), key=lambda r: (r.board, r.player))

    def cell(self, row: BoardContender, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column < 4:
                return (str(row.rank), self._names.get(row.player, row.player),
                        points_text(row.score), str(row.games))[column]
            value = row.tiebreaks.get(BOARD_TIEBREAKS[column - 4])
            return "" if value is None else points_text(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != 1:
            return CENTER
        return None
