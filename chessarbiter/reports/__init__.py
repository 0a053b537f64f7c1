"""PDF printouts for the wall, the organiser and the press (reportlab lives only here, so
the window starts without loading it)."""

from chessarbiter.reports.blank_chart import blank_chart
from chessarbiter.reports.crosstable import crosstable
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.pairings import pairing_sheet
from chessarbiter.reports.players import player_list
from chessarbiter.reports.standings import standings_sheet

__all__ = [
    "EventInfo",
    "PrintOptions",
    "blank_chart",
    "crosstable",
    "pairing_sheet",
    "player_list",
    "standings_sheet",
]
