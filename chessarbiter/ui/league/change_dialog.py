"""A captain's roster change (rule 13): players removed and added on a date, the rules'
verdict shown as it is typed, and the Match Director's name and note when one asks for it."""

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.roster_log import Approval
from chessarbiter.core.league.roster_rules import Decision, Verdict
from chessarbiter.core.league.teams import Member, Team
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.league.commands import ChangeRoster
from chessarbiter.ui.league.labels import verdict_text

if TYPE_CHECKING:
    from chessarbiter.services.league import League

ADD_FIELDS = ("name", "uscf_id", "expiry", "cell_phone", "email", "address", "rating")
_COLOURS = {Verdict.ALLOWED: "#1b6e20", Verdict.APPROVAL: "#a15c00", Verdict.REFUSED: "#b00020"}


class InputProblem(ValueError):
    """A cell of the added players that is not a date or a number where one is needed."""


class ChangeDialog(QDialog):
    def __init__(self, league: League, team: Team, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.league, self.team = league, team
        self.setWindowTitle(self.tr("Roster change — {0}").format(team.name))
        self.resize(980, 620)
        self.on = QDateEdit(QDate.currentDate())
        self.on.setCalendarPopup(True)
        self.on.setDisplayFormat("yyyy-MM-dd")
        self.remove = QListWidget()
        for entry in team.roster:
            item = QListWidgetItem(f"{entry.member.name} ({entry.uscf_id})")
            item.setData(Qt.ItemDataRole.UserRole, entry.uscf_id)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.remove.addItem(item)
        self.add = QTableWidget(0, len(ADD_FIELDS))
        self.add.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("US Chess ID"), self.tr("Membership until"),
            self.tr("Cell phone"), self.tr("E-mail"), self.tr("Address"), self.tr("Rating")])
        self.add.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.add.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        add_row = QPushButton(self.tr("Add a player"))
        add_row.clicked.connect(lambda: self.add.insertRow(self.add.rowCount()))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.director = QLineEdit()
        self.note = QLineEdit()
        self.approval_box = QWidget()
        approval = QFormLayout(self.approval_box)
        approval.setContentsMargins(0, 0, 0, 0)
        approval.addRow(self.tr("Approved by (Match Director)"), self.director)
        approval.addRow(self.tr("Note"), self.note)
        self.buttons = ok_cancel(self)

        top = QFormLayout()
        top.addRow(self.tr("Date of the captain's letter"), self.on)
        lists = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Remove")))
        left.addWidget(self.remove)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Add (dates as 2012-12-31)")))
        right.addWidget(self.add)
        right.addWidget(add_row, 0, Qt.AlignmentFlag.AlignLeft)
        lists.addLayout(left, 1)
        lists.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(lists, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.approval_box)
        layout.addWidget(self.buttons)

        self.decisions: tuple[Decision, ...] = ()
        self.on.dateChanged.connect(self.review)
        self.remove.itemChanged.connect(self.review)
        self.add.itemChanged.connect(self.review)
        self.add.model().rowsInserted.connect(self.review)
        self.director.textChanged.connect(self._enable_ok)
        self.review()

    def change_date(self) -> date:
        day: date = self.on.date().toPython()  # type: ignore[assignment]
        return day

    def removed(self) -> list[str]:
        return [str(self.remove.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.remove.count())
                if self.remove.item(i).checkState() == Qt.CheckState.Checked]

    def added(self) -> list[FormRow]:
        """The filled rows of the add table; :class:`InputProblem` names a bad cell."""
        rows = []
        for r in range(self.add.rowCount()):
            values = {f: (item.text().strip() if (item := self.add.item(r, c)) else "")
                      for c, f in enumerate(ADD_FIELDS)}
            if not any(values.values()):
                continue
            rating, expiry = values.pop("rating"), values.pop("expiry")
            if rating and not rating.isdigit():
                raise InputProblem(self.tr("added player {0}: rating {1!r} is not a whole "
                                           "number").format(r + 1, rating))
            try:
                day = date.fromisoformat(expiry) if expiry else None
            except ValueError:
                raise InputProblem(self.tr("added player {0}: membership date {1!r} is not a "
                                           "date like 2012-12-31").format(r + 1, expiry)) from None
            rows.append(FormRow(Member(expiry=day, **values),
                                rating=int(rating) if rating else None))
        return rows

    def review(self, *_args: object) -> None:
        """Ask the rules about the change as it stands and show every decision."""
        self.decisions = ()
        try:
            added, removed = self.added(), self.removed()
            if added or removed:
                from chessarbiter.ui.league.verdict import review_change

                self.decisions = review_change(self.league, self.team.name, self.change_date(),
                                               added, removed)
                lines = [f"<span style='color:{_COLOURS[d.verdict]}'>rule {d.rule}: "
                         f"<b>{verdict_text(d.verdict)}</b> — {_escape(d.reason)}</span>"
                         for d in self.decisions]
                text = "<br>".join(lines) or self.tr("No rule has anything to say.")
            else:
                text = self.tr("Tick players to remove or add players.")
        except ValueError as exc:
            text = f"<span style='color:#b00020'>{_escape(str(exc))}</span>"
            self.decisions = (Decision(Verdict.REFUSED, "-", str(exc)),)
        self.verdict.setText(text)
        self.approval_box.setVisible(self.needs_approval())
        self._enable_ok()

    def needs_approval(self) -> bool:
        return any(d.verdict is Verdict.APPROVAL for d in self.decisions)

    def _enable_ok(self) -> None:
        refused = any(d.verdict is Verdict.REFUSED for d in self.decisions)
        ready = bool(self.decisions) and not refused and (
            not self.needs_approval() or bool(self.director.text().strip()))
        self.buttons.button(self.buttons.StandardButton.Ok).setEnabled(ready)

    def command(self) -> ChangeRoster:
        approval = (Approval(self.director.text().strip(), datetime.now().replace(microsecond=0),
                             self.note.text().strip())
                    if self.needs_approval() else None)
        return ChangeRoster(self.league, self.team.name, self.change_date(), self.added(),
                            self.removed(), approval)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
