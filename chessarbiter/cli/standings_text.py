"""The read commands' tables for a person at a terminal: players, pairings, standings."""

from __future__ import annotations

from typing import Any

from chessarbiter.cli.playoff_text import standings_note


def players(data: dict[str, Any]) -> str:
    lines = [f"{'No':>3}  {'Name':<32} {'Title':<5} {'Fed':<3} {'FIDE':>5} {'USCF':>5}"]
    for p in data["players"]:
        lines.append(
            f"{p['start_no']:>3}  {p['name']:<32} {p['title']:<5} {p['federation']:<3} "
            f"{p['fide_rating'] or '':>5} {p['uscf_rating'] or '':>5}"
        )
    return "\n".join(lines) + "\n"


_MARKS = {"withdrawn": " (withdrawal)", "annulled": " annulled", "forfeit": " (forfeit)"}


def _round(data: dict[str, Any]) -> str:
    state = "complete" if data["complete"] else f"{data['decided']} of {len(data['pairings'])} " \
                                                 "games decided"
    lines = [f"Round {data['round']} ({state})"]
    for p in data["pairings"]:
        shown = p["result"] or (p["entered"] or "" if p["status"] == "annulled" else "")
        mark = _MARKS.get(p["status"], "")
        if p["status"] == "forfeit" and p["incident"]:
            mark = f" (forfeit, incident {p['incident']})"
        lines.append(f"  {p['board']:>3}. {p['white']:>3} - {p['black']:<3}  {shown}{mark}")
        lines += [f"         {why}" for why in p.get("explanation", ())]
    if data["bye"] is not None:  # a Swiss event's round lists its absences
        label = "pairing-allocated bye" if "absent" in data else "free"
        lines.append(f"  {label}: {data['bye']}")
        lines += [f"         {why}" for why in data.get("bye_explanation", ())]
    for a in data.get("absent", ()):
        lines.append(f"  absent: {a['start_no']} ({a['points']:g}-point bye)")
    return "\n".join(lines) + "\n"


def pairings(data: dict[str, Any]) -> str:
    if "rounds" in data:
        return "\n".join(_round(r) for r in data["rounds"])
    return _round(data)


def standings(data: dict[str, Any]) -> str:
    codes = data["tiebreaks"]
    head = f"{'Rk':>3}  {'No':>3}  {'Name':<32} {'Pts':>5}" + "".join(f" {c:>6}" for c in codes)
    lines = [head]
    for s in data["standings"]:
        values = "".join(f" {s['tiebreaks'][c]:>6g}" for c in codes)
        lines.append(
            f"{s['rank']:>3}  {s['start_no']:>3}  {s['name']:<32} {s['points']:>5g}{values}"
        )
    return "\n".join(lines) + "\n" + standings_note(data)


def draw_lots(data: dict[str, Any]) -> str:
    return f"Start numbers drawn by lot (seed {data['seed']}):\n" + players(data)
