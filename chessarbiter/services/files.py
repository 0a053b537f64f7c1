"""Writing output files (exports, printouts) so a crash never leaves half a file behind."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from chessarbiter.services.errors import ActionRefused


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file so a crash never leaves half a file."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.")
    except OSError as exc:
        raise ActionRefused(f"{path}: cannot write ({exc.strerror})", "output") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        os.unlink(tmp)
        raise ActionRefused(f"{path}: cannot write ({exc.strerror})", "output") from None
