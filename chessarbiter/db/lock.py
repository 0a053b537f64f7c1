"""One lock for every writer of an event file: a window while the file is open in it, a
command for the moment it writes.

The lock is an operating-system lock on ``FILE.lock``: the system drops it when the program
ends, however it ends (even killed), so a crash never leaves a file locked. The lock file
also says who holds it — a window or a command, which process, since when — for the message.
A command waits a little for another command (scripts run them back to back); a window
holds the file for as long as it is open, so a command beside it is refused at once.

Releasing deletes the lock file *before* unlocking it, and taking the lock checks that the
file locked is still the one under that name: a process that waited on a lock file just
deleted then tries again on the new one, so two holders can never both succeed.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO

from chessarbiter.db.errors import EventFileError
from chessarbiter.db.host import host_name

WINDOW, COMMAND = "window", "command"  # who holds a lock
RETRY = 0.02  # seconds between two tries while waiting for a lock


class FileInUse(EventFileError):
    """The event file is open elsewhere; ``holder`` describes where, when known, and
    ``by_window`` says whether a window holds it (for as long as it stays open)."""

    def __init__(self, path: Path, holder: str, by_window: bool = True) -> None:
        super().__init__(f"{path}: already open ({holder}); open it read-only or close it there")
        self.path = path
        self.holder = holder
        self.by_window = by_window


@dataclass
class EventFileLock:
    """A held lock; :meth:`release` (or process exit) frees it."""

    path: Path
    _handle: IO[str] | None

    def release(self) -> None:
        if self._handle is not None:
            if sys.platform != "win32":  # deleted while held: see the module's docstring
                self.path.unlink(missing_ok=True)
            _unlock(self._handle)
            self._handle.close()
            self._handle = None
            if sys.platform == "win32":  # pragma: no cover - an open file cannot go sooner
                with contextlib.suppress(OSError):  # another process has it open
                    self.path.unlink(missing_ok=True)


def lock_path(event_file: Path) -> Path:
    return event_file.with_name(event_file.name + ".lock")


def acquire(event_file: Path, holder: str = WINDOW, wait: float = 0.0) -> EventFileLock:
    """Lock ``event_file`` for ``holder`` (a window or a command), or raise
    :class:`FileInUse`; held by another command, try again for up to ``wait`` seconds."""
    deadline = time.monotonic() + wait
    while True:
        try:
            return _take(event_file, holder)
        except FileInUse as exc:
            if exc.by_window or time.monotonic() >= deadline:
                raise
        time.sleep(RETRY)


def _take(event_file: Path, holder: str) -> EventFileLock:
    path = lock_path(event_file)
    while True:
        handle = path.open("a+", encoding="utf-8")
        if not _try_lock(handle):
            handle.seek(0)
            text = handle.read()
            handle.close()
            raise FileInUse(event_file, _describe(text), _held_by(text) != COMMAND)
        if _still_named(handle, path):
            break
        _unlock(handle)  # the holder before deleted it as this one took it: the next one
        handle.close()
    handle.seek(0)
    handle.truncate()
    handle.write(json.dumps({"host": host_name(), "pid": os.getpid(),
                             "since": datetime.now().isoformat(timespec="minutes"),
                             "by": holder}))
    handle.flush()
    return EventFileLock(path, handle)


def _still_named(handle: IO[str], path: Path) -> bool:
    """Whether ``handle`` is the file under ``path`` (not one deleted meanwhile)."""
    if sys.platform == "win32":  # pragma: no cover - an open file cannot be deleted there
        return True
    try:
        return os.stat(path).st_ino == os.fstat(handle.fileno()).st_ino
    except FileNotFoundError:
        return False


def _held_by(text: str) -> str:
    """Who holds a lock, from its file; an empty one was taken this instant and is being
    written: worth waiting for, as for a command."""
    if not text:
        return COMMAND
    try:
        return str(json.loads(text).get("by", WINDOW))
    except (ValueError, AttributeError):
        return WINDOW


def _describe(text: str) -> str:
    try:
        info = json.loads(text)
        who = "a chessarbiter command" if info.get("by") == COMMAND else "a chessarbiter window"
        return f"by process {info['pid']} on {info['host']} since {info['since']}, {who}"
    except (ValueError, KeyError, TypeError, AttributeError):
        return "by another chessarbiter window"


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: IO[str]) -> bool:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _unlock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(handle: IO[str]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
