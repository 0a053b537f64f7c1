"""The crosstable: one row and one column per player in start-number order.

A cell shows the row player's score against the column player (1, ½, 0, + or −) as every
view counts it (see :mod:`chessarbiter.core.boards`: a withdrawal's forfeits included, an
annulled game shown as "×") and, as small squares, the colour of each game (hollow for White,
filled for Black), so a double round robin shows both games. Start-number order keeps the grid
still while results come in. A cell's text is worked out when the view first asks for it: a
100-player grid has 10,000 cells, and only the few hundred on screen are ever drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from chessarbiter.core.boards import BoardState, BoardStatus, EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing
from chessarbiter.ui.common.labels import points_text, score_symbol
from chessarbiter.ui.common.table_model import CENTER, RowsModel
from chessarbiter.ui.event.board_labels import board_tooltip

GAME_ROLE = Qt.ItemDataRole.UserRole + 2
LEADING = 2  # "No." and "Name" come before the grid
SQUARE = 9
DIAGONAL = QColor(150, 150, 150)


@dataclass(frozen=True, slots=True)
class Cell:
    """One player's games against one opponent, seen from the row player's side."""

    text: str
    whites: tuple[bool, ...]
    games: tuple[BoardState, ...]


class CrosstableModel(RowsModel[Player]):
    """Rows are players; ``GAME_ROLE`` on a cell gives the (round, board) to jump to."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pairs: dict[tuple[int, int], list[BoardState]] = {}
        self._players: dict[int, Player] = {}
        self._cells: dict[tuple[int, int], Cell | None] = {}
        self._standing: dict[int, Standing] = {}
        self._icons: dict[tuple[bool, ...], QIcon] = {}

    def header_tooltip(self, column: int) -> str | None:
        opponent = self.opponent_at(column)
        return opponent.name if opponent else None

    def set_state(self, boards: EventBoards, standings: list[Standing]) -> None:
        pairs: dict[tuple[int, int], list[BoardState]] = {}
        for g in boards.games():  # in round order, so each list is in round order
            assert g.black is not None
            pairs.setdefault((g.white, g.black), []).append(g)
            pairs.setdefault((g.black, g.white), []).append(g)
        self._pairs = pairs
        self._cells = {}
        self._standing = {s.start_no: s for s in standings}
        players = sorted(boards.source.players, key=lambda p: p.start_no)
        self._players = {p.start_no: p for p in players}
        titles = (self.tr("No."), self.tr("Name"), *(str(p.start_no) for p in players),
                  self.tr("Pts"), self.tr("Rank"))
        self.replace_rows(players, key=lambda p: p.start_no, headers=titles)

    def opponent_at(self, column: int) -> Player | None:
        grid = column - LEADING
        return self._rows[grid] if 0 <= grid < len(self._rows) else None

    def cell(self, p: Player, column: int, role: int) -> Any:
        opponent = self.opponent_at(column)
        if opponent is None:
            return self._edge_cell(p, column, role)
        if opponent.start_no == p.start_no:
            return DIAGONAL if role == Qt.ItemDataRole.BackgroundRole else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTER
        cell = self._cell(p.start_no, opponent.start_no)
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(cell.whites)
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(self._game_tip(g, p.start_no) for g in cell.games)
        if role == GAME_ROLE:
            pending = [g for g in cell.games if not g.decided]
            target = pending[0] if pending else cell.games[-1]
            return (target.round, target.board)
        return None

    def _cell(self, me: int, them: int) -> Cell | None:
        key = (me, them)
        if key not in self._cells:
            games = self._pairs.get(key)
            self._cells[key] = Cell(
                " ".join(_symbol(g, me) for g in games if g.decided),
                tuple(g.white == me for g in games),
                tuple(games),
            ) if games else None
        return self._cells[key]

    def _edge_cell(self, p: Player, column: int, role: int) -> Any:
        return edge_cell(p, column, role, self._standing.get(p.start_no),
                         LEADING + len(self._rows))

    def _game_tip(self, g: BoardState, start_no: int) -> str:
        colour = self.tr("White") if g.white == start_no else self.tr("Black")
        outcome = (board_tooltip(g, self._players) if g.decided
                   else self.tr("not played yet"))
        return self.tr("Round {0}, board {1}, {2}: {3}").format(g.round, g.board, colour, outcome)

    def _icon(self, whites: tuple[bool, ...]) -> QIcon:
        icon = self._icons.get(whites)
        if icon is None:
            icon = self._icons[whites] = _colour_icon(whites)
        return icon


def edge_cell(p: Player, column: int, role: int, standing: Standing | None,
              points_column: int) -> Any:
    """No., name, then points and rank: the cells either side of a chart's grid (the
    Swiss wall chart's too)."""
    if role == Qt.ItemDataRole.TextAlignmentRole:
        return None if column == 1 else CENTER
    if role != Qt.ItemDataRole.DisplayRole:
        return None
    if column == 0:
        return str(p.start_no)
    if column == 1:
        return p.name
    if standing is None:  # not ranked (e.g. results annulled after a withdrawal)
        return ""
    return points_text(standing.points) if column == points_column else str(standing.rank)


def _symbol(board: BoardState, me: int) -> str:
    """The row player's outcome of one decided board: 1, ½, 0, +, −; × when annulled."""
    if board.status is BoardStatus.ANNULLED or board.result is None:
        return "×"
    return score_symbol(board.result, board.white == me)


def _colour_icon(whites: tuple[bool, ...]) -> QIcon:
    """Squares side by side: hollow for a game with White, filled for one with Black."""
    pixmap = QPixmap(len(whites) * (SQUARE + 3), SQUARE + 1)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(QColor(40, 40, 40))
    for i, white in enumerate(whites):
        painter.setBrush(QColor(255, 255, 255) if white else QColor(40, 40, 40))
        painter.drawRect(QRect(i * (SQUARE + 3), 0, SQUARE - 1, SQUARE - 1))
    painter.end()
    return QIcon(pixmap)
