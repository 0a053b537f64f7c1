"""What the views show, as read from the services after an action.

Standings are computed from the state's own games only when a view asks for them (the
Standings tab when it is on screen), so typing results on the Pairings tab never waits for
the tie-breaks and showing them never reads the file again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing, Tournament

translate = QCoreApplication.translate  # a name lupdate recognises


@dataclass(frozen=True)
class EventState:
    tournament: Tournament
    settings: EventSettings
    header: dict[str, str]

    @property
    def scheduled(self) -> bool:
        return bool(self.tournament.games)

    @cached_property
    def standings(self) -> list[Standing]:
        return compute_standings(self.tournament, self.settings)

    def with_result(self, rnd: int, board: int, result: Result | None) -> EventState:
        """This state after one result was stored: the game changes, nothing else is re-read."""
        games = tuple(
            replace(g, result=result) if (g.round, g.board) == (rnd, board) else g
            for g in self.tournament.games
        )
        return replace(self, tournament=replace(self.tournament, games=games))


def event_state_text(state: EventState) -> str:
    """The status bar's word on where the event stands."""
    t = state.tournament
    if not state.scheduled:
        return translate("labels", "Registration: {0} players").format(len(t.players))
    open_rounds = sorted({g.round for g in t.games if g.result is None})
    if not open_rounds:
        return translate("labels", "All {0} rounds complete").format(t.rounds)
    entered = sum(1 for g in t.games if g.result is not None)
    return translate("labels", "Round {0} of {1} · {2} of {3} results").format(
        open_rounds[0], t.rounds, entered, len(t.games))
