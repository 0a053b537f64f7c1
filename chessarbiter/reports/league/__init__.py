"""League printouts: a team's roster sheet and the season's schedule.

As for :mod:`chessarbiter.reports`, reportlab loads only when a sheet is first asked for.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from chessarbiter.reports.league.roster_pdf import roster_sheet
    from chessarbiter.reports.league.schedule_pdf import schedule_sheet

_HOMES = {"roster_sheet": "roster_pdf", "schedule_sheet": "schedule_pdf"}

__all__ = ["roster_sheet", "schedule_sheet"]


def __getattr__(name: str) -> object:
    """Import the module that defines ``name`` on first use (PEP 562), then keep the value."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value: object = getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
    globals()[name] = value
    return value
