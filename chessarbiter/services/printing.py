"""Printouts of an event: the service gathers what a document shows, reports draws it.

One path for the window and the command line: a Swiss event's pairing sheets (by board and
by name) and its wall chart come from here for both, on A4 or Letter."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService
from chessarbiter.services.files import write_atomically
from chessarbiter.services.playoffs import PlayoffService

if TYPE_CHECKING:
    from chessarbiter.core.boards import EventBoards
    from chessarbiter.reports.options import EventInfo, PrintOptions

DOCUMENTS = ("pairings", "pairings-by-name", "crosstable", "standings", "players",
             "blank-chart", "swiss-chart")
SWISS_ONLY = ("pairings-by-name", "swiss-chart")
Paper = Literal["a4", "letter"]


def render_document(service: EventService, document: str, *, rnd: int | None = None,
                    paper: Paper = "a4", landscape: bool | None = None,
                    order: Literal["alphabetical", "start"] = "alphabetical") -> bytes:
    """The PDF bytes of ``document`` for the event (reportlab loads only now): the window's
    printouts and the command line's ``print`` both come from here."""
    from chessarbiter import reports

    info = report_info(service, playoff_line=document in ("standings", "crosstable"))
    opts = reports.PrintOptions(paper=paper, landscape=landscape)
    boards = service.boards()
    settings = service.settings()
    try:
        if settings.swiss and (document in SWISS_ONLY or document == "pairings"):
            return _swiss_document(service, boards, document, rnd, info, opts)
        if document in SWISS_ONLY:
            raise ActionRefused(f"{document} is a Swiss event's printout; a round robin "
                                "prints its crosstable", "document")
        if document == "pairings":
            return reports.pairing_sheet(boards, _round(rnd), info, opts)
        if document == "players":
            return reports.player_list(boards.source, info, opts, order)
        if document == "blank-chart":
            return reports.blank_chart(boards.source, info, opts)
        standings = service.standings()
        if document == "standings":
            return reports.standings_sheet(boards.counted, standings, settings.tiebreaks, info,
                                           opts)
        if document == "crosstable":
            return reports.crosstable(boards.counted, standings, settings.tiebreaks, info, opts)
    except ValueError as exc:
        raise ActionRefused(str(exc), "document") from None
    raise ActionRefused(f"unknown document {document!r}; one of {', '.join(DOCUMENTS)}",
                        "document")


def _round(rnd: int | None) -> int:
    if rnd is None:
        raise ActionRefused("say which round to print", "round")
    return rnd


def _swiss_document(service: EventService, boards: EventBoards, document: str,
                    rnd: int | None, info: EventInfo, opts: PrintOptions) -> bytes:
    """A Swiss event's pairing sheet by board or by name, or its wall chart, over the
    rounds announced, with the pairings the arbiter asked to mark as changed by hand "*"."""
    from chessarbiter import reports
    from chessarbiter.core.swiss_manual import marked_seats
    from chessarbiter.services.swiss_changes import SwissChanges

    rounds = service.settings().swiss_rounds
    changed = marked_seats(boards.source,
                           SwissChanges(service.db, service.event_id).all_changes())
    if document == "swiss-chart":
        return reports.swiss_chart(boards, service.standings(), info, opts, changed, rounds)
    sheet = reports.pairing_sheet if document == "pairings" else reports.pairing_sheet_by_name
    return sheet(boards, _round(rnd), info, opts, changed, rounds)


def report_info(service: EventService, *, playoff_line: bool = False) -> EventInfo:
    """The event as every printout and export heads it: its header, the rating it shows, and
    a notice while the play-off (with its champion and the prizes) is out of date; with
    ``playoff_line`` (standings, crosstable) the play-off's champion too."""
    from chessarbiter.reports.options import EventInfo

    header = service.header()
    status = PlayoffService(service).status()
    notice = f"The play-off is out of date. {status.stale_message}" if status.stale else ""
    settings = service.settings()
    return EventInfo(header["name"], header["site"], header["start_date"], header["end_date"],
                     header["arbiter"], notice, settings.rating_shown, settings.currency,
                     status.outcome_line if playoff_line else "")


def print_to_file(service: EventService, document: str, path: str | Path, *,
                  rnd: int | None = None, paper: Paper = "a4", landscape: bool | None = None,
                  order: Literal["alphabetical", "start"] = "alphabetical") -> Path:
    """Write ``document`` as a PDF at ``path`` (whole or not at all)."""
    data = render_document(service, document, rnd=rnd, paper=paper, landscape=landscape,
                           order=order)
    write_atomically(Path(path), data)
    return Path(path)
