"""An audit log entry's details in words, as the command line and the window show them.

An entry keeps the changed row's columns as JSON: a scalar, or for an update the pair
[before, after]. Columns that hold a whole record — the play-off's record of actions, an
event's settings, a roster change's decisions — are described, not dumped: a play-off by who
it is for and the action that changed it, settings by the ones that changed. ``--json`` still
gives every value as stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from chessarbiter.core.text import listed, plural


def details_text(table: str, change: str, details: Mapping[str, Any]) -> str:
    """Every column of the entry, "name value" (an update's "name before → after"), joined
    with "; "."""
    return "; ".join(f"{column} {_column(table, column, change, value)}"
                     for column, value in details.items())


def _column(table: str, column: str, change: str, value: Any) -> str:
    if change == "update" and isinstance(value, list) and len(value) == 2:
        before, after = value
        if table == "playoffs" and column == "record":
            return playoff_change(before, after)
        if isinstance(before, Mapping) and isinstance(after, Mapping):
            return _mapping_change(before, after)
        return f"{value_text(before)} → {value_text(after)}"
    if table == "playoffs" and column == "record":
        return playoff_text(value)
    if column == "settings" and isinstance(value, Mapping):
        preset = f", preset {value['preset']}" if value.get("preset") else ""
        return plural(len(value), "setting") + preset
    return value_text(value)


def value_text(value: Any) -> str:
    """A stored value in words: lists joined, a record as its fields, nothing as (empty)."""
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {value_text(v)}" for k, v in value.items()) or "(none)"
    if isinstance(value, list | tuple):
        if any(isinstance(v, Mapping) for v in value):
            return "; ".join(value_text(v) for v in value)
        return ", ".join(map(value_text, value)) or "(none)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "(empty)" if value in (None, "") else str(value)


def _mapping_change(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """Only what changed: "edition 2024 → 2026, tiebreaks (DE, SB) → (SB)"."""
    def shown(value: Any) -> str:  # a list in brackets: the changes are listed with commas
        return f"({value_text(value)})" if isinstance(value, list | tuple) else value_text(value)

    keys = [k for k in {**before, **after} if before.get(k) != after.get(k)]
    return ", ".join(f"{k} {shown(before.get(k))} → {shown(after.get(k))}"
                     for k in keys) or "unchanged"


def playoff_text(record: Any) -> str:
    """"play-off for players 2 and 1, 3 actions (last: final, game 1: 1-0)"."""
    if not isinstance(record, Mapping):
        return value_text(record)
    tied = record.get("tied") or []
    actions = record.get("actions") or []
    out = f"play-off for players {listed(tied)}, {plural(len(actions), 'action')}"
    return out + (f" (last: {action_text(actions[-1])})" if actions else "")


def playoff_change(before: Any, after: Any) -> str:
    """What one play-off command did: the action it added ("+ ...") or took back ("undone:
    ..."), or the record it replaced."""
    if not (isinstance(before, Mapping) and isinstance(after, Mapping)):
        return f"{playoff_text(before)} → {playoff_text(after)}"
    was, now = before.get("actions") or [], after.get("actions") or []
    if before.get("tied") == after.get("tied"):
        if now[:len(was)] == was and len(now) > len(was):
            return "added: " + "; ".join(action_text(a) for a in now[len(was):])
        if was[:len(now)] == now and len(was) > len(now):
            return "undone: " + "; ".join(action_text(a) for a in was[len(now):])
        if was == now:
            return "kept on the facts as they are now"
    return f"{playoff_text(before)} → {playoff_text(after)}"


def action_text(action: Any) -> str:
    """One play-off action in words (a sealed bid's time stays out of the log's text)."""
    if not isinstance(action, Mapping):
        return value_text(action)
    kind, step = action.get("type"), action.get("step", "")
    if kind == "colour-lot":
        white = action.get("white")
        return f"colour lot, {step}" + (f": White player {white}" if white else "")
    if kind == "bid":
        return f"sealed bid of player {action.get('player')}, {step}"
    if kind == "coin-flip":
        winner = action.get("winner")
        return f"coin flip, {step}" + (f": won by player {winner}" if winner else "")
    if kind == "colour-choice":
        return f"player {action.get('player')} takes {action.get('colour')}, {step}"
    if kind == "result":
        return f"{step}, game {action.get('game')}: {action.get('result')}"
    if kind == "select-four":
        players: Sequence[object] = action.get("players") or []
        return f"play-off players chosen: {listed(players)}"
    return value_text(action)
