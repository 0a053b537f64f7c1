"""League actions as commands: ``apply`` calls one service action, ``revert`` its inverse with
what the action returned.

Where the services have no inverse (a rule-13 roster change, an assigned rating, a rating
list, a cancelled or added date) the command is not undoable: :attr:`undoable` is False and
the document runs it outside the undo stack, saying so, instead of faking an undo.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.roster_log import Approval
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.teams import Registration
from chessarbiter.ui.common.guarded_command import GuardedCommand

if TYPE_CHECKING:
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class LeagueCommand(GuardedCommand):
    """An action on a league season."""

    written = "season file"

    def __init__(self, league: League, text: str) -> None:
        super().__init__(text)
        self.league = league


class ChangeSettings(LeagueCommand):
    """Season settings changed (stored form, as parse_setting gives them); undo puts the
    earlier values back."""

    def __init__(self, league: League, changes: dict[str, Any], text: str) -> None:
        super().__init__(league, text)
        self.changes = changes
        self.old: dict[str, Any] = {}

    def apply(self) -> None:
        self.old = self.league.season.update_settings(self.changes)

    def revert(self) -> None:
        self.league.season.update_settings(self.old)


class FinalCommand(LeagueCommand):
    """An action the services cannot reverse: it runs once, outside the undo stack."""

    undoable = False

    def revert(self) -> None:
        raise AssertionError("a final command is never on the undo stack")


class ImportRoster(LeagueCommand):
    def __init__(self, league: League, data: bytes, source: str, on: date, team: str = "") -> None:
        super().__init__(league, translate("league", "Import roster {0}").format(source))
        self.data, self.source, self.on, self.team = data, source, on, team
        self.imported = ""

    def apply(self) -> None:
        self.imported = self.league.rosters.import_roster(self.data, self.source, self.on,
                                                          self.team).name
        self.setText(translate("league", "Import roster of {0}").format(self.imported))

    def revert(self) -> None:
        self.league.rosters.remove_team(self.imported)


class Register(LeagueCommand):
    def __init__(self, league: League, team: str, registration: Registration) -> None:
        super().__init__(league, translate("league", "Registration of {0}").format(team))
        self.team, self.registration = team, registration
        self.old: Registration | None = None

    def apply(self) -> None:
        self.old = self.league.rosters.register(self.team, self.registration)

    def revert(self) -> None:
        assert self.old is not None
        self.league.rosters.register(self.team, self.old)


class SaveSections(LeagueCommand):
    """Propose sections (``move`` None) or move a team into another section."""

    def __init__(self, league: League, move: tuple[str, str] | None = None) -> None:
        text = (translate("league", "Propose sections") if move is None
                else translate("league", "Move {0} to section {1}").format(*move))
        super().__init__(league, text)
        self.move = move
        self.old: tuple[Section, ...] = ()

    def apply(self) -> None:
        sections = self.league.sections
        self.old = sections.propose() if self.move is None else sections.move(*self.move)

    def revert(self) -> None:
        self.league.sections.save(self.old)


class MakeSchedule(LeagueCommand):
    def __init__(self, league: League) -> None:
        super().__init__(league, translate("league", "Make schedule"))

    def apply(self) -> None:
        self.league.schedule.make()

    def revert(self) -> None:
        self.league.schedule.clear()


class ChangeRoster(FinalCommand):
    def __init__(self, league: League, team: str, on: date, add: Sequence[FormRow],
                 remove: Sequence[str], approval: Approval | None) -> None:
        super().__init__(league, translate("league", "Roster change of {0}").format(team))
        self.team, self.on, self.add, self.remove = team, on, tuple(add), tuple(remove)
        self.approval = approval

    def apply(self) -> None:
        self.league.rosters.change(self.team, self.on, self.add, self.remove, self.approval)


class AssignRating(FinalCommand):
    def __init__(self, league: League, uscf_id: str, rating: int, by: str, reason: str) -> None:
        super().__init__(league, translate("league", "Assign {0} to {1}").format(rating, uscf_id))
        self.uscf_id, self.rating, self.by, self.reason = uscf_id, rating, by, reason

    def apply(self) -> None:
        self.league.ratings.assign(self.uscf_id, self.rating, self.by, self.reason)


class LoadRatingList(FinalCommand):
    def __init__(self, league: League, data: bytes, source: str, month: date,
                 accept_moves: bool = False) -> None:
        super().__init__(league, translate("league", "Rating list {0:%B %Y}").format(month))
        self.data, self.source, self.month = data, source, month
        self.accept_moves = accept_moves

    def apply(self) -> None:
        self.league.ratings.load_list(self.data, self.source, self.month, self.accept_moves)


class CancelDate(FinalCommand):
    def __init__(self, league: League, on: date, reason: str) -> None:
        super().__init__(league, translate("league", "Cancel {0}").format(on.isoformat()))
        self.on, self.reason = on, reason

    def apply(self) -> None:
        self.league.schedule.cancel_date(self.on, self.reason)


class AddDate(FinalCommand):
    def __init__(self, league: League, section: str, on: date, agreed: Collection[str]) -> None:
        super().__init__(league, translate("league", "Add {0} to section {1}")
                         .format(on.isoformat(), section))
        self.section, self.on, self.agreed = section, on, tuple(agreed)

    def apply(self) -> None:
        self.league.schedule.add_date(self.section, self.on, self.agreed)
