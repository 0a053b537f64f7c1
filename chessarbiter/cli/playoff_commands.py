"""The ``playoff`` command: plan, lots, bids, coin flips, colour choices, results."""

from __future__ import annotations

import argparse
from typing import Any

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
from chessarbiter.services.playoffs import PlayoffService

Json = dict[str, Any]
USAGE = {
    "plan": "playoff plan",
    "lot": "playoff lot STEP [--seed N | --white START_NO]",
    "bid": "playoff bid STEP START_NO M:SS",
    "flip": "playoff flip STEP [--seed N | --winner START_NO]",
    "colour": "playoff colour STEP START_NO white|black",
    "result": "playoff result STEP RESULT",
    "select": "playoff select N,N,N,N --note TEXT",
    "reset": "playoff reset",
}


class PlayoffArgumentError(Exception):
    """The words after ``playoff ACTION`` do not fit the action."""


def playoff(args: argparse.Namespace, service: PlayoffService) -> Json:
    if args.action == "reset":
        service.restore(None)
        return {"reset": True}
    if args.action != "plan":
        service.apply(_action(args, service))
    return service.playoff().plan.to_dict()


def _action(args: argparse.Namespace, service: PlayoffService) -> Action:
    words: list[str] = args.words
    need = {"lot": 1, "bid": 3, "flip": 1, "colour": 3, "result": 2, "select": 1}[args.action]
    if len(words) != need:
        raise PlayoffArgumentError(f"usage: {USAGE[args.action]}")
    try:
        return _build(args, words, service)
    except (ValueError, PlayoffError) as exc:
        raise PlayoffArgumentError(f"{USAGE[args.action]}: {exc}") from None


def _build(args: argparse.Namespace, words: list[str], service: PlayoffService) -> Action:
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
    game = service.playoff().plan.step(step).next_game
    if game is None:
        raise ValueError(f"step {step} has no game waiting for a result")
    return GameResult(step, game.number, Result.parse(words[1]))


def _seed() -> int:
    import secrets

    return secrets.randbits(32)
