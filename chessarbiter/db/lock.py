"""Knowing that an event file is already open in another window or on another program run.

The lock is an operating-system lock on ``FILE.lock`` held while the file is open: the
system drops it when the program ends, however it ends (even killed), so a crash never
leaves a file locked. The lock file also says who holds it, for the message.
"""

from __future__ import annotations

import json
import os
import socket
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO


class FileInUse(Exception):
    """The event file is open elsewhere; ``holder`` describes where, when known."""

    def __init__(self, path: Path, holder: str) -> None:
        super().__init__(f"{path}: already open ({holder}); open it read-only or close it there")
        self.path = path
        self.holder = holder


@dataclass
class EventFileLock:
    """A held lock; :meth:`release` (or process exit) frees it."""

    path: Path
    _handle: IO[str] | None

    def release(self) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            self._handle.close()
            self._handle = None
            self.path.unlink(missing_ok=True)


def lock_path(event_file: Path) -> Path:
    return event_file.with_name(event_file.name + ".lock")


def acquire(event_file: Path) -> EventFileLock:
    """Lock ``event_file`` for this program run, or raise :class:`FileInUse`."""
    path = lock_path(event_file)
    handle = path.open("a+", encoding="utf-8")
    if not _try_lock(handle):
        handle.seek(0)
        holder = _describe(handle.read())
        handle.close()
        raise FileInUse(event_file, holder)
    handle.seek(0)
    handle.truncate()
    handle.write(json.dumps({"host": socket.gethostname(), "pid": os.getpid(),
                             "since": datetime.now().isoformat(timespec="minutes")}))
    handle.flush()
    return EventFileLock(path, handle)


def _describe(text: str) -> str:
    try:
        info = json.loads(text)
        return f"by process {info['pid']} on {info['host']} since {info['since']}"
    except (ValueError, KeyError, TypeError):
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
