"""New event in three steps: the rule book (preset), the event's details, the file to keep it in.

The rule book page also settles the FIDE C.07 edition for unplayed games, which must be known
before round 1: the current edition by default, the preset's historical choice by name. The
file page offers the platform's documents folder and creates it if it is missing, so Finish
is never disabled on a fresh account: a problem is said when Finish is pressed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS
from chessarbiter.core.settings import CURRENT_EDITION, EDITIONS
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.common.labels import edition_text

EXTENSION = ".chessarbiter"
DETAILS = ("site", "federation", "start_date", "end_date", "arbiter")


@dataclass(frozen=True)
class NewEvent:
    """What the wizard collected; the window creates the file from it."""

    preset_id: str
    name: str
    header: dict[str, str]
    path: Path
    edition: str = CURRENT_EDITION


class PresetPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Rule book"))
        self.setSubTitle(self.tr("Every number of the rule book is copied into the event, where "
                                 "it can be changed later under Event ▸ Settings."))
        self.list = QListWidget()
        for preset in PRESETS.values():
            self.list.addItem(preset.title)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.edition = QComboBox()
        self.edition.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.list.currentRowChanged.connect(self._describe)
        side = QVBoxLayout()
        side.addWidget(self.summary, 1)
        side.addWidget(QLabel(self.tr("<b>Tie-break rules for unplayed games</b> (settle "
                                      "before round 1)")))
        side.addWidget(self.edition)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(side, 1)
        self.list.setCurrentRow(list(PRESETS).index(DEFAULT_PRESET))

    def preset_id(self) -> str:
        return list(PRESETS)[max(self.list.currentRow(), 0)]

    def chosen_edition(self) -> str:
        return str(self.edition.currentData())

    def select(self, preset_id: str) -> None:
        self.list.setCurrentRow(list(PRESETS).index(preset_id))

    def _describe(self, row: int) -> None:
        s = list(PRESETS.values())[row].settings
        self.summary.setText(self.tr(
            "<b>Tie-breaks:</b> {0}<br><b>Time control:</b> {1}<br><b>Cycles:</b> {2}"
        ).format(", ".join(s.tiebreaks), s.time_control, s.cycles))
        self.edition.clear()
        for edition in (CURRENT_EDITION, *(e for e in EDITIONS if e != CURRENT_EDITION)):
            text = edition_text(edition)
            if edition == CURRENT_EDITION:
                text = self.tr("{0} — current (recommended)").format(text)
            elif edition == s.edition:
                text = self.tr("{0} — this rule book's own choice").format(text)
            self.edition.addItem(text, edition)
        self.edition.setCurrentIndex(0)


class DetailsPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("The event"))
        self.setSubTitle(self.tr("Only the name is needed now; the rest can wait."))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. US Junior Closed 2026"))
        self.name.textChanged.connect(self.completeChanged)
        self.edits = {field: QLineEdit() for field in DETAILS}
        self.edits["federation"].setMaxLength(3)
        self.edits["start_date"].setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.edits["end_date"].setPlaceholderText(self.tr("YYYY-MM-DD"))
        labels = {"site": self.tr("Site"), "federation": self.tr("Federation"),
                  "start_date": self.tr("Start date"), "end_date": self.tr("End date"),
                  "arbiter": self.tr("Chief arbiter")}
        form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name)
        for field, edit in self.edits.items():
            form.addRow(labels[field], edit)

    def isComplete(self) -> bool:
        return bool(self.name.text().strip())

    def header(self) -> dict[str, str]:
        return {f: e.text().strip() for f, e in self.edits.items() if e.text().strip()}


class FilePage(QWizardPage):
    def __init__(self, folder: Path, details: DetailsPage) -> None:
        super().__init__()
        self._folder, self._details = folder, details
        self.setTitle(self.tr("Event file"))
        self.setSubTitle(self.tr("The whole event lives in this one file. Every entry is saved "
                                 "the moment it is made; copy the file to back it up."))
        self.path = QLineEdit()
        self.path.textChanged.connect(self._check)
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.problem = message_label()
        self.note = QLabel()
        self.note.setStyleSheet("color: #444;")
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addStretch(1)

    def initializePage(self) -> None:
        stem = re.sub(r"[^\w\- ]+", "", self._details.name.text()).strip() or "event"
        self.path.setText(str(_free_name(self._folder, stem)))

    def isComplete(self) -> bool:
        return bool(self.path.text().strip())  # the rest is said when Finish is pressed

    def validatePage(self) -> bool:
        """Create the folder when it is missing; refuse (saying why) an existing file."""
        problem = self._problem()
        if not problem and not self.target().parent.is_dir():
            try:
                self.target().parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                problem = self.tr("The folder {0} cannot be created ({1}).").format(
                    self.target().parent, exc.strerror)
        show_message(self.problem, problem)
        return not problem

    def target(self) -> Path:
        path = Path(self.path.text().strip()).expanduser()
        return path if path.suffix else path.with_suffix(EXTENSION)

    def _problem(self) -> str:
        if not self.path.text().strip():
            return self.tr("Choose where to keep the event file.")
        target = self.target()
        if target.exists():
            return self.tr("{0} already exists; choose another name.").format(target.name)
        return ""

    def _check(self) -> None:
        problem = self._problem()
        folder = self.target().parent if self.path.text().strip() else None
        if not problem and folder is not None and not folder.is_dir():
            self.note.setText(self.tr("The folder {0} will be created.").format(folder))
        else:
            self.note.clear()
        show_message(self.problem, problem)
        self.completeChanged.emit()

    def _browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Event file"), self.path.text(),
            self.tr("Event files (*{0})").format(EXTENSION))
        if chosen:
            self.path.setText(chosen)


class NewEventWizard(QWizard):
    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New event"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setMinimumSize(640, 440)
        self.preset_page = PresetPage()
        self.details_page = DetailsPage()
        self.file_page = FilePage(folder, self.details_page)
        for page in (self.preset_page, self.details_page, self.file_page):
            self.addPage(page)

    def new_event(self) -> NewEvent:
        return NewEvent(
            preset_id=self.preset_page.preset_id(),
            name=self.details_page.name.text().strip(),
            header=self.details_page.header(),
            path=self.file_page.target(),
            edition=self.preset_page.chosen_edition(),
        )


def _free_name(folder: Path, stem: str) -> Path:
    """``folder/stem.chessarbiter``, or ``stem-2``, ``stem-3`` … when that file exists."""
    path = folder / f"{stem}{EXTENSION}"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}{EXTENSION}"
        number += 1
    return path
