"""Writing output files so that a kill, a full disk or a pulled stick never leaves half of
one: every export (web pages, workbooks, TRF, DBF, PDF) goes through here.

Each file is written under a hidden temporary name in its own folder (so the rename cannot
cross disks), synced, then renamed over the final name; a set of files (a web site, the
three DBF files of a report) is written whole before the first rename, so an older set is
never half replaced by a failure. What a killed export left (``.NAME.partial-…``) is removed
the next time that file is written.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path

PARTIAL = ".partial-"


class OutputError(Exception):
    """A file could not be written; the message names it and says why."""


def write_file(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path``, whole or not at all."""
    write_files({path: data})
    return path


def write_files(files: Mapping[Path, bytes]) -> list[Path]:
    """Write every file, whole, before any takes its name; nothing written on a failure."""
    written: list[tuple[Path, Path]] = []
    try:
        for path, data in files.items():
            written.append((_temporary(path, data), path))
        for temp, path in written:
            os.replace(temp, path)
        for folder in {path.parent for path in files}:
            _sync_folder(folder)
    except OSError as exc:
        for temp, _path in written:
            with contextlib.suppress(OSError):
                temp.unlink()
        where = exc.filename or next(iter(files), "")
        raise OutputError(f"{where}: cannot write ({exc.strerror})") from None
    return list(files)


def _temporary(path: Path, data: bytes) -> Path:
    folder = path.parent
    for leftover in folder.glob(f".{path.name}{PARTIAL}*"):
        with contextlib.suppress(OSError):
            leftover.unlink()
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}{PARTIAL}")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except OSError:
        Path(name).unlink(missing_ok=True)
        raise
    return Path(name)


def _sync_folder(folder: Path) -> None:
    """Make the renames durable (POSIX); Windows cannot open a folder, nor needs to."""
    if os.name == "posix":
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
