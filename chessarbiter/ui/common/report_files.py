"""Saving a report the arbiter asked for: a save dialog, then the whole file or none of it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from chessarbiter.reports.options import EventInfo
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.files import write_atomically
from chessarbiter.ui.common.feedback import warn


def event_info(header: dict[str, str], notice: str = "", rating_shown: str = "fide",
               currency: str = "") -> EventInfo:
    """The event as a report's heading and footer name it; ``notice`` (an out-of-date
    decision) is printed above the content."""
    return EventInfo(header.get("name", ""), header.get("site", ""),
                     header.get("start_date", ""), header.get("end_date", ""),
                     header.get("arbiter", ""), notice, rating_shown, currency)


def default_target(event_file: Path | None, ending: str) -> Path:
    """``club-incidents.pdf`` beside the event file (in the home folder for a server event)."""
    if event_file is not None:
        return event_file.with_name(f"{event_file.stem}-{ending}")
    return Path.home() / ending


def save_report(parent: QWidget, title: str, default: Path, file_filter: str,
                render: Callable[[], bytes]) -> Path | None:
    """Ask where, render, write atomically; a refusal is shown and None returned."""
    target, _filter = QFileDialog.getSaveFileName(parent, title, str(default), file_filter)
    if not target:
        return None
    try:
        write_atomically(Path(target), render())
    except (ActionRefused, ValueError) as exc:
        warn(parent, str(exc))
        return None
    return Path(target)
