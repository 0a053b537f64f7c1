"""FIDE TRF files in and out of an event file."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from chessarbiter.core.presets import get_preset
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.db.database import Database
from chessarbiter.db.models import ByeRow, EventRow, GameRow, PlayerRow
from chessarbiter.io.trf import Trf26, TrfDocument, TrfError, read_trf, write_trf
from chessarbiter.services.convert import fill_player_row
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import HEADER_WIDTHS, EventService
from chessarbiter.services.files import write_atomically


@dataclass(frozen=True, slots=True)
class TrfImport:
    """The event made from a file, and what the reader tolerated (each with its line)."""

    event_id: int
    warnings: tuple[str, ...]


def import_trf(db: Database, path: str | Path, preset_id: str) -> TrfImport:
    """A new event from a TRF file, read and checked whole before anything is written."""
    try:
        settings = get_preset(preset_id).settings
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None
    doc = _read(path)
    header, cut = _fitted_header(doc, Path(path).stem)
    tournament = doc.to_tournament()
    settings = settings.with_changes(cycles=tournament.cycles)
    with db.transaction() as session:
        event = EventRow(
            **header,
            settings=settings.to_dict(),
            rounds=doc.rounds,
            extra_trf="\n".join(doc.extra_lines),
            created_at=datetime.now(UTC).replace(tzinfo=None),
        )
        session.add(event)
        session.flush()
        rows: dict[int, PlayerRow] = {}
        for player in tournament.players:
            row = PlayerRow(event_id=event.id)
            fill_player_row(row, player)
            session.add(row)
            rows[player.start_no] = row
        session.flush()
        session.add_all(
            GameRow(
                event_id=event.id, round=g.round, board=g.board,
                white_id=rows[g.white].id, black_id=rows[g.black].id,
                result=g.result.value if g.result else None,
            )
            for g in tournament.games
        )
        session.add_all(
            ByeRow(event_id=event.id, round=b.round, player_id=rows[b.start_no].id,
                   kind=b.kind.value)
            for b in tournament.byes
        )
        return TrfImport(event.id, (*doc.warnings, *cut))


def _fitted_header(doc: TrfDocument, default_name: str
                   ) -> tuple[dict[str, str], tuple[str, ...]]:
    """The header records cut to the event file's widths, with a warning for each cut."""
    fields = {"name": ("012", doc.name), "site": ("022", doc.city),
              "federation": ("032", doc.federation), "start_date": ("042", doc.start_date),
              "end_date": ("052", doc.end_date), "arbiter": ("102", doc.arbiter)}
    header, cut = {}, []
    for field, (record, value) in fields.items():
        width = HEADER_WIDTHS[field]
        header[field] = value[:width]
        if len(value) > width:
            cut.append(f"record {record}: {field.replace('_', ' ')} cut to {width} characters")
    header["name"] = header["name"] or default_name[:HEADER_WIDTHS["name"]]
    return header, tuple(cut)


def export_trf(service: EventService, path: str | Path, trf26: bool = False) -> None:
    """Write the event as TRF16, with ``trf26`` the TRF-2026 records 142-222 too (taken from
    the event, never from records an imported file brought); the file appears whole or not
    at all."""
    header = service.header()
    settings = service.settings()
    tournament = service.tournament()
    ranks = {s.start_no: s.rank for s in service.standings()}
    doc = TrfDocument.from_tournament(
        tournament,
        name=header["name"],
        city=header["site"],
        federation=header["federation"],
        start_date=header["start_date"],
        end_date=header["end_date"],
        arbiter=header["arbiter"],
        time_control=settings.time_control,
        extra_lines=service.extra_trf_lines(),
        trf26=_trf26(settings) if trf26 else None,
    )
    write_atomically(Path(path), write_trf(doc, ranks).encode("utf-8"))


def _trf26(settings: EventSettings) -> Trf26:
    try:
        control = parse_time_control(settings.time_control).trf222()
    except TimeControlError as exc:
        raise ActionRefused(f"time control: {exc}", "time_control") from None
    return Trf26(settings.cycles, settings.tiebreaks, control)


def _read(path: str | Path) -> TrfDocument:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ActionRefused(f"{path}: cannot read ({exc.strerror})", "file") from None
    try:
        return read_trf(data, source=str(path))
    except TrfError as exc:
        raise ActionRefused(str(exc), "file") from None
