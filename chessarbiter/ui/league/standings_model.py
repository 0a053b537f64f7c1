"""A section's table: rank and place, match and game points, and the tie-breaks of the
season's chain the standings applied (rule 25 by default; a column the section never needed,
like 25.a's playoff before one is recorded, is left out)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from chessarbiter.core.league.league_standings import (
    COIN_TOSS,
    GAME_POINTS,
    SectionStandings,
    TeamStanding,
)
from chessarbiter.core.tiebreaks.team.points import MATCH_POINTS
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25_PLACES, RULE_25_TROPHIES
from chessarbiter.ui.common.labels import points_text
from chessarbiter.ui.common.table_model import CENTER, RIGHT, RowsModel
from chessarbiter.ui.league.labels import standings_column

FIXED = 4  # rank, place, team, match points; game points follow


class LeagueStandingsModel(RowsModel[TeamStanding]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._codes: tuple[str, ...] = ()
        self._pending: frozenset[str] = frozenset()
        self._sharing: dict[int, int] = {}
        self._headers = self._titles()

    def _titles(self) -> tuple[str, ...]:
        return (self.tr("Rank"), self.tr("Place"), self.tr("Team"), self.tr("MP"),
                self.tr("GP"), *(standings_column(c)[0] for c in self._codes), self.tr("Note"))

    def header_tooltip(self, column: int) -> str | None:
        tips = {0: self.tr("Trophy order after 25.e-k (shared while a coin toss is pending)"),
                1: self.tr("Place by 25.a-d: teams still tied share it as co-winners"),
                3: self.tr("Match points (rule 24.b)"), 4: self.tr("Game points (25.b)")}
        if FIXED < column <= FIXED + len(self._codes):
            return standings_column(self._codes[column - FIXED - 1])[1]
        return tips.get(column)

    def set_standings(self, standings: SectionStandings | None,
                      chain: Sequence[str] = (*RULE_25_PLACES, *RULE_25_TROPHIES)) -> None:
        """``standings`` with a column for each tie-break of the season's ``chain`` that
        has a value (match and game points have their own columns)."""
        rows = list(standings.rows) if standings else []
        self._codes = tuple(code for code in chain
                            if code not in (GAME_POINTS, MATCH_POINTS)
                            and any(r.tiebreaks.get(code) is not None for r in rows))
        self._pending = frozenset(t for group in (standings.pending_tosses if standings else ())
                                  for t in group)
        self._sharing = {}
        for r in rows:
            self._sharing[r.place] = self._sharing.get(r.place, 0) + 1
        self.replace_rows(rows, key=lambda r: r.team, headers=self._titles())

    def note(self, row: TeamStanding) -> str:
        notes = []
        if self._sharing.get(row.place, 0) > 1:
            notes.append(self.tr("co-winner of place {0}").format(row.place))
        if row.team in self._pending:
            notes.append(self.tr("coin toss pending (25.k)"))
        return "; ".join(notes)

    def cell(self, row: TeamStanding, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                shared = row.team in self._pending
                return f"{row.rank}=" if shared else str(row.rank)
            if column < FIXED + 1:
                return (str(row.rank), str(row.place), row.team, points_text(row.match_points),
                        points_text(row.game_points))[column]
            if column <= FIXED + len(self._codes):
                code = self._codes[column - FIXED - 1]
                value = row.tiebreaks.get(code)
                if value is None:
                    return ""
                return str(round(value)) if code == COIN_TOSS else points_text(value)
            return self.note(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (0, 1):
                return CENTER
            if 2 < column <= FIXED + len(self._codes):
                return RIGHT
        return None
