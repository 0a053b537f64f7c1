"""Options shared by many commands: ``--db`` and ``--json`` (before or after the command),
``--event``, ``--confirm``, and the date type.

Standard library only: the parser is built on every run.
"""

from __future__ import annotations

import argparse
from datetime import date
from functools import cache

DEFAULT_DB = "event.chessarbiter"


@cache
def common() -> argparse.ArgumentParser:
    """``--db`` and ``--json``, for the main parser and every command's (SUPPRESS leaves
    them unset when absent, so one given before the command is not overwritten after it)."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--db", default=argparse.SUPPRESS, metavar="FILE",
                        help=f"event file (default: $CHESSARBITER_DB or ./{DEFAULT_DB})")
    parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                        help="print one JSON document on stdout")
    return parser


@cache
def event() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--event", type=int, metavar="N", help="event id (default: the latest)")
    return parser


def parents(needs_event: bool) -> list[argparse.ArgumentParser]:
    return [common(), event()] if needs_event else [common()]


def confirm_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--confirm", action="store_true",
                   help="store a change that contradicts an incident's forfeit decision or "
                        "changes who is tied for first after the play-off started")


def day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2015-07-08") from None
