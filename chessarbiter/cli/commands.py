"""What each command does: open the event file, call one service, return a JSON-able value."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from chessarbiter.cli import incident_commands, playoff_commands
from chessarbiter.cli.league import league
from chessarbiter.cli.shapes import (
    chain_argument,
    pairings_json,
    player_json,
    players_json,
    standings_json,
)
from chessarbiter.cli.store import WAIT, create_or_add, open_db
from chessarbiter.core.boards import BoardStatus
from chessarbiter.core.clock import parse_clock_time
from chessarbiter.core.penalties import device_time_penalty
from chessarbiter.core.players import Player
from chessarbiter.core.presets import get_preset
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.db.database import Database, EventFileError
from chessarbiter.db.lock import FileInUse
from chessarbiter.db.queries import LEAGUE
from chessarbiter.services.errors import ActionRefused, EditConflict, NeedsConfirmation
from chessarbiter.services.events import EventService, create_event, resolve_event
from chessarbiter.services.exports import export_html, export_uscf, export_xlsx
from chessarbiter.services.incidents import IncidentService
from chessarbiter.services.playoffs import PlayoffService
from chessarbiter.services.printing import print_to_file
from chessarbiter.services.trf_files import export_trf, import_trf

REFUSED, CONFLICT, IN_USE = 1, 3, 4  # exit statuses (see chessarbiter.cli.parser)


class CommandError(Exception):
    """A command failed; the message names the file, argument or field at fault, ``status``
    is the exit status that says which kind of failure it was."""

    def __init__(self, message: str, status: int = REFUSED) -> None:
        super().__init__(message)
        self.status = status


Json = dict[str, Any]


def _open(args: argparse.Namespace) -> Database:
    return open_db(args, "create one with new-event")


def _service(args: argparse.Namespace) -> EventService:
    db = _open(args)
    return EventService(db, resolve_event(db, args.event))


def new_event(args: argparse.Namespace) -> Json:
    header = {k: getattr(args, k) for k in ("site", "federation", "start_date", "end_date",
                                            "arbiter")}
    def first(db: Database) -> Json:
        event_id = create_event(db, args.name, args.preset, edition=args.edition, **header)
        settings = EventService(db, event_id).settings()
        return {"event_id": event_id, "name": args.name.strip(), "preset": args.preset,
                "tiebreaks": list(settings.tiebreaks), "edition": settings.edition,
                "preset_edition": get_preset(args.preset).settings.edition,
                "rating_shown": settings.rating_shown}

    return create_or_add(args, first)


def add_player(args: argparse.Namespace) -> Json:
    service = _service(args)
    fide, uscf = _ratings(args, service.settings().rating_shown)
    player = Player(
        start_no=args.start_no, name=args.name, fide_rating=fide, uscf_rating=uscf,
        federation=args.federation.upper(), fide_id=args.fide_id,
        uscf_id=args.uscf_id, uscf_expiry=args.uscf_expiry, title=args.title.upper(),
        sex=args.sex.lower(), birth_date=args.birth_date,
    )
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
    return players_json(_service(args).tournament())


def draw_lots(args: argparse.Namespace) -> Json:
    service = _service(args)
    seed = service.draw_lots(args.seed)
    return {"seed": seed, "players": [player_json(p) for p in service.tournament().players]}


def withdraw(args: argparse.Namespace) -> Json:
    after = None if args.after_round < 0 else args.after_round
    service = _service(args)
    service.withdraw(args.start_no, after, confirmed=args.confirm)
    boards = service.boards()
    player = service.tournament().by_start_no[args.start_no]
    mine = [b for b in boards.games() if args.start_no in (b.white, b.black)]
    return {"start_no": args.start_no, "name": player.name, "withdrawn_after": after,
            "rule": service.settings().withdrawal_rule,
            "annulled": args.start_no in boards.annulled,
            "forfeits": sum(1 for b in mine if b.status is BoardStatus.WITHDRAWN),
            "annulled_games": sum(1 for b in mine if b.status is BoardStatus.ANNULLED)}


def pair(args: argparse.Namespace) -> Json:
    service = _service(args)
    if args.cycles is not None and args.cycles != service.settings().cycles:
        service.update_settings(cycles=args.cycles)
    rounds = service.make_schedule()
    return {"rounds": rounds, "cycles": service.settings().cycles}


def result(args: argparse.Namespace) -> Json:
    value = None if args.value.strip().lower() in ("clear", "none", "") else _result(args.value)
    service = _service(args)
    if args.moves is not None and value is not Result.DRAW:
        raise CommandError("--moves: only for a draw")
    service.set_result(args.round, args.board, value, confirmed=args.confirm)
    if service.backup_problem:
        print(f"chessarbiter: warning: the result is saved, but {service.backup_problem}",
              file=sys.stderr)
    out: Json = {"round": args.round, "board": args.board,
                 "result": value.value if value else None,
                 "round_complete": service.boards().round_complete(args.round), "incident": None}
    if args.moves is not None:
        filed = IncidentService(service).file_early_draw(args.round, args.board, args.moves)
        out["incident"] = incident_commands.incident_json(filed) if filed else None
    return out


def pairings(args: argparse.Namespace) -> Json:
    try:
        return pairings_json(_service(args).boards(), None if args.all else args.round)
    except ValueError as exc:
        raise CommandError(str(exc)) from None


def standings(args: argparse.Namespace) -> Json:
    service = _service(args)
    chain = chain_argument(args.tiebreaks)
    rows = service.standings(chain)
    return standings_json(rows, chain if chain is not None else service.settings().tiebreaks,
                          PlayoffService(service).status())


def settings(args: argparse.Namespace) -> Json:
    service = _service(args)
    if args.set:
        current = service.settings().to_dict()
        changes = dict(_setting(item, current) for item in args.set)
        service.update_settings(confirmed=args.confirm, **changes)
    return service.settings().to_dict()


def timecontrol(args: argparse.Namespace) -> Json:
    try:
        return parse_time_control(args.text).to_dict()
    except TimeControlError as exc:
        raise CommandError(f"TEXT: {exc}") from None


def penalty(args: argparse.Namespace) -> Json:
    try:
        remaining = parse_clock_time(args.remaining)
    except ValueError as exc:
        raise CommandError(f"--remaining: {exc}") from None
    taken = device_time_penalty(remaining, _service(args).settings())
    return {"penalty": _mm_ss(taken), "remaining_after": _mm_ss(remaining - taken)}


def _mm_ss(seconds: int) -> str:
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def incident(args: argparse.Namespace) -> Json:
    try:
        return incident_commands.incident(args, IncidentService(_service(args)))
    except incident_commands.IncidentArgumentError as exc:
        raise CommandError(str(exc)) from None


def prizes(args: argparse.Namespace) -> Json:
    service = _service(args)
    status = PlayoffService(service).status()
    if args.champion is None:
        args.champion = status.champion
    settings = service.settings()
    return {**incident_commands.prizes(args, IncidentService(service)),
            "currency": settings.currency, "champion": args.champion,
            "names": {str(p.start_no): p.name for p in service.tournament().players},
            "out_of_date": status.stale_message or None}


def print_command(args: argparse.Namespace) -> Json:
    path = print_to_file(_service(args), args.document, args.output, rnd=args.round,
                         paper=args.paper, landscape=args.landscape, order=args.order)
    return {"file": str(path)}


def playoff(args: argparse.Namespace) -> Json:
    try:
        return playoff_commands.playoff(args, PlayoffService(_service(args)))
    except playoff_commands.PlayoffArgumentError as exc:
        raise CommandError(str(exc)) from None


def audit(args: argparse.Namespace) -> Json:
    return {"entries": [
        {"at": e.at.isoformat(timespec="seconds"), "who": e.who, "action": e.action,
         "table": e.table, "row_id": e.row_id, "change": e.change, "details": e.details}
        for e in _service(args).audit_log(args.limit)
    ]}


def export(args: argparse.Namespace) -> Json:
    for option in ("--trf26", "--trf16", "--encoding"):
        given = getattr(args, option[2:])
        if given and given != "utf-8" and args.format != "trf":
            raise CommandError(f"{option}: only for export trf, not {args.format}")
    db = _open(args)
    event_id = resolve_event(db, args.event)
    if _kind(db, event_id) == LEAGUE:
        return _export_league(args, db, event_id)
    given = [option for option, dest, _name in _LEAGUE_OPTIONS
             if getattr(args, dest) is not None]
    if given:
        raise CommandError(f"{', '.join(given)}: only for a league season; an event takes "
                           "them from its settings (settings --set)")
    service = EventService(db, event_id)
    if args.format == "uscf":
        paths = export_uscf(service, args.output, date_from=args.date_from,
                            date_to=args.date_to, override=args.override)
        return {"files": [str(p) for p in paths]}
    if args.format == "trf":
        _export_trf(service, args)
        return {"files": [args.output]}
    if args.format == "xlsx":
        return {"files": [str(export_xlsx(service, args.output))]}
    return {"files": [str(p) for p in export_html(service, args.output)]}


def _kind(db: Database, event_id: int) -> str:
    """Individual event or league season: the exports differ."""
    from chessarbiter.db.models import EventRow

    with db.read() as session:
        event = session.get(EventRow, event_id)
        return event.kind if event is not None else ""


# export uscf's league options: option, argument name, season setting it overrides
_LEAGUE_OPTIONS = (
    ("--affiliate", "affiliate", "uscf_affiliate_id"),
    ("--chief-td", "chief_td", "uscf_chief_td_id"),
    ("--assistant-td", "assistant_td", "uscf_assistant_td_id"),
    ("--other-td", "other_td", "uscf_other_td_ids"), ("--city", "city", "city"),
    ("--state", "state", "state"), ("--zip", "zipcode", "zipcode"),
    ("--country", "country", "country"),
)


def _export_league(args: argparse.Namespace, db: Database, event_id: int) -> Json:
    """The league season's exports; the US Chess report's officials and place come from the
    season settings, each option given overriding its setting for this report."""
    from chessarbiter.services.league import open_league
    from chessarbiter.services.league.exports import (
        export_league_html,
        export_league_uscf,
        export_league_xlsx,
    )

    league = open_league(db, event_id)
    if args.format == "xlsx":
        return {"files": [str(export_league_xlsx(league, args.output))]}
    if args.format == "html":
        return {"files": [str(p) for p in export_league_html(league, args.output)]}
    if args.format == "trf":
        raise CommandError("export trf: a league season has no FIDE TRF export "
                           "(its games are US Chess rated)")
    officials = {setting: getattr(args, dest) for _option, dest, setting in _LEAGUE_OPTIONS
                 if getattr(args, dest) is not None}
    paths = export_league_uscf(league, args.output, args.date_from, args.date_to,
                               args.override, officials)
    return {"files": [str(p) for p in paths]}


def import_trf_command(args: argparse.Namespace) -> Json:
    if not Path(args.file).is_file():
        raise CommandError(f"{args.file}: no such file")
    imported = create_or_add(args, lambda db: import_trf(db, args.file, args.preset))
    for warning in imported.warnings:
        print(f"chessarbiter: warning: {warning}", file=sys.stderr)
    return {"event_id": imported.event_id, "warnings": list(imported.warnings)}


def export_trf_command(args: argparse.Namespace) -> Json:
    warnings = _export_trf(_service(args), args)
    return {"file": args.output, "warnings": list(warnings)}


def _export_trf(service: EventService, args: argparse.Namespace) -> tuple[str, ...]:
    """TRF out in the version and encoding asked for; warnings go to standard error."""
    version = True if args.trf26 else False if args.trf16 else None
    warnings = export_trf(service, args.output, trf26=version, encoding=args.encoding)
    for warning in warnings:
        print(f"chessarbiter: warning: {warning}", file=sys.stderr)
    return warnings


def _result(text: str) -> Result:
    try:
        return Result.parse(text)
    except ValueError as exc:
        raise CommandError(f"RESULT: {exc}") from None


def _setting(item: str, current: Json) -> tuple[str, Any]:
    """Parse ``KEY=VALUE`` with the type of the setting's current value."""
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


_OPTION_OF_FIELD = {
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


def _guarded(handler: Callable[[argparse.Namespace], Json]) -> Callable[..., Json]:
    def run(args: argparse.Namespace) -> Json:
        args.opened = []
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
            option = _OPTION_OF_FIELD.get(exc.field or "")
            raise CommandError(f"{option}: {exc}" if option else str(exc)) from None
        except EventFileError as exc:
            raise CommandError(str(exc)) from None
        finally:
            for store in args.opened:
                store.close()
    return run


COMMANDS: dict[str, Callable[[argparse.Namespace], Json]] = {
    name: _guarded(handler)
    for name, handler in {
        "new-event": new_event,
        "add-player": add_player,
        "players": players,
        "draw-lots": draw_lots,
        "withdraw": withdraw,
        "pair": pair,
        "result": result,
        "pairings": pairings,
        "standings": standings,
        "settings": settings,
        "timecontrol": timecontrol,
        "penalty": penalty,
        "incident": incident,
        "prizes": prizes,
        "print": print_command,
        "playoff": playoff,
        "audit": audit,
        "export": export,
        "import-trf": import_trf_command,
        "export-trf": export_trf_command,
        "league": league,
    }.items()
}
