"""The commands that write documents and other programs' files — PDFs, the US Chess report,
FIDE TRF, Excel, the HTML site — and ``import-trf``, which makes an event of a TRF file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.events import event_file, event_service
from chessarbiter.cli.export_arguments import LEAGUE_OPTIONS
from chessarbiter.cli.store import create_or_add
from chessarbiter.db.database import Database
from chessarbiter.db.queries import LEAGUE
from chessarbiter.services.events import EventService, resolve_event
from chessarbiter.services.exports import export_html, export_uscf, export_xlsx
from chessarbiter.services.printing import print_to_file
from chessarbiter.services.trf_files import export_trf as write_trf_file
from chessarbiter.services.trf_files import import_trf as read_trf_file

Json = dict[str, Any]


def print_document(args: argparse.Namespace) -> Json:
    path = print_to_file(event_service(args), args.document, args.output, rnd=args.round,
                         paper=args.paper, landscape=args.landscape, order=args.order)
    return {"file": str(path)}


def export(args: argparse.Namespace) -> Json:
    for option in ("--trf26", "--trf16", "--encoding"):
        given = getattr(args, option[2:])
        if given and given != "utf-8" and args.format != "trf":
            raise CommandError(f"{option}: only for export trf, not {args.format}")
    db = event_file(args)
    event_id = resolve_event(db, args.event)
    if _kind(db, event_id) == LEAGUE:
        return _export_league(args, db, event_id)
    given = [option for option, dest, _name in LEAGUE_OPTIONS
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
    officials = {setting: getattr(args, dest) for _option, dest, setting in LEAGUE_OPTIONS
                 if getattr(args, dest) is not None}
    paths = export_league_uscf(league, args.output, args.date_from, args.date_to,
                               args.override, officials)
    return {"files": [str(p) for p in paths]}


def import_trf(args: argparse.Namespace) -> Json:
    if not Path(args.file).is_file():
        raise CommandError(f"{args.file}: no such file")
    imported = create_or_add(args, lambda db: read_trf_file(db, args.file, args.preset))
    for warning in imported.warnings:
        print(f"chessarbiter: warning: {warning}", file=sys.stderr)
    return {"event_id": imported.event_id, "warnings": list(imported.warnings)}


def export_trf(args: argparse.Namespace) -> Json:
    warnings = _export_trf(event_service(args), args)
    return {"file": args.output, "warnings": list(warnings)}


def _export_trf(service: EventService, args: argparse.Namespace) -> tuple[str, ...]:
    """TRF out in the version and encoding asked for; warnings go to standard error."""
    version = True if args.trf26 else False if args.trf16 else None
    warnings = write_trf_file(service, args.output, trf26=version, encoding=args.encoding)
    for warning in warnings:
        print(f"chessarbiter: warning: {warning}", file=sys.stderr)
    return warnings
