"""Opening an event store — the one way both windows and both command lines do it.

:func:`open_store` takes a file or a server address and what the caller means to do:

- ``READ`` (look, print, export): no lock, and the store refuses every write. A file that
  cannot be written (a read-only file or folder) is read from a copy in memory, upgraded
  there if it is older, so nothing — not even a ``-wal`` — appears beside it.
- ``WRITE``: the file's lock (:mod:`.lock`) for as long as the store is open; a read-only file
  or folder is refused before SQLite touches it.

Either way the file is examined before it is written (damaged, empty, another program's, a
newer version's: refused, pointing to the backups when there are some), upgraded in one
transaction if older (:mod:`.upgrade`), and its rows checked (:mod:`.integrity`). The store
comes back with its events and their kinds, so the caller can pick the window or the
commands that fit.

:func:`create_file` makes a new file that appears under its name only once its first
transaction has committed: it is written under a hidden temporary name and linked into
place, so a kill, a refusal or a full disk leaves no file — or only a hidden leftover the
next attempt removes.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

from sqlalchemy import text

from chessarbiter.db.backups import backup_folder, examine_copy, good_backups
from chessarbiter.db.database import DamagedFile, Database, EventFileError
from chessarbiter.db.direct import NEW
from chessarbiter.db.direct import unwritable_reason as unwritable_reason
from chessarbiter.db.integrity import row_problems, summary
from chessarbiter.db.lock import COMMAND, EventFileLock, acquire

Access = Literal["read", "write"]
READ: Access = "read"
WRITE: Access = "write"
T = TypeVar("T")


class Unwritable(EventFileError):
    """The file cannot be written here (a read-only file or folder): it can still be read,
    so a window can offer to open it read-only. ``reason`` says which."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}, so nothing can be changed in it (it can still be "
                         "read); copy it to a folder you can write to")
        self.path, self.reason = path, reason


@dataclass(frozen=True, slots=True)
class StoredEvent:
    id: int
    kind: str  # "individual" or "league" (queries.INDIVIDUAL, queries.LEAGUE)
    name: str


@dataclass
class OpenedStore:
    """An open store, its lock (when writing a file) and the events it holds."""

    db: Database
    #: the file, or the server address without its password, as shown and remembered
    location: str
    #: the event file; None for a server database
    path: Path | None
    #: nothing can be changed through this store
    read_only: bool
    lock: EventFileLock | None
    events: tuple[StoredEvent, ...]

    @property
    def latest(self) -> StoredEvent | None:
        return self.events[-1] if self.events else None

    def close(self) -> None:
        self.db.close()
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def is_server(target: str | Path) -> bool:
    return "://" in str(target)


def open_store(target: str | Path, access: Access, *, holder: str = COMMAND,
               wait: float = 0.0, lock: EventFileLock | None = None) -> OpenedStore:
    """Open ``target`` for ``access``; :class:`EventFileError` (or its
    :class:`~chessarbiter.db.lock.FileInUse`) names the file and says why not. ``lock``: the
    file's lock, already held by the caller (a window that wrote it without SQLAlchemy while
    storage loaded), which the store takes over — and releases if it refuses the file."""
    if is_server(target):
        db = Database(str(target), read_only=access == READ)
        return _checked(db, None, db.shown_url, None)
    path = Path(target)
    unwritable = unwritable_reason(path) if path.is_file() else None
    if not path.is_file() or (unwritable and access == WRITE):
        if lock is not None:
            lock.release()
        if unwritable:
            raise Unwritable(path, unwritable)
        raise EventFileError(f"{path}: no such event file" if not path.exists()
                             else f"{path}: is a folder, not an event file")
    if access == WRITE and lock is None:
        lock = acquire(path, holder, wait)
    try:
        if lock is not None:
            _remove_leftovers(path)  # of a creation killed once its file had its name
        db = _open_file(path, in_memory=unwritable is not None, read_only=access == READ)
        return _checked(db, path, str(path), lock)
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def create_file(path: Path, first: Callable[[Database], T], *, holder: str = COMMAND,
                wait: float = 0.0) -> T:
    """Make the event file ``path`` with ``first`` (its first transaction: the event, an
    import) and return what ``first`` returned; the file appears only when that is done."""
    if path.exists():
        raise EventFileError(f"{path}: already exists")
    folder = path.parent
    if not os.access(folder, os.W_OK):
        raise EventFileError(f"{path}: the folder {folder} cannot be written")
    lock = acquire(path, holder, wait)  # the name's lock: no other creator meanwhile
    temp = path.with_name(f".{path.name}{NEW}{secrets.token_hex(4)}")
    try:
        _remove_leftovers(path)
        db = Database.open_file(temp)
        try:
            made = first(db)
        finally:
            db.close()
        problem = examine_copy(temp)
        if problem is not None:
            raise EventFileError(f"{path}: the new file could not be completed ({problem})")
        _publish(temp, path)
        return made
    except OSError as exc:
        raise EventFileError(f"{path}: cannot be created ({exc.strerror})") from None
    finally:
        _remove(temp)
        lock.release()


