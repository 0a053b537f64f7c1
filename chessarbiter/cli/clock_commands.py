"""The clock's commands: reading a time control (no event file needed) and the event's time
penalty for a device that made a noise."""

from __future__ import annotations

import argparse
from typing import Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.core.clock import parse_clock_time
from chessarbiter.core.penalties import device_time_penalty
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control

Json = dict[str, Any]


def timecontrol(args: argparse.Namespace) -> Json:
    try:
        return parse_time_control(args.text).to_dict()
    except TimeControlError as exc:
        raise CommandError(f"TEXT: {exc}") from None


def penalty(args: argparse.Namespace) -> Json:
    from chessarbiter.cli.events import event_service  # the event's settings: storage

    remaining = remaining_seconds(args.remaining)
    return penalty_answer(remaining, event_service(args).settings())


def penalty_answer(remaining: int, settings: EventSettings) -> Json:
    """The penalty of the event's ``settings`` for a clock showing ``remaining`` seconds
    (also the fast read path's answer)."""
    taken = device_time_penalty(remaining, settings)
    return {"penalty": _mm_ss(taken), "remaining_after": _mm_ss(remaining - taken)}


def remaining_seconds(text: str) -> int:
    try:
        return parse_clock_time(text)
    except ValueError as exc:
        raise CommandError(f"--remaining: {exc}") from None


def timecontrol_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("parse",))
    p.add_argument("text", help='e.g. "40/90, SD/30; +30" or "G/75;d5"')


def penalty_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("time",))
    p.add_argument("--remaining", required=True, metavar="MM:SS",
                   help="time left on the offender's clock")


def _mm_ss(seconds: int) -> str:
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
