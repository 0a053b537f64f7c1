"""Add or edit one player; problems are shown under the field they concern.

The dialog stays open until the service accepts the player, so a refused entry loses nothing
the arbiter typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.players import TITLES, Player, validate_player
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel

Submit = Callable[[Player], None]


class PlayerDialog(QDialog):
    """``submit`` carries out the change and raises :class:`ActionRefused` to refuse it."""

    def __init__(self, submit: Submit, player: Player | None = None, player_count: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self._original = player
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("Add player"))
        self.setMinimumWidth(520)

        self.form = ErrorForm()
        self.start_no = QSpinBox()
        self.start_no.setRange(0, player_count + 1)
        self.start_no.setSpecialValueText(self.tr("next free number"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Last, First"))
        self.title = QComboBox()
        self.title.addItems(["", *TITLES])
        self.sex = QComboBox()
        self.sex.addItem("", "")
        self.sex.addItem(self.tr("man"), "m")
        self.sex.addItem(self.tr("woman"), "w")
        self.federation = QLineEdit()
        self.federation.setMaxLength(3)
        self.federation.setPlaceholderText("USA")
        self.fide_rating, self.uscf_rating = QLineEdit(), QLineEdit()
        self.fide_id, self.uscf_id = QLineEdit(), QLineEdit()
        self.uscf_expiry, self.birth_date = QLineEdit(), QLineEdit()
        for date_edit in (self.uscf_expiry, self.birth_date):
            date_edit.setPlaceholderText(self.tr("YYYY-MM-DD"))

        if player is None:
            self.form.add_field("start_no", self.tr("Start number"), self.start_no)
        for name, label, widget in (
            ("name", self.tr("Name"), self.name),
            ("title", self.tr("Title"), self.title),
            ("sex", self.tr("Sex"), self.sex),
            ("federation", self.tr("Federation"), self.federation),
            ("fide_rating", self.tr("FIDE rating"), self.fide_rating),
            ("fide_id", self.tr("FIDE ID"), self.fide_id),
            ("uscf_rating", self.tr("US Chess rating"), self.uscf_rating),
            ("uscf_id", self.tr("US Chess ID"), self.uscf_id),
            ("uscf_expiry", self.tr("US Chess expiry"), self.uscf_expiry),
            ("birth_date", self.tr("Birth date"), self.birth_date),
        ):
            self.form.add_field(name, label, widget)

        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        if player is not None:
            self._fill(player)

    def accept(self) -> None:
        problems: dict[str, str] = {}
        player = self._read(problems)
        if not problems:  # start number 0 asks the service for the next free number
            problems = validate_player(replace(player, start_no=max(player.start_no, 1)))
        if not problems:
            try:
                self._submit(player)
            except ActionRefused as exc:
                problems[exc.field or ""] = str(exc)
        self.form.show_errors(problems)
        if not problems:
            super().accept()

    def _fill(self, p: Player) -> None:
        self.name.setText(p.name)
        self.title.setCurrentText(p.title)
        self.sex.setCurrentIndex(max(0, self.sex.findData(p.sex)))
        self.federation.setText(p.federation)
        self.fide_rating.setText("" if p.fide_rating is None else str(p.fide_rating))
        self.uscf_rating.setText("" if p.uscf_rating is None else str(p.uscf_rating))
        self.fide_id.setText(p.fide_id)
        self.uscf_id.setText(p.uscf_id)
        self.uscf_expiry.setText(p.uscf_expiry.isoformat() if p.uscf_expiry else "")
        self.birth_date.setText(p.birth_date.isoformat() if p.birth_date else "")

    def _read(self, problems: dict[str, str]) -> Player:
        """The player as typed; what cannot be read goes into ``problems`` by field."""
        base = self._original or Player(self.start_no.value(), "")
        return replace(
            base,
            name=self.name.text(),
            title=self.title.currentText(),
            sex=str(self.sex.currentData()),
            federation=self.federation.text().strip().upper(),
            fide_rating=self._number("fide_rating", self.fide_rating, problems),
            uscf_rating=self._number("uscf_rating", self.uscf_rating, problems),
            fide_id=self.fide_id.text().strip(),
            uscf_id=self.uscf_id.text().strip(),
            uscf_expiry=self._date("uscf_expiry", self.uscf_expiry, problems),
            birth_date=self._date("birth_date", self.birth_date, problems),
        )

    def _number(self, field: str, edit: QLineEdit, problems: dict[str, str]) -> int | None:
        text = edit.text().strip()
        if not text:
            return None
        if not text.isdigit():
            problems[field] = self.tr("a rating is a whole number, e.g. 2150")
            return None
        return int(text)

    def _date(self, field: str, edit: QLineEdit, problems: dict[str, str]) -> date | None:
        text = edit.text().strip()
        if not text:
            return None
        try:
            return date.fromisoformat(text)
        except ValueError:
            problems[field] = self.tr("a date is written YYYY-MM-DD, e.g. 2015-07-08")
            return None
