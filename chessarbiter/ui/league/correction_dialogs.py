"""Corrections of a team's record after registration: its captain and alternate captains
(rules 10.a-c) and a member's details as rule 12 lists them. Both ask why, for the audit log
(which adds who and when); the services check the rules and say what they refuse."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from chessarbiter.core.league.teams import Member, Team
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, explained_form
from chessarbiter.ui.league.correction_commands import CorrectMember, SetOfficers

if TYPE_CHECKING:
    from chessarbiter.services.league import League

NO_DATE = QDate(1900, 1, 1)  # the date box's lowest value, shown as "none"
_TEXT_FIELDS = ("name", "uscf_id", "cell_phone", "home_phone", "work_phone", "email",
                "address")


def _player_box(team: Team, chosen: str) -> QComboBox:
    box = QComboBox()
    for e in team.roster:
        box.addItem(f"{e.member.name} ({e.uscf_id})", e.uscf_id)
    box.setCurrentIndex(max(box.findData(chosen), 0))
    return box


class OfficersDialog(QDialog):
    """The captain and the alternate captains of ``team`` from now on."""

    def __init__(self, team: Team, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        self.setWindowTitle(self.tr("Captains of {0} (rule 10)").format(team.name))
        self.setMinimumWidth(560)
        self.captain = _player_box(team, team.captain)
        self.alternates = QListWidget()
        for e in team.roster:
            item = QListWidgetItem(f"{e.member.name} ({e.uscf_id})")
            item.setData(Qt.ItemDataRole.UserRole, e.uscf_id)
            item.setCheckState(Qt.CheckState.Checked if e.uscf_id in team.alternates
                               else Qt.CheckState.Unchecked)
            self.alternates.addItem(item)
        rows = max(self.alternates.count(), 1)  # every member shown, no empty space below
        self.alternates.setFixedHeight(self.alternates.sizeHintForRow(0) * rows
                                       + 2 * self.alternates.frameWidth() + 4)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. captain's e-mail of 2011-11-02"))
        self.form = ErrorForm()
        self.form.add_field("player", self.tr("Captain"), self.captain)
        self.form.add_field("alternates", self.tr("Alternate captains"), self.alternates)
        self.form.add_field("reason", self.tr("Reason"), self.reason)
        explained_form(self, self.tr(
            "Rule 10.a: a team may change its captain at any time on notice to the Match "
            "Director; 10.b-c: alternate captains serve in the captain's absence. A captain "
            "needs a cell phone and an e-mail address (rule 12)."), self.form)

    def set_alternates(self, ids: set[str]) -> None:
        """Tick exactly ``ids`` (what a user does in the list)."""
        for n in range(self.alternates.count()):
            item = self.alternates.item(n)
            item.setCheckState(Qt.CheckState.Checked
                               if item.data(Qt.ItemDataRole.UserRole) in ids
                               else Qt.CheckState.Unchecked)

    def command(self, league: League) -> SetOfficers:
        captain = str(self.captain.currentData())
        ticked = [str(self.alternates.item(n).data(Qt.ItemDataRole.UserRole))
                  for n in range(self.alternates.count())
                  if self.alternates.item(n).checkState() == Qt.CheckState.Checked]
        return SetOfficers(league, self.team.name, captain,
                           [a for a in ticked if a != captain], self.reason.text().strip())


class MemberDialog(QDialog):
    """One member's rule-12 details, filled with what the roster holds; only what the
    director changes is sent."""

    def __init__(self, team: Team, uscf_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        self.setWindowTitle(self.tr("Correct a member's details — {0}").format(team.name))
        self.setMinimumWidth(600)
        self.player = _player_box(team, uscf_id)
        self.texts = {name: QLineEdit() for name in _TEXT_FIELDS}
        self.expiry = QDateEdit()
        self.expiry.setCalendarPopup(True)
        self.expiry.setDisplayFormat("yyyy-MM-dd")
        self.expiry.setMinimumDate(NO_DATE)
        self.expiry.setSpecialValueText(self.tr("none"))
        self.reason = QLineEdit()
        self.form = ErrorForm()
        self.form.add_field("player", self.tr("Member"), self.player)
        labels = {"name": self.tr("Name"), "uscf_id": self.tr("US Chess ID"),
                  "cell_phone": self.tr("Cell phone"), "home_phone": self.tr("Home phone"),
                  "work_phone": self.tr("Work phone"), "email": self.tr("E-mail"),
                  "address": self.tr("Postal address")}
        for name in _TEXT_FIELDS[:2]:
            self.form.add_field(name, labels[name], self.texts[name])
        self.form.add_field("expiry", self.tr("Membership expires"), self.expiry)
        for name in _TEXT_FIELDS[2:]:
            self.form.add_field(name, labels[name], self.texts[name])
        self.form.add_field("reason", self.tr("Reason"), self.reason)
        explained_form(self, self.tr(
            "Rule 12's details of a member on the roster now. A corrected expiry counts for "
            "rule 30.c: each date the member played after it costs the fine. The US Chess ID "
            "cannot change once the member has a game (the reports name them by it)."),
            self.form)
        self.player.currentIndexChanged.connect(lambda _i: self._fill())
        self._fill()

    def member(self) -> Member:
        entry = self.team.entry(str(self.player.currentData()))
        assert entry is not None, "the box lists the roster's members"
        return entry.member

    def _fill(self) -> None:
        member = self.member()
        for name, edit in self.texts.items():
            edit.setText(getattr(member, name))
        self.expiry.setDate(QDate(member.expiry) if member.expiry else NO_DATE)

    def set_expiry(self, day: date | None) -> None:
        self.expiry.setDate(QDate(day) if day else NO_DATE)

    def changes(self) -> dict[str, Any]:
        """The details that differ from the roster's, in the services' form."""
        member = self.member()
        typed: dict[str, Any] = {n: e.text().strip() for n, e in self.texts.items()}
        chosen = self.expiry.date()
        typed["expiry"] = None if chosen == NO_DATE else chosen.toPython()
        return {n: v for n, v in typed.items() if v != getattr(member, n)}

    def command(self, league: League) -> CorrectMember:
        changes = self.changes()
        if not changes:
            raise ActionRefused(self.tr("These are the roster's details now: change one "
                                        "before saving"), "player")
        return CorrectMember(league, self.team.name, self.member().uscf_id, changes,
                             self.reason.text().strip())
