"""One cell's value read as the column expects it, or the reason it cannot be.

Only what could be misread is refused: a date typed as text with more than one reading (is
4/5/2012 April or May? the season's ``roster_date_order`` says, and without one it is
refused; 2012-05-04 has one reading), a number where a date belongs, TRUE/FALSE, error
values. A number is fine for a phone or an ID, and digits typed as text are fine for a rating.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time
from typing import Any

from chessarbiter.core.league.teams import Role
from chessarbiter.core.text import first_hidden
from chessarbiter.io.roster.layout import Kind

_ROLES = {"": Role.PLAYER, "c": Role.CAPTAIN, "captain": Role.CAPTAIN,
          "a": Role.ALTERNATE, "alt": Role.ALTERNATE, "alternate": Role.ALTERNATE}
_UNRATED = ("unr", "unrated")
# Invisible characters a typed value has no use for: controls other than the tab and line
# breaks Excel lets one type, and the direction overrides, embeddings and isolates that make
# a name display in another order than it is stored.
_CELL_LIMIT = 32_767  # characters an Excel cell holds: a longer value was not typed in Excel
# Excel stores a character XML cannot hold as _xHHHH_ (a line break typed with Alt+Enter is
# _x000D_ before the LF) and an underscore that would start such a code as _x005F_; openpyxl
# hands both over as written (OOXML, ECMA-376 Part 1, §22.9.2.19 ST_Xstring).
_ESCAPE = re.compile(r"_x([0-9A-Fa-f]{4})_")


class CellProblem(ValueError):
    """The cell's value cannot be read as its column asks; ``str()`` says why."""


_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_SLASHED = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})")
DATE_ORDERS = {"MDY": "month/day/year", "DMY": "day/month/year", "": ""}


def read_cell(kind: Kind, value: Any, date_order: str = "") -> Any:
    """The typed value of a cell (text, date, Role or rating), or :class:`CellProblem`;
    ``date_order`` ("MDY", "DMY" or "") reads a date typed as text with slashes."""
    if isinstance(value, bool):
        raise CellProblem(f"{str(value).upper()} is not a value this column takes")
    if isinstance(value, str):
        value = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), value).strip()
    if kind is Kind.DATE and isinstance(value, str) and value:
        return _text_date(value, date_order)
    return _READERS[kind](value)


def _text_date(value: str, order: str) -> date:
    """A date typed as text, when it has exactly one reading: ISO, or slashed in ``order``."""
    iso, slashed = _ISO.fullmatch(value), _SLASHED.fullmatch(value)
    if iso:
        parts = (int(iso[1]), int(iso[2]), int(iso[3]))
    elif slashed and order:
        first, second, year = int(slashed[1]), int(slashed[2]), int(slashed[3])
        parts = (year, first, second) if order == "MDY" else (year, second, first)
    else:
        how = f"as {DATE_ORDERS[order]} or " if order else ""
        raise CellProblem(f"a date typed as text ({value!r}); type it {how}as a date, "
                          "e.g. 2012-05-31")
    try:
        return date(*parts)
    except ValueError:
        reading = f"{DATE_ORDERS[order]} " if slashed else ""
        raise CellProblem(f"{value!r} is no {reading}date") from None


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        if len(value) > _CELL_LIMIT:
            raise CellProblem(f"holds {len(value):,} characters; an Excel cell holds at most "
                              f"{_CELL_LIMIT:,}")
        at = first_hidden(value, allowed="\t\r\n")
        if at is not None:
            char = value[at]
            kind = "direction control" if char >= "\u2028" else "control character"
            raise CellProblem(f"holds the invisible {kind} U+{ord(char):04X} "
                              f"(character {at + 1}); delete it")
        return value
    raise CellProblem(f"must be text, found {_shown(value)}")


def _digits(value: Any) -> str:
    """IDs and phone numbers: text as typed, or a whole number typed as a number."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return str(value)
    if value is None or isinstance(value, str):
        return _text(value)
    raise CellProblem(f"must be digits, found {_shown(value)}")


def _date(value: Any) -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        if value.time() != time():
            raise CellProblem(f"must be a date, found a date and time {value.isoformat(' ')}")
        return value.date()
    if isinstance(value, date):
        return value
    raise CellProblem(f"must be a date, found {_shown(value)}; format the cell as a date")


def _role(value: Any) -> Role:
    text = _text(value).lower()
    if text not in _ROLES:
        raise CellProblem(f"{value!r} is not C (captain), A (alternate captain) or empty")
    return _ROLES[text]


def _rating(value: Any) -> int | None:
    if value is None or value == "" or (isinstance(value, str) and value.lower() in _UNRATED):
        return None
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit():  # not "¹" or "٣"
        return int(value)
    raise CellProblem(f"must be a whole number (or empty for unrated), found {_shown(value)}")


def _shown(value: Any) -> str:
    if isinstance(value, datetime) and value.time() == time():
        value = value.date()
    if isinstance(value, datetime | date):
        return f"the date {value.isoformat()}"
    if isinstance(value, int | float):
        return f"the number {value:g}"
    return repr(value)


def _ignored(value: Any) -> None:
    return None


_READERS = {
    Kind.NUMBERING: _ignored,
    Kind.TEXT: _text,
    Kind.ID: _digits,
    Kind.PHONE: _digits,
    Kind.DATE: _date,
    Kind.ROLE: _role,
    Kind.RATING: _rating,
}
