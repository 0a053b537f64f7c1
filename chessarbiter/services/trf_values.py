"""What an event takes from a TRF file read in, and what it refuses to take.

The event keeps what it can use: the header's text at full length (dates read where they
have one reading), the time control of record 122 as it is written (or, when a TRF-2026 file
has only record 222, the same control in this program's notation), the round dates of
record 132, the tie-breaks of record 202 when this program computes them all. Everything
else stays in the file's own lines, which an export gives back. Refused: a file that is not
an individual event (a team tournament), and a scoring system (record 162) other than the one
the event scores by. A Swiss file makes a Swiss event (:mod:`.trf_swiss`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from chessarbiter.core.settings import TIEBREAK_CODES, EventSettings
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control, parse_trf222
from chessarbiter.io.trf import TrfDocument
from chessarbiter.io.trf.dates import read_date, read_round_dates
from chessarbiter.io.trf.kinds import SWISS, TEAM
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import HEADER_WIDTHS
from chessarbiter.services.trf_swiss import swiss_changes

# The event's scoring, in record 162's symbols: W win (and forfeit win, full-point bye),
# D draw (half-point bye), L loss, A absence (zero-point bye, forfeit loss), P the
# pairing-allocated bye, X an unknown result. TRF-2026's defaults, and this program's.
EVENT_SCORING = {"W": 1.0, "D": 0.5, "L": 0.0, "A": 0.0, "P": 1.0, "X": 0.5}


@dataclass(frozen=True, slots=True)
class EventValues:
    header: dict[str, str]
    settings: EventSettings
    warnings: tuple[str, ...]


def refuse_what_the_event_cannot_be(doc: TrfDocument, path: str) -> None:
    """A team file, or a scoring system other than the event's, is refused."""
    if doc.kind == TEAM:
        raise ActionRefused(f"{path}: this is a team tournament (it has team records, or a "
                            "number of teams in record 082); this program imports individual "
                            "round robins only", "file")
    for symbol, points in doc.scoring:
        if EVENT_SCORING[symbol] != points:
            column = doc.lines[doc.scoring_line - 1].upper().find(symbol, 4) + 1
            raise ActionRefused(
                f"{path}:{doc.scoring_line}:{column}: record 162: {symbol} {points:.1f} "
                f"points, but the event scores {symbol} {EVENT_SCORING[symbol]:.1f} "
                "(win 1, draw ½, loss and absence 0, pairing-allocated bye 1): the file's "
                "points cannot be the event's", "file")


def event_values(doc: TrfDocument, settings: EventSettings, default_name: str) -> EventValues:
    """The event's header and settings from ``doc``, with a warning for what was not taken."""
    warnings: list[str] = []
    start, start_warning = _date("042", doc.start_date, "start date", doc)
    end, end_warning = _date("052", doc.end_date, "end date", doc)
    warnings += filter(None, (start_warning, end_warning))
    header = {"name": doc.name, "site": doc.city, "federation": doc.federation,
              "start_date": start, "end_date": end, "arbiter": doc.arbiter}
    records = {"name": "012", "site": "022", "federation": "032", "start_date": "042",
               "end_date": "052", "arbiter": "102"}
    for field, value in header.items():
        width = HEADER_WIDTHS[field]
        if len(value) > width:
            header[field] = value[:width]
            warnings.append(f"record {records[field]}: {field.replace('_', ' ')} cut to "
                            f"{width} characters")
    header["name"] = header["name"] or default_name[: HEADER_WIDTHS["name"]]
    control, control_warnings = _time_control(doc)
    changes: dict[str, object] = {"cycles": doc.to_tournament().cycles,
                                  "time_control": control}
    if doc.kind == SWISS:
        changes.update(swiss_changes(doc))
    warnings += control_warnings
    near = date.fromisoformat(start) if _is_iso(start) else None
    if doc.round_dates:
        days = read_round_dates(doc.round_dates, near)
        if days is None:
            warnings.append(f"line {_line_of(doc, '132')}: round dates "
                            f"{' '.join(doc.round_dates)} are not all YY/MM/DD; kept in the "
                            "file's record, the event has none")
        else:
            changes["round_dates"] = tuple(day.isoformat() for day in days)
    settings = settings.with_changes(**changes)
    settings, chain_warning = _chain(doc, settings)
    warnings += chain_warning
    return EventValues(header, settings, tuple(warnings))


def _chain(doc: TrfDocument, settings: EventSettings) -> tuple[EventSettings, list[str]]:
    """The settings with record 202's tie-breaks when this program computes every one."""
    if not doc.tiebreak_codes:
        return settings, []
    try:
        return settings.with_changes(tiebreaks=doc.tiebreak_codes), []
    except ValueError as exc:
        unknown = [code for code in doc.tiebreak_codes if code not in TIEBREAK_CODES]
        why = (f"{', '.join(unknown)} are not computed by this program" if unknown
               else str(exc))
        return settings, [f"line {_line_of(doc, '202', '212')}: tie-breaks "
                          f"{', '.join(doc.tiebreak_codes)}: {why}; the event ranks by "
                          f"{', '.join(settings.tiebreaks)}"]


def _date(code: str, text: str, label: str, doc: TrfDocument) -> tuple[str, str]:
    """An ISO date when ``text`` has one reading, else the text and a warning."""
    if not text:
        return "", ""
    day = read_date(text)
    if day is not None:
        return day.isoformat(), ""
    return text, (f"line {_line_of(doc, code)}: {label} {text!r} is not a date with one "
                  "reading; kept as text")


def _time_control(doc: TrfDocument) -> tuple[str, list[str]]:
    """Record 122 as written; else record 222 decoded, if it reads back the same."""
    if doc.time_control:
        try:
            parse_time_control(doc.time_control)
        except TimeControlError as exc:
            return doc.time_control, [
                f"line {_line_of(doc, '122')}: time control {doc.time_control!r} cannot be "
                f"read ({exc}); kept as text, so clocks and record 222 cannot use it"]
        return doc.time_control, []
    encoded = next((line[3:].strip() for line in doc.lines if line[:3] == "222"), "")
    if not encoded:
        return "", []
    try:
        written = parse_trf222(encoded).uscf()
        if parse_time_control(written).trf222() == encoded:
            return written, []
    except TimeControlError:
        pass
    return "", [f"line {_line_of(doc, '222')}: record 222 {encoded!r} is not a time control "
                "this program can run; the event has none (the record is kept)"]


def _line_of(doc: TrfDocument, *codes: str) -> int:
    return next((n for n, line in enumerate(doc.lines, 1) if line[:3] in codes), 0)


def _is_iso(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True
