"""Compare-and-set: how every service refuses to overwrite what another computer wrote.

Two guards, used together, one transaction each:

1. **What the arbiter saw.** The caller passes the value its window showed (``expected``);
   the service compares it with what is stored, inside the transaction, before writing
   (:func:`check_shown`). Scripts that saw nothing pass :data:`UNSET`.
2. **What lands between reading and writing.** A table another computer can change has a
   ``version`` column mapped as SQLAlchemy's ``version_id_col``: every UPDATE or DELETE says
   ``WHERE version = <the one read>`` and finding no row raises ``StaleDataError``, which
   :func:`compare_and_set` turns into the record's :class:`EditConflict`. A new row that
   must be unique (one record per event, one lineup per match side) relies on its unique
   key instead: pass ``on_duplicate`` and the ``IntegrityError`` becomes that conflict.

Either way the loser's transaction is rolled back whole and the message names the record:
"Board 2 of Rooks–Knights was changed on another computer; your 1-0 was not saved". The
window refreshes on :class:`EditConflict`; the command line exits with status 3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from chessarbiter.db.database import Database, caller_name
from chessarbiter.services.compare import UNSET as UNSET
from chessarbiter.services.compare import StaleWrite
from chessarbiter.services.compare import Unset as Unset
from chessarbiter.services.compare import check_shown as check_shown
from chessarbiter.services.errors import ActionRefused, EditConflict, store_refusal

T = TypeVar("T")
Conflict = Callable[[], EditConflict]


@contextmanager
def compare_and_set(db: Database, conflict: Conflict | None, *,
                    on_duplicate: Conflict | None = None,
                    action: str | None = None) -> Iterator[Session]:
    """A transaction of :meth:`Database.transaction` whose versioned writes are checked.

    ``conflict`` is called after the rollback, so it may read what the other computer stored
    to say it; None raises :class:`StaleWrite` instead, for a caller that tries again. The
    session is flushed before commit, inside this guard, so no stale write escapes it.
    ``action`` names the change in the audit log (default: the calling method).
    """
    action = action or caller_name(3)  # 0: caller_name, 1: here, 2: contextlib, 3: the service
    try:
        with db.transaction(action) as session:
            yield session
            session.flush()
    except (StaleDataError, StaleWrite):  # the ORM's version check, or a plain-SQL one
        if conflict is None:
            raise StaleWrite from None
        raise conflict() from None
    except IntegrityError:
        if on_duplicate is None:
            raise
        raise on_duplicate() from None


def retried(attempt: Callable[[], T], conflict: Conflict, attempts: int = 3) -> T:
    """``attempt()`` again after each :class:`StaleWrite`, ``conflict()`` once ``attempts``
    are spent. For a write that compares only what it changes (some settings of many): a
    stale version then need not mean a conflict, and the retry's own check decides."""
    for _ in range(attempts):
        try:
            return attempt()
        except StaleWrite:
            continue
    raise conflict()


def store_failure(exc: Exception, written: str) -> ActionRefused:
    """A storage error no service foresaw, as the sentence the arbiter reads (the window and
    the command line use this one translation). ``written``: what could not be written
    ("the event file", "the season file")."""
    if isinstance(exc, StaleDataError):
        return EditConflict(f"{written[0].upper()}{written[1:]} was changed on another "
                            "computer while this was saved; nothing was saved. Reload and check.")
    return store_refusal(exc, written)
