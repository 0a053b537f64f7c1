"""``league print``: the season's printouts as PDF files, written whole or not at all.

``forms`` are the captains' result forms of a round or a date (rule 20), ``standings`` the
rule-25 standings, ``prizes`` the team and board prizes (26-28), ``ledger`` the deposit
statements (30-32), ``schedule`` the season's dates and pairings, ``roster`` a team's roster
(public copy, or the director's with ``--director``).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Action, AddParser, Json, day
from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.reports.options import EventInfo, PrintOptions
    from chessarbiter.services.league import League

DOCUMENTS = ("forms", "standings", "prizes", "ledger", "schedule", "roster")


def add_print_parser(add: AddParser) -> None:
    p = add("print", "write a printout as PDF: result forms, standings, prizes, ledger, "
                     "schedule or roster")
    p.add_argument("document", metavar="DOCUMENT", choices=DOCUMENTS,
                   help=", ".join(DOCUMENTS))
    p.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    p.add_argument("--round", type=int, help="forms: the round")
    p.add_argument("--date", type=day, help="forms: every match on this date")
    p.add_argument("--team", help="ledger: only this team; roster: the team (required)")
    p.add_argument("--director", action="store_true",
                   help="roster: the director's copy, with contact details")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    orientation = p.add_mutually_exclusive_group()
    orientation.add_argument("--landscape", action="store_true", default=None)
    orientation.add_argument("--portrait", dest="landscape", action="store_false")


def _print(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.reports.options import EventInfo, PrintOptions
    from chessarbiter.services.files import write_atomically

    settings = league.season.settings()
    info = EventInfo(league.season.name(), start_date=settings.season_start.isoformat(),
                     end_date=settings.season_end.isoformat())
    opts = PrintOptions(paper=args.paper, landscape=args.landscape)
    data = _RENDER[args.document](args, league, info, opts)
    write_atomically(Path(args.output), data)
    return {"file": args.output, "document": args.document}


def _forms(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
           ) -> bytes:
    from chessarbiter.reports.league import matches_of, result_forms

    if args.round is None and args.date is None:
        raise ActionRefused("--round/--date: say which round or date the forms are for")
    record = league.matches.record()
    matches = matches_of(record, args.round, args.date)
    if not matches:
        raise ActionRefused("--round/--date: no match is scheduled then")
    return result_forms(matches, league.rosters.teams(), record.rules, info, opts)


def _standings(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
               ) -> bytes:
    from chessarbiter.reports.league import league_standings_sheet

    settings = league.season.settings()
    return league_standings_sheet(league.standings.standings(), info, opts,
                                  settings.team_place_tiebreaks, settings.team_trophy_tiebreaks)


def _prizes(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
            ) -> bytes:
    from chessarbiter.reports.league import prizes_sheet

    return prizes_sheet(league.standings.prizes(), league.standings.standings(),
                        league.rosters.teams(), league.matches.record().rules, info, opts)


def _ledger(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
            ) -> bytes:
    from chessarbiter.reports.league import ledger_statements

    teams = [t for t in league.ledger.ledger().teams if args.team in (None, t.team)]
    if not teams:
        raise ActionRefused(f"--team: there is no team named {args.team!r}")
    return ledger_statements(teams, info, opts)


def _schedule(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
              ) -> bytes:
    from chessarbiter.reports.league import schedule_sheet

    return schedule_sheet(league.schedule.schedules(), league.season.settings().dates, info,
                          opts)


def _roster(args: argparse.Namespace, league: League, info: EventInfo, opts: PrintOptions
            ) -> bytes:
    from chessarbiter.reports.league import roster_sheet

    if args.team is None:
        raise ActionRefused("--team: say whose roster to print")
    return roster_sheet(league.rosters.team(args.team), league.season.settings(), info, opts,
                        args.director)


_RENDER = {"forms": _forms, "standings": _standings, "prizes": _prizes, "ledger": _ledger,
           "schedule": _schedule, "roster": _roster}
PRINT_ACTIONS: dict[str, Action] = {"print": _print}
