"""Undoable arbiter actions: each ``redo`` calls one service action, ``undo`` its inverse.

The inverse is called with what the action returned (the previous result, the old player,
the old settings), so undo never guesses. A refused action marks its command obsolete, which
makes :class:`~PySide6.QtGui.QUndoStack` drop it instead of keeping a step that did nothing.
Commands exist only once a file is open, so storage modules are imported by then.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Game
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.changes import Changes
from chessarbiter.ui.common.guarded_command import GuardedCommand
from chessarbiter.ui.common.labels import result_text
from chessarbiter.ui.event.state import EventState

if TYPE_CHECKING:
    from chessarbiter.services.events import EventService
    from chessarbiter.ui.event.early_results import ResultStore

translate = QCoreApplication.translate  # a name lupdate recognises
RESULTS, PLAYERS, INCIDENTS = "results", "players", "incidents"  # topics of Changes


class ServiceCommand(GuardedCommand):
    """An action on an individual event."""

    def __init__(self, service: EventService, text: str) -> None:
        super().__init__(text)
        self.service = service


class SetResult(GuardedCommand):
    """A result typed over ``shown``, the result the window showed: if another computer
    changed the game meanwhile, the service refuses instead of overwriting it. ``service``:
    the document's ``results`` (stored at once, even while storage loads) or its services."""

    touched = Changes.of(RESULTS)

    def __init__(self, service: ResultStore, rnd: int, board: int, result: Result | None,
                 shown: Result | None, confirmed: bool = False) -> None:
        text = (translate("commands", "Result {0}.{1}: {2}").format(rnd, board, result_text(result))
                if result else translate("commands", "Clear result {0}.{1}").format(rnd, board))
        super().__init__(text)
        self.service = service
        self.round, self.board, self.result = rnd, board, result
        self.previous: Result | None = shown
        self.in_force: Result | None = shown
        self.confirmed = confirmed
        #: why a round this step completed could not be backed up (the step is saved)
        self.backup_problem: str | None = None

    def apply(self) -> None:
        self.service.set_result(self.round, self.board, self.result, expected=self.previous,
                                confirmed=self.confirmed)
        self.in_force = self.result
        self.backup_problem = self.service.backup_problem

    def revert(self) -> None:  # undo puts back what the arbiter saw: nothing to ask again
        self.service.set_result(self.round, self.board, self.previous, expected=self.result,
                                confirmed=True)
        self.in_force = self.previous
        self.backup_problem = self.service.backup_problem

    def next_state(self, state: EventState) -> EventState:
        return state.with_result(self.round, self.board, self.in_force)


class AddPlayer(ServiceCommand):
    def __init__(self, service: EventService, player: Player) -> None:
        super().__init__(service, translate("commands", "Add {0}").format(player.name.strip()))
        self.player = player
        self.added: Player | None = None

    def apply(self) -> None:
        self.added = self.service.add_player(self.player)

    def revert(self) -> None:
        assert self.added is not None
        self.service.remove_player(self.added.start_no)


class UpdatePlayer(ServiceCommand):
    def __init__(self, service: EventService, player: Player) -> None:
        super().__init__(service, translate("commands", "Edit {0}").format(player.name.strip()))
        self.player = player
        self.old: Player | None = None

    def apply(self) -> None:
        self.old = self.service.update_player(self.player)

    def revert(self) -> None:
        assert self.old is not None
        self.service.update_player(self.old)


class RemovePlayer(ServiceCommand):
    def __init__(self, service: EventService, player: Player) -> None:
        super().__init__(service, translate("commands", "Remove {0}").format(player.name))
        self.start_no = player.start_no
        self.removed: Player | None = None

    def apply(self) -> None:
        self.removed = self.service.remove_player(self.start_no)

    def revert(self) -> None:
        assert self.removed is not None
        self.service.add_player(self.removed)  # back at its number; later ones move down


