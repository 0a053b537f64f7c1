"""The ``league`` corrections: a team's captain and alternate captains (rules 10.a-c), a
member's details (rule 12) and the players of games restarted under rule 16.b, e.g.
``league captain "Team 01" 12000102 --alternate 12000103`` · ``league member "Team 01"
12000105 --set expiry=2011-11-30`` · ``league restart-lineup 1 "Team 01" 1=12000101``.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Action, AddParser, Json, iso
from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.services.league import League

_FIELDS = "name, uscf_id, expiry, cell_phone, home_phone, work_phone, email, address"


def add_correction_parsers(add: AddParser) -> None:
    add_restart_parser(add)
    p = add("captain", "name a team's captain and alternate captains (rules 10.a-c)", team=True)
    p.add_argument("captain", metavar="ID", help="the captain's US Chess ID")
    p.add_argument("--alternate", action="append", default=[], metavar="ID",
                   help="an alternate captain (once each; none given: no alternates)")
    p.add_argument("--reason", default="", help="why, for the audit log")
    p = add("member", "correct a member's details on a team's roster (rule 12)", team=True)
    p.add_argument("uscf_id", metavar="ID")
    p.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE", required=True,
                   help=f"a corrected detail: {_FIELDS} (expiry as YYYY-MM-DD)")
    p.add_argument("--reason", default="", help="why, for the audit log")


def add_restart_parser(add: AddParser) -> None:
    p = add("restart-lineup", "put the right players on the boards a rule-16.b restart voided "
            "(the other boards and their results stay)")
    p.add_argument("round", metavar="ROUND", type=int)
    p.add_argument("team", metavar="TEAM", help="the team the claim was against")
    p.add_argument("boards", metavar="BOARD=ID", nargs="+", help="e.g. 1=12000101")


def _restart_lineup(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.cli.league.night import match_answer

    players: dict[int, str] = {}
    for item in args.boards:
        board, sep, player = item.partition("=")
        if not (sep and board.strip().isdigit() and player.strip()):
            raise ActionRefused(f"{item!r} is not BOARD=ID like 1=12000101", "board")
        players[int(board)] = player.strip()
    before = league.matches.correct_restarted(args.round, args.team, players)
    return match_answer(args, league) | {"replaced": {str(b): p for b, p in before.items()}}


def _captain(args: argparse.Namespace, league: League) -> Json:
    was, alternates = league.corrections.set_officers(args.team, args.captain, args.alternate,
                                                         args.reason)
    team = league.rosters.team(args.team)
    return {"team": args.team, "captain": team.captain, "alternates": list(team.alternates),
            "previous": {"captain": was, "alternates": list(alternates)}}


def _member(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.services.league.corrections import parse_detail

    changes = {}
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep:
            raise ActionRefused(f"--set {item!r}: expected FIELD=VALUE")
        key = key.strip().replace("-", "_")
        changes[key] = parse_detail(key, value)
    before = league.corrections.correct_member(args.team, args.uscf_id, changes, args.reason)
    new_id = changes.get("uscf_id", args.uscf_id)
    after = league.rosters.team(args.team).entry(new_id)
    assert after is not None
    return {"team": args.team, "uscf_id": new_id,
            "member": asdict(after.member) | {"expiry": iso(after.member.expiry)},
            "previous": asdict(before) | {"expiry": iso(before.expiry)}}


CORRECTION_ACTIONS: dict[str, Action] = {"captain": _captain, "member": _member,
                                          "restart-lineup": _restart_lineup}
