"""Text of the answers that set a season up: settings, teams and rosters, roster changes,
rating lists and assigned ratings, sections and the schedule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chessarbiter.cli.league.answer import Answer


def _settings(a: Answer) -> str:
    """Each setting as ``league settings --set`` takes it back."""
    from chessarbiter.core.league.setting_changes import setting_text

    items = a["settings"].items()
    width = max(len(k) for k, _ in items)
    return "".join(f"{k:<{width}}  {setting_text(v)}".rstrip() + "\n" for k, v in items)


def _team_line(a: Answer, t: dict[str, Any]) -> str:
    rating = "unrated" if t["rating"] is None else f"rating {t['rating']:g}"
    alternates = ", ".join(a.who(p) for p in t["alternates"]) or "none"
    reg = t["registration"]
    state = "entered" if t["entered"] else "not entered: " + "; ".join(t["problems"])
    return (f"{t['name']}: {rating}, {t['size']} players, captain {a.who(t['captain'])}, "
            f"alternates {alternates}; roster {reg['roster'] or '—'}, fee {reg['fee'] or '—'}, "
            f"deposit {reg['deposit'] or '—'}; {state}")


def _team(a: Answer) -> str:
    return _team_line(a, a) + "\n"


def _teams(a: Answer) -> str:
    if not a["teams"]:
        return "no teams yet\n"
    width = max([len(t["name"]) for t in a["teams"]] + [24])
    out = [f"{'Team':<{width}} {'Rating':>7} {'Players':>7}  {'Captain':<30} {'Entered'}"]
    for t in a["teams"]:
        rating = "" if t["rating"] is None else f"{t['rating']:g}"
        entered = "yes" if t["entered"] else "no: " + "; ".join(t["problems"])
        out.append(f"{t['name']:<{width}} {rating:>7} {t['size']:>7}  "
                   f"{a.who(t['captain']):<30} {entered}")
    return "\n".join(out) + "\n"


def _change_lines(a: Answer, c: dict[str, Any]) -> list[str]:
    added = ", ".join(a.who(p) for p in c["added"])
    removed = ", ".join(a.who(p) for p in c["removed"])
    what = "; ".join(x for x in (added and f"added {added}", removed and f"removed {removed}")
                     if x)
    out = [f"  {c['on']}  {what or 'no players'}"]
    out += [f"    rule {d['rule']} {d['verdict']}: {d['reason']}" for d in c["decisions"]]
    if (ok := c["approval"]) is not None:
        note = f" ({ok['note']})" if ok["note"] else ""
        out.append(f"    approved by {ok['by']} at {ok['at']}{note}")
    return out


def _roster(a: Answer) -> str:
    out = [_team_line(a, a), f"{'Role':<10} {'ID':<9} {'Name':<28} {'Rating':>6} "
           f"{'Source':<10} {'Added':<10} Expiry"]
    for p in a["players"]:
        rating = "" if p["rating"] is None else str(p["rating"])
        out.append(f"{p['role']:<10} {p['uscf_id']:<9} {p['name']:<28} {rating:>6} "
                   f"{p['rating_source']:<10} {p['added_on']:<10} {p['expiry'] or '—'}")
    out.append("Changes:")
    for c in a["log"]:
        out += _change_lines(a, c)
    for r in a["assigned_ratings"]:
        out.append(f"Rating of {a.who(r['uscf_id'])}: {r['previous'] or 'unrated'} → "
                   f"{r['rating']} by {r['by']} at {r['at']}"
                   + (f" ({r['reason']})" if r["reason"] else ""))
    return "\n".join(out) + "\n"


def _change(a: Answer) -> str:
    return "\n".join(["Roster change made:", *_change_lines(a, a["change"]),
                      _team_line(a, a["team"])]) + "\n"


def _ratings(a: Answer) -> str:
    replaced = "" if a["replaced"] is None else f" (replacing a list of {a['replaced']})"
    months = ", ".join(f"{m}: {n}" for m, n in a["months"].items())
    out = [f"Rating list of {a['month']}: {a['ratings']} rated players{replaced}.",
           f"Lists supplied: {months}."]
    out += [f"{r['team']}: {a.who(r['uscf_id'])} {r['previous'] or 'unrated'} → "
            f"{r['rating'] or 'unrated'} (rule 4, the {a['month']} list)"
            for r in a["replaced_ratings"]]
    out += [f"Sections stay as stored although {m}." for m in a["section_moves"]]
    if a["replaced_ratings"]:
        out.append("Team ratings now: " + ", ".join(
            f"{t} {'unrated' if r is None else f'{r:g}'}" for t, r in a["team_ratings"].items()))
    return "\n".join(out) + "\n"


def _assign_rating(a: Answer) -> str:
    reason = f" ({a['reason']})" if a["reason"] else ""
    out = [f"{a.who(a['uscf_id'])} is rated {a['rating']} for the league, assigned by "
           f"{a['by']} on {a['at'][:10]}{reason}."]
    out += [f"  {t['team']}: was {t['previous'] or 'unrated'} ({t['previous_source']})"
            for t in a["teams"]]
    return "\n".join(out) + "\n"


def _sections(a: Answer) -> str:
    state = "stored" if a["stored"] else "proposed (not stored: sections --propose stores it)"
    out = []
    for s in a["sections"]:
        out.append(f"Section {s['name']} ({state})")
        out += [f"  {t['pairing_no']:>2}. {t['team']:<32} "
                + ("unrated" if t["rating"] is None else f"{t['rating']:g}") for t in s["teams"]]
    out += [f"note: {n}" for n in a["notes"]]
    return "\n".join(out or ["no sections: no team is entered yet"]) + "\n"


def _schedule(a: Answer) -> str:
    out = []
    for s in a["sections"]:
        out.append(f"Section {s['name']}")
        for r in s["rounds"]:
            bye = f"; bye: {r['bye']}" if r["bye"] else ""
            out.append(f"  Round {r['round']} ({r['date']}): " + "; ".join(
                f"{m['white']} – {m['black']}" for m in r["matches"]) + bye)
        for d in s["dates"]:
            rounds = ", ".join(str(n) for n in d["rounds"])
            use = f"rounds {rounds}" if rounds else f"{d['use']} games"
            cancelled = f", cancelled: {d['cancelled']}" if d["cancelled"] else ""
            agreed = f", added with the agreement of {', '.join(d['agreed_by'])}" \
                if d["agreed_by"] else ""
            out.append(f"  {d['date']}: {use}{cancelled}{agreed}")
    out += [f"Round {m['round']} of section {m['section']} moves from {m['from']} to "
            f"{m['to']}" for m in a.get("moved", ())]
    return "\n".join(out or ["no schedule yet: schedule --make makes it"]) + "\n"


def _captain(a: Answer) -> str:
    alternates = ", ".join(a.who(p) for p in a["alternates"]) or "none"
    was = a["previous"]
    before = ", ".join(a.who(p) for p in was["alternates"]) or "none"
    return (f"{a['team']}: captain {a.who(a['captain'])}, alternates {alternates} (rule 10; "
            f"was captain {a.who(was['captain'])}, alternates {before}).\n")


def _member(a: Answer) -> str:
    now, was = a["member"], a["previous"]
    changed = [f"  {k}: {was[k] or '—'} → {now[k] or '—'}" for k in now if now[k] != was[k]]
    return "\n".join([f"{a['team']}: details of {a.who(a['uscf_id'])} corrected:",
                      *(changed or ["  nothing changed"])]) + "\n"


SETUP_TEXT: dict[str, Callable[[Answer], str]] = {
    "settings": _settings, "import-roster": _team, "register": _team, "teams": _teams,
    "roster": _roster, "remove-team": lambda a: f"Removed team {a['removed']}.\n",
    "change": _change, "ratings": _ratings, "assign-rating": _assign_rating,
    "sections": _sections, "schedule": _schedule, "cancel-date": _schedule,
    "add-date": _schedule, "captain": _captain, "member": _member,
}
