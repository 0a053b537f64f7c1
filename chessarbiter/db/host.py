"""This computer's name, as the lock file and the audit log record it."""

from __future__ import annotations

import os


def host_name() -> str:
    """What :func:`socket.gethostname` answers; ``os.uname`` gives the same where it exists
    without importing :mod:`socket` (a window's start pays for every import)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket  # pragma: no cover - Windows

    return socket.gethostname()
