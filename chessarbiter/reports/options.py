"""What the caller chooses about a printout: paper, orientation, print time, event heading."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal


@dataclass(frozen=True, slots=True)
class PrintOptions:
    """``landscape=None`` lets each document take its natural orientation (charts are wide).

    ``printed_at`` is injectable so that the same input gives byte-identical PDFs in tests;
    None means the moment of printing.
    """

    paper: Literal["a4", "letter"] = "a4"
    landscape: bool | None = None
    printed_at: datetime | None = None

    def print_time(self) -> datetime:
        return self.printed_at if self.printed_at is not None else datetime.now()


@dataclass(frozen=True, slots=True)
class EventInfo:
    """The event as the heading and footer of every page name it; dates are free text.

    ``notice`` is printed in a box above the content: a decision shown that is out of date
    (the play-off started before a correction) must say so on paper too. ``rating_shown`` is
    the event's choice of rating (uscf, fide or both, see ``Player.rating_label``).
    ``playoff`` is the play-off's line (its champion) that standings and crosstables print
    above their table.
    """

    name: str
    site: str = ""
    start_date: str = ""
    end_date: str = ""
    arbiter: str = ""
    notice: str = ""
    rating_shown: str = "fide"
    currency: str = ""  # money in payouts and incident reports ("" = bare numbers)
    playoff: str = ""

    def place(self, separator: str = " · ") -> str:
        """Site and dates on one line, "Reno, NV · 14 March 2026", leaving out what is empty."""
        return separator.join(part for part in (self.site, self.dates) if part)

    @property
    def dates(self) -> str:
        """"12 March 2026 – 20 March 2026", or the one date given, or ""."""
        if self.start_date and self.end_date and self.start_date != self.end_date:
            return f"{self.start_date} – {self.end_date}"
        return self.start_date or self.end_date
