"""Paragraph styles and wordings the league sheets share."""

from __future__ import annotations

from datetime import date
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from chessarbiter.reports.fonts import BOLD, REGULAR

BODY = ParagraphStyle("league-body", fontName=REGULAR, fontSize=10, leading=14)
NOTE = ParagraphStyle("league-note", parent=BODY, fontSize=9, leading=12, spaceBefore=2)
DAY = ParagraphStyle("league-day", fontName=BOLD, fontSize=12, leading=16, spaceBefore=10,
                     spaceAfter=4)


def para(text: str, style: ParagraphStyle = BODY, bold_label: str = "") -> Paragraph:
    """A paragraph of plain ``text`` (never markup), after an optional bold label."""
    label = f"<b>{escape(bold_label)}</b> " if bold_label else ""
    return Paragraph(label + escape(text), style)


def long_date(day: date) -> str:
    """"Sunday 16 October 2011": the weekday is what captains check against their diary."""
    return f"{day:%A} {day.day} {day:%B %Y}"
