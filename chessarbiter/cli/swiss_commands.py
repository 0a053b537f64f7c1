"""The Swiss commands: ``pair --next``, ``pairings --explain``, ``bye``, late entries.

The options each command adds are here, one function per command (:mod:`.arguments` calls
them for new-event, pair, pairings and add-player; :mod:`.table` names those of bye and
swap); the handlers are called by the event commands they extend, or by the table.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from chessarbiter.core.settings import INITIAL_COLOURS, SYSTEMS

if TYPE_CHECKING:
    from chessarbiter.core.players import Player
    from chessarbiter.services.events import EventService

Json = dict[str, Any]
BYE_KINDS = {"half": "H", "zero": "Z", "full": "F"}
SWISS_PRESET = "swiss-fide"


def new_event_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--system", choices=SYSTEMS, default="round-robin",
                   help="round-robin (Berger tables) or swiss-dutch (FIDE Dutch system, "
                        f"preset {SWISS_PRESET} unless --preset names another)")
    p.add_argument("--rounds", type=int, help="swiss-dutch: the number of rounds announced")
    p.add_argument("--initial-colour", choices=INITIAL_COLOURS, default="lot",
                   help="swiss-dutch: the top player's colour in round 1 (default: drawn by "
                        "lot when round 1 is paired, then stored)")


def pair_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--next", action="store_true",
                   help="a Swiss event: pair the next round from the stored results")
    p.add_argument("--round", type=int, help="with --next: the round you expect to pair "
                   "(refused if another computer paired it meanwhile)")


def pairings_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--explain", action="store_true",
                   help="a Swiss event: why each board is what it is (floaters, colours)")


def add_player_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--missed", choices=("zero", "half"), default="zero",
                   help="a late entry to a Swiss event: the byes for the rounds already paired")


def bye_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--start-no", type=int, required=True)
    p.add_argument("--round", type=int, required=True)
    p.add_argument("--kind", choices=tuple(BYE_KINDS), default="half",
                   help="half-point (default), zero-point or full-point bye")
    p.add_argument("--cancel", action="store_true", help="take the bye back")


def swap_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--round", type=int, required=True)
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--colours", type=int, metavar="BOARD", help="swap the colours of BOARD")
    which.add_argument("--players", type=int, nargs=2, metavar=("NO", "NO"),
                       help="exchange two players between their boards")
    p.add_argument("--mark", action="store_true",
                   help="mark the changed boards on the pairing sheet")


def new_event_changes(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    """The preset and the settings changes ``new-event``'s Swiss options ask for."""
    from chessarbiter.core.presets import DEFAULT_PRESET
    from chessarbiter.services.errors import ActionRefused

    if args.system == "round-robin":
        if args.rounds is not None:
            raise ActionRefused("--rounds: only with --system swiss-dutch (a round robin's "
                                "rounds follow from its players)")
        return args.preset, {}
    if args.rounds is None or args.rounds < 1:
        raise ActionRefused("--rounds: a Swiss event needs its number of rounds, e.g. "
                            "--rounds 9")
    preset = SWISS_PRESET if args.preset == DEFAULT_PRESET else args.preset
    changes: dict[str, Any] = {"system": args.system, "swiss_rounds": args.rounds,
                               "initial_colour": args.initial_colour}
    if preset != SWISS_PRESET:
        changes["withdrawal_rule"] = "forfeit-remaining"
    return preset, changes


def pair_next(args: argparse.Namespace, service: EventService) -> Json:
    """Pair and store the next round; the answer is the round as ``pairings`` shows it."""
    from chessarbiter.cli.shapes import round_json
    from chessarbiter.services.swiss import SwissService

    swiss = SwissService(service.db, service.event_id)
    pairing = swiss.pair_next(args.round)
    return round_json(service.boards(), pairing.round)


def explain(args: argparse.Namespace, service: EventService, shown: Json) -> Json:
    """``shown`` (the round's JSON) with the engine's reasons per board and for the bye."""
    from chessarbiter.services.swiss import SwissService
    from chessarbiter.services.swiss_changes import SwissChanges

    made = SwissService(service.db, service.event_id).explain(args.round)
    by_hand = SwissChanges(service.db, service.event_id).changes(args.round)
    reasons = {(b.white, b.black): list(b.explanation) for b in made.boards}
    for board in shown["pairings"]:
        pair = (board["white"], board["black"])
        hand = [by_hand[board["board"]][0]] if board["board"] in by_hand else []
        board["explanation"] = hand + (reasons.get(pair) or _changed(pair, reasons))
        board["marked"] = by_hand.get(board["board"], ("", False))[1]
    shown["bye_explanation"] = list(made.bye_explanation) if shown["bye"] == made.bye else [
        "the bye was changed by the arbiter"]
    return shown


