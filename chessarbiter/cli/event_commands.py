"""The championship's commands of the roster, the schedule and the results: each opens the
event, calls one service and returns a JSON-able value. The standings (with the play-off's
status) are in :mod:`.playoff_commands`, incidents and prizes in :mod:`.incident_commands`."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from chessarbiter.cli import swiss_commands
from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.event_shapes import audit_json
from chessarbiter.cli.events import event_service
from chessarbiter.cli.shapes import pairings_json, player_json, players_json
from chessarbiter.cli.store import create_or_add
from chessarbiter.cli.write_shapes import (
    backup_warning,
    result_json,
    setting_changes,
    typed_result,
    withdrawal_json,
    withdrawn_after,
)
from chessarbiter.core.players import Player
from chessarbiter.core.presets import get_preset
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, create_event_from, preset_settings

Json = dict[str, Any]


def new_event(args: argparse.Namespace) -> Json:
    header = {k: getattr(args, k) for k in ("site", "federation", "start_date", "end_date",
                                            "arbiter")}
    preset, changes = swiss_commands.new_event_changes(args)
    chosen = preset_settings(preset, args.edition, **changes)

    def first(db: Database) -> Json:
        event_id = create_event_from(db, args.name, chosen, **header)
        settings = EventService(db, event_id).settings()
        return {"event_id": event_id, "name": args.name.strip(), "preset": preset,
                "tiebreaks": list(settings.tiebreaks), "edition": settings.edition,
                "preset_edition": get_preset(preset).settings.edition,
                "rating_shown": settings.rating_shown, "system": settings.system,
                "rounds": settings.swiss_rounds if settings.swiss else None}

    return create_or_add(args, first)


def remove_player(args: argparse.Namespace) -> Json:
    """Take a player off the list: before the schedule is made, or, in a Swiss, a late
    entry no round paired since has on a board (their byes go with them)."""
    service = event_service(args)
    player = service.tournament().by_start_no.get(args.start_no)
    if player is not None and args.name is not None and player.name != args.name.strip():
        raise ActionRefused(f"no. {args.start_no} is {player.name}, not {args.name.strip()}: "
                            "nothing removed", "name")
    late = swiss_commands.remove_late(args, service)
    if late is not None:
        return late
    return player_json(service.remove_player(args.start_no))


def add_player(args: argparse.Namespace) -> Json:
    service = event_service(args)
    fide, uscf = _ratings(args, service.settings().rating_shown)
    player = Player(
        start_no=args.start_no, name=args.name, fide_rating=fide, uscf_rating=uscf,
        federation=args.federation.upper(), fide_id=args.fide_id,
        uscf_id=args.uscf_id, uscf_expiry=args.uscf_expiry, title=args.title.upper(),
        sex=args.sex.lower(), birth_date=args.birth_date,
    )
    late = swiss_commands.add_late(args, service, player)
    if late is not None:
        return late
    wanted = replace(player, start_no=0, name=player.name.strip())
    same = next((p for p in service.tournament().players if replace(p, start_no=0) == wanted),
                None)
    if same is not None:  # a retried command: the player is there already
        return {**player_json(same), "note": f"{same.name} is already registered as no. "
                                             f"{same.start_no}: nothing changed."}
    try:
        return player_json(service.add_player(player))
    except ActionRefused as exc:  # name the option typed: --rating stands for one of them
        shown = service.settings().rating_shown
        if args.rating is not None and exc.field == f"{shown}_rating":
            raise ActionRefused(str(exc), "rating") from None
        raise


def _ratings(args: argparse.Namespace, shown: str) -> tuple[int | None, int | None]:
    """FIDE and US Chess ratings from the options; ``--rating`` is the one the event shows."""
    fide, uscf = args.fide_rating, args.uscf_rating
    if args.rating is not None:
        if shown == "both":
            raise CommandError("--rating: this event shows both ratings; give --uscf-rating "
                               "and --fide-rating")
        taken = {"fide": fide, "uscf": uscf}[shown]
        if taken is not None and taken != args.rating:
            raise CommandError(f"--rating: the event shows the {shown.upper()} rating, "
                               f"already given as --{shown}-rating {taken}")
        fide, uscf = (args.rating, uscf) if shown == "fide" else (fide, args.rating)
    return fide, uscf


def players(args: argparse.Namespace) -> Json:
    return players_json(event_service(args).tournament())


def draw_lots(args: argparse.Namespace) -> Json:
    service = event_service(args)
    seed = service.draw_lots(args.seed)
    return {"seed": seed, "players": [player_json(p) for p in service.tournament().players]}


def withdraw(args: argparse.Namespace) -> Json:
    service = event_service(args)
    service.withdraw(args.start_no, withdrawn_after(args), confirmed=args.confirm)
    backup_warning(service.backup_problem, "withdrawal")
    return withdrawal_json(args, service.boards(), service.settings().withdrawal_rule,
                           _playoff_out_of_date(service))


def pair(args: argparse.Namespace) -> Json:
    service = event_service(args)
    if args.next or service.settings().swiss:
        if not args.next:
            raise CommandError("a Swiss event is paired round by round: pair --next")
        return swiss_commands.pair_next(args, service)
    if args.round is not None:
        raise CommandError("--round: only with --next (a Swiss event's next round)")
    if args.cycles is not None and args.cycles != service.settings().cycles:
        service.update_settings(cycles=args.cycles)
    rounds = service.make_schedule()
    return {"rounds": rounds, "cycles": service.settings().cycles}


def result(args: argparse.Namespace) -> Json:
    value = typed_result(args)
    service = event_service(args)
    service.set_result(args.round, args.board, value, confirmed=args.confirm)
    backup_warning(service.backup_problem)
    out = result_json(args, value, service.boards().round_complete(args.round),
                      _playoff_out_of_date(service))
    if args.moves is not None:  # the incidents' code loads only for a draw's move count
        from chessarbiter.cli.incident_commands import early_draw

        out["incident"] = early_draw(service, args.round, args.board, args.moves)
    return out


def _playoff_out_of_date(service: EventService) -> str | None:
    """Why a stored play-off is out of date after the change; the play-off's code loads only
    for an event that has one (a result is typed often, a play-off is rare)."""
    from sqlalchemy import select

    from chessarbiter.db.models import PlayoffRow

    with service.db.read() as session:
        stored = session.scalar(select(PlayoffRow.id).where(
            PlayoffRow.event_id == service.event_id))
    if stored is None:
        return None
    from chessarbiter.cli.playoff_commands import out_of_date
    from chessarbiter.services.playoffs import PlayoffService

    return out_of_date(PlayoffService(service))


def pairings(args: argparse.Namespace) -> Json:
    service = event_service(args)
    try:
        shown = pairings_json(service.boards(), None if args.all else args.round)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if args.explain:
        if args.all:
            raise CommandError("--explain: one round at a time, with --round N")
        return swiss_commands.explain(args, service, shown)
    return shown


def settings(args: argparse.Namespace) -> Json:
    service = event_service(args)
    if args.set:
        changes = setting_changes(args.set, service.settings().to_dict())
        service.update_settings(confirmed=args.confirm, **changes)
    return service.settings().to_dict()


def audit(args: argparse.Namespace) -> Json:
    return audit_json(event_service(args).audit_log(args.limit))
