"""The ``league`` answers as text for a person at the terminal (``--json`` gives the data):
standings, prizes, the ledger and the director's log as tables; anything else as
``key: value`` lines."""

from __future__ import annotations

from typing import Any

from chessarbiter.reports.formatting import number_text

Data = dict[str, Any]


def render_league(data: Data) -> str:
    first = (data.get("sections") or [{}])[0]
    if "standings" in first:
        return _standings(data)
    if "team_prizes" in first:
        return _prizes(data)
    if set(data) == {"teams"}:  # the ledger's balances, or the list of teams
        return _ledger(data) if all("balance" in t for t in data["teams"]) else _teams(data)
    if set(data) == {"log"}:
        return _log(data)
    return "".join(f"{k}: {v}\n" for k, v in data.items())


def _standings(data: Data) -> str:
    lines = []
    for section in data["sections"]:
        lines += [f"Section {section['name']}",
                  f"{'Pl':>3} {'Team':<32} {'MP':>5} {'GP':>5} {'SB-MP':>6} {'SB-GP':>6}"]
        for row in section["standings"]:
            values = (row["match_points"], row["game_points"],
                      row["tiebreaks"]["sb_match_points"], row["tiebreaks"]["sb_game_points"])
            mp, gp, sb_mp, sb_gp = (number_text(v) for v in values)
            lines.append(f"{row['place']:>3} {row['team']:<32} {mp:>5} {gp:>5} {sb_mp:>6} "
                         f"{sb_gp:>6}")
        lines += [f"coin toss pending: {', '.join(t)}" for t in section["pending_tosses"]]
    return "\n".join(lines) + "\n"


def _prizes(data: Data) -> str:
    lines = []
    for section in data["sections"]:
        lines.append(f"Section {section['name']}")
        lines += [f"  prize {p['prize']}: {' / '.join(p['teams'])}"
                  for p in section["team_prizes"]]
        lines += [f"  board {b['board']}: {', '.join(b['players'])} ({number_text(b['score'])})"
                  for b in section["board_prizes"]]
    return "\n".join(lines) + "\n"


def _ledger(data: Data) -> str:
    lines = [f"{'Team':<32} {'Balance':>9} {'Owes':>9}  Due"]
    lines += [f"{t['team']:<32} {t['balance']['text']:>9} {t['owed']['text']:>9}  "
              f"{t['due'] or ''}".rstrip() for t in data["teams"]]
    return "\n".join(lines) + "\n"


def _teams(data: Data) -> str:
    if not data["teams"]:
        return "no teams yet\n"
    lines = [f"{'Team':<32} {'Rating':>6} {'Players':>7}  Entered"]
    for t in data["teams"]:
        rating = "—" if t["rating"] is None else number_text(round(t["rating"]))
        entered = "yes" if t["entered"] else "no: " + "; ".join(t["problems"])
        lines.append(f"{t['name']:<32} {rating:>6} {t['size']:>7}  {entered}")
    return "\n".join(lines) + "\n"


def _log(data: Data) -> str:
    if not data["log"]:
        return "no decisions recorded\n"
    return "".join(f"{e['date']}  {e['kind']:<16} {e['made_by']:<20} {e['subject']}: "
                   f"{e['text']}{' — ' + e['outcome'] if e['outcome'] else ''}\n"
                   for e in data["log"])
