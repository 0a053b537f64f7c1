"""FIDE TRF files in and out of an event file.

An imported file is kept: its lines (``trf_source``) and the event as it was imported,
written by our writer (``trf_base``). An export writes the event as it is now and gives
back the file's own text wherever the event has not changed since (io/trf/merge.py), so
records we do not model, other programs' codes and layouts come back as they were.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from chessarbiter.core.presets import DEFAULT_PRESET, get_preset
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.swiss_rounds import with_virtual_points
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.core.tournament import Tournament, paired_rounds
from chessarbiter.db.database import Database
from chessarbiter.db.models import (
    AccelerationRow,
    ByeRow,
    EventRow,
    ForbiddenPairRow,
    GameRow,
    PlayerRow,
)
from chessarbiter.db.queries import HEADER_FIELDS
from chessarbiter.io.trf import Trf26, TrfDocument, TrfError, read_trf, write_trf
from chessarbiter.io.trf.kinds import SWISS, TRF26, format_version
from chessarbiter.io.trf.merge import merge_records
from chessarbiter.io.trf.output import ENCODINGS, encode_trf
from chessarbiter.services.convert import fill_player_row, load_tournament, settings_of
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService
from chessarbiter.services.files import write_atomically
from chessarbiter.services.trf_swiss import asked_byes_only, swiss_records, swiss_type_code
from chessarbiter.services.trf_values import event_values, refuse_what_the_event_cannot_be


@dataclass(frozen=True, slots=True)
class TrfImport:
    """The event made from a file, and what the reader tolerated (each with its line)."""

    event_id: int
    warnings: tuple[str, ...]


def import_trf(db: Database, path: str | Path, preset_id: str) -> TrfImport:
    """A new event from a TRF file, read and checked whole before anything is written; a
    Swiss file makes a Swiss event (preset swiss-fide unless another is named) whose next
    round ``pair --next`` pairs."""
    doc = _read(path)
    if doc.kind == SWISS and preset_id == DEFAULT_PRESET:
        preset_id = "swiss-fide"  # a Swiss file: the Swiss preset's tie-breaks
    try:
        settings = get_preset(preset_id).settings
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None
    refuse_what_the_event_cannot_be(doc, str(path))
    values = event_values(doc, settings, Path(path).stem)
    tournament = asked_byes_only(doc) if doc.kind == SWISS else doc.to_tournament()
    with db.transaction() as session:
        event = EventRow(
            **values.header,
            settings=values.settings.to_dict(),
            rounds=paired_rounds(tournament) if doc.kind == SWISS else doc.rounds,
            trf_source="\n".join(doc.lines),
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
        session.add_all(  # XXA or 250: the virtual points as the file gives them
            AccelerationRow(event_id=event.id, round=a.round, player_id=rows[a.start_no].id,
                            points=a.points)
            for a in tournament.accelerations
        )
        session.add_all(  # 260: the forbidden pairs
            ForbiddenPairRow(event_id=event.id, first_round=f.first, last_round=f.last,
                             player_a_id=rows[f.a].id, player_b_id=rows[f.b].id)
            for f in tournament.forbidden
        )
        session.flush()
        # The event as stored, read back the way an export reads it.
        stored = load_tournament(session, event)
        header = {field: getattr(event, field) for field in HEADER_FIELDS}
        event.trf_base = _render(stored, header, settings_of(event), doc.version == TRF26, ())
        return TrfImport(event.id, (*doc.warnings, *values.warnings))


def export_trf(service: EventService, path: str | Path, trf26: bool | None = None,
               encoding: str = "utf-8") -> tuple[str, ...]:
    """Write the event as TRF; ``trf26`` True for TRF-2026, False for TRF16, None for the
    version of the file it was imported from (TRF16 for an event made here). Returns the
    warnings (names folded for ``encoding``, records TRF-2026 needs and cannot have). The
    file appears whole or not at all."""
    if encoding not in ENCODINGS:
        raise ActionRefused(f"encoding {encoding!r}: use {', '.join(ENCODINGS)}", "encoding")
    source, base = service.trf_import()
    source_lines = source.split("\n") if source else []
    if trf26 is None:
        trf26 = format_version(line[:3] for line in source_lines) == TRF26
    settings = service.settings()
    if trf26 and not source:
        _trf222(settings)  # an event made here must have a time control TRF-2026 can encode
    # a withdrawal's forfeits are written as forfeits (see core.boards)
    extra = () if source else (*service.extra_trf_lines(), *swiss_records(settings, trf26))
    current = _render(service.boards().reported, service.header(), settings, trf26, extra)
    lines = current.splitlines()
    if source:
        lines = merge_records(source_lines, base.splitlines(), lines, trf26)
    encoded = encode_trf(lines, encoding)
    write_atomically(Path(path), encoded.data)
    return (*(_trf26_gaps(lines, settings) if trf26 else ()), *encoded.warnings)


def _render(tournament: Tournament, header: dict[str, str], settings: EventSettings,
            trf26: bool, extra_lines: tuple[str, ...]) -> str:
    """The event written by our writer: what an export compares with the file's text."""
    ranks = {s.start_no: s.rank for s in compute_standings(tournament, settings)}
    control = ""
    if trf26:
        try:
            control = _trf222(settings)
        except ActionRefused:
            control = ""  # no record 222 (see _trf26_gaps)
    if settings.swiss:  # XXR / 142: the rounds announced, not only those paired
        tournament = replace(with_virtual_points(tournament, settings),
                             rounds=settings.swiss_rounds)
    doc = TrfDocument.from_tournament(
        tournament,
        name=header["name"],
        city=header["site"],
        federation=header["federation"],
        start_date=header["start_date"],
        end_date=header["end_date"],
        arbiter=header["arbiter"],
        time_control=settings.time_control,
        round_dates=settings.round_dates,
        extra_lines=extra_lines,
        trf26=Trf26(settings.cycles, settings.tiebreaks, control, swiss_type_code(settings))
        if trf26 else None,
    )
    return write_trf(doc, ranks)


def _trf222(settings: EventSettings) -> str:
    if not settings.time_control:
        return ""
    try:
        return parse_time_control(settings.time_control).trf222()
    except TimeControlError as exc:
        raise ActionRefused(f"time control: {exc}", "time_control") from None


def _trf26_gaps(lines: list[str], settings: EventSettings) -> tuple[str, ...]:
    """What a TRF-2026 file needs for rating and this one lacks."""
    codes = {line[:3]: line[3:].strip() for line in reversed(lines)}
    gaps = [f"record {code}: {codes[code]!r} is not a date as TRF-2026 writes it "
            "(YYYY/MM/DD); set the event's date" for code in ("042", "052")
            if code in codes and not _yyyy_mm_dd(codes[code])]
    if "222" not in codes:
        gaps.append("record 222 (the time control, needed for rating) is left out: "
                    + (f"{settings.time_control!r} cannot be encoded"
                       if settings.time_control else "the event has no time control"))
    return tuple(gaps)


def _yyyy_mm_dd(text: str) -> bool:
    return len(text) == 10 and text[4] == text[7] == "/" and text.replace("/", "").isdigit()


def _read(path: str | Path) -> TrfDocument:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ActionRefused(f"{path}: cannot read ({exc.strerror})", "file") from None
    try:
        return read_trf(data, source=str(path))
    except TrfError as exc:
        raise ActionRefused(str(exc), "file") from None
