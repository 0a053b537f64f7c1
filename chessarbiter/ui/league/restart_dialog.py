"""Rule 16.b's restart: after a ruling that voided games played by the wrong players, the
correct player on each restarted board; the other boards keep their players and results."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, explained_form
from chessarbiter.ui.league.correction_commands import RestartLineup

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import StoredMatch
    from chessarbiter.core.league.teams import Team
    from chessarbiter.services.league import League


class RestartDialog(QDialog):
    """``team``'s boards in ``match``: a player box on each restarted board, the rest shown
    as they stay."""

    def __init__(self, match: StoredMatch, team: Team, restarted: Collection[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restarted games (rule 16.b) — {0}, round {1}")
                            .format(team.name, match.round))
        self.setMinimumWidth(560)
        self.match, self.team = match, team
        lineup = match.lineups[team.name]
        names = {e.uscf_id: f"{e.member.name} ({e.uscf_id})" for e in team.roster}
        self.players: dict[int, QComboBox] = {}
        self.now = dict(enumerate(lineup.players, start=1))
        boards = QWidget()
        rows = QFormLayout(boards)
        rows.setContentsMargins(0, 0, 0, 0)
        for board, player in self.now.items():
            label = self.tr("Board {0}").format(board)
            if board in restarted:
                box = QComboBox()
                for uscf_id, name in names.items():
                    box.addItem(name, uscf_id)
                box.setCurrentIndex(max(box.findData(player), 0))
                self.players[board] = box
                rows.addRow(label + self.tr(" (restarted)"), box)
            else:
                rows.addRow(label, QLabel(self.tr("{0} — stays, result {1}").format(
                    names.get(player, player), self._result(board))))
        self.form = ErrorForm()
        self.form.add_field("board", "", boards)
        explained_form(self, self.tr(
            "Rule 16.b: the TD voided the affected games and restarts them anew with the "
            "correct players. Choose the player who now plays each restarted board; the "
            "new order is checked as played."), self.form)

    def _result(self, board: int) -> str:
        stored = self.match.boards.get(board)
        shown = stored.league_result or stored.result if stored else None
        return shown.value if shown else self.tr("none yet")

    def choose(self, board: int, uscf_id: str) -> None:
        """Seat ``uscf_id`` on restarted ``board`` (what a user does in its box)."""
        box = self.players[board]
        box.setCurrentIndex(box.findData(uscf_id))

    def command(self, league: League) -> RestartLineup:
        chosen = {b: str(box.currentData()) for b, box in self.players.items()
                  if box.currentData() != self.now[b]}
        if not chosen:
            raise ActionRefused(self.tr("Choose the correct player for a restarted board"),
                                "board")
        return RestartLineup(league, self.match.round, self.team.name, chosen)
