"""A new league season: its name, the rule book it follows and its first league date, in a
file of its own, then opened in the league window.

A first date other than the rule book's moves every date of the season (league dates,
deadlines, the earliest rating month) by the same number of days, so the preset's spacing
and weekdays carry over; every date can be edited in the settings afterwards.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.settings import LEAGUE_PRESETS, LeagueSettings
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document import create_for_window
from chessarbiter.ui.common.file_kind import EXTENSION
from chessarbiter.ui.common.forms import ErrorForm, ok_cancel


class NewSeasonDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New league season"))
        self.setMinimumWidth(520)
        self.name = QLineEdit()
        self.preset = QComboBox()
        for preset in LEAGUE_PRESETS.values():
            self.preset.addItem(preset.title, preset.preset)
        self.first = QDateEdit()
        self.first.setCalendarPopup(True)
        self.first.setDisplayFormat("yyyy-MM-dd")
        self.form = ErrorForm()
        self.form.add_field("name", self.tr("Season name"), self.name)
        self.form.add_field("preset", self.tr("Rule book"), self.preset)
        self.form.add_field("settings", self.tr("First league date"), self.first)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self))
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self._preset_chosen()

    def _preset_chosen(self) -> None:
        preset = LEAGUE_PRESETS[self.preset_id()]
        self.name.setPlaceholderText(preset.title)
        first = preset.dates[0]
        self.first.setDate(QDate(first.year, first.month, first.day))

    def preset_id(self) -> str:
        return str(self.preset.currentData())

    def first_date(self) -> date:
        day: date = self.first.date().toPython()  # type: ignore[assignment]
        return day

    def changes(self) -> dict[str, Any]:
        """The settings to change from the preset: every date moved with the first one."""
        preset = LEAGUE_PRESETS[self.preset_id()]
        shift = self.first_date() - preset.dates[0]
        return moved_dates(preset, shift) if shift else {}


def moved_dates(preset: LeagueSettings, shift: timedelta) -> dict[str, Any]:
    """The preset's dates moved by ``shift``, in the stored form :func:`season_settings` takes."""
    def moved(day: date) -> str:
        return (day + shift).isoformat()

    return {
        "dates": [moved(d) for d in preset.dates],
        "season_start": moved(preset.season_start), "season_end": moved(preset.season_end),
        "registration_deadline": moved(preset.registration_deadline),
        "change_cutoff": moved(preset.change_cutoff),
        "earliest_rating_month": (preset.earliest_rating_month + shift).replace(day=1)
        .isoformat(),
    }


def create_season_file(path: Path, preset_id: str, changes: dict[str, Any], name: str) -> None:
    """Create the season in a new file at ``path``; refused (and no file left) when the
    settings are invalid or the file exists."""
    from chessarbiter.services.league import create_league, season_settings

    if path.exists():
        raise ActionRefused(f"{path}: already exists; choose a new file for the season", "file")
    settings = season_settings(preset_id, changes)
    create_for_window(path, lambda db: create_league(db, settings, name))


def ask_new_season(parent: QWidget | None, folder: Path) -> Path | None:
    """Ask for the season and its file and create it; the file, or None when the arbiter gave
    up (the start page's *New league season*, opened by :mod:`chessarbiter.ui.windows`)."""
    dialog = NewSeasonDialog(parent)
    while dialog.exec():
        target, _filter = QFileDialog.getSaveFileName(
            parent, dialog.tr("New league season"), str(folder / f"league-season{EXTENSION}"),
            dialog.tr("Event files (*{0})").format(EXTENSION))
        if not target:
            continue
        try:
            create_season_file(Path(target), dialog.preset_id(), dialog.changes(),
                               dialog.name.text())
        except ActionRefused as exc:
            dialog.form.show_errors({exc.field or "": str(exc)})
            continue
        return Path(target)
    return None
