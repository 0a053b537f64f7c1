"""The ``league`` actions that record facts the ledger works from: a team's notice that it
will not play a round (rule 30.b) and the food bought at the site on a date (rule 30.d).

``league notice "Team 01" 3 --at "2011-11-18 20:00"`` · ``league food 2011-11-20 32.00
--share "Team 02=2"`` (Team 02 bears two shares of the shortfall, every other team one).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Action, AddParser, Json, cents, day, moment
from chessarbiter.cli.league.shapes import ledger_json

if TYPE_CHECKING:
    from chessarbiter.services.league import League


def _share(text: str) -> tuple[str, int]:
    team, equals, weight = text.rpartition("=")
    if not equals or not team or not weight.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not TEAM=SHARES like 'Team 02=2'")
    return team, int(weight)


def add_fact_parsers(add: AddParser) -> None:
    p = add("notice", "record a team's notice that it will not play a round (rule 30.b)",
            team=True)
    p.add_argument("round", metavar="ROUND", type=int)
    p.add_argument("--at", type=moment, required=True, metavar="'YYYY-MM-DD HH:MM'",
                   help="when the Match Director was told")
    p.add_argument("--note", default="")
    p = add("notice-remove", "take back a recorded notice")
    p.add_argument("notice", metavar="ID", type=int)
    p = add("food", "record the food bought at the site on a date (rule 30.d)")
    p.add_argument("date", metavar="DATE", type=day)
    p.add_argument("amount", metavar="AMOUNT", type=cents, nargs="?",
                   help="dollars bought, e.g. 32.00 (leave out with --clear)")
    p.add_argument("--share", type=_share, action="append", default=[], metavar="TEAM=N",
                   help="a team bearing N shares of a shortfall (default 1 each)")
    p.add_argument("--note", default="")
    p.add_argument("--clear", action="store_true", help="forget the date's record")


def _notice(args: argparse.Namespace, league: League) -> Json:
    notice = league.facts.add_notice(args.team, args.round, args.at, args.note)
    return {"id": notice} | _team_ledger(league, args.team)


def _notice_remove(args: argparse.Namespace, league: League) -> Json:
    league.facts.remove_notice(args.notice)
    return {"removed": args.notice}


def _food(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.stored import FoodBought
    from chessarbiter.services.errors import ActionRefused

    if args.clear == (args.amount is not None):
        raise ActionRefused("give the amount bought, or --clear to forget the date's record",
                            "amount")
    bought = None if args.clear else FoodBought(args.date, args.amount, dict(args.share),
                                                args.note)
    league.facts.set_food(bought, args.date)
    return ledger_json(league.ledger.ledger().teams)


def _team_ledger(league: League, team: str) -> Json:
    return ledger_json(t for t in league.ledger.ledger().teams if t.team == team)


FACT_ACTIONS: dict[str, Action] = {
    "notice": _notice, "notice-remove": _notice_remove, "food": _food,
}
