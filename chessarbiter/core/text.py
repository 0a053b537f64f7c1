"""Latin text without its accents, for sorting names and for files that only take ASCII.

Accents come off through Unicode decomposition (NFKD: "é" is "e" plus an accent). Letters that
do not decompose ("ø", "ł", "ß", "æ") are spelt out from a small table, and typographic quotes
and dashes become their ASCII forms. Letters of other scripts (Cyrillic, Chinese…) are kept:
what to do with them is the caller's choice.
"""

from __future__ import annotations

import unicodedata

_SPELLED = str.maketrans({
    "Ø": "O", "ø": "o", "Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "Ð": "D", "ð": "d",
    "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "ß": "ss", "ẞ": "SS", "Þ": "TH", "þ": "th",
    "Ħ": "H", "ħ": "h", "ı": "i", "Ŧ": "T", "ŧ": "t",
    "‘": "'", "’": "'", "ʼ": "'", "‚": "'", "“": '"', "”": '"', "„": '"',
    "‐": "-", "‑": "-", "–": "-", "—": "-",
})


def fold_accents(text: str) -> str:
    """``text`` with accents dropped and special Latin letters spelt out: "Ødegård" →
    "Odegard", "Łukasz Żółć" → "Lukasz Zolc", "Strauß" → "Strauss"."""
    # Decomposed first, so that "Ǿ" (Ø with an acute) is spelt out too.
    spelled = unicodedata.normalize("NFKD", text).translate(_SPELLED)
    return "".join(c for c in spelled if not unicodedata.combining(c))
