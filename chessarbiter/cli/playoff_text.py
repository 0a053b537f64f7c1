"""The ``playoff`` and ``standings`` answers as text: the bracket step by step, what each step
waits for, the champion, and — while the play-off is out of date — why."""

from __future__ import annotations

from typing import Any

from chessarbiter.cli.event_text import Json, lines
from chessarbiter.core.text import plural

_WAITING = {
    "waiting": "waiting for {after}",
    "colour-lot": "next: colours of game 1 by lot",
    "bids": "next: sealed bids ({bids} of 2 in)",
    "coin-flip": "equal bids: next, the coin flip",
    "colour-choice": "next: {chooser} chooses a colour",
    "playing": "next: the result of game {game}",
    "finished": "finished: {winner} goes through",
}


def playoff(data: Json) -> str:
    names = data["names"]
    head = [f"Note: {data['note']}" if data.get("note") else None]
    if data.get("problem"):
        return lines(*head, data["problem"])
    if data.get("out_of_date"):
        head.append(f"OUT OF DATE: The play-off is out of date. {data['out_of_date']} "
                    "Answer with 'playoff keep' or 'playoff redo'.")
    if not data["started"]:
        return lines(*head, _not_started(data, names))
    tied = ", ".join(f"{n}. {_name(names, p)}" for n, p in enumerate(data["tied"], 1))
    out = [*head, f"Play-off for first place, {plural(len(data['tied']), 'player')} tied "
                  f"(seeding): {tied}"]
    if data["selection_note"]:
        out.append(f"Selected four: {', '.join(_name(names, p) for p in data['selected'])} "
                   f"({data['selection_note']})")
    for step in data["steps"]:
        out += _step(step, names)
    champion = data["champion"]
    out.append(f"Champion: {_name(names, champion)}" if champion else "Champion: not decided yet")
    return lines(*out)


def _not_started(data: Json, names: dict[str, str]) -> str:
    tied = data["tied_now"]
    if not data["finished"]:
        return (f"No play-off yet: the round robin is not finished "
                f"({plural(data['open_games'], 'game')} still open).")
    if len(tied) == 1:
        return f"No play-off needed: {_name(names, tied[0])} is first alone."
    listed = ", ".join(_name(names, p) for p in tied)
    return (f"The play-off is not started. Tied for first: {listed}. "
            "'playoff start' seeds them and stores the play-off.")


def _step(step: Json, names: dict[str, str]) -> list[str]:
    players = step["players"]
    pair = (" v ".join(_name(names, p) for p in players) if players else "players to be decided")
    kind = ("Rapid match, " + plural(len(step["games"]), "game") if step["kind"] == "rapid-match"
            else "Armageddon")
    bidding = step.get("bidding") or {}
    state = _WAITING[step["status"]].format(
        after=" and ".join(step["after"]), bids=len(bidding.get("bids_in", [])),
        chooser=_name(names, bidding.get("chooser")), winner=_name(names, step["winner"]),
        game=next((g["number"] for g in step["games"] if g["result"] is None), ""))
    if step["status"] == "finished" and step["winner"] is None:
        state = "level: Armageddon next"
    out = [f"  {step['id']}: {kind} ({step['time_control']}), {pair} — {state}"]
    for bid in bidding.get("bids") or []:
        out.append(f"    bid of {_name(names, bid['player'])}: {_clock(bid['seconds'])}")
    for game in step["games"]:
        if game["white"] is not None:
            out.append(f"    game {game['number']}: {_name(names, game['white'])} (White) – "
                       f"{_name(names, game['black'])} (Black)  {game['result'] or '…'}")
    return out


def standings_note(data: Json) -> str:
    """The lines under the standings table about the play-off: the printed standings' line
    and, while it is out of date, their notice."""
    playoff = data.get("playoff") or {}
    return lines(
        playoff.get("line"),
        f"OUT OF DATE: The play-off is out of date. {playoff['out_of_date']}"
        if playoff.get("out_of_date") else None)


def _name(names: dict[str, str], start_no: Any) -> str:
    if start_no is None:
        return "to be decided"
    return names.get(str(start_no), f"player {start_no}")


def _clock(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"
