"""How numbers, names and results are spelt on paper (½ rather than 0.5, as arbiters write)."""

from __future__ import annotations

import unicodedata

from chessarbiter.core.results import Result
from chessarbiter.reports.fonts import text_width

# C.07 names of the tie-break codes, for the legend under standings and crosstables.
TIEBREAK_NAMES = {
    "DE": "Direct encounter",
    "BPG": "Games played with Black",
    "KS": "Koya system",
    "SB": "Sonneborn-Berger",
    "WIN": "Rounds won",
    "WON": "Games won",
}

_FRACTIONS = {0: "", 1: "¼", 2: "½", 3: "¾"}
MINUS = "−"  # U+2212: a real minus sign, wider and clearer than a hyphen from a metre away
ELLIPSIS = "…"

# Letters that NFKD does not split into base letter + accent, so sorting would put them last.
_FOLD = str.maketrans({"Ø": "O", "ø": "o", "Ł": "L", "ł": "l", "Đ": "D", "đ": "d",
                       "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "ß": "ss", "Þ": "Th",
                       "þ": "th", "Ħ": "H", "ħ": "h", "ı": "i"})


def number_text(value: float) -> str:
    """Points and tie-break values: 6½, ½, 25¾, 4; other fractions keep two decimals."""
    sign = MINUS if value < 0 else ""
    quarters = abs(value) * 4
    if quarters != int(quarters):
        return f"{sign}{abs(value):.2f}"
    whole, part = divmod(int(quarters), 4)
    if whole == 0 and part:
        return sign + _FRACTIONS[part]
    return f"{sign}{whole}{_FRACTIONS[part]}"


def rating_text(rating: int | None) -> str:
    return str(rating) if rating else ""


def result_text(result: Result | None) -> str:
    """The result box of a pairing sheet: "1 – 0", "½ – ½", forfeits "+ : −" …; empty until
    played."""
    if result is None:
        return ""
    if result.played:
        return f"{number_text(result.points(True))} – {number_text(result.points(False))}"
    return " : ".join("+" if result.points(white) else MINUS for white in (True, False))


def score_cell(result: Result, white: bool) -> str:
    """One player's cell of a crosstable: "1w", "½b", "0w"; forfeits "+" or "−"."""
    points = result.points(white)
    if result.forfeit:
        return "+" if points else MINUS
    return number_text(points) + ("w" if white else "b")


def fit_text(text: str, font: str, size: float, width: float) -> str:
    """``text`` shortened with "…" so that it fits ``width`` points (long names in a grid)."""
    if text_width(text, font, size) <= width + 0.01:  # a column measured to fit this very text
        return text
    kept = text
    while kept and text_width(kept + ELLIPSIS, font, size) > width:
        kept = kept[:-1]
    return kept.rstrip() + ELLIPSIS


def name_sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order that files "Ødegård" under O and "Łukasz" under L, ignoring case,
    accents and punctuation ("O'Brien" next to "Obst")."""
    folded = unicodedata.normalize("NFKD", name.translate(_FOLD))
    bare = "".join(c for c in folded if c.isalnum() or c == " ")
    return " ".join(bare.split()).casefold(), name
