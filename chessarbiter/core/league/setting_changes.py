"""Season settings typed as text (``--set KEY=VALUE``, the settings dialog) and which of them
may still change once the season is under way.

A value is read by the type of its setting: whole numbers, numbers, yes/no, dates
(YYYY-MM-DD), comma lists of those, and "none" for a setting that may be left to follow the
boards (the match thresholds, a bye's game points) or the rule book (the entry fee).
The values come back in the stored form :meth:`LeagueSettings.from_dict` reads.
"""

from __future__ import annotations

import types
from dataclasses import fields
from datetime import date
from typing import Any, Union, get_args, get_origin, get_type_hints

from chessarbiter.core.league.settings import LeagueSettings

# The schedule is made from these; change the dates with a cancelled or added date instead.
FIXED_ONCE_SCHEDULED = frozenset({
    "season_start", "season_end", "dates", "cycles", "swap_last_two", "section_sizes",
    "max_rounds_per_date",
})
# Lineups are stored board by board.
FIXED_ONCE_PLAYED = frozenset({"boards"})
NEVER_CHANGED = frozenset({"preset"})  # the rule book the season was created from

_TRUE, _FALSE = {"yes", "true", "1", "on"}, {"no", "false", "0", "off"}
_HINTS = get_type_hints(LeagueSettings)
NAMES = tuple(f.name for f in fields(LeagueSettings))


def parse_setting(name: str, text: str) -> Any:
    """``text`` as the stored value of setting ``name``; ValueError naming what is wrong."""
    if name not in _HINTS:
        raise ValueError(f"unknown league setting {name!r} (known: {', '.join(sorted(NAMES))})")
    return _parse(_HINTS[name], text.strip(), name)


def _parse(hint: Any, text: str, name: str) -> Any:
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        if text.lower() in ("none", ""):
            return None
        (inner,) = [a for a in get_args(hint) if a is not type(None)]
        return _parse(inner, text, name)
    if origin is tuple:
        item = get_args(hint)[0]
        return [_parse(item, part.strip(), name) for part in text.split(",") if part.strip()]
    try:
        return _scalar(hint, text)
    except ValueError:
        raise ValueError(f"{name}: {text!r} is not {_KINDS[hint]}") from None


def _scalar(hint: Any, text: str) -> Any:
    if hint is bool:
        if text.lower() not in _TRUE | _FALSE:
            raise ValueError(text)
        return text.lower() in _TRUE
    if hint is int:
        return int(text)
    if hint is float:
        value = float(text)
        return int(value) if value.is_integer() else value
    if hint is date:
        return date.fromisoformat(text).isoformat()
    return text


_KINDS = {bool: "yes or no", int: "a whole number", float: "a number like 2.5",
          date: "a date like 2011-10-16", str: "text"}


def setting_text(value: Any) -> str:
    """A stored value as :func:`parse_setting` reads it back."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(setting_text(v) for v in value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def fixed_now(names: set[str] | frozenset[str], scheduled: bool, played: bool) -> list[str]:
    """Which of ``names`` can no longer change, each with the reason."""
    out = [f"{n}: the season was created from this rule book"
           for n in sorted(names & NEVER_CHANGED)]
    if scheduled:
        out += [f"{n}: the schedule is made from it (cancel or add a date instead)"
                for n in sorted(names & FIXED_ONCE_SCHEDULED)]
    if played:
        out += [f"{n}: lineups are stored board by board"
                for n in sorted(names & FIXED_ONCE_PLAYED)]
    return out
