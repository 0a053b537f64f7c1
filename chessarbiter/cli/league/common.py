"""What every ``league`` action shares: argument types, opening the event file, file reading.

Standard library only when loaded: the parser is built on every run (see the package).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.db.database import Database
    from chessarbiter.services.league import League

Json = dict[str, Any]
Action = Callable[[argparse.Namespace, "League"], Json]
AddParser = Callable[..., argparse.ArgumentParser]


def date_type(form: str, what: str, example: str) -> Callable[[str], date]:
    def parse(text: str) -> date:
        try:
            return datetime.strptime(text, form).date()
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a {what} like {example}") from None
    return parse


day = date_type("%Y-%m-%d", "date", "2011-10-16")
month = date_type("%Y-%m", "month", "2011-09")


def open_db(args: argparse.Namespace) -> Database:
    from chessarbiter.cli.store import open_db as open_store

    return open_store(args, "create a season with league new")


def read(name: str) -> bytes:
    try:
        return Path(name).read_bytes()
    except OSError as exc:
        raise ActionRefused(f"{name}: cannot be read ({exc.strerror})") from None
    except ValueError:  # a NUL byte in the name: no file can have it
        raise ActionRefused(f"{name!r}: not a file name") from None


def iso(on: date | None) -> str | None:
    return on.isoformat() if on else None


def cents(text: str) -> int:
    """``12.50`` or ``$12.50`` → 1250."""
    whole, _, part = text.strip().lstrip("$").partition(".")
    if not whole.isdigit() or (part and not (part.isdigit() and len(part) <= 2)):
        raise argparse.ArgumentTypeError(f"{text!r} is not an amount like 12.50")
    return int(whole) * 100 + int(part.ljust(2, "0") or 0)


def moment(text: str) -> datetime:
    """``2011-10-15 18:30`` (or with a T) → that date and time."""
    try:
        return datetime.strptime(text.replace("T", " "), "%Y-%m-%d %H:%M")
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a date and time like 2011-10-15 18:30") from None
