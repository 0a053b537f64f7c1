"""Event files as whole files: create one from the wizard, the demo, a TRF; copy one safely.

Storage is imported inside the functions, so the window can show before it is loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from chessarbiter.core.text import counted
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document import create_for_window
from chessarbiter.ui.common.feedback import attempt
from chessarbiter.ui.common.file_kind import EXTENSION

if TYPE_CHECKING:  # the wizard and the presets load when first asked for, not with the window
    from chessarbiter.ui.event.new_event_wizard import NewEvent

translate = QCoreApplication.translate  # a name lupdate recognises


def documents_folder() -> Path:
    """Where file dialogs start: the platform's documents folder (Qt's, else platformdirs'),
    which the new-event wizard creates when a fresh account has none yet."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if location:
        return Path(location)
    from platformdirs import user_documents_path

    return user_documents_path()


def ask_trf_import(parent: QWidget, folder: Path) -> tuple[Path, Path, str] | None:
    """The TRF file to import, the rule book for it and the new event file, as the arbiter
    chose them; None when any dialog was cancelled."""
    from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS

    trf, _filter = QFileDialog.getOpenFileName(
        parent, translate("files", "Import a TRF file"), str(folder),
        translate("files", "FIDE TRF files (*.trf *.txt);;All files (*)"))
    if not trf:
        return None
    titles = [p.title for p in PRESETS.values()]
    title, ok = QInputDialog.getItem(
        parent, translate("files", "Rule book"),
        translate("files", "Rules for the imported event:"), titles,
        list(PRESETS).index(DEFAULT_PRESET), False)
    if not ok:
        return None
    target, _filter = QFileDialog.getSaveFileName(
        parent, translate("files", "New event file"), str(Path(trf).with_suffix(EXTENSION)),
        translate("files", "Event files (*{0})").format(EXTENSION))
    if not target:
        return None
    return Path(trf), Path(target), list(PRESETS)[titles.index(title)]


def demo_folder() -> Path:
    """Where demo files go: the user's data folder, never the current directory."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("chessarbiter", appauthor=False)) / "demo"


def new_demo_file(folder: Path | None = None) -> Path:
    """A fresh demo event in a new timestamped file; returns its path."""
    from chessarbiter.services.demo import create_demo

    folder = folder or demo_folder()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"demo-{stamp}{EXTENSION}"
    create_demo(path)
    return path


def create_event_file(spec: NewEvent) -> None:
    """Write a new event file; nothing is left behind when the event is refused."""
    from chessarbiter.services.events import create_event_from, preset_settings

    rounds = {"swiss_rounds": spec.rounds} if spec.rounds else {}
    settings = preset_settings(spec.preset_id, spec.edition, **rounds)
    create_for_window(spec.path, lambda db: create_event_from(db, spec.name, settings,
                                                              **spec.header))


def import_trf_file(trf: Path, target: Path, preset_id: str) -> tuple[str, ...]:
    """A new event file at ``target`` from a FIDE TRF file (read whole before writing);
    returns what the reader tolerated, each warning with its line."""
    from chessarbiter.services.trf_files import import_trf  # the TRF reader loads on demand

    return create_for_window(target, lambda db: import_trf(db, trf, preset_id)).warnings


def run_trf_import(parent: QWidget, open_file: Callable[[Path], object]) -> None:
    """File ▸ Import TRF…: the dialogs, the new event file, opened, and the reader's warnings."""
    chosen = ask_trf_import(parent, documents_folder())
    if chosen is None:
        return
    trf, target, preset_id = chosen
    warnings: list[str] = []
    if attempt(parent, lambda: warnings.extend(import_trf_file(trf, target, preset_id))):
        open_file(target)
        show_import_warnings(parent, trf, tuple(warnings))


def show_import_warnings(parent: QWidget, trf: Path, warnings: tuple[str, ...]) -> None:
    """The warnings of an import, the list itself under "Show Details…" (it can be long)."""
    if not warnings:
        return
    box = QMessageBox(QMessageBox.Icon.Information, translate("files", "TRF imported"),
                      counted(len(warnings),
                              translate("files", "{{0}} is imported, with {0} warning: fields "
                                        "the event left blank or took as they could be read. "
                                        "The file's own text goes back out on export."),
                              translate("files", "{{0}} is imported, with {0} warnings: "
                                        "fields the event left blank or took as they could be "
                                        "read. The file's own text goes back out on export."))
                      .format(trf.name),
                      QMessageBox.StandardButton.Ok, parent)
    box.setDetailedText("\n".join(warnings))
    box.exec()


def copy_event_file(source: Path, target: Path) -> None:
    """Copy an open event file with SQLite's backup, so the copy is whole even mid-session;
    it takes its name only once it is written and checked."""
    from chessarbiter.db.backups import BackupError, write_verified_copy

    if target.resolve() == source.resolve():
        raise ActionRefused(translate(
            "files", "{0}: this is the open file; choose another name").format(target), "file")
    if target.with_name(target.name + "-wal").exists():
        raise ActionRefused(translate(
            "files", "{0}: that event file is open somewhere (or was not closed); choose "
                     "another name").format(target), "file")
    try:
        write_verified_copy(source, target)
    except BackupError as exc:
        raise ActionRefused(str(exc), "file") from None
    except OSError as exc:
        message = translate("files", "{0}: cannot write the copy ({1})").format(
            target, exc.strerror)
        raise ActionRefused(message, "file") from None


def save_copy_as(parent: QWidget, path: Path) -> str:
    """File ▸ Save a Copy As…: the copy of the open file ``path`` where the arbiter chose, or
    "" when cancelled or refused (the refusal shown)."""
    target, _filter = QFileDialog.getSaveFileName(
        parent, translate("files", "Save a copy"),
        str(path.with_name(f"{path.stem}-copy{EXTENSION}")),
        translate("files", "Event files (*{0})").format(EXTENSION))
    if target and attempt(parent, lambda: copy_event_file(path, Path(target))):
        return target
    return ""
