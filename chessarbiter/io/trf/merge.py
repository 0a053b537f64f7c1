"""Writing an imported file back: its own text wherever the event has not changed.

Three texts meet here: the file as it was read (``source``), the event as it was imported
written by our writer (``base``), and the event as it is now written by our writer
(``current``). A record of the file is given back as it was unless the event's value changed
since the import (``current`` differs from ``base``); then the event's value replaces it.
Player (001) and round-date (132) records are compared field by field, so a corrected result
rewrites that round's ten columns and leaves the rest of the line, with its codes, as it
was; an XXA line (virtual points) is compared whole, per player; a TRF-2026 export compares
the 240, 250 and 260 records (byes asked for, virtual points, forbidden pairs) all lines of
one code together. Lines we do not model (comments, 092, 112, other XX* codes, unknown
records) are kept where they are. A record
the file did not have is added only when the event's value changed: nothing the file left
out is invented.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import pairwise

from chessarbiter.io.trf.layout import (
    MODELLED_RECORDS,
    PLAYER_FIELDS,
    ROUND_START,
    ROUND_WIDTH,
    START_RANK,
    TRF26_RECORDS,
)

BLOCK_CODES = ("240", "250", "260")  # TRF-2026's byes, virtual points and forbidden pairs
_TRF26_DATE = re.compile(r"[0-9]{4}/[0-9]{2}/[0-9]{2}")
_Span = tuple[int, int]  # 0-based start, end (exclusive)


def merge_records(source: Sequence[str], base: Sequence[str], current: Sequence[str],
                  trf26: bool) -> list[str]:
    """The lines to write; ``trf26`` is the version written (TRF-2026, else TRF16: then the
    records only TRF-2026 defines are left out)."""
    if trf26:
        source, current = _blocks(source, base, current)
    base_at, current_at = _keyed(base), _keyed(current)
    out: list[tuple[str | None, str]] = []
    for key, line in _source_keys(source):
        if key is None:
            if trf26 or line[:3] not in TRF26_RECORDS:
                out.append((None, line))
            continue
        was, now = base_at.get(key), current_at.get(key)
        if was is None and now is None:
            out.append((key, line))  # a record of the file the event does not carry
        elif now is not None:
            merged = now if was is None else _merged(line, was, now)
            if trf26 and key in ("042", "052") and not _TRF26_DATE.fullmatch(merged[3:].strip()):
                merged = now  # TRF-2026 asks for YYYY/MM/DD
            out.append((key, merged))
    _add_new(out, base_at, current_at)
    return [line for _, line in out]


def _blocks(source: Sequence[str], base: Sequence[str], current: Sequence[str]
            ) -> tuple[list[str], list[str]]:
    """Records 240, 250 and 260 compared whole, code by code: unchanged, the file's lines stay
    and the event's are not added; changed, the event's lines replace the file's (where the
    first of them was, else after the players and XXA lines), and new 250 records replace
    the file's XXA lines too, so the file never says two things."""
    out, now = list(source), list(current)
    for code in BLOCK_CODES:
        was = [line for line in base if line[:3] == code]
        mine = [line for line in now if line[:3] == code]
        now = [line for line in now if line[:3] != code]
        if was == mine:
            continue
        gone = (code, "XXA") if code == "250" else (code,)
        at = next((i for i, line in enumerate(out) if line[:3] in gone), None)
        if at is None:
            at = max((i + 1 for i, line in enumerate(out)
                      if line[:3] in ("001", "XXA", *BLOCK_CODES)), default=len(out))
        kept = [line for line in out[:at] if line[:3] not in gone]
        out = kept + mine + [line for line in out[at:] if line[:3] not in gone]
    return out, now


def _add_new(out: list[tuple[str | None, str]], base_at: dict[str, str],
             current_at: dict[str, str]) -> None:
    """Records of ``current`` the file had not, where their value changed since the import:
    a player after the player before them, a header record in code order among the file's
    header records (before its first player)."""
    keys = list(current_at)
    for index, key in enumerate(keys):
        present = {k for k, _ in out}
        if key in present or base_at.get(key) == current_at[key]:
            continue
        at = _row_slot(out, keys[:index], present, key)
        out.insert(at, (key, current_at[key]))


def _row_slot(out: list[tuple[str | None, str]], earlier: list[str], present: set[str | None],
              key: str) -> int:
    """Where a new record goes: a player after the player before them, an XXA line after the
    XXA line before it (else after the last player), a header record by :func:`_header_slot`."""
    code = key[:3]
    if code not in ("001", "XXA"):
        return _header_slot(out, key)
    before = next((k for k in reversed(earlier) if k in present and k[:3] == code), None)
    if before is None and code == "XXA":
        before = next((k for k, _ in reversed(out) if k is not None and k[:3] == "001"), None)
    return _index(out, before) + 1 if before else _header_slot(out, key)


def _header_slot(out: list[tuple[str | None, str]], key: str) -> int:
    """Before the first player, or the first header record whose code comes after ``key``."""
    for index, (_, line) in enumerate(out):
        code = line[:3]
        if code == "001" or (_is_header(code) and code > key):
            return index
    return len(out)


def _is_header(code: str) -> bool:
    """A tournament record (012-222, TRF16's and TRF-2026's) or a JaVaFo XX record."""
    return (code.isdigit() and code.endswith("2")) or code.startswith("XX")


def _index(out: list[tuple[str | None, str]], key: str) -> int:
    return next(i for i, (k, _) in enumerate(out) if k == key)


def _key(line: str) -> str | None:
    code = line[:3]
    if code in ("001", "XXA"):
        rank = (START_RANK.cut(line) if code == "001" else line[4:8]).strip()
        return f"{code} {int(rank)}" if rank.isdigit() else None
    return code if code in MODELLED_RECORDS else None


def _keyed(lines: Iterable[str]) -> dict[str, str]:
    return {key: line for key, line in _source_keys(lines) if key is not None}


def _source_keys(lines: Iterable[str]) -> Iterable[tuple[str | None, str]]:
    """Each line with its key; a repeated record keeps no key (it is given back as it is)."""
    seen: set[str] = set()
    for line in lines:
        key = _key(line)
        if key in seen:
            key = None
        if key is not None:
            seen.add(key)
        yield key, line


def _merged(source: str, base: str, current: str) -> str:
    if base == current:
        return source
    if source[:3] not in ("001", "132"):
        return current
    width = max(len(source), len(base), len(current))
    padded = [text.ljust(width) for text in (source, base, current)]
    pieces = [
        padded[0][a:b] if padded[1][a:b] == padded[2][a:b] else padded[2][a:b]
        for a, b in _spans(source[:3], width)
    ]
    line = "".join(pieces)
    return line[: len(source)] + line[len(source):].rstrip()


def _spans(code: str, width: int) -> list[_Span]:
    """The fields of a 001 or 132 line: the static part, then each round's ten columns."""
    if code == "001":
        cuts = sorted({0, 3, ROUND_START - 1} | {f.first - 1 for f in PLAYER_FIELDS}
                      | {f.last for f in PLAYER_FIELDS})
    else:
        cuts = [0, ROUND_START - 1]
    cuts += list(range(ROUND_START - 1 + ROUND_WIDTH, width + ROUND_WIDTH, ROUND_WIDTH))
    return [(a, b) for a, b in pairwise(cuts) if a < b]

