"""Actions of a Swiss event (:class:`~chessarbiter.services.swiss.SwissService`):
pair the next round, byes asked for before a round, late entries, and pairings changed by
hand before the round starts (:class:`~chessarbiter.services.swiss_changes.SwissChanges`).

Each command calls the service with what the window showed (the round it offered to pair),
so a round another computer paired meanwhile is refused, never paired twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind
from chessarbiter.ui.common.changes import Changes
from chessarbiter.ui.common.guarded_command import GuardedCommand
from chessarbiter.ui.event.commands import PLAYERS, RESULTS

if TYPE_CHECKING:
    from chessarbiter.services.swiss import SwissService
    from chessarbiter.services.swiss_changes import PairingChange, SwissChanges
    from chessarbiter.services.swiss_late import LateEntries, RemovedEntry

translate = QCoreApplication.translate  # a name lupdate recognises
BYE_NAMES = {ByeKind.HALF: "half-point bye", ByeKind.ZERO: "zero-point bye",
             ByeKind.FULL: "full-point bye"}


def bye_name(kind: ByeKind) -> str:
    return translate("swiss", BYE_NAMES[kind])


class SwissCommand(GuardedCommand):
    """An action on a Swiss event's rounds."""

    touched = Changes.of(RESULTS, PLAYERS)

    def __init__(self, service: SwissService, text: str) -> None:
        super().__init__(text)
        self.service = service


class PairNext(SwissCommand):
    """Pair round ``rnd`` (the round the window offered); undo takes the round back while it
    has no result, redo pairs it again (the same pairing: the engine is deterministic and the
    initial colour, once drawn, is stored)."""

    def __init__(self, service: SwissService, rnd: int) -> None:
        super().__init__(service, translate("swiss", "Pair round {0}").format(rnd))
        self.round = rnd

    def apply(self) -> None:
        self.service.pair_next(expected_round=self.round)

    def revert(self) -> None:
        self.service.unpair(self.round)


class RequestBye(SwissCommand):
    """A bye a player asked for before round ``rnd`` is paired."""

    def __init__(self, service: SwissService, player: Player, rnd: int, kind: ByeKind) -> None:
        super().__init__(service, translate("swiss", "{0}: {1} in round {2}").format(
            player.name, bye_name(kind), rnd))
        self.start_no, self.round, self.kind = player.start_no, rnd, kind
        self.before: ByeKind | None = None

    def apply(self) -> None:
        self.before = self.service.request_bye(self.start_no, self.round, self.kind)

    def revert(self) -> None:
        if self.before is None:
            self.service.cancel_bye(self.start_no, self.round)
        else:
            self.service.request_bye(self.start_no, self.round, self.before)


class CancelBye(SwissCommand):
    def __init__(self, service: SwissService, player: Player, rnd: int) -> None:
        super().__init__(service, translate("swiss", "{0}: no bye in round {1}").format(
            player.name, rnd))
        self.start_no, self.round = player.start_no, rnd
        self.kind: ByeKind | None = None

    def apply(self) -> None:
        self.kind = self.service.cancel_bye(self.start_no, self.round)

    def revert(self) -> None:
        assert self.kind is not None
        self.service.request_bye(self.start_no, self.round, self.kind)


class LateEntry(SwissCommand):
    """A player registered after round 1 was paired: the rounds already paired are
    ``missed`` byes. Undo takes the entry back while no round paired since has them on a
    board (their byes go with them); redo enters them again, at the same number."""

    def __init__(self, service: LateEntries, player: Player,
                 missed: ByeKind = ByeKind.ZERO) -> None:
        super().__init__(service, translate("swiss", "Late entry {0}").format(
            player.name.strip()))
        self.entries = service
        self.player, self.missed = player, missed
        self.added: Player | None = None

    def apply(self) -> None:
        self.added = self.entries.late_entry(self.player, self.missed)

    def revert(self) -> None:
        assert self.added is not None
        self.entries.remove_late_entry(self.added.start_no)


class RemoveLateEntry(SwissCommand):
    """A late entry made by mistake taken off the list (Players tab ▸ Remove) while no round
    paired since has them on a board; undo enters them again, with the byes they had."""

    def __init__(self, service: LateEntries, player: Player) -> None:
        super().__init__(service, translate("swiss", "Remove late entry {0}").format(
            player.name))
        self.entries, self.start_no = service, player.start_no
        self.removed: RemovedEntry | None = None

    def apply(self) -> None:
        self.removed = self.entries.remove_late_entry(self.start_no)

    def revert(self) -> None:
        assert self.removed is not None
        back = self.entries.late_entry(self.removed.player, self.removed.missed)
        for rnd, kind in self.removed.ahead:
            self.entries.request_bye(back.start_no, rnd, kind)


class PairingChangeCommand(SwissCommand):
    """A change by hand to the round last paired; undo puts its boards back with the notes
    and marks they had (none, when the engine's pairing stood), redo makes it again."""

    def __init__(self, service: SwissChanges, text: str) -> None:
        super().__init__(service, text)
        self.changes = service
        self.made: PairingChange | None = None

    def revert(self) -> None:
        assert self.made is not None
        self.changes.undo(self.made)


class SwapColours(PairingChangeCommand):
    """White and Black exchanged on ``board`` of the round last paired."""

    def __init__(self, service: SwissChanges, rnd: int, board: int, mark: bool) -> None:
        super().__init__(service, translate("swiss", "Swap the colours on board {0}.{1}")
                         .format(rnd, board))
        self.round, self.board, self.mark = rnd, board, mark

    def apply(self) -> None:
        self.made = self.changes.swap_colours(self.round, self.board, mark=self.mark)


class SwapPlayers(PairingChangeCommand):
    """Two players of the round last paired exchanged between their boards, each taking the
    other's colour."""

    def __init__(self, service: SwissChanges, rnd: int, first: Player, second: Player,
                 mark: bool) -> None:
        super().__init__(service, translate("swiss", "Round {0}: swap {1} and {2}").format(
            rnd, first.name, second.name))
        self.round, self.first, self.second = rnd, first.start_no, second.start_no
        self.mark = mark

    def apply(self) -> None:
        self.made = self.changes.swap_players(self.round, self.first, self.second,
                                              mark=self.mark)
