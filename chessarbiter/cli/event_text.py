"""Readable answers of the championship commands, for a person at a terminal.

Each renderer turns the command's JSON document (the one ``--json`` prints) into sentences or
a table: never a Python dict, list or ``None`` on the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from chessarbiter.core.audit_text import details_text, value_text
from chessarbiter.core.money import money
from chessarbiter.core.text import plural

Json = dict[str, Any]
Renderer = Callable[[Json], str]


def lines(*texts: str | None) -> str:
    return "".join(f"{t}\n" for t in texts if t)


def new_event(data: Json) -> str:
    edition = data["edition"]
    historical = ("" if edition == data["preset_edition"] else
                  f" (the rule book's own choice was {data['preset_edition']}: "
                  f"settings --set edition={data['preset_edition']})")
    return lines(f"Event {data['event_id']} created: {data['name']} ({data['preset']}).",
                 f"Tie-breaks: {', '.join(data['tiebreaks'])}; FIDE C.07 edition "
                 f"{edition}{historical}.",
                 f"Ratings shown: {data['rating_shown']}.",
                 f"Swiss, FIDE Dutch system, {plural(data['rounds'], 'round')}: pair each "
                 "round with pair --next." if data.get("rounds") else None)


def add_player(data: Json) -> str:
    ratings = [f"{body} {data[key]}" for body, key in (("US Chess", "uscf_rating"),
                                                         ("FIDE", "fide_rating")) if data[key]]
    rated = f" ({', '.join(ratings)})" if ratings else " (unrated)"
    late = (f"Late entry: {data['missed']}-point byes for the rounds already paired; later "
            "numbers moved up by one." if data.get("late_entry") else None)
    return lines(data.get("note") or f"Added no. {data['start_no']}: {data['name']}{rated}.",
                 late)


def remove_player(data: Json) -> str:
    late = (f"The late entry's {data['missed']}-point byes went with them."
            if data.get("late_entry") else None)
    return lines(f"Removed no. {data['start_no']}: {data['name']}; later numbers moved up by "
                 "one.", late)


def withdraw(data: Json) -> str:
    who = f"No. {data['start_no']} {data['name']}"
    if data["withdrawn_after"] is None:
        return lines(f"{who} is reinstated: their games count again as entered.")
    if data["annulled"]:
        effect = (f"fewer than half of the games were played, so all results are annulled "
                  f"({plural(data['annulled_games'], 'game')}) and the player is not ranked.")
    else:
        effect = (f"{plural(data['forfeits'], 'remaining game')} lost by forfeit "
                  f"(rule {data['rule']}).")
    return lines(f"{who} withdrew after round {data['withdrawn_after']}: {effect}",
                 stale_note(data))


def pair(data: Json) -> str:
    kind = "single" if data["cycles"] == 1 else "double"
    return lines(f"Schedule made: {plural(data['rounds'], 'round')}, {kind} round robin.")


def result(data: Json) -> str:
    where = f"Round {data['round']}, board {data['board']}"
    done = f" Round {data['round']} is complete." if data["round_complete"] else ""
    incident = data.get("incident")
    early = (f"Incident {incident['id']} filed: {incident['suggestion']['explanation']}"
             if incident else None)
    text = f"{where}: {data['result']}." if data["result"] else f"{where}: result cleared."
    return lines(text + done, early, stale_note(data))


def stale_note(data: Json) -> str | None:
    """The line of a change that left the stored play-off out of date."""
    reason = data.get("playoff_out_of_date")
    return (f"OUT OF DATE: The play-off is out of date. {reason} Answer with 'playoff keep' or "
            "'playoff redo'.") if reason else None


def settings(data: Json) -> str:
    width = max(map(len, data), default=0)
    return "".join(f"{name:<{width}}  {value_text(value)}\n" for name, value in data.items())


def timecontrol(data: Json) -> str:
    return lines(f"{data['description']}", f"US Chess: {data['uscf']} (category "
                 f"{data['uscf_category'] or 'not ratable'})", f"TRF record 222: {data['trf222']}")


def penalty(data: Json) -> str:
    return lines(f"Time penalty {data['penalty']}; {data['remaining_after']} left after it.")


def written(data: Json) -> str:
    files = data.get("files") or [data["file"]]
    return "".join(f"Written: {f}\n" for f in files)


def import_trf(data: Json) -> str:
    warnings = data["warnings"]
    return lines(f"Event {data['event_id']} imported"
                 + (f" with {plural(len(warnings), 'warning')} (shown above)." if warnings
                    else "."))


def audit(data: Json) -> str:
    entries = data["entries"]
    if not entries:
        return lines("The audit log is empty.")
    out = []
    for e in entries:
        details = details_text(e["table"], e["change"], e["details"])
        out.append(f"{e['at']}  {e['who']}  {e['action'] or '-'}: {e['change']} {e['table']}"
                   f"{' ' + str(e['row_id']) if e['row_id'] else ''}  {details}")
    return lines(*out)


def prizes(data: Json) -> str:
    currency, names = data["currency"], data["names"]
    rows = [("Place", "Player", "Prize", "Gross", "Fines", "Net", "Note")]
    rows += [(p["place_label"] or "-", _named(names, p["start_no"]), p["prize_label"] or "-",
              money(p["gross"], currency), money(p["fines"], currency),
              money(p["net"], currency), p["note"]) for p in data["payouts"]]
    totals = (f"Paid {money(data['paid'], currency)}; kept by the organiser "
              f"{money(data['kept_by_organiser'], currency)}"
              + (f"; unpaid fines {money(data['unpaid_fines'], currency)}"
                 if data["unpaid_fines"] else "") + ".")
    stale = stale_note({"playoff_out_of_date": data.get("out_of_date")})
    return lines(stale) + table(rows) + lines(totals)


def table(rows: Sequence[Sequence[str]]) -> str:
    """Columns as wide as their widest cell; the last column runs on."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    return "".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=False)) + "  "
                   + r[-1] + "\n" for r in rows).replace("  \n", "\n")


def _named(names: Mapping[str, str], start_no: int | None) -> str:
    if start_no is None:
        return "to be decided"
    return f"{start_no} {names.get(str(start_no), '')}".strip()
