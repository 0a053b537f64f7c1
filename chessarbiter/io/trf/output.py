"""A TRF text as the bytes of the encoding asked for: UTF-8 (FIDE's), Latin-1 or ASCII.

Some readers take TRF as Latin-1 (FIDE's TieBreakServer among them) and stop on a UTF-8
name such as "Nguyễn, Thị". Written as Latin-1 or ASCII, a letter the code page has not
loses its accents or is spelt out ("ễ" → "e", "ł" → "l", "ß" → "ss" in ASCII,
:func:`~chessarbiter.core.text.fold_accents`); what has no Latin form (Cyrillic, Chinese…)
becomes "?". A player's name is folded inside its 33 columns, so the columns after it stay
where they are; one warning says how each name was written.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from chessarbiter.core.text import fold_accents
from chessarbiter.io.trf.layout import NAME, START_RANK

ENCODINGS = {"utf-8": "UTF-8", "latin-1": "Latin-1", "ascii": "ASCII"}
LINE_END = "\r\n"


@dataclass(frozen=True, slots=True)
class Encoded:
    data: bytes
    warnings: tuple[str, ...]


def encode_trf(lines: Iterable[str], encoding: str = "utf-8") -> Encoded:
    """The lines, each ended by CR LF, in ``encoding`` (a key of ENCODINGS)."""
    if encoding not in ENCODINGS:
        raise ValueError(f"encoding {encoding!r}: use {', '.join(ENCODINGS)}")
    out: list[str] = []
    warnings: list[str] = []
    for line in lines:
        if not _fits(line, encoding):
            line = _folded_line(line, encoding, warnings)
        out.append(line + LINE_END)
    return Encoded("".join(out).encode(encoding), tuple(warnings))


def _folded_line(line: str, encoding: str, warnings: list[str]) -> str:
    name = NAME.cut(line)
    code = line[:3]
    if code == "001" and not _fits(name, encoding):
        folded = fold(name.strip(), encoding)[: NAME.width]
        warnings.append(f"player {START_RANK.cut(line).strip()}: {name.strip()!r} written as "
                        f"{folded!r} ({ENCODINGS[encoding]} has no "
                        f"{_missing(name, encoding)})")
        line = line[: NAME.first - 1] + folded.ljust(NAME.width) + line[NAME.last:]
    if not _fits(line, encoding):
        folded = fold(line, encoding)
        warnings.append(f"record {code}: {line[4:].strip()!r} written as {folded[4:].strip()!r} "
                        f"({ENCODINGS[encoding]} has no {_missing(line, encoding)})")
        line = folded
    return line


def fold(text: str, encoding: str) -> str:
    """``text`` with every character ``encoding`` cannot hold folded, else "?"."""
    out = []
    for char in unicodedata.normalize("NFC", text):
        if not _fits(char, encoding):
            char = fold_accents(char)
            char = char if _fits(char, encoding) else "?"
        out.append(char)
    return "".join(out)


def _fits(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


def _missing(text: str, encoding: str) -> str:
    return ", ".join(dict.fromkeys(c for c in text if not _fits(c, encoding)))
