"""Where and for which month a league's US Chess report goes, and the affiliate, directors and
place it names: offered from the season settings, and remembered there if the director asks
(rule 22: each month's games are sent once its rounds are over)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.uscf_dialogs import folder_field

Period = tuple[date | None, date | None]
# The dialog's fields, by the season setting each one fills.
OFFICIAL_SETTINGS = ("uscf_affiliate_id", "uscf_chief_td_id", "uscf_assistant_td_id", "city",
                     "state", "zipcode")


def months(dates: Sequence[date]) -> list[Period]:
    """The first and last day of each month holding a league date, in order."""
    firsts = sorted({d.replace(day=1) for d in dates})
    return [(first, (first + timedelta(days=32)).replace(day=1) - timedelta(days=1))
            for first in firsts]


class LeagueUscfDialog(QDialog):
    """:meth:`choice` gives the folder, the period, the officials (setting name → text) and
    whether to remember them in the season, once accepted. ``officials`` pre-fills them."""

    def __init__(self, folder: Path, dates: Sequence[date], officials: Mapping[str, str],
                 today: date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("US Chess rating report"))
        self.setMinimumWidth(560)
        self.folder, folder_row = folder_field(self, folder)

        self.month = QComboBox()
        self.periods: list[Period] = [*months(dates), (None, None)]
        for first, _last in self.periods[:-1]:
            assert first is not None
            self.month.addItem(first.strftime("%B %Y"))
        self.month.addItem(self.tr("The whole season"))
        past = [n for n, (first, _) in enumerate(self.periods[:-1])
                if first is not None and first <= today]
        self.month.setCurrentIndex(past[-1] if past else 0)

        self.affiliate, self.chief_td, self.assistant_td, self.city, self.state, \
            self.zipcode = self.edits = [QLineEdit(officials.get(name, ""))
                                         for name in OFFICIAL_SETTINGS]
        self.affiliate.setPlaceholderText("A1234567")
        self.assistant_td.setPlaceholderText(self.tr("optional"))
        self.state.setMaxLength(2)
        self.state.setPlaceholderText("OH")
        self.remember = QCheckBox(self.tr("Remember these in the season's settings"))
        form = QFormLayout()
        form.addRow(self.tr("Month"), self.month)
        form.addRow(self.tr("Affiliate ID"), self.affiliate)
        form.addRow(self.tr("Chief TD's US Chess ID"), self.chief_td)
        form.addRow(self.tr("Assistant chief TD's ID"), self.assistant_td)
        form.addRow(self.tr("City"), self.city)
        form.addRow(self.tr("State"), self.state)
        form.addRow(self.tr("ZIP code"), self.zipcode)
        form.addRow("", self.remember)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        export = buttons.addButton(self.tr("Export"), QDialogButtonBox.ButtonRole.AcceptRole)
        export.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Folder for the three DBF files</b>")))
        layout.addLayout(folder_row)
        layout.addSpacing(8)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def choice(self) -> tuple[Path, date | None, date | None, dict[str, str], bool]:
        first, last = self.periods[self.month.currentIndex()]
        officials = {name: edit.text().strip() for name, edit in zip(OFFICIAL_SETTINGS,
                                                                     self.edits, strict=True)}
        officials["state"] = officials["state"].upper()
        return (Path(self.folder.text().strip()).expanduser(), first, last, officials,
                self.remember.isChecked())
