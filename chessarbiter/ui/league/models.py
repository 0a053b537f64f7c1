"""Table models of the league window: teams, one team's roster, its log, the sections."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.roster_log import LoggedChange
from chessarbiter.core.league.teams import RosterEntry, Team
from chessarbiter.ui.common.table_model import CENTER, Index, RowsModel
from chessarbiter.ui.league.labels import (
    REGISTRATION_FIELDS,
    day_text,
    decisions_text,
    names_of,
    rating_source_text,
    role_text,
    team_rating_text,
)
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import Assigned

CHECK = Qt.ItemDataRole.CheckStateRole


@dataclass(frozen=True, slots=True)
class TeamRow:
    team: Team
    rating: float | None
    section: str


class TeamsModel(RowsModel[TeamRow]):
    """The season's teams; the Roster / Fee / Deposit cells are check boxes whose toggling is
    announced by :attr:`registrationToggled` (team, field, checked) and stored by the tab."""

    registrationToggled = Signal(str, str, bool)
    FIRST_CHECK = 4
    CHECKS = len(REGISTRATION_FIELDS)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Team"), self.tr("Rating"), self.tr("Section"),
                         self.tr("Players"), self.tr("Roster"), self.tr("Fee"),
                         self.tr("Deposit"), self.tr("Captain"), self.tr("Alternates"))

    def set_state(self, state: LeagueState) -> None:
        rows = [TeamRow(t, state.team_ratings.get(t.name), state.section_of(t.name))
                for t in state.teams]
        self.replace_rows(rows, key=lambda r: r.team.name)

    def _is_check(self, column: int) -> bool:
        return self.FIRST_CHECK <= column < self.FIRST_CHECK + self.CHECKS

    def _received(self, row: TeamRow, column: int) -> date | None:
        field = REGISTRATION_FIELDS[column - self.FIRST_CHECK]
        value: date | None = getattr(row.team.registration, field)
        return value

    def cell(self, row: TeamRow, column: int, role: int) -> Any:
        team = row.team
        if self._is_check(column):
            received = self._received(row, column)
            if role == CHECK:
                return Qt.CheckState.Checked if received else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.DisplayRole:
                return day_text(received)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (team.name, team_rating_text(row.rating), row.section, str(len(team.roster)),
                    "", "", "", names_of(team, (team.captain,)),
                    names_of(team, team.alternates))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (1, 2, 3):
            return CENTER
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and self._is_check(index.column()):
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Announce the toggle; the cell changes when the stored registration is read back."""
        if role != CHECK or not index.isValid() or not self._is_check(index.column()):
            return False
        checked = Qt.CheckState(value) == Qt.CheckState.Checked
        field = REGISTRATION_FIELDS[index.column() - self.FIRST_CHECK]
        self.registrationToggled.emit(self.row_at(index.row()).team.name, field, checked)
        return False


class RosterModel(RowsModel[RosterEntry]):
    """One team's roster: who, US Chess ID, the frozen rating and where it came from."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._team: Team | None = None
        self._headers = (self.tr("Name"), self.tr("US Chess ID"), self.tr("Rating"),
                         self.tr("Rating from"), self.tr("Membership until"), self.tr("Role"),
                         self.tr("Added"))

    def set_team(self, team: Team | None) -> None:
        self._team = team
        self.replace_rows(list(team.roster) if team else [],
                          key=lambda e: (team.name if team else "", e.uscf_id))

    def cell(self, e: RosterEntry, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            assert self._team is not None
            return (e.member.name, e.uscf_id, _rating(e.rating), rating_source_text(e.rating),
                    day_text(e.member.expiry), role_text(self._team.role(e.uscf_id)),
                    day_text(e.added_on))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (1, 2, 4, 5, 6):
            return CENTER
        if (role == Qt.ItemDataRole.ForegroundRole and column == 3
                and e.rating.source is RatingSource.ASSIGNED):
            return Qt.GlobalColor.darkBlue
        return None


def _rating(rating: FrozenRating) -> str:
    return "unrated" if rating.value is None else str(rating.value)


@dataclass(frozen=True, slots=True)
class LogLine:
    on: str
    what: str
    rules: str
    approval: str


class LogModel(RowsModel[LogLine]):
    """A team's roster changes (its registration first) and the ratings assigned on it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Date"), self.tr("Change"), self.tr("Rule 13"),
                         self.tr("Approved by"))

    def set_log(self, team: Team | None, changes: Sequence[LoggedChange],
                assigned: Sequence[Assigned]) -> None:
        lines = [self._change_line(team, c) for c in changes] + [
            LogLine(a.assignment.at.strftime("%Y-%m-%d"),
                    self.tr("{0}: rating {1} assigned (was {2})").format(
                        a.assignment.uscf_id, a.assignment.rating,
                        a.assignment.previous if a.assignment.previous is not None
                        else self.tr("unrated")),
                    a.assignment.reason, a.assignment.by)
            for a in assigned if team is not None and a.team == team.name
        ]
        self.replace_rows(lines, key=lambda line: line)

    def _change_line(self, team: Team | None, logged: LoggedChange) -> LogLine:
        change = logged.change
        parts = []
        if change.add:
            parts.append(self.tr("added {0}").format(", ".join(e.member.name for e in change.add)))
        if change.remove:
            parts.append(self.tr("removed {0}").format(", ".join(change.remove)))
        approval = logged.approval
        by = ("" if approval is None else
              f"{approval.by}, {approval.at:%Y-%m-%d %H:%M}"
              + (f" — {approval.note}" if approval.note else ""))
        return LogLine(change.on.isoformat(), "; ".join(parts), decisions_text(logged.decisions),
                       by)

    def cell(self, line: LogLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (line.on, line.what, line.rules, line.approval)[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 2:
            return line.rules
        return None


@dataclass(frozen=True, slots=True)
class SectionRow:
    section: str
    number: int
    team: str
    rating: float | None


class SectionsModel(RowsModel[SectionRow]):
    """The sections, each team with its pairing number and team rating."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = (self.tr("Section"), self.tr("No."), self.tr("Team"),
                         self.tr("Team rating"))

    def set_state(self, state: LeagueState) -> None:
        rows = [SectionRow(s.name, n, t, state.team_ratings.get(t))
                for s in state.sections for n, t in enumerate(s.teams, start=1)]
        self.replace_rows(rows, key=lambda r: r)

    def cell(self, r: SectionRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (r.section if r.number == 1 else "", str(r.number), r.team,
                    team_rating_text(r.rating))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != 2:
            return CENTER
        return None
