"""Printouts of an event: the service gathers what a document shows, reports draws it."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from chessarbiter.core.withdrawal import apply_withdrawals
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService
from chessarbiter.services.files import write_atomically

DOCUMENTS = ("pairings", "crosstable", "standings", "players", "blank-chart")
Paper = Literal["a4", "letter"]


def render_document(service: EventService, document: str, *, rnd: int | None = None,
                    paper: Paper = "a4", landscape: bool | None = None,
                    order: Literal["alphabetical", "start"] = "alphabetical") -> bytes:
    """The PDF bytes of ``document`` for the event (reportlab loads only now)."""
    from chessarbiter import reports

    header = service.header()
    info = reports.EventInfo(header["name"], header["site"], header["start_date"],
                             header["end_date"], header["arbiter"])
    opts = reports.PrintOptions(paper=paper, landscape=landscape)
    tournament = service.tournament()
    settings = service.settings()
    try:
        if document == "pairings":
            if rnd is None:
                raise ActionRefused("say which round to print", "round")
            return reports.pairing_sheet(tournament, rnd, info, opts)
        if document == "players":
            return reports.player_list(tournament, info, opts, order)
        if document == "blank-chart":
            return reports.blank_chart(tournament, info, opts)
        standings = service.standings()
        counted = apply_withdrawals(tournament, settings.withdrawal_rule).tournament
        if document == "standings":
            return reports.standings_sheet(counted, standings, settings.tiebreaks, info, opts)
        if document == "crosstable":
            return reports.crosstable(counted, standings, settings.tiebreaks, info, opts)
    except ValueError as exc:
        raise ActionRefused(str(exc), "document") from None
    raise ActionRefused(f"unknown document {document!r}; one of {', '.join(DOCUMENTS)}",
                        "document")


def print_to_file(service: EventService, document: str, path: str | Path, *,
                  rnd: int | None = None, paper: Paper = "a4", landscape: bool | None = None,
                  order: Literal["alphabetical", "start"] = "alphabetical") -> Path:
    """Write ``document`` as a PDF at ``path`` (whole or not at all)."""
    data = render_document(service, document, rnd=rnd, paper=paper, landscape=landscape,
                           order=order)
    write_atomically(Path(path), data)
    return Path(path)
