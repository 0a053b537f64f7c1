"""Results out: the US Chess rating report, Excel workbook and HTML standings site."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService
from chessarbiter.services.files import write_atomically, writing

if TYPE_CHECKING:  # the export libraries load only when an export is made
    from chessarbiter.core.tournament import Standing
    from chessarbiter.io.uscf import UscfEventInfo
    from chessarbiter.reports.options import EventInfo


def round_dates(settings: EventSettings) -> dict[int, date]:
    return {n: date.fromisoformat(d) for n, d in enumerate(settings.round_dates, 1)}


def export_uscf(service: EventService, directory: str | Path, *, date_from: date | None = None,
                date_to: date | None = None, override: bool = False) -> list[Path]:
    """The three DBF files; refused with every problem listed unless ``override``.

    ``date_from``/``date_to`` keep only the rounds played in that range (a monthly report);
    they need the round dates in the event settings.
    """
    from chessarbiter.io.uscf import ExportRefused, build_report, check_report, write_report
    from chessarbiter.io.uscf.report import ROUND_ROBIN, SWISS

    settings = service.settings()
    dates = round_dates(settings)
    tournament = _within(service.boards().reported, dates, date_from, date_to)
    covered = {g.round for g in tournament.games} | {b.round for b in tournament.byes}
    if date_from is not None or date_to is not None:
        dates = {r: d for r, d in dates.items() if r in covered}
    info = _uscf_info(service, settings, dates, tournament)
    problems = check_report(tournament, info, dates,
                            covered if date_from or date_to else None)
    try:
        with writing():
            kind = SWISS if settings.swiss else ROUND_ROBIN
            return write_report(Path(directory),
                                build_report(tournament, info, dates, kind=kind),
                                problems, override)
    except ExportRefused as exc:
        raise ActionRefused(str(exc), "uscf") from None


def export_xlsx(service: EventService, path: str | Path) -> Path:
    from chessarbiter.io.xlsx_export import standings_workbook

    boards, standings, chain, info = _published(service)
    write_atomically(Path(path), standings_workbook(boards.counted, standings, chain, info))
    return Path(path)


def export_html(service: EventService, directory: str | Path) -> list[Path]:
    from chessarbiter.io.html_site import write_site

    boards, standings, chain, info = _published(service)
    with writing():
        return write_site(Path(directory), boards, standings, chain, info)


def _published(service: EventService
               ) -> tuple[EventBoards, list[Standing], tuple[str, ...], EventInfo]:
    from chessarbiter.services.printing import report_info

    return (service.boards(), service.standings(), service.settings().tiebreaks,
            report_info(service))


def _within(t: Tournament, dates: dict[int, date], start: date | None,
            end: date | None) -> Tournament:
    if start is None and end is None:
        return t
    if not dates:
        raise ActionRefused("a date range needs the round dates in the event settings "
                            "(settings --set round_dates=2026-07-08,…)", "from")
    keep = {n for n, d in dates.items()
            if (start is None or d >= start) and (end is None or d <= end)}
    return replace(t, games=tuple(g for g in t.games if g.round in keep),
                   byes=tuple(b for b in t.byes if b.round in keep))


def _uscf_info(service: EventService, settings: EventSettings, dates: dict[int, date],
               t: Tournament) -> UscfEventInfo:
    from chessarbiter.io.uscf import UscfEventInfo

    header = service.header()
    played = sorted(dates[g.round] for g in t.games if g.round in dates)
    try:
        begin = played[0] if played else date.fromisoformat(header["start_date"])
        end = played[-1] if played else date.fromisoformat(header["end_date"] or
                                                           header["start_date"])
    except ValueError:
        raise ActionRefused("the event needs its start date (YYYY-MM-DD) or round dates",
                            "start_date") from None
    try:
        control = parse_time_control(settings.time_control)
    except TimeControlError as exc:
        raise ActionRefused(f"time control: {exc}", "time_control") from None
    return UscfEventInfo(
        event_name=header["name"], begin_date=begin, end_date=end, section_name=header["name"],
        time_control=control, affiliate_id=settings.uscf_affiliate_id,
        chief_td_id=settings.uscf_chief_td_id, city=header["site"], state=settings.state,
        zipcode=settings.zipcode, assistant_td_id=settings.uscf_assistant_td_id,
        other_td_ids=settings.uscf_other_td_ids, country=settings.country,
        fide_rated=settings.fide_rated,
    )
