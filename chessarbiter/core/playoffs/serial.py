"""The play-off record as plain JSON-ready values, read back with a message naming the field.

Storage keeps these dicts as they are; reading one back refuses anything malformed before a
single action is replayed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from enum import Enum
from typing import Any

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs.actions import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlayoffError,
    SelectFour,
)
from chessarbiter.core.results import Result

_TYPES: dict[str, type[Action]] = {
    "colour-lot": ColourLot,
    "bid": Bid,
    "coin-flip": CoinFlip,
    "colour-choice": ColourChoice,
    "result": GameResult,
    "select-four": SelectFour,
}
_NAMES = {cls: name for name, cls in _TYPES.items()}


def read_mapping(data: object, where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise PlayoffError(f"{where}: expected an object, got {type(data).__name__}")
    return data


def _field(data: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in data:
        raise PlayoffError(f"{where}: field {key!r} is missing")
    return data[key]


def _whole(value: Any, key: str, where: str, minimum: int | None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PlayoffError(f"{where}: field {key!r} must be a whole number, got {value!r}")
    if minimum is not None and value < minimum:
        raise PlayoffError(f"{where}: field {key!r} must be at least {minimum}, got {value}")
    return value


def read_int(data: Mapping[str, Any], key: str, where: str, minimum: int | None = None) -> int:
    return _whole(_field(data, key, where), key, where, minimum)


def read_optional_int(data: Mapping[str, Any], key: str, where: str,
                      minimum: int | None = None) -> int | None:
    value = data.get(key)
    return None if value is None else _whole(value, key, where, minimum)


def read_str(data: Mapping[str, Any], key: str, where: str) -> str:
    value = _field(data, key, where)
    if not isinstance(value, str):
        raise PlayoffError(f"{where}: field {key!r} must be text, got {value!r}")
    return value


def read_start_numbers(data: Mapping[str, Any], key: str, where: str) -> tuple[int, ...]:
    value = _field(data, key, where)
    if not isinstance(value, list | tuple):
        raise PlayoffError(f"{where}: field {key!r} must be a list of start numbers")
    return tuple(_whole(v, key, where, 1) for v in value)


def _enum(kind: type[Side] | type[Result]) -> Callable[[Mapping[str, Any], str, str], Any]:
    def read(data: Mapping[str, Any], key: str, where: str) -> Any:
        value = _field(data, key, where)
        try:
            return kind(value)
        except ValueError:
            known = ", ".join(m.value for m in kind)
            raise PlayoffError(f"{where}: field {key!r} must be one of {known}, "
                               f"got {value!r}") from None
    return read


def _start_no(data: Mapping[str, Any], key: str, where: str) -> int:
    return read_int(data, key, where, 1)


def _optional_start_no(data: Mapping[str, Any], key: str, where: str) -> int | None:
    return read_optional_int(data, key, where, 1)


_READERS: dict[str, Callable[[Mapping[str, Any], str, str], Any]] = {
    "step": read_str,
    "player": _start_no,
    "seconds": read_int,
    "seed": read_optional_int,
    "white": _optional_start_no,
    "winner": _optional_start_no,
    "colour": _enum(Side),
    "game": read_int,
    "result": _enum(Result),
    "players": read_start_numbers,
    "note": read_str,
}


def action_name(action: Action) -> str:
    """The ``type`` an action is stored under (``bid``, ``coin-flip`` …)."""
    return _NAMES[type(action)]


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"type": action_name(action)}
    for f in fields(action):
        value = getattr(action, f.name)
        data[f.name] = (list(value) if isinstance(value, tuple)
                        else value.value if isinstance(value, Enum) else value)
    return data


def action_from_dict(data: object, where: str) -> Action:
    mapping = read_mapping(data, where)
    name = mapping.get("type")
    cls = _TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise PlayoffError(f"{where}: unknown action type {name!r}; known: {', '.join(_TYPES)}")
    values = {f.name: _READERS[f.name](mapping, f.name, where) for f in fields(cls)}
    try:
        return cls(**values)
    except PlayoffError as exc:
        raise PlayoffError(f"{where}: {exc}") from None