def _changed(pair: tuple[int, int], reasons: dict[tuple[int, int], list[str]]) -> list[str]:
    if (pair[1], pair[0]) in reasons:
        return ["the colours were swapped by the arbiter", *reasons[(pair[1], pair[0])]]
    return ["this board was changed by the arbiter"]


def add_late(args: argparse.Namespace, service: EventService, player: Player) -> Json | None:
    """A late entry when the event is a Swiss with a round paired (else None: add-player's
    ordinary registration)."""
    from chessarbiter.cli.shapes import player_json
    from chessarbiter.core.tournament import ByeKind
    from chessarbiter.services.swiss import SwissService

    if not service.settings().swiss or not service.schedule_made():
        return None
    missed = ByeKind.HALF if args.missed == "half" else ByeKind.ZERO
    added = SwissService(service.db, service.event_id).late_entry(player, missed)
    return {**player_json(added), "late_entry": True, "missed": args.missed}


def remove_late(args: argparse.Namespace, service: EventService) -> Json | None:
    """Take back a late entry when the event is a Swiss with a round paired (else None:
    remove-player's ordinary removal, before the schedule)."""
    from chessarbiter.cli.shapes import player_json
    from chessarbiter.services.swiss_late import LateEntries

    if not service.settings().swiss or not service.schedule_made():
        return None
    removed = LateEntries(service.db, service.event_id).remove_late_entry(args.start_no)
    missed = "half" if removed.missed.points else "zero"
    return {**player_json(removed.player), "late_entry": True, "missed": missed}


def bye(args: argparse.Namespace) -> Json:
    from chessarbiter.cli.events import event_service
    from chessarbiter.core.tournament import ByeKind
    from chessarbiter.services.swiss import SwissService

    service = event_service(args)
    swiss = SwissService(service.db, service.event_id)
    if args.cancel:
        swiss.cancel_bye(args.start_no, args.round)
        kind = None
    else:
        kind = ByeKind(BYE_KINDS[args.kind])
        swiss.request_bye(args.start_no, args.round, kind)
    return {"start_no": args.start_no, "round": args.round,
            "bye": kind.value if kind else None, "points": kind.points if kind else None}


def swap(args: argparse.Namespace) -> Json:
    from chessarbiter.cli.events import event_service
    from chessarbiter.services.swiss_changes import SwissChanges

    service = event_service(args)
    changes = SwissChanges(service.db, service.event_id)
    if args.colours is not None:
        made = changes.swap_colours(args.round, args.colours, mark=args.mark)
    else:
        made = changes.swap_players(args.round, *args.players, mark=args.mark)
    return {"round": made.round, "marked": made.marked,
            "changed": [{"board": b, "white": w, "black": k}
                        for b, (w, k) in sorted(made.boards.items())],
            "breaks": [{"criterion": b.criterion, "absolute": b.absolute, "text": b.text}
                       for b in made.breaches]}


def swap_text(data: Json) -> str:
    boards = ", ".join(f"board {c['board']} {c['white']} - {c['black']}" for c in data["changed"])
    lines = [f"Round {data['round']}: {boards}"
             + (" (marked on the pairing sheet)." if data["marked"] else ".")]
    if not data["breaks"]:
        lines.append("The change breaks no pairing criterion.")
    for b in data["breaks"]:
        kind = "absolute criterion" if b["absolute"] else "quality criterion"
        lines.append(f"Breaks the {kind} {b['text']}")
    return "\n".join(lines) + "\n"


def pair_text(data: Json) -> str:
    """``pair``: the Swiss round ``--next`` paired, or the round robin's schedule."""
    from chessarbiter.cli.event_text import pair
    from chessarbiter.cli.standings_text import pairings

    return pairings(data) if "pairings" in data else pair(data)


def bye_text(data: Json) -> str:
    if data["bye"] is None:
        return f"No. {data['start_no']} has no bye in round {data['round']} any more.\n"
    return (f"No. {data['start_no']} has a {data['points']:g}-point bye in round "
            f"{data['round']} (not paired that round).\n")


