"""App preferences kept in QSettings: recent files, window geometry, paper, text size.

Only things about this laptop live here; everything about the event lives in the event file,
so a file copied to another computer carries all of its rules with it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8
PAPER_SIZES = ("A4", "Letter")
ORIENTATIONS = ("natural", "portrait", "landscape")
"""``natural``: each printout its own (charts across the sheet, lists down it)."""
TEXT_SIZES = (10, 11, 12, 14, 16)
DEFAULT_TEXT_SIZE = 12


class Prefs:
    """Typed access to the QSettings store (tests pass a store of their own)."""

    def __init__(self, store: QSettings) -> None:
        self._store = store

    def recent_files(self) -> list[str]:
        value = self._store.value("recent_files", [])
        if isinstance(value, str):  # QSettings gives a plain string for a one-item list
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def add_recent(self, path: str | Path) -> None:
        """Put ``path`` first in the recent list (once), keeping the list short; a server
        address (``postgresql://…``, never with its password) is kept as it is."""
        text = str(path) if "://" in str(path) else str(Path(path).resolve())
        files = [text, *(f for f in self.recent_files() if f != text)]
        self._store.setValue("recent_files", files[:MAX_RECENT])

    def forget_recent(self, path: str) -> None:
        self._store.setValue("recent_files", [f for f in self.recent_files() if f != path])

    def geometry(self) -> QByteArray | None:
        value = self._store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self._store.setValue("window/geometry", geometry)

    def paper_size(self) -> str:
        value = str(self._store.value("print/paper_size", "A4"))
        return value if value in PAPER_SIZES else "A4"

    def set_paper_size(self, size: str) -> None:
        if size not in PAPER_SIZES:
            raise ValueError(f"paper size must be one of {', '.join(PAPER_SIZES)}")
        self._store.setValue("print/paper_size", size)

    def print_orientation(self) -> str:
        value = str(self._store.value("print/orientation", ORIENTATIONS[0]))
        return value if value in ORIENTATIONS else ORIENTATIONS[0]

    def set_print_orientation(self, orientation: str) -> None:
        if orientation not in ORIENTATIONS:
            raise ValueError(f"orientation must be one of {', '.join(ORIENTATIONS)}")
        self._store.setValue("print/orientation", orientation)

    def text_size(self) -> int:
        try:
            value = int(str(self._store.value("window/text_size", DEFAULT_TEXT_SIZE)))
        except ValueError:
            return DEFAULT_TEXT_SIZE
        return value if value in TEXT_SIZES else DEFAULT_TEXT_SIZE

    def set_text_size(self, points: int) -> None:
        if points not in TEXT_SIZES:
            raise ValueError(f"text size must be one of {TEXT_SIZES}")
        self._store.setValue("window/text_size", points)

    def sync(self) -> None:
        self._store.sync()
