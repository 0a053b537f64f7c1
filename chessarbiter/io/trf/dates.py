"""Dates as TRF files write them, read only where they have one reading.

Records 042/052 are free text in TRF16 and ``YYYY/MM/DD`` in TRF-2026; real files hold
``2024-08-01``, ``28. 07. 2005``, ``25.02.2011``, ``May 29, 2020`` and ``10.09.13``. A text is
read when every way of reading it gives the same day: a four-digit year first, or last with a
day above 12 (or equal to the month); two-digit years and ``05/07/2011`` are kept as text.
Record 132 gives each round's date as ``YY/MM/DD`` (TRF16 and TRF-2026); a four-digit year
is read too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

_SEP = r"\s*[/.\-]\s*"
_YEAR_FIRST = re.compile(rf"(\d{{4}}){_SEP}(\d{{1,2}}){_SEP}(\d{{1,2}})")
_YEAR_LAST = re.compile(rf"(\d{{1,2}}){_SEP}(\d{{1,2}}){_SEP}(\d{{4}})\.?")
_MONTH_NAME = re.compile(r"([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})")
_DAY_MONTH_NAME = re.compile(r"(\d{1,2})\.?\s+([A-Za-z]{3,9})\.?\s+(\d{4})")
_ROUND_DATE = re.compile(rf"(\d{{2}}|\d{{4}}){_SEP}(\d{{2}}){_SEP}(\d{{2}})")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def read_date(text: str) -> date | None:
    """The one day ``text`` can mean, or None (blank, not a date, or more than one reading)."""
    raw = text.strip()
    if (match := _YEAR_FIRST.fullmatch(raw)) is not None:
        year, month, day = (int(g) for g in match.groups())
        return _day(year, month, day)
    if (match := _YEAR_LAST.fullmatch(raw)) is not None:
        first, second, year = (int(g) for g in match.groups())
        if first != second and first <= 12 and second <= 12:
            return None  # 05/07/2011: 5 July or May 7
        return _day(year, second, first) if second <= 12 else _day(year, first, second)
    for pattern, month_at in ((_MONTH_NAME, 0), (_DAY_MONTH_NAME, 1)):
        if (match := pattern.fullmatch(raw)) is not None:
            groups = match.groups()
            month = _month(groups[month_at])
            day = int(groups[1 - month_at])
            return _day(int(groups[2]), month, day) if month else None
    return None


def read_round_date(text: str, near: date | None) -> date | None:
    """A 132 round date (``YY/MM/DD``); the century is the one that puts it nearest ``near``
    (the event's start), else 2000-2099."""
    match = _ROUND_DATE.fullmatch(text.strip())
    if match is None:
        return None
    year, month, day = (int(g) for g in match.groups())
    if len(match.group(1)) == 4:
        return _day(year, month, day)
    centuries = [c for c in (1900, 2000, 2100) if _day(c + year, month, day) is not None]
    if not centuries:
        return None
    if near is None:
        return _day(2000 + year, month, day)
    best = min(centuries, key=lambda c: abs(c + year - near.year))
    return _day(best + year, month, day)


def read_round_dates(texts: Sequence[str], near: date | None) -> tuple[date, ...] | None:
    """Every round's date, or None when one of them has no reading (then none is taken)."""
    days = [read_round_date(text, near) for text in texts]
    if any(day is None for day in days):
        return None
    return tuple(day for day in days if day is not None)


def trf_date(iso: str) -> str:
    """An ISO date as TRF-2026 writes 042/052 (``2026/07/08``); other text as it is."""
    try:
        return date.fromisoformat(iso).strftime("%Y/%m/%d")
    except ValueError:
        return iso


def round_date(iso: str) -> str:
    """An ISO date as record 132 writes it (``26/07/08``); other text as it is."""
    try:
        return date.fromisoformat(iso).strftime("%y/%m/%d")
    except ValueError:
        return iso


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _month(name: str) -> int:
    key = name[:3].lower()
    return _MONTHS.index(key) + 1 if key in _MONTHS else 0
