"""The ``league`` actions of the director's log (rule 35): record a decision, record its
appeal and outcome, take either back, and read the season's log in date order.

``league decision --on 2011-10-16 --by td --subject "round 1: Team 01" "game 3 forfeited"``
· ``league appeal 1 --on 2011-10-20 --to director --note "upheld"`` · ``league appeal 2
--on 2011-11-01 --to committee --votes 6`` (of 8 captains: overruled) · ``league log``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Action, AddParser, Json, day

if TYPE_CHECKING:
    from chessarbiter.core.league.director_log import Decision
    from chessarbiter.services.league import League

_MAKERS = ("captain", "td", "director")
_BODIES = ("td", "director", "committee")


def add_decision_parsers(add: AddParser) -> None:
    p = add("decision", "record a decision or ruling for the director's log")
    p.add_argument("text", metavar="TEXT", help="what was decided")
    p.add_argument("--on", type=day, required=True, metavar="DATE")
    p.add_argument("--by", choices=_MAKERS, required=True,
                   help="who decided: a team captain, a TD or the Match Director")
    p.add_argument("--subject", default="", metavar="TEXT", help="team, round or board")
    p.add_argument("--uscf", action="store_true",
                   help="a TD ruling under US Chess rules (rule 35.b), not league rules")
    p = add("appeal", "record the appeal of a decision and its outcome (rule 35)")
    p.add_argument("decision", metavar="DECISION_ID", type=int)
    p.add_argument("--on", type=day, required=True, metavar="DATE")
    p.add_argument("--to", choices=_BODIES, required=True, help="who heard it")
    p.add_argument("--votes", type=int, metavar="N", help="committee votes to overrule")
    p.add_argument("--captains", type=int, metavar="M",
                   help="committee size (default: the captains of every team)")
    p.add_argument("--overruled", action="store_true",
                   help="a TD or the Match Director overruled the decision (default upheld)")
    p.add_argument("--note", default="", help="the grounds or the ruling on the appeal")
    p = add("decision-remove", "take back a recorded decision or appeal")
    p.add_argument("decision", metavar="DECISION_ID", type=int)
    add("log", "the director's log: every decision and appeal of the season by date")


def _decision(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.appeals import Official, Under

    return _json(league.decisions.record_decision(
        args.on, Official(args.by), args.subject, args.text,
        Under.USCF if args.uscf else Under.LEAGUE))


def _appeal(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.appeals import Official

    return _json(league.decisions.record_appeal(
        args.decision, args.on, Official(args.to), args.note, overruled=args.overruled,
        votes=args.votes, captains=args.captains))


def _remove(args: argparse.Namespace, league: League) -> Json:
    return {"removed": league.decisions.remove(args.decision).id}


def _json(decision: Decision) -> Json:
    return {"id": decision.id, "date": decision.on.isoformat(),
            "made_by": decision.made_by.value, "under": decision.under.value,
            "subject": decision.subject, "text": decision.text,
            "appeal_of": decision.appeal_of, "votes_to_overrule": decision.votes_to_overrule,
            "committee_size": decision.committee_size,
            "outcome": decision.outcome.value if decision.outcome else None}


DECISION_ACTIONS: dict[str, Action] = {
    "decision": _decision, "appeal": _appeal, "decision-remove": _remove,
}
