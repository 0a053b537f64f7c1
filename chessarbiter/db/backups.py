"""Copies of an event file, kept a set number deep in a folder beside the file.

A copy is made with SQLite's online backup API (consistent even while the file is open and
in WAL mode) under a hidden temporary name, synced to disk, verified — opened read-only, its
integrity checked, its schema version known, an event in it — and only then renamed to its
backup name. So a name in the folder is always a whole copy: a kill or a full disk leaves at
most a hidden ``.….partial`` file, which the next copy removes. The listing checks every copy
again and says which it cannot verify; pruning counts the good copies only, so broken files
never push good ones out.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from chessarbiter.db.queries import SCHEMA_HEAD

_STAMP = "%Y%m%d-%H%M%S"
_NAME = re.compile(
    r"(?P<stamp>\d{8}-\d{6})(?:-(?P<n>\d+))?-(?P<reason>[a-z0-9-]+)\.chessarbiter"
)
PARTIAL = ".partial"  # the suffix of a copy being written
STALE_PARTIAL = 600  # seconds after which a partial copy is a killed one's, and removed
SQLITE_MAGIC = b"SQLite format 3\x00"


class BackupError(Exception):
    """A copy could not be made or restored; the message names the file and the reason."""


@dataclass(frozen=True, slots=True)
class Backup:
    path: Path
    taken: datetime
    reason: str
    #: why this copy cannot be restored; None when it was verified whole
    problem: str | None = None

    @property
    def good(self) -> bool:
        return self.problem is None


def backup_folder(event_file: Path) -> Path:
    """``club.chessarbiter`` keeps its copies in ``club.chessarbiter-backups/``."""
    return event_file.with_name(event_file.name + "-backups")


def reason_slug(reason: str) -> str:
    """The reason as it is spelled in a backup's name: ``round-5-complete``."""
    return re.sub(r"[^a-z0-9-]+", "-", reason.lower()).strip("-") or "copy"


def take_backup(event_file: Path, reason: str, keep: int | None,
                now: datetime | None = None) -> Path:
    """Copy ``event_file`` now, verified, and drop the oldest good copies beyond ``keep``
    (None: drop none yet); returns the copy. :class:`BackupError` when the copy cannot be
    written or verified (the folder is then as it was)."""
    if keep is not None and keep < 1:
        raise ValueError("keep at least one backup")
    folder = backup_folder(event_file)
    slug = reason_slug(reason)
    try:
        folder.mkdir(exist_ok=True)
        _remove_stale_partials(folder)
        target = _free_name(folder, (now or datetime.now()).strftime(_STAMP), slug)
        write_verified_copy(event_file, target)
    except OSError as exc:
        raise BackupError(f"{folder}: the backup could not be written ({exc.strerror})") from None
    if keep is not None:
        prune(event_file, keep)
    return target


def completed_rounds_backed_up(event_file: Path, rounds: Sequence[int],
                               keep: int | None) -> str | None:
    """A backup for each round an action completed (it is saved already, so a copy that
    cannot be made is no failure of it): why the last one could not be made, or None."""
    problem = None
    for number in rounds:
        try:
            take_backup(event_file, f"round {number} complete", keep)
            problem = None
        except BackupError as exc:
            problem = str(exc)
    return problem


def write_verified_copy(source: Path, target: Path, journal: str = "DELETE") -> None:
    """Copy the database ``source`` to ``target`` through a synced, verified temporary file
    renamed into place: ``target`` is the whole copy or untouched. :class:`BackupError` when
    the copy is not a good event file."""
    partial = target.with_name(f".{target.name}{PARTIAL}")
    try:
        copy_database(source, partial, journal)
        _fsync(partial)
        problem = examine_copy(partial)
        if problem is not None:
            raise BackupError(f"{source}: the copy is not usable ({problem}); nothing was "
                              "replaced")
        os.replace(partial, target)
        _fsync_folder(target.parent)
    except sqlite3.Error as exc:
        raise BackupError(f"{source}: cannot be copied ({exc})") from None
    finally:
        partial.unlink(missing_ok=True)


def list_backups(event_file: Path) -> list[Backup]:
    """The copies of ``event_file``, newest first, each verified (see :attr:`Backup.problem`)."""
    folder = backup_folder(event_file)
    found = []
    for path in folder.glob("*.chessarbiter") if folder.is_dir() else ():
        match = _NAME.fullmatch(path.name)
        if match:
            taken = datetime.strptime(match["stamp"], _STAMP)
            backup = Backup(path, taken, match["reason"], examine_copy(path))
            found.append((taken, int(match["n"] or 1), backup))
    return [b for _, _, b in sorted(found, key=lambda x: (x[0], x[1]), reverse=True)]


def good_backups(event_file: Path, reason: str | None = None) -> list[Backup]:
    """The copies that restore, newest first; with ``reason``, only those taken for it."""
    return [b for b in list_backups(event_file)
            if b.good and (reason is None or b.reason == reason_slug(reason))]


