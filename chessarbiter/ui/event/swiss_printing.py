"""A Swiss event's printouts, drawn from the window's state: the pairing sheets by board and
by name and the wall chart, over the rounds announced, with the pairings the arbiter changed
by hand marked "*" where the arbiter asked for it when changing them."""

from __future__ import annotations

from typing import Literal

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.event.state import EventState


def swiss_printout(state: EventState, document: str, rnd: int | None,
                   paper: Literal["a4", "letter"], landscape: bool | None) -> bytes:
    """The PDF of ``document`` ("pairings", "pairings-by-name" or "swiss-chart")."""
    from chessarbiter import reports

    opts = reports.PrintOptions(paper=paper, landscape=landscape)
    changed = state.changed_pairings
    rounds = state.settings.swiss_rounds
    try:
        if document == "swiss-chart":
            return reports.swiss_chart(state.boards, state.standings, state.report_info, opts,
                                       changed, rounds)
        if rnd is None:
            raise ActionRefused("say which round to print", "round")
        sheet = reports.pairing_sheet if document == "pairings" else reports.pairing_sheet_by_name
        return sheet(state.boards, rnd, state.report_info, opts, changed, rounds)
    except ValueError as exc:
        raise ActionRefused(str(exc), "document") from None
