"""Text as the US Chess files hold it: plain ASCII, player names as ``LAST, FIRST`` in capitals.

Accents come off and special Latin letters are spelt out (:func:`~chessarbiter.core.text.
fold_accents`); what is left (Cyrillic, Chinese…) has no ASCII form and becomes "?", as
SwissSys writes it, and the pre-export checks ask the arbiter for a Latin spelling.
"""

from __future__ import annotations

from chessarbiter.core.text import fold_accents

UNKNOWN = "?"


def ascii_fold(text: str) -> str:
    """``text`` in printable ASCII: accents dropped, special letters spelt out, runs of spaces
    (and tabs or line breaks) made one space, anything else "?"."""
    plain = " ".join(fold_accents(text).split())
    return "".join(c if " " <= c <= "~" else UNKNOWN for c in plain)


def unfoldable(text: str) -> str:
    """The characters of ``text`` that have no ASCII spelling, each once, as typed."""
    return "".join(dict.fromkeys(c for c in text if not _printable(fold_accents(c))))


def _printable(text: str) -> bool:
    return all(" " <= c <= "~" or c.isspace() for c in text)


def uscf_name(name: str) -> str:
    """``Ødegård, Jon Ludvig`` → ``ODEGARD, JON LUDVIG``. The part before the first comma is the
    surname; a name without a comma cannot be split safely and is kept in its order."""
    folded = ascii_fold(name).upper()
    last, comma, first = folded.partition(",")
    if not comma:
        return folded
    return f"{last.strip()}, {first.strip()}" if first.strip() else last.strip()
