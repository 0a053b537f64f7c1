"""PDF printouts for the wall, the organiser and the press.

reportlab loads only when a document is first asked for (``reports.crosstable``), not when the
package is imported: the window starts without it, and the Excel and web exports share the
pure modules here (formatting, cells, ranking, identity) without loading it at all.

No module is named like the function it provides: importing ``reports.crosstable_sheet``
binds that name on the package, where a module ``crosstable`` would hide the function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chessarbiter.reports.lazy import lazy_names

if TYPE_CHECKING:
    from chessarbiter.reports.blank_chart_sheet import blank_chart
    from chessarbiter.reports.crosstable_sheet import crosstable
    from chessarbiter.reports.incidents import incident_report
    from chessarbiter.reports.options import EventInfo, PrintOptions
    from chessarbiter.reports.pairings import pairing_sheet, pairing_sheet_by_name
    from chessarbiter.reports.payouts import payout_report
    from chessarbiter.reports.players import player_list
    from chessarbiter.reports.playoff_sheet import playoff_report
    from chessarbiter.reports.standings import standings_sheet
    from chessarbiter.reports.swiss_chart_sheet import swiss_chart

_HOMES = {
    "EventInfo": "options",
    "PrintOptions": "options",
    "blank_chart": "blank_chart_sheet",
    "crosstable": "crosstable_sheet",
    "incident_report": "incidents",
    "pairing_sheet": "pairings",
    "pairing_sheet_by_name": "pairings",
    "payout_report": "payouts",
    "player_list": "players",
    "playoff_report": "playoff_sheet",
    "standings_sheet": "standings",
    "swiss_chart": "swiss_chart_sheet",
}

__all__ = [
    "EventInfo",
    "PrintOptions",
    "blank_chart",
    "crosstable",
    "incident_report",
    "pairing_sheet",
    "pairing_sheet_by_name",
    "payout_report",
    "player_list",
    "playoff_report",
    "standings_sheet",
    "swiss_chart",
]


__getattr__ = lazy_names(__name__, _HOMES, globals())