def _open_file(path: Path, *, in_memory: bool, read_only: bool) -> Database:
    try:
        if in_memory:
            return _in_memory(path)
        return Database.open_file(path, read_only=read_only)
    except DamagedFile as exc:
        raise DamagedFile(f"{exc}; {backups_hint(path)}") from None
    except OSError as exc:  # unreadable: permissions, a disk that went away
        raise EventFileError(f"{path}: cannot be read ({exc.strerror})") from None


def _in_memory(path: Path) -> Database:
    """A file that cannot be written, examined like any other, then read from memory."""
    if path.with_name(path.name + "-wal").exists():
        raise EventFileError(f"{path}: the changes in its WAL beside it can only be read by "
                             "writing them into the file, which cannot be written here; copy "
                             "both files to a folder you can write to")
    problem = examine_copy(path)
    if problem is not None and "newer version" not in problem and "no event" not in problem:
        raise DamagedFile(f"{path}: {problem}; it was left as it is")
    return Database.copy_in_memory(path)


def _checked(db: Database, path: Path | None, location: str,
             lock: EventFileLock | None) -> OpenedStore:
    """The opened store with its events, unless it holds rows the program would misread."""
    try:
        with db.engine.connect() as conn:
            problems = row_problems(conn)
            rows = conn.execute(text("select id, kind, name from events order by id")).all()
    except BaseException:
        db.close()
        raise
    if problems:
        db.close()
        raise EventFileError(f"{location}: holds rows the program cannot read as they are: "
                             f"{summary(problems)}. Nothing was changed; "
                             f"{backups_hint(path) if path else 'correct them on the server'}")
    events = tuple(StoredEvent(int(i), str(k), str(n)) for i, k, n in rows)
    return OpenedStore(db, location, path, db.read_only, lock, events)


def backups_hint(path: Path | None) -> str:
    """Where the way back is: the newest good backup, or that there is none."""
    good = good_backups(path) if path is not None else []
    if not good:
        return "there is no backup of it"
    assert path is not None
    return (f"{len(good)} good backup{'s' if len(good) > 1 else ''} in {backup_folder(path)}, "
            f"the newest from {good[0].taken:%Y-%m-%d %H:%M} (open one, or use File ▸ "
            "Restore backup)")


def _publish(temp: Path, path: Path) -> None:
    """Give the finished file its name, never over a file that appeared meanwhile."""
    try:
        os.link(temp, path)
    except FileExistsError:
        raise EventFileError(f"{path}: already exists") from None
    except OSError:  # no hard links (a FAT stick): rename, having looked first
        if path.exists():
            raise EventFileError(f"{path}: already exists") from None
        os.rename(temp, path)
    if os.name == "posix":
        fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    made = backup_folder(temp)  # copies a round taken while it was being made (the demo)
    if made.is_dir() and not backup_folder(path).exists():
        made.rename(backup_folder(path))


def _remove(temp: Path) -> None:
    """A temporary file with its journals and the backups taken of it."""
    for leftover in (temp, *(temp.with_name(temp.name + j) for j in ("-wal", "-shm"))):
        with contextlib.suppress(OSError):
            leftover.unlink()
    shutil.rmtree(backup_folder(temp), ignore_errors=True)


def _remove_leftovers(path: Path) -> None:
    """What killed creations of this name left (the caller holds the name's lock)."""
    for leftover in path.parent.glob(f".{path.name}{NEW}*"):
        if leftover.is_dir():
            shutil.rmtree(leftover, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                leftover.unlink()
