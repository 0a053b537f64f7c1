"""Undoable play-off steps: starting the play-off and recording one action of it.

The play-off is stored as one replayable record, so undo simply puts back the record as it was
before the action. A bid never appears in a command's text: the Edit menu would show it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.playoffs import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
)
from chessarbiter.ui.common.labels import result_text
from chessarbiter.ui.event.commands import ServiceCommand
from chessarbiter.ui.event.playoff_labels import colour_name, player_name, step_title

if TYPE_CHECKING:
    from chessarbiter.services.events import EventService
    from chessarbiter.services.playoffs import PlayoffService

translate = QCoreApplication.translate  # a name lupdate recognises

Record = dict[str, Any] | None


def _playoffs(service: EventService) -> PlayoffService:
    from chessarbiter.services.playoffs import PlayoffService

    return PlayoffService(service)


class StartPlayoff(ServiceCommand):
    """Seed the players tied for first and store their play-off (refused while games are open).

    Redo puts back the very play-off undone, so a lot among level players is not drawn again.
    """

    def __init__(self, service: EventService) -> None:
        super().__init__(service, translate("playoffs", "Start the play-off"))
        self.before: Record = None
        self.started: Record = None

    def apply(self) -> None:
        playoffs = _playoffs(self.service)
        if self.started is None:
            self.before = playoffs.start()
            self.started = playoffs.record()
        else:
            playoffs.restore(self.started, expected=self.before)

    def revert(self) -> None:
        _playoffs(self.service).restore(self.before, expected=self.started)


class RecordChange(ServiceCommand):
    """A change of the stored record (undo puts back the one before, unless another computer
    changed it meanwhile)."""

    def __init__(self, service: EventService, text: str) -> None:
        super().__init__(service, text)
        self.before: Record = None
        self.after: Record = None

    def change(self, playoffs: PlayoffService) -> Record:
        raise NotImplementedError

    def apply(self) -> None:
        playoffs = _playoffs(self.service)
        self.before = self.change(playoffs)
        self.after = playoffs.record()

    def revert(self) -> None:
        _playoffs(self.service).restore(self.before, expected=self.after)


class ApplyPlayoffAction(RecordChange):
    """One lot, sealed bid, coin flip, colour choice, result or selection of four."""

    def __init__(self, service: EventService, action: Action,
                 shown: Mapping[str, Any] | None, names: Mapping[int, str] | None = None) -> None:
        super().__init__(service, action_text(action, names or {}))
        self.action = action
        self.shown = shown  # the record the window showed: another computer's entry wins

    def change(self, playoffs: PlayoffService) -> Record:
        before = playoffs.apply(self.action, expected=dict(self.shown) if self.shown else None)
        self.shown = before  # a redo after undo finds the record undo put back
        return before


class KeepPlayoff(RecordChange):
    """The arbiter keeps an out-of-date play-off (logged with the reason)."""

    def __init__(self, service: EventService) -> None:
        super().__init__(service, translate("playoffs", "Keep the play-off"))

    def change(self, playoffs: PlayoffService) -> Record:
        return playoffs.keep()


class RedoPlayoff(RecordChange):
    """The arbiter redoes an out-of-date play-off from the standings of now (logged)."""

    def __init__(self, service: EventService) -> None:
        super().__init__(service, translate("playoffs", "Redo the play-off"))

    def change(self, playoffs: PlayoffService) -> Record:
        return playoffs.redo()


def action_text(action: Action, names: Mapping[int, str]) -> str:
    """What the Undo / Redo entries call an action; a bid's time stays out of it."""
    if isinstance(action, ColourLot):
        return translate("playoffs", "Colour lot, {0}").format(step_title(action.step))
    if isinstance(action, Bid):
        return translate("playoffs", "Sealed bid of {0}, {1}").format(
            player_name(names, action.player), step_title(action.step))
    if isinstance(action, CoinFlip):
        return translate("playoffs", "Coin flip, {0}").format(step_title(action.step))
    if isinstance(action, ColourChoice):
        return translate("playoffs", "{0} takes {1}, {2}").format(
            player_name(names, action.player), colour_name(action.colour),
            step_title(action.step))
    if isinstance(action, GameResult):
        return translate("playoffs", "{0} game {1}: {2}").format(
            step_title(action.step), action.game, result_text(action.result))
    return translate("playoffs", "Select the four play-off players")
