"""What the arbiter saw against what is stored, without loading storage.

The plain-SQL writes (:mod:`chessarbiter.services.result_write`) run on the command line
without SQLAlchemy, so the pieces of :mod:`chessarbiter.services.concurrency` they need live
here, and that module re-exports them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TypeVar

from chessarbiter.services.errors import EditConflict

T = TypeVar("T")


class _Unset(enum.Enum):
    UNSET = enum.auto()


UNSET = _Unset.UNSET
"""``expected`` not given: write whatever is stored (scripts, imports, the demo)."""

Unset = _Unset


def check_shown(stored: T, shown: T | _Unset, conflict: Callable[[T], EditConflict]) -> None:
    """Refuse with ``conflict(stored)`` when the window showed something else than is stored."""
    if not isinstance(shown, _Unset) and stored != shown:
        raise conflict(stored)


class StaleWrite(Exception):
    """A row this transaction read was written by another computer before this one wrote it
    (raised by :func:`~chessarbiter.services.concurrency.compare_and_set` without a
    ``conflict``, for ``retried``; and by a plain-SQL compare-and-set finding no row)."""
