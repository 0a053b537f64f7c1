"""The ledger's facts as commands: a team's notice that it will not play a round (rule 30.b)
and the food bought on a date (30.d); undo removes the notice or puts back the food record
the action replaced."""

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.ui.league.commands import LeagueCommand

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import FoodBought
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class AddNotice(LeagueCommand):
    def __init__(self, league: League, team: str, rnd: int, given_at: datetime,
                 note: str) -> None:
        super().__init__(league, translate("league", "Notice of {0} for round {1}")
                         .format(team, rnd))
        self.team, self.rnd, self.given_at, self.note = team, rnd, given_at, note
        self.notice_id = 0

    def apply(self) -> None:
        self.notice_id = self.league.facts.add_notice(self.team, self.rnd, self.given_at,
                                                      self.note)

    def revert(self) -> None:
        self.league.facts.remove_notice(self.notice_id)


class SetFood(LeagueCommand):
    """The food bought on ``on`` (None: forget the record)."""

    def __init__(self, league: League, on: date, bought: FoodBought | None) -> None:
        super().__init__(league, translate("league", "Food bought on {0}")
                         .format(on.isoformat()))
        self.on, self.bought = on, bought
        self.before: FoodBought | None = None

    def apply(self) -> None:
        self.before = self.league.facts.set_food(self.bought, self.on)

    def revert(self) -> None:
        self.league.facts.set_food(self.before, self.on)
