"""What the writing commands ``result``, ``withdraw`` and ``settings --set`` read from their
arguments and answer, from core values only, so the ordinary path
(:mod:`chessarbiter.cli.event_commands`) and the one without SQLAlchemy
(:mod:`chessarbiter.cli.fast_write`) say the same. Standard library and core only."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.core.results import Result

if TYPE_CHECKING:
    from chessarbiter.core.boards import EventBoards

Json = dict[str, Any]


def typed_result(args: argparse.Namespace) -> Result | None:
    """The result ``result`` was given (None: clear it), refused when unreadable."""
    text = args.value.strip()
    if text.lower() in ("clear", "none", ""):
        value = None
    else:
        try:
            value = Result.parse(text)
        except ValueError as exc:
            raise CommandError(f"RESULT: {exc}") from None
    if args.moves is not None and value is not Result.DRAW:
        raise CommandError("--moves: only for a draw")
    return value


def result_json(args: argparse.Namespace, value: Result | None, round_complete: bool,
                playoff_out_of_date: str | None = None) -> Json:
    """``result``'s answer (its ``incident`` filled in by the caller for a draw's moves)."""
    return {"round": args.round, "board": args.board, "result": value.value if value else None,
            "round_complete": round_complete, "incident": None,
            "playoff_out_of_date": playoff_out_of_date}


def withdrawn_after(args: argparse.Namespace) -> int | None:
    return None if args.after_round < 0 else args.after_round


def withdrawal_json(args: argparse.Namespace, boards: EventBoards, rule: str,
                    playoff_out_of_date: str | None = None) -> Json:
    """``withdraw``'s answer from the event's boards after the change."""
    from chessarbiter.core.boards import BoardStatus

    start_no = args.start_no
    mine = [b for b in boards.games() if start_no in (b.white, b.black)]
    return {"start_no": start_no, "name": boards.source.by_start_no[start_no].name,
            "withdrawn_after": withdrawn_after(args), "rule": rule,
            "annulled": start_no in boards.annulled,
            "forfeits": sum(1 for b in mine if b.status is BoardStatus.WITHDRAWN),
            "annulled_games": sum(1 for b in mine if b.status is BoardStatus.ANNULLED),
            "playoff_out_of_date": playoff_out_of_date}


def backup_warning(problem: str | None, saved: str = "result") -> None:
    if problem:
        print(f"chessarbiter: warning: the {saved} is saved, but {problem}", file=sys.stderr)


def setting_changes(items: list[str], current: Json) -> dict[str, Any]:
    """``--set KEY=VALUE …``, each value read with the type of the setting's current one."""
    return dict(_setting(item, current) for item in items)


def _setting(item: str, current: Json) -> tuple[str, Any]:
    key, sep, raw = item.partition("=")
    key = key.strip().replace("-", "_")
    if not sep or key not in current:
        known = ", ".join(sorted(current))
        raise CommandError(f"--set {item!r}: expected KEY=VALUE with KEY one of {known}")
    kind = type(current[key])
    try:
        if kind is list:
            items = [c.strip() for c in raw.split(",") if c.strip()]
            if key == "tiebreaks":
                return key, tuple(c.upper() for c in items)
            if key == "prize_amounts":
                return key, tuple(int(c) for c in items)
            return key, tuple(items)
        if kind is bool:
            if raw.lower() not in ("true", "false", "yes", "no", "1", "0"):
                raise ValueError(raw)
            return key, raw.lower() in ("true", "yes", "1")
        return key, kind(json.loads(raw)) if kind in (int, float) else raw
    except (ValueError, json.JSONDecodeError):
        raise CommandError(f"--set {key}: {raw!r} is not a valid {kind.__name__}") from None
