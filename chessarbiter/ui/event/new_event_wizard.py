"""New event in three steps: the rule book (preset), the event's details, the file to keep it in.

The rule book page first asks the system — a round robin (Berger tables) or a Swiss (FIDE
Dutch system, paired round by round) — and lists the rule books of that system; a Swiss also
needs its number of rounds, announced before round 1 (it decides the last round's rules,
C.04.3 1.8). It also settles the FIDE C.07 edition for unplayed games, which must be known
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS
from chessarbiter.core.settings import CURRENT_EDITION, EDITIONS
from chessarbiter.ui.common.file_kind import EXTENSION
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.common.labels import edition_text

SYSTEMS = {"round-robin": "Round robin", "swiss-dutch": "Swiss (FIDE Dutch)"}
MAX_SWISS_ROUNDS = 30
DETAILS = ("site", "federation", "start_date", "end_date", "arbiter")


@dataclass(frozen=True)
class NewEvent:
    """What the wizard collected; the window creates the file from it."""

    preset_id: str
    name: str
    header: dict[str, str]
    path: Path
    edition: str = CURRENT_EDITION
    rounds: int = 0  # a Swiss's rounds (0: the rule book's, or a round robin's own count)


class PresetPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Rule book"))
        self.setSubTitle(self.tr("Every number of the rule book is copied into the event, where "
                                 "it can be changed later under Event ▸ Settings."))
        self.system = QComboBox()
        self.system.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.system.setMinimumContentsLength(18)  # the rule books' column stays narrow
        for system, title in SYSTEMS.items():
            self.system.addItem(self.tr(title), system)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, MAX_SWISS_ROUNDS)
        self.rounds_label = QLabel(self.tr("Rounds"))
        self.list = QListWidget()
        self._shown: list[str] = []
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.edition = QComboBox()
        self.edition.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.list.currentRowChanged.connect(self._describe)
        self.system.currentIndexChanged.connect(self._list_presets)
        choice = QHBoxLayout()
        choice.addWidget(QLabel(self.tr("System")))
        choice.addWidget(self.system, 1)
        choice.addSpacing(8)
        choice.addWidget(self.rounds_label)
        choice.addWidget(self.rounds)
        books = QVBoxLayout()
        books.addLayout(choice)
        books.addWidget(self.list, 1)
        top = QHBoxLayout()
        top.addLayout(books, 2)
        top.addWidget(self.summary, 3)
        when = QLabel(self.tr("<b>Tie-break rules for unplayed games</b> (settle before "
                              "round 1)"))
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(when)  # below both columns: the editions' names are long
        layout.addWidget(self.edition, 0, Qt.AlignmentFlag.AlignLeft)
        self._list_presets()
        self.select(DEFAULT_PRESET)

    def preset_id(self) -> str:
        return self._shown[max(self.list.currentRow(), 0)]

    def chosen_system(self) -> str:
        return str(self.system.currentData())

    def chosen_rounds(self) -> int:
        """The Swiss's rounds; 0 for a round robin (its schedule says how many)."""
        return self.rounds.value() if self.chosen_system() == "swiss-dutch" else 0

    def chosen_edition(self) -> str:
        return str(self.edition.currentData())

    def select(self, preset_id: str) -> None:
        self.system.setCurrentIndex(self.system.findData(PRESETS[preset_id].settings.system))
        self.list.setCurrentRow(self._shown.index(preset_id))

    def _list_presets(self) -> None:
        """The rule books of the chosen system; the rounds only for a Swiss."""
        system = self.chosen_system()
        self._shown = [k for k, p in PRESETS.items() if p.settings.system == system]
        self.list.blockSignals(True)
        self.list.clear()
        self.list.addItems([PRESETS[k].title for k in self._shown])
        self.list.blockSignals(False)
        swiss = system == "swiss-dutch"
        self.rounds.setVisible(swiss)
        self.rounds_label.setVisible(swiss)
        self.list.setCurrentRow(0)

    def _describe(self, row: int) -> None:
        if row < 0:
            return
        s = PRESETS[self._shown[row]].settings
        if s.swiss:
            self.rounds.setValue(s.swiss_rounds)
        last = (self.tr("<b>Pairings:</b> round by round, FIDE Dutch system (C.04.3)")
                if s.swiss else self.tr("<b>Cycles:</b> {0}").format(s.cycles))
        self.summary.setText(self.tr(
            "<b>Tie-breaks:</b> {0}<br><b>Time control:</b> {1}<br>{2}"
        ).format(", ".join(s.tiebreaks), s.time_control, last))
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
        self.setMinimumSize(860, 460)
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
            rounds=self.preset_page.chosen_rounds(),
        )


def _free_name(folder: Path, stem: str) -> Path:
    """``folder/stem.chessarbiter``, or ``stem-2``, ``stem-3`` … when that file exists."""
    path = folder / f"{stem}{EXTENSION}"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}{EXTENSION}"
        number += 1
    return path
