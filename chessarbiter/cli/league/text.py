"""The ``league`` answers as text for a person at the terminal (``--json`` gives the data):
every action has its renderer here or in :mod:`text_setup` and :mod:`text_night`, which name
players where the document has their IDs; none prints a dict.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chessarbiter.cli.league.answer import RETRY, Answer
from chessarbiter.cli.league.text_night import NIGHT_TEXT, ledger_text, standings_text
from chessarbiter.cli.league.text_setup import SETUP_TEXT

Data = dict[str, Any]


def render_league(data: Data) -> str:
    """The text of a league action's answer (an :class:`Answer` knows its action)."""
    answer = data if isinstance(data, Answer) else Answer("", data)
    if answer.action == RETRY:  # a repeated append: nothing was written
        return f"{answer['note']}\n"
    return TEXT[answer.action](answer)


def _new(a: Answer) -> str:
    s = a["settings"]
    return (f"Created league season {a['name']} (event {a['event_id']}) from preset "
            f"{s['preset']}: {s['boards']} boards, {len(s['dates'])} dates from "
            f"{s['season_start']} to {s['season_end']}.\n")


def _log(a: Answer) -> str:
    if not a["log"]:
        return "no decisions recorded\n"
    return "".join(f"{e['date']}  {e['kind']:<16} {e['made_by']:<20} {e['subject']}: "
                   f"{e['text']}{' — ' + e['outcome'] if e['outcome'] else ''}\n"
                   for e in a["log"])


def _decision(a: Answer) -> str:
    what = "Appeal" if a["appeal_of"] is not None else "Decision"
    of = f" of decision {a['appeal_of']}" if a["appeal_of"] is not None else ""
    outcome = f" — {a['outcome']}" if a["outcome"] else ""
    return (f"{what} {a['id']}{of} recorded for {a['date']} ({a['made_by']}, under "
            f"{a['under']} rules): {a['subject']}: {a['text']}{outcome}\n")


def _removed(what: str) -> Callable[[Answer], str]:
    return lambda a: f"Removed {what} {a['removed']}.\n"


def _file(what: str) -> Callable[[Answer], str]:
    return lambda a: f"Wrote {a.get('document', what)} to {a['file']}\n"


def _notice(a: Answer) -> str:
    return f"Notice {a['id']} recorded.\n" + ledger_text(a)


TEXT: dict[str, Callable[[Answer], str]] = {
    "new": _new, "log": _log, "decision": _decision, "appeal": _decision,
    "decision-remove": _removed("decision"), "notice-remove": _removed("notice"),
    "notice": _notice, "food": ledger_text, "template": _file("roster workbook"),
    "print": _file("printout"), "standings": standings_text,
} | SETUP_TEXT | NIGHT_TEXT
