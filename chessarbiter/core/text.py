"""Text helpers: counts and lists as English sentences say them ("1 problem", "3 problems",
"boards 1 and 3"), and Latin text without its accents, for sorting names and for files that
only take ASCII.

Accents come off through Unicode decomposition (NFKD: "é" is "e" plus an accent). Letters that
do not decompose ("ø", "ł", "ß", "æ") are spelt out from a small table, and typographic quotes
and dashes become their ASCII forms. Letters of other scripts (Cyrillic, Chinese…) are kept:
what to do with them is the caller's choice.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

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


HIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""Characters that do not show but change what a reader sees: C0 and C1 controls, DEL, line
separators and the bidirectional overrides (a name with U+202E reads backwards)."""


def first_hidden(text: str, allowed: str = "") -> int | None:
    """The index of the first hidden character of ``text`` not in ``allowed``, else None."""
    for match in HIDDEN.finditer(text):
        if match.group() not in allowed:
            return match.start()
    return None


def counted(number: int, one: str, many: str, *more: object) -> str:
    """``one`` or ``many`` (texts, translated or not, with ``{0}`` for the number and ``{1}``…
    for ``more``) as English and most languages choose between them: "1 player",
    "0 players", "10 players"."""
    return (one if number == 1 else many).format(number, *more)


def plural(count: int, word: str, many: str | None = None) -> str:
    """"1 game", "3 games", "0 games" (``many``: an irregular plural)."""
    return counted(count, f"{{0}} {word}", f"{{0}} {many or word + 's'}")


def listed(items: Iterable[object], conjunction: str = "and") -> str:
    """"A", "A and B", "A, B and C"."""
    texts = [str(i) for i in items]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} {conjunction} {texts[-1]}"


def spoken_name(name: str) -> str:
    """"Shen, Leo" → "Leo Shen", as a sentence names a person (so that a list of names can
    be joined with commas). A name without exactly one comma is kept as it is."""
    last, _, first = name.partition(",")
    if name.count(",") != 1 or not first.strip() or not last.strip():
        return name
    return f"{first.strip()} {last.strip()}"


def numbered(word: str, numbers: Iterable[object]) -> str:
    """"board 2", "boards 1 and 3": a noun with the numbers it names."""
    texts = [str(n) for n in numbers]
    return f"{word if len(texts) == 1 else word + 's'} {listed(texts)}"
