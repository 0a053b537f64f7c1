"""Copies of an event file, made with SQLite's online backup API (consistent even while the
file is open and in WAL mode), kept a set number deep in a folder beside the file."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

_STAMP = "%Y%m%d-%H%M%S"
_NAME = re.compile(
    r"(?P<stamp>\d{8}-\d{6})(?:-(?P<n>\d+))?-(?P<reason>[a-z0-9-]+)\.chessarbiter"
)


@dataclass(frozen=True, slots=True)
class Backup:
    path: Path
    taken: datetime
    reason: str


def backup_folder(event_file: Path) -> Path:
    """``club.chessarbiter`` keeps its copies in ``club.chessarbiter-backups/``."""
    return event_file.with_name(event_file.name + "-backups")


def take_backup(event_file: Path, reason: str, keep: int, now: datetime | None = None) -> Path:
    """Copy ``event_file`` now and drop the oldest copies beyond ``keep``; returns the copy."""
    if keep < 1:
        raise ValueError("keep at least one backup")
    reason = re.sub(r"[^a-z0-9-]+", "-", reason.lower()).strip("-") or "copy"
    folder = backup_folder(event_file)
    folder.mkdir(exist_ok=True)
    stamp = (now or datetime.now()).strftime(_STAMP)
    target = folder / f"{stamp}-{reason}.chessarbiter"
    n = 1
    while target.exists():  # two copies in one second (a migration right after a round)
        n += 1
        target = folder / f"{stamp}-{n}-{reason}.chessarbiter"
    copy_database(event_file, target)
    for old in list_backups(event_file)[keep:]:
        old.path.unlink()
    return target


def list_backups(event_file: Path) -> list[Backup]:
    """The copies of ``event_file``, newest first."""
    folder = backup_folder(event_file)
    found = []
    for path in folder.glob("*.chessarbiter") if folder.is_dir() else ():
        match = _NAME.fullmatch(path.name)
        if match:
            taken = datetime.strptime(match["stamp"], _STAMP)
            found.append((taken, int(match["n"] or 1), Backup(path, taken, match["reason"])))
    return [b for _, _, b in sorted(found, key=lambda x: (x[0], x[1]), reverse=True)]


def restore_backup(backup: Path, event_file: Path, keep: int) -> Path:
    """Put ``backup`` in place of ``event_file``, first backing up the file it replaces.

    The event file must be closed by this program; the copy goes through SQLite, so the
    file's own WAL is replaced consistently. Returns the safety copy of what was replaced.
    """
    safety = take_backup(event_file, "before-restore", keep + 1) if event_file.exists() else None
    copy_database(backup, event_file, journal="WAL")
    return safety or backup


def copy_database(source: Path, target: Path, journal: str = "DELETE") -> None:
    """A consistent copy through SQLite's backup API (the WAL's content included); a backup
    is one self-contained file (DELETE journal), a restored event file goes back to WAL."""
    src = sqlite3.connect(f"file:{source.resolve()}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute(f"PRAGMA journal_mode={'WAL' if journal == 'WAL' else 'DELETE'}")
        finally:
            dst.close()
    finally:
        src.close()
