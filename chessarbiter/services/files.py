"""Writing output files (exports, printouts) so a crash never leaves half a file behind; the
writing itself is :mod:`chessarbiter.io.atomic`'s, a failure becomes a refusal naming the
file."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from chessarbiter.io.atomic import OutputError, write_file
from chessarbiter.services.errors import ActionRefused


@contextmanager
def writing() -> Iterator[None]:
    """Around an export that writes files: a file that cannot be written is refused."""
    try:
        yield
    except OutputError as exc:
        raise ActionRefused(str(exc), "output") from None


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file so a crash never leaves half a file."""
    with writing():
        write_file(path, data)
