"""Tables whose long cells wrap inside their column instead of being cut short with "…".

The incident and payout reports carry sentences (the rule a suggestion cites, why a prize
passed down) that an arbiter signs off: shortening them would drop the part that matters.
Cells are plain strings escaped before they become paragraphs, so typed text never acts as
markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import LongTable, Paragraph

from chessarbiter.reports.fonts import BOLD, REGULAR, register_fonts
from chessarbiter.reports.tables import StyleCommand, base_style, padding

Align = Literal["LEFT", "CENTER", "RIGHT"]
_ALIGNMENT = {"LEFT": TA_LEFT, "CENTER": TA_CENTER, "RIGHT": TA_RIGHT}


def text_style(size: float, bold: bool = False, align: Align = "LEFT") -> ParagraphStyle:
    return ParagraphStyle(f"cell-{size}-{bold}-{align}", fontName=BOLD if bold else REGULAR,
                          fontSize=size, leading=size * 1.25, alignment=_ALIGNMENT[align])


def paragraph(text: str, style: ParagraphStyle) -> Paragraph:
    """``text`` as typed, line breaks kept."""
    register_fonts()
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


def wrapped_table(headers: Sequence[str], rows: Sequence[Sequence[str]],
                  widths: Sequence[float], aligns: Sequence[Align], size: float,
                  extra_style: Sequence[StyleCommand] = ()) -> LongTable:
    """A table in the printouts' look whose every cell wraps within its column's width; the
    header repeats on each page the table runs over."""
    header_styles = [text_style(size, bold=True, align=a) for a in aligns]
    body_styles = [text_style(size, align=a) for a in aligns]
    data = [[paragraph(h, s) for h, s in zip(headers, header_styles, strict=True)]]
    data += [[paragraph(c, s) for c, s in zip(row, body_styles, strict=True)] for row in rows]
    style = [*base_style(size), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("TOPPADDING", (0, 0), (-1, -1), padding(size)),
             ("BOTTOMPADDING", (0, 0), (-1, -1), padding(size)), *extra_style]
    return LongTable(data, colWidths=list(widths), repeatRows=1, style=style)