class Withdraw(ServiceCommand):
    def __init__(self, service: EventService, player: Player, after_round: int | None,
                 confirmed: bool = False) -> None:
        text = (translate("commands", "Withdraw {0}").format(player.name) if after_round is not None
                else translate("commands", "Reinstate {0}").format(player.name))
        super().__init__(service, text)
        self.start_no, self.after_round = player.start_no, after_round
        self.old: int | None = None
        self.confirmed = confirmed
        self.backup_problem: str | None = None  # as SetResult's: forfeits complete rounds

    def apply(self) -> None:
        self.old = self.service.withdraw(self.start_no, self.after_round,
                                         confirmed=self.confirmed)
        self.backup_problem = self.service.backup_problem

    def revert(self) -> None:
        self.service.withdraw(self.start_no, self.old, confirmed=True)
        self.backup_problem = self.service.backup_problem


class DrawLots(ServiceCommand):
    """Random start numbers; redo repeats the same draw because the seed is kept."""

    def __init__(self, service: EventService, seed: str | None = None) -> None:
        super().__init__(service, translate("commands", "Draw lots"))
        self.seed = seed
        self.seed_before: str | None = None
        self.inverse: dict[int, int] = {}

    def apply(self) -> None:
        before = self.service.tournament().players
        self.seed_before = self.service.lots_seed()
        self.seed = self.service.draw_lots(self.seed)
        self.inverse = _numbering_inverse(before, self.service.tournament().players)

    def revert(self) -> None:
        self.service.set_start_numbers(self.inverse, seed=self.seed_before)


class SetStartNumbers(ServiceCommand):
    """Numbers drawn on the stage by hand, as old number → new number."""

    def __init__(self, service: EventService, mapping: dict[int, int]) -> None:
        super().__init__(service, translate("commands", "Enter drawn start numbers"))
        self.mapping = mapping
        self.inverse: dict[int, int] = {}

    def apply(self) -> None:
        self.inverse = self.service.set_start_numbers(self.mapping)

    def revert(self) -> None:
        self.service.set_start_numbers(self.inverse)


class MakeSchedule(ServiceCommand):
    def __init__(self, service: EventService) -> None:
        super().__init__(service, translate("commands", "Make the schedule"))

    def apply(self) -> None:
        self.service.make_schedule()

    def revert(self) -> None:
        self.service.clear_schedule(discard_results=False)


class ClearSchedule(ServiceCommand):
    """Unlock the player list; undo rebuilds the same schedule and re-enters its results."""

    def __init__(self, service: EventService) -> None:
        super().__init__(service, translate("commands", "Clear the schedule"))
        self.results: tuple[Game, ...] = ()

    def apply(self) -> None:
        self.results = tuple(self.service.tournament().finished_games())
        self.service.clear_schedule(discard_results=True)

    def revert(self) -> None:
        self.service.make_schedule()
        for game in self.results:
            self.service.set_result(game.round, game.board, game.result, expected=None,
                                    confirmed=True)


class ChangeSettings(ServiceCommand):
    """Rule settings and the event's header (name, site, dates…) changed in one step."""

    def __init__(self, service: EventService, settings: dict[str, Any],
                 header: dict[str, str], shown: EventSettings, confirmed: bool = False) -> None:
        super().__init__(service, translate("commands", "Change event settings"))
        self.settings, self.header = settings, header
        self.confirmed = confirmed
        self.shown = {k: getattr(shown, k) for k in settings}  # as the dialog showed them
        self.old_settings: EventSettings | None = None
        self.old_header: dict[str, str] = {}

    def apply(self) -> None:
        self.old_settings = self.service.update_settings(expected=self.shown,
                                                         confirmed=self.confirmed,
                                                         **self.settings)
        try:
            self.old_header = self.service.update_header(**self.header)
        except ActionRefused:
            self.service.update_settings(expected=self.settings, confirmed=True,
                                         **self._old_values())
            raise

    def revert(self) -> None:
        self.service.update_header(**self.old_header)
        self.service.update_settings(expected=self.settings, confirmed=True,
                                     **self._old_values())

    def _old_values(self) -> dict[str, Any]:
        assert self.old_settings is not None
        return {k: getattr(self.old_settings, k) for k in self.settings}


def _numbering_inverse(before: tuple[Player, ...], after: tuple[Player, ...]) -> dict[int, int]:
    """New start number → old one, matching players by everything but their number.

    Two players equal in every detail are interchangeable, so either match restores the list.
    """
    old_numbers: dict[Player, list[int]] = {}
    for p in before:
        old_numbers.setdefault(replace(p, start_no=0), []).append(p.start_no)
    return {p.start_no: old_numbers[replace(p, start_no=0)].pop(0) for p in after}
