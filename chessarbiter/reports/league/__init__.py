"""League printouts: a team's roster sheet, the season's schedule, and the match-night
sheets: captains' result forms, standings, prizes and deposit statements.

As for :mod:`chessarbiter.reports`, reportlab loads only when a sheet is first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chessarbiter.reports.lazy import lazy_names

if TYPE_CHECKING:
    from chessarbiter.reports.league.board_prizes_pdf import prizes_sheet
    from chessarbiter.reports.league.league_standings_pdf import league_standings_sheet
    from chessarbiter.reports.league.ledger_pdf import ledger_statements
    from chessarbiter.reports.league.result_form_pdf import matches_of, result_forms
    from chessarbiter.reports.league.roster_pdf import roster_sheet
    from chessarbiter.reports.league.schedule_pdf import schedule_sheet

_HOMES = {"roster_sheet": "roster_pdf", "schedule_sheet": "schedule_pdf",
          "result_forms": "result_form_pdf", "matches_of": "result_form_pdf",
          "league_standings_sheet": "league_standings_pdf", "prizes_sheet": "board_prizes_pdf",
          "ledger_statements": "ledger_pdf"}

__all__ = ["league_standings_sheet", "ledger_statements", "matches_of", "prizes_sheet",
           "result_forms", "roster_sheet", "schedule_sheet"]


__getattr__ = lazy_names(__name__, _HOMES, globals())
