"""The ``playoff`` command: plan (reads only), start, lots, bids, coin flips, colour choices,
results, and keep or redo an out-of-date play-off; and the ``standings`` read from storage,
which say whether a play-off is due or under way."""

from __future__ import annotations

import argparse
from typing import Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.events import event_service
from chessarbiter.cli.shapes import chain_argument, standings_json
from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlayoffError,
    SelectFour,
    parse_bid,
)
from chessarbiter.core.results import Result
from chessarbiter.services.errors import AlreadyRecorded
from chessarbiter.services.playoffs import PlayoffService

Json = dict[str, Any]
USAGE = {
    "plan": "playoff plan",
    "start": "playoff start",
    "keep": "playoff keep",
    "redo": "playoff redo",
    "lot": "playoff lot STEP [--seed N | --white START_NO]",
    "bid": "playoff bid STEP START_NO M:SS",
    "flip": "playoff flip STEP [--seed N | --winner START_NO]",
    "colour": "playoff colour STEP START_NO white|black",
    "result": "playoff result STEP RESULT [--game N]",
    "select": "playoff select N,N,N,N --note TEXT",
    "reset": "playoff reset",
}


class PlayoffArgumentError(Exception):
    """The words after ``playoff ACTION`` do not fit the action."""


def standings(args: argparse.Namespace) -> Json:
    """The standings by storage (when the fast read path stepped aside), with the play-off's
    status for the note under them."""
    service = event_service(args)
    chain = chain_argument(args.tiebreaks)
    rows = service.standings(chain)
    return standings_json(rows, chain if chain is not None else service.settings().tiebreaks,
                          PlayoffService(service).status())


def playoff(args: argparse.Namespace) -> Json:
    """The play-off after the action (``plan`` only reads); a repeat of what is stored is
    no error: the answer says so in ``note`` and nothing is written."""
    try:
        return _playoff(args, PlayoffService(event_service(args)))
    except PlayoffArgumentError as exc:
        raise CommandError(str(exc)) from None


def _playoff(args: argparse.Namespace, service: PlayoffService) -> Json:
    note = ""
    try:
        if args.action == "reset":
            service.restore(None)
        elif args.action in _WRITES:
            _WRITES[args.action](service)
        elif args.action != "plan":
            service.apply(_action(args))
    except AlreadyRecorded as exc:
        note = str(exc)
    return {**service.status().to_dict(), "note": note or None}


def out_of_date(service: PlayoffService) -> str | None:
    """Why the stored play-off is out of date after a change (None: still true), for the
    answer of the command that made the change."""
    return service.status().stale_message or None


_WRITES = {"start": PlayoffService.start, "keep": PlayoffService.keep,
           "redo": PlayoffService.redo}


def _action(args: argparse.Namespace) -> Action:
    words: list[str] = args.words
    need = {"lot": 1, "bid": 3, "flip": 1, "colour": 3, "result": 2, "select": 1}[args.action]
    if len(words) != need:
        raise PlayoffArgumentError(f"usage: {USAGE[args.action]}")
    try:
        return _build(args, words)
    except (ValueError, PlayoffError) as exc:
        raise PlayoffArgumentError(f"{USAGE[args.action]}: {exc}") from None


def _build(args: argparse.Namespace, words: list[str]) -> Action:
    if args.action == "select":
        players = tuple(int(w) for w in words[0].split(","))
        return SelectFour(players, args.note or "")
    step = words[0]
    if args.action == "lot":
        return ColourLot(step, seed=args.seed, white=args.white) if (
            args.seed is not None or args.white is not None) else ColourLot(step, seed=_seed())
    if args.action == "flip":
        return CoinFlip(step, seed=args.seed, winner=args.winner) if (
            args.seed is not None or args.winner is not None) else CoinFlip(step, seed=_seed())
    if args.action == "bid":
        return Bid(step, int(words[1]), parse_bid(words[2]))
    if args.action == "colour":
        return ColourChoice(step, int(words[1]), Side(words[2].lower()))
    if args.game is not None and args.game < 1:
        raise ValueError("--game counts from 1")
    return GameResult(step, args.game or 0, Result.parse(words[1]))  # 0: the next game


def _seed() -> int:
    import secrets

    return secrets.randbits(32)