def prune(event_file: Path, keep: int) -> None:
    """Delete the oldest good copies beyond ``keep``; copies that cannot be verified are left
    for the arbiter to look at and are not counted."""
    for old in good_backups(event_file)[keep:]:
        old.path.unlink(missing_ok=True)


def restore_backup(backup: Path, event_file: Path, keep: int) -> Path:
    """Put ``backup`` in place of ``event_file``, first backing up the file it replaces.

    The backup is verified before anything is touched. The copy goes through SQLite into the
    event file as one transaction, so the file's own WAL is replaced consistently and a kill
    leaves the file as it was or restored. The event file must be closed by this program.
    Returns the safety copy of what was replaced (the backup itself if there was no file).
    """
    problem = examine_copy(backup)
    if problem is not None:
        raise BackupError(f"{backup}: cannot be restored ({problem}); the event file was not "
                          "touched")
    if not event_file.exists():
        write_verified_copy(backup, event_file, journal="WAL")
        return backup
    try:  # pruned after the restore: the copy being restored may be the oldest
        safety = take_backup(event_file, "before-restore", None)
    except BackupError:  # the damage that made the arbiter restore: keep it as it is
        safety = _keep_damaged(event_file)
        for journal in ("-wal", "-shm"):  # kept too; they belong to the damaged file
            event_file.with_name(event_file.name + journal).unlink(missing_ok=True)
        write_verified_copy(backup, event_file, journal="WAL")
        return safety
    try:
        copy_database(backup, event_file, journal="WAL")
    except sqlite3.Error as exc:
        raise BackupError(f"{event_file}: the backup could not be written into it ({exc}); "
                          "the file is as it was") from None
    prune(event_file, keep + 1)
    return safety


def _keep_damaged(event_file: Path) -> Path:
    """A file SQLite cannot copy, kept byte for byte (its WAL beside it) among the backups,
    where the list shows it as unverifiable."""
    folder = backup_folder(event_file)
    target = _free_name(folder, datetime.now().strftime(_STAMP), "before-restore-damaged")
    try:
        for journal in ("-wal", ""):  # the main file last: its name says the copy is whole
            source = event_file.with_name(event_file.name + journal)
            if source.exists():
                partial = folder / f".{target.name}{journal}{PARTIAL}"
                shutil.copyfile(source, partial)
                _fsync(partial)
                os.replace(partial, target.with_name(target.name + journal))
    except OSError as exc:
        raise BackupError(f"{event_file}: cannot be kept before the restore "
                          f"({exc.strerror}); nothing was replaced") from None
    return target


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


def examine_copy(path: Path) -> str | None:
    """Why the file at ``path`` is not a whole event file this program can open, or None.

    Read-only and as immutable, so nothing is written beside it; a journal beside the file
    means a copy that was interrupted.
    """
    try:
        size = path.stat().st_size
        with path.open("rb") as fh:
            magic = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        return f"cannot be read: {exc.strerror}"
    if size == 0:
        return "it is empty (0 bytes)"
    if magic != SQLITE_MAGIC:
        return "it is not an event file"
    for journal in ("-journal", "-wal"):
        if path.with_name(path.name + journal).exists():
            return f"an unfinished write's {journal[1:]} file is beside it"
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    except sqlite3.Error as exc:
        return f"cannot be opened: {exc}"
    try:
        return _examine_tables(conn)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        return f"it is damaged: {exc}"
    finally:
        conn.close()


def _examine_tables(conn: sqlite3.Connection) -> str | None:
    damage = conn.execute("PRAGMA integrity_check(1)").fetchone()[0]
    if damage != "ok":
        return f"it is damaged: {damage.splitlines()[-1]}"
    tables = {name for (name,) in conn.execute(
        "select name from sqlite_master where type = 'table'")}
    if not {"alembic_version", "events"} <= tables:
        return "it holds no event tables"
    row = conn.execute("select version_num from alembic_version").fetchone()
    if row is None:
        return "its schema version is missing"
    if row[0] > SCHEMA_HEAD:
        return f"it was made by a newer version of chessarbiter (schema {row[0]})"
    if conn.execute("select count(*) from events").fetchone()[0] == 0:
        return "it holds no event"
    return None


def _free_name(folder: Path, stamp: str, slug: str) -> Path:
    target = folder / f"{stamp}-{slug}.chessarbiter"
    n = 1
    while target.exists():  # two copies in one second (a migration right after a round)
        n += 1
        target = folder / f"{stamp}-{n}-{slug}.chessarbiter"
    return target


def _remove_stale_partials(folder: Path) -> None:
    """Partial copies of killed processes; a fresh one may be another process's, at work."""
    for partial in folder.glob(f".*{PARTIAL}*"):  # its journal too
        with contextlib.suppress(OSError):
            if time.time() - partial.stat().st_mtime > STALE_PARTIAL:
                partial.unlink()


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows cannot open a folder, nor needs to."""
    if os.name == "posix":
        _fsync(folder)
