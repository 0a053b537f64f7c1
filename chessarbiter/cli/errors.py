"""How a refused command reaches the user: one sentence naming the option at fault, and the
exit status that says which kind of refusal it was (see :mod:`chessarbiter.cli.parser`).

Loads no storage: the exceptions caught here are defined without it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from chessarbiter import crash_log
from chessarbiter.cli.store import WAIT
from chessarbiter.db.errors import EventFileError
from chessarbiter.db.lock import FileInUse
from chessarbiter.services.errors import ActionRefused, EditConflict, NeedsConfirmation

REFUSED, USAGE, CONFLICT, IN_USE = 1, 2, 3, 4  # exit statuses
FAILED = crash_log.FAILED  # sysexits' EX_SOFTWARE: the program failed, not the user


class CommandError(Exception):
    """A command failed; the message names the file, argument or field at fault, ``status``
    is the exit status that says which kind of failure it was, ``answer`` what the command
    did before it stopped (a batch's summary), printed before the error."""

    def __init__(self, message: str, status: int = REFUSED, answer: Any = None) -> None:
        super().__init__(message)
        self.status = status
        self.answer = answer


OPTION_OF_FIELD = {
    "round": "--round", "board": "--board", "start_no": "--start-no", "name": "--name",
    "fide_rating": "--fide-rating", "uscf_rating": "--uscf-rating", "fide_id": "--fide-id",
    "uscf_id": "--uscf-id", "federation": "--federation", "title": "--title", "sex": "--sex",
    "preset": "--preset", "tiebreaks": "--tiebreaks", "after_round": "--after-round",
    "cycles": "--cycles", "event": "--event", "output": "--output", "settings": "--set",
    "details": "--kind", "fine": "--fine", "time_penalty_seconds": "--penalty",
    "decision": "--decision", "id": "ID", "at": "--at", "document": "DOCUMENT",
    "uscf": "export uscf", "from": "--from", "start_date": "--start-date",
    "time_control": "--set time_control", "playoff": "playoff",
    "confirm": "--confirm", "rating": "--rating",
}


def in_use(exc: FileInUse) -> str:
    if not exc.by_window:
        return f"{exc.path}: still in use ({exc.holder}) after {WAIT:.0f} seconds; try again"
    return (f"{exc.path}: open in a window ({exc.holder}); close it there to change it from "
            "the command line — commands that only read work beside it")


def guarded(handler: Callable[[argparse.Namespace], Any], args: argparse.Namespace) -> Any:
    """``handler(args)``, a refusal of any layer turned into a :class:`CommandError`."""
    try:
        return handler(args)
    except EditConflict as exc:
        raise CommandError(str(exc), CONFLICT) from None
    except NeedsConfirmation as exc:
        raise CommandError(f"{exc} Nothing was stored; run the command again with "
                           "--confirm to store it.") from None
    except FileInUse as exc:
        raise CommandError(in_use(exc), IN_USE) from None
    except ActionRefused as exc:
        option = OPTION_OF_FIELD.get(exc.field or "")
        raise CommandError(f"{option}: {exc}" if option else str(exc)) from None
    except EventFileError as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:  # a name the system refuses (too long, a NUL), a disk gone
        where = exc.filename if exc.filename is not None else "a file"
        raise CommandError(f"{where}: cannot be used ({exc.strerror or exc})") from None
