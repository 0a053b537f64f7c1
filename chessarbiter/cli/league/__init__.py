"""The ``league`` command: a league season scripted from the command line.

The parser is built on every run, the fast read path included, so this package imports only
the standard library when it loads; the league core and services load when a league action
runs (importing them costs about a tenth of a second).
"""

from __future__ import annotations

import argparse

from chessarbiter.cli.league.answer import Answer, answered
from chessarbiter.cli.league.common import Json, open_db
from chessarbiter.cli.league.corrections import CORRECTION_ACTIONS, add_correction_parsers
from chessarbiter.cli.league.decisions import DECISION_ACTIONS, add_decision_parsers
from chessarbiter.cli.league.facts import FACT_ACTIONS, add_fact_parsers
from chessarbiter.cli.league.night import NIGHT_ACTIONS, add_night_parsers
from chessarbiter.cli.league.printing import PRINT_ACTIONS, add_print_parser
from chessarbiter.cli.league.reads import READ_ACTIONS, answer_of
from chessarbiter.cli.league.setup import SETUP_ACTIONS, add_setup_parsers, new_season
from chessarbiter.cli.options import parents

_ACTIONS = SETUP_ACTIONS | NIGHT_ACTIONS | FACT_ACTIONS | DECISION_ACTIONS | PRINT_ACTIONS \
    | CORRECTION_ACTIONS


def add_league_arguments(top: argparse.ArgumentParser) -> None:
    """The ``league ACTION`` subcommands, on the ``league`` command's parser."""
    top.description = ("Run a team league season under any league preset (see league new "
                       "--help): teams and rosters, ratings, sections, the schedule, match "
                       "nights, standings, prizes and the deposit ledger. The rule numbers below "
                       "are those of the Columbus Chess League 2011-12 rule book, the default "
                       "preset; another preset puts its own numbers in the same settings "
                       "(league settings).")
    actions = top.add_subparsers(dest="league_action", metavar="ACTION", required=True)

    def add(name: str, help_: str, *, needs_event: bool = True,
            team: bool = False) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = actions.add_parser(
            name, help=help_, description=help_, parents=parents(needs_event))
        if team:
            parser.add_argument("team", metavar="TEAM")
        return parser

    add_setup_parsers(add)
    add_night_parsers(add)
    add_fact_parsers(add)
    add_decision_parsers(add)
    add_print_parser(add)
    add_correction_parsers(add)


def league(args: argparse.Namespace) -> Json:
    return answered(lambda: _answer(args))


def _answer(args: argparse.Namespace) -> Answer:
    if args.league_action == "new":
        return Answer("new", new_season(args))
    from chessarbiter.services.league import open_league

    db = open_db(args)  # the season is read once per batch (see Stores.kept)
    opened = args.stores.kept((db, args.event), lambda: open_league(db, args.event))
    action = args.league_action
    if action in READ_ACTIONS:
        data = opened.season.refusing(READ_ACTIONS[action], args, opened.season.current())
    else:
        data = _ACTIONS[action](args, opened)
    return answer_of(action, data, opened.season.current())


__all__ = ["add_league_arguments", "league"]
