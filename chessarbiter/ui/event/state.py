"""What the views show, as read from the services after an action.

Standings, the boards' status and the play-off's are computed from the state's own facts only
when a view asks for them (the Standings tab when it is on screen), so typing results on the
Pairings tab never waits for the tie-breaks and showing them never reads the file again. Every
tab reads them from here, so no two tabs can disagree about a board or the play-off.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.boards import EventBoards, after_result, event_boards
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.text import counted
from chessarbiter.core.tournament import Standing, Tournament

if TYPE_CHECKING:
    from chessarbiter.core.playoff_status import PlayoffStatus
    from chessarbiter.db.snapshot import Snapshot
    from chessarbiter.reports.options import EventInfo

translate = QCoreApplication.translate  # a name lupdate recognises


@dataclass(frozen=True)
class EventState:
    tournament: Tournament
    settings: EventSettings
    header: dict[str, str]
    #: (round, start number) → the incident whose decision forfeited that game
    forfeits: Mapping[tuple[int, int], int] = field(default_factory=dict)
    #: the stored play-off record (None: no play-off stored)
    playoff_record: Mapping[str, Any] | None = None
    #: (round, board) → what a Swiss pairing changed by hand breaks, and whether the arbiter
    #: asked for it to be marked on the pairing sheet
    pairing_notes: Mapping[tuple[int, int], tuple[str, bool]] = field(default_factory=dict)

    @classmethod
    def of_snapshot(cls, snapshot: Snapshot) -> EventState:
        """A round robin's state as read without storage (a Swiss's notes need the services)."""
        return cls(snapshot.tournament, snapshot.settings, snapshot.header, snapshot.forfeits,
                   snapshot.playoff)

    @property
    def scheduled(self) -> bool:
        return bool(self.tournament.games)

    @cached_property
    def standings(self) -> list[Standing]:
        from chessarbiter.core.standings import compute_standings  # not for the first paint

        return compute_standings(self.tournament, self.settings)

    @cached_property
    def changed_pairings(self) -> frozenset[tuple[int, int]]:
        """(round, start number) of the players on boards to mark as changed by hand (a
        Swiss's only: its rules load with it, not with a round robin)."""
        from chessarbiter.core.swiss_manual import marked_seats

        return marked_seats(self.tournament, self.pairing_notes)

    @cached_property
    def boards(self) -> EventBoards:
        return event_boards(self.tournament, self.settings, self.forfeits)

    @property
    def report_info(self) -> EventInfo:
        """The event as the window's printouts head it (notice, rating and currency too)."""
        from chessarbiter.ui.common.report_files import event_info  # with the first printout

        return event_info(self.header, self.report_notice, self.settings.rating_shown,
                          self.settings.currency)

    @property
    def report_notice(self) -> str:
        """What printouts say above their content while the play-off is out of date."""
        stale = self.playoff.stale_message
        return translate("labels", "The play-off is out of date. {0}").format(stale) \
            if stale else ""

    @cached_property
    def playoff(self) -> PlayoffStatus:
        from chessarbiter.core.playoff_status import playoff_status  # not for the first paint

        return playoff_status(self.playoff_record, self.tournament, self.settings,
                              self.forfeits)

    def with_result(self, rnd: int, board: int, result: Result | None) -> EventState:
        """This state after one result was stored: the game changes, nothing else is re-read."""
        games = tuple(
            replace(g, result=result) if (g.round, g.board) == (rnd, board) else g
            for g in self.tournament.games
        )
        after = replace(self, tournament=replace(self.tournament, games=games))
        if "boards" in self.__dict__:  # worked out already: only the one board again
            after.__dict__["boards"] = after_result(self.boards, after.tournament,
                                                    self.settings, self.forfeits, rnd, board)
        return after


def event_state_text(state: EventState) -> str:
    """The status bar's word on where the event stands."""
    t = state.tournament
    if not state.scheduled:
        return counted(len(t.players), translate("labels", "Registration: {0} player"),
                       translate("labels", "Registration: {0} players"))
    boards = state.boards
    first_open = boards.first_open_round
    total = state.settings.swiss_rounds if state.settings.swiss else t.rounds
    if first_open is None:
        if t.rounds < total:  # a Swiss between rounds
            return translate("labels", "Round {0} of {1} complete: pair round {2}").format(
                t.rounds, total, t.rounds + 1)
        return translate("labels", "All {0} rounds complete").format(total)
    return translate("labels", "Round {0} of {1} · {2} of {3} games decided").format(
        first_open, total, boards.decided(), len(boards.games()))
