"""New event in three steps: the rule book (preset), the event's details, the file to keep it in."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
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
        self.list.currentRowChanged.connect(self._describe)
        self.list.setCurrentRow(list(PRESETS).index(DEFAULT_PRESET))
        layout = QHBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.summary, 1)

    def preset_id(self) -> str:
        return list(PRESETS)[max(self.list.currentRow(), 0)]

    def select(self, preset_id: str) -> None:
        self.list.setCurrentRow(list(PRESETS).index(preset_id))

    def _describe(self, row: int) -> None:
        s = list(PRESETS.values())[row].settings
        self.summary.setText(self.tr(
            "<b>Tie-breaks:</b> {0}<br><b>Rules:</b> {1}<br><b>Time control:</b> {2}<br>"
            "<b>Cycles:</b> {3}"
        ).format(", ".join(s.tiebreaks), edition_text(s.edition), s.time_control, s.cycles))


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
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        layout.addStretch(1)

    def initializePage(self) -> None:
        stem = re.sub(r"[^\w\- ]+", "", self._details.name.text()).strip() or "event"
        self.path.setText(str(self._folder / f"{stem}{EXTENSION}"))

    def isComplete(self) -> bool:
        return not self._problem()

    def target(self) -> Path:
        path = Path(self.path.text().strip()).expanduser()
        return path if path.suffix else path.with_suffix(EXTENSION)

    def _problem(self) -> str:
        if not self.path.text().strip():
            return self.tr("Choose where to keep the event file.")
        target = self.target()
        if target.exists():
            return self.tr("{0} already exists; choose another name.").format(target.name)
        if not target.parent.is_dir():
            return self.tr("The folder {0} does not exist.").format(target.parent)
        return ""

    def _check(self) -> None:
        show_message(self.problem, self._problem())
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
        )
