"""The ``incident`` answers as text: one sentence per incident, with what the rules suggest
and what the arbiter decided."""

from __future__ import annotations

from typing import Any

from chessarbiter.cli.event_text import Json, lines
from chessarbiter.core.money import money

_KINDS = {"late-arrival": "late arrival", "device": "electronic device",
          "early-draw": "early draw", "other": "other"}


def incident(data: Json) -> str:
    names, currency = data["names"], data["currency"]
    if "incidents" in data:
        shown = [_line(i, names, currency) for i in data["incidents"]]
        return lines(*shown) if shown else lines("No incidents recorded.")
    return lines(data.get("repeat"), _line(data, names, currency),
                 f"  Suggested: {data['suggestion']['explanation']}" if data["suggestion"]
                 else None)


def _line(i: Json, names: dict[str, str], currency: str) -> str:
    who = f"{i['start_no']} {names.get(str(i['start_no']), '')}".strip()
    board = f", board {i['board']}" if i["board"] else ""
    what = str(_KINDS.get(i["kind"], i["kind"])) + _details(i["details"])
    return (f"#{i['id']} round {i['round']}{board}, {who}, at {i['at']}: {what} — "
            f"{_decision(i, currency)}" + (f" ({i['note']})" if i["note"] else ""))


def _details(details: dict[str, Any] | None) -> str:
    if not details:
        return ""
    if "minutes_late" in details:
        return f", {details['minutes_late']:g} minutes late"
    if "made_noise" in details:
        noise = "made a noise" if details["made_noise"] else "silent"
        left = details["remaining_seconds"]
        return f", {noise}, {left // 60}:{left % 60:02d} on the clock"
    return f", {details['draw_kind']} during move {details['move_number']}"


def _decision(i: Json, currency: str) -> str:
    decision = i["decision"]
    if decision == "pending":
        return "awaiting decision"
    parts = [decision.replace("-", " ")]
    if i["fine"]:
        parts.append(f"fine {money(i['fine'], currency)}")
    if i["time_penalty_seconds"]:
        seconds = i["time_penalty_seconds"]
        parts.append(f"{seconds // 60}:{seconds % 60:02d} off the clock")
    return "decided: " + ", ".join(parts)
