"""Help ▸ About: the version, the program's licence and those of the libraries it ships with.

The installed versions are read from the package metadata when the dialog opens, so the list
says what this copy really runs on; a library shipped without its metadata (some bundles) is
listed with its version unknown, and an optional one that is absent is left out.
"""

from __future__ import annotations

import platform
import re
from dataclasses import dataclass
from html import escape
from importlib.metadata import PackageNotFoundError, version
from importlib.util import find_spec

from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import chessarbiter
from chessarbiter.resources import resource_path
from chessarbiter.ui.common.icon import app_icon

PROGRAM_LICENCE = "GPL-3.0-or-later"


@dataclass(frozen=True)
class Library:
    name: str
    distribution: str  # as named in the package index
    module: str
    licence: str


BUNDLED = (
    Library("Qt for Python (PySide6)", "PySide6-Essentials", "PySide6", "LGPL-3.0"),
    Library("Shiboken6", "shiboken6", "shiboken6", "LGPL-3.0"),
    Library("SQLAlchemy", "SQLAlchemy", "sqlalchemy", "MIT"),
    Library("Alembic", "alembic", "alembic", "MIT"),
    Library("Mako", "Mako", "mako", "MIT"),
    Library("MarkupSafe", "MarkupSafe", "markupsafe", "BSD-3-Clause"),
    Library("ReportLab", "reportlab", "reportlab", "BSD"),
    Library("rl-accel", "rl-accel", "_rl_accel", "BSD"),
    Library("Pillow", "pillow", "PIL", "MIT-CMU"),
    Library("charset-normalizer", "charset-normalizer", "charset_normalizer", "MIT"),
    Library("openpyxl", "openpyxl", "openpyxl", "MIT"),
    Library("et_xmlfile", "et-xmlfile", "et_xmlfile", "MIT"),
    Library("platformdirs", "platformdirs", "platformdirs", "MIT"),
    Library("typing_extensions", "typing-extensions", "typing_extensions", "PSF-2.0"),
    Library("psycopg (server databases)", "psycopg", "psycopg", "LGPL-3.0"),
)
FONTS_LICENCE = "Bitstream Vera (DejaVu changes: public domain)"


def library_rows() -> list[tuple[str, str, str]]:
    """(name, installed version, licence) of what this copy runs on: Python, Qt, the
    libraries present and the fonts the printouts embed."""
    rows = [("Python", platform.python_version(), "PSF-2.0"), ("Qt", qVersion(), "LGPL-3.0")]
    for library in BUNDLED:
        try:
            installed = version(library.distribution)
        except PackageNotFoundError:
            if find_spec(library.module) is None:
                continue
            installed = "—"
        rows.append((library.name, installed, library.licence))
    rows.append(("DejaVu fonts", _fonts_version(), FONTS_LICENCE))
    return rows


def _fonts_version() -> str:
    """The version the shipped licence file names ("DejaVu fonts 2.37 …"), or "—"."""
    try:
        first = resource_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    except OSError:
        return "—"
    match = re.match(r"DejaVu fonts (\S+)", first)
    return match[1] if match else "—"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About chessarbiter"))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.heading = QLabel(self.tr(
            "<h2>chessarbiter {0}</h2>"
            "<p>An offline program for chess arbiters: round robins, team leagues, results, "
            "tie-breaks, printouts and rating reports.</p>"
            "<p>chessarbiter is free software: you may share and change it under the GNU "
            "General Public License, version 3 or (at your choice) any later version "
            "({1}). It comes with no warranty.</p>"
        ).format(escape(chessarbiter.__version__), PROGRAM_LICENCE))
        self.heading.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addSpacing(12)
        top.addWidget(self.heading, 1)

        rows = library_rows()
        self.libraries = QTableWidget(len(rows), 3)
        self.libraries.setHorizontalHeaderLabels(
            [self.tr("Component"), self.tr("Version"), self.tr("Licence")])
        self.libraries.verticalHeader().hide()
        self.libraries.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.libraries.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.libraries.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.libraries.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.libraries.setItem(row, column, item)
        header = self.libraries.horizontalHeader()
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.libraries.setWordWrap(False)
        self.libraries.setMinimumHeight(10 * self.libraries.verticalHeader().defaultSectionSize())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("<b>It runs on these, each under its own licence:</b>")))
        layout.addWidget(self.libraries, 1)
        layout.addWidget(buttons)
        self.resize(760, 620)
