"""The key printed under a chart or standings: what each code and cell means."""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from chessarbiter.reports.fonts import REGULAR, register_fonts

LEGEND_SIZE = 9.0
_STYLE = ParagraphStyle("legend", fontName=REGULAR, fontSize=LEGEND_SIZE,
                        leading=LEGEND_SIZE * 1.35)


def legend(items: Sequence[tuple[str, str]]) -> Paragraph:
    """"**SB** Sonneborn-Berger · **KS** Koya system …" as one flowing paragraph."""
    register_fonts()  # the paragraph looks its font up as soon as it is made
    parts = [
        "\u00a0".join(part for part in (f"<b>{escape(code)}</b>" if code else "", escape(meaning))
                       if part)
        for code, meaning in items
    ]
    return Paragraph("  ·  ".join(parts), _STYLE)
