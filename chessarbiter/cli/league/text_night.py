"""Text of the match-night answers: a match as seated and scored, claims, games played in
advance, extra games, standings with every tie-break that can decide, prizes, the ledger."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chessarbiter.cli.league.answer import Answer
from chessarbiter.core.text import numbered
from chessarbiter.reports.numbers import TEAM_HEADS, number_text


def _n(value: Any) -> str:
    return "" if value is None else number_text(value)


def match_text(a: Answer) -> str:
    out = [f"Round {a['round']} ({a['date']}, section {a['section']}): "
           f"{a['white']} – {a['black']}"]
    settled = a.get("settled")
    if settled:
        out.append("  " + _settled(settled, (a["white"], a["black"])))
    for team, side in a["lineups"].items():
        if side is None:
            if not settled:
                out.append(f"  {team}: no lineup yet")
            continue
        seats = ", ".join(f"{p['board']}. {a.who(p['player'])}"
                          + (" (absent)" if p["absent"] else "") for p in side["players"])
        out.append(f"  {team}: {seats or 'no show'}")
    for b in a["boards"]:
        shown = b["result"] or "—"
        if b["league_result"] and b["league_result"] != b["result"]:
            shown += f" (league: {b['league_result']})"
        advance = " (played in advance)" if b["in_advance"] else ""
        out.append(f"  board {b['board']}: {a.who(b['white_team_player'])} – "
                   f"{a.who(b['black_team_player'])}  {shown}{advance}")
    if a["score"] is not None:
        s = a["score"]
        state = "final" if s["complete"] else "so far"
        out.append(f"  score ({state}): {a['white']} {_n(s['white']['game_points'])}–"
                   f"{_n(s['black']['game_points'])} {a['black']}, match points "
                   f"{_n(s['white']['match_points'])}–{_n(s['black']['match_points'])}")
    out += [f"  recorded as played: {p}" for p in a.get("problems", ())]
    return "\n".join(out) + "\n"


def _settled(settled: dict[str, Any], teams: tuple[str, str]) -> str:
    """A withdrawn team's match as the ``withdrawn_matches`` setting settles it."""
    gone = " and ".join(f"{t} withdrew on {on}" for t, on in settled["withdrawn"].items())
    if settled["as"] == "byes":
        effect = (f"{settled['bye']} has a bye (rule 24.c)" if settled["bye"]
                  else "neither team scores")
    elif len(settled["withdrawn"]) == 2:
        effect = "every board is a double forfeit"
    else:
        stays = next(t for t in teams if t not in settled["withdrawn"])
        effect = f"{stays} wins every board by forfeit"
    return f"{gone} (rule 30.f): {effect}"


def _claim(a: Answer) -> str:
    r = a["ruling"]
    boards = numbered("board", r["boards"]) if r["boards"] else "no board"
    penalties = "".join(f"; {a.who(p)} loses {s // 60}:{s % 60:02d}"
                        for p, s in r["penalties"].items())
    return (f"Claim against {r['team']} ruled under {r['rule']}: {r['remedy']} on "
            f"{boards}{penalties}\n") + match_text(a)


def _advance(a: Answer) -> str:
    if "options" not in a:
        return match_text(a)
    rows = [f"  board {o['board']}: " + ("; ".join(o["problems"]) or "no board-order problem")
            for o in a["options"]]
    return "Boards the game played in advance could take:\n" + "\n".join(rows) + "\n"


def _extra_game(a: Answer) -> str:
    return (f"Extra rated game {a['id']} on {a['date']}: {a.who(a['white'])} – "
            f"{a.who(a['black'])} {a['result'] or '(no result yet)'} (rule 21: never scored "
            "for a team)\n")


def standings_text(a: Answer) -> str:
    """Each section's table: place, team, match and game points, then every tie-break of
    the season's chain that has a value (head-to-head ones included: they decide places)."""
    out = []
    for section in a["sections"]:
        rows = section["standings"]
        known = rows[0]["tiebreaks"] if rows else {}
        codes = [c for c in (a.chain or known) if c in known
                 and c not in ("match_points", "game_points")
                 and any(r["tiebreaks"][c] is not None for r in rows)]
        width = max([len(r["team"]) for r in rows] + [24])
        out += [f"Section {section['name']}",
                f"{'Pl':>3} {'Team':<{width}} {'MP':>5} {'GP':>5}"
                + "".join(f" {TEAM_HEADS.get(c, c):>7}" for c in codes)]
        for r in rows:
            out.append(f"{r['place']:>3} {r['team']:<{width}} {_n(r['match_points']):>5} "
                       f"{_n(r['game_points']):>5}"
                       + "".join(f" {_n(r['tiebreaks'][c]):>7}" for c in codes))
        out += [f"coin toss pending: {', '.join(t)}" for t in section["pending_tosses"]]
    return "\n".join(out) + "\n"


def _toss(a: Answer) -> str:
    t = a["toss"]
    note = f" ({t['note']})" if t["note"] else ""
    return f"Coin toss recorded: {', '.join(t['order'])}{note}\n" + standings_text(a)


def _playoff(a: Answer) -> str:
    p = a["playoff"]
    scores = ", ".join(f"{t} {_n(v)}" for t, v in p["scores"].items())
    note = f" ({p['note']})" if p["note"] else ""
    return (f"Playoff {p['id']} of section {p['section']} on {p['date']} (rule 25.a): "
            f"{scores}{note}\n") + standings_text(a)


def _prizes(a: Answer) -> str:
    out = []
    for section in a["sections"]:
        out.append(f"Section {section['name']}")
        out += [f"  prize {p['prize']}: {' / '.join(p['teams']) or 'not awarded'}"
                for p in section["team_prizes"]]
        out += [f"  board {b['board']}: {', '.join(a.who(p) for p in b['players'])} "
                f"({_n(b['score'])})" for b in section["board_prizes"]]
    return "\n".join(out) + "\n"


def ledger_text(a: Answer) -> str:
    """The balance of each team; the entries too when the answer is one team's."""
    out = [f"{'Team':<32} {'Balance':>9} {'Owes':>9}  Due"]
    out += [f"{t['team']:<32} {t['balance']['text']:>9} {t['owed']['text']:>9}  "
            f"{t['due'] or ''}".rstrip() for t in a["teams"]]
    if len(a["teams"]) == 1:
        team = a["teams"][0]
        out += [f"  {e['date']}  {e['kind']:<12} {e['amount']['text']:>9}  "
                + (f"rule {e['rule']}" if e["rule"] else "entered") +
                (f": {e['note']}" if e["note"] else "") for e in team["entries"]]
        if (refund := team["refund"]) is not None:
            out.append(f"  refund {refund['refund']['text']} by {refund['refund_by']}"
                       f" (still owed {refund['still_owed']['text']})")
    return "\n".join(out) + "\n"


def _ledger_entry(a: Answer) -> str:
    return f"Ledger entry {a['id']} recorded.\n" + ledger_text(a)


NIGHT_TEXT: dict[str, Callable[[Answer], str]] = {
    "match": match_text, "lineup": match_text, "absent": match_text,
    "equipment": match_text, "result": match_text, "advance": _advance, "claim": _claim,
    "extra-game": _extra_game, "toss": _toss, "prizes": _prizes, "ledger": ledger_text,
    "ledger-entry": _ledger_entry, "restart-lineup": match_text, "playoff": _playoff,
    "playoff-remove": lambda a: f"Removed playoff {a['removed']}.\n",
}
