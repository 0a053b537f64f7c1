"""The TrueType fonts every printout uses.

reportlab's built-in Helvetica has no "ő", "ř" or Cyrillic, so player names would print as
boxes; DejaVu covers them and ships in ``resources/fonts/``.
"""

from __future__ import annotations

from functools import cache, lru_cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from chessarbiter.resources import resource_path

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
MONO = "DejaVuSansMono"
ELLIPSIS = "…"

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf", MONO: "DejaVuSansMono.ttf"}


@cache
def register_fonts() -> None:
    """Register the fonts once per process; a missing file names the path that was tried."""
    for name, file_name in _FILES.items():
        path = resource_path("fonts", file_name)
        if not path.is_file():
            raise FileNotFoundError(f"font file missing: {path} (reinstall chessarbiter)")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    # <b> inside a Paragraph must switch to the bold DejaVu, not to Helvetica-Bold.
    for bold, italic in ((0, 0), (0, 1), (1, 0), (1, 1)):
        addMapping(REGULAR, bold, italic, BOLD if bold else REGULAR)


def text_width(text: str, font: str, size: float) -> float:
    """Width in points of ``text`` set in ``font`` at ``size``."""
    return size * _unit_width(text, font)


def fit_text(text: str, font: str, size: float, width: float) -> str:
    """``text`` shortened with "…" so that it fits ``width`` points (long names in a grid)."""
    if text_width(text, font, size) <= width + 0.01:  # a column measured to fit this very text
        return text
    kept = text
    while kept and text_width(kept + ELLIPSIS, font, size) > width:
        kept = kept[:-1]
    return kept.rstrip() + ELLIPSIS


@lru_cache(maxsize=65536)
def _unit_width(text: str, font: str) -> float:
    # Widths scale with the size, and charts try nine sizes on the same few hundred texts.
    return float(pdfmetrics.stringWidth(text, font, 1.0))
