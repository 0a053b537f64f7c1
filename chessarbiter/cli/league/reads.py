"""The ``league`` actions that only look (standings, match, teams, roster, ledger, prizes, log),
each a function of the season value alone — so one answer serves both paths: the ordinary one
(the season the services read) and the fast one (:func:`try_fast_league`), which reads an
up-to-date SQLite file with the standard library and the same loader, without SQLAlchemy.

Standard library only when loaded: the parser is built on every run (see the package).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from chessarbiter.cli.league.answer import Answer
from chessarbiter.cli.league.common import Json, iso
from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.core.league.season import Season

Read = Callable[[argparse.Namespace, "Season"], Json]


def match_read(args: argparse.Namespace, season: Season) -> Json:
    """The match of ``args.round`` and ``args.team``, as ``league match`` shows it."""
    from chessarbiter.cli.league.shapes import match_json, settled_json

    stored, nights = season.match(args.round, args.team), season.nights
    return match_json(stored, nights.match_record(stored), nights.rules) | {
        "settled": settled_json(stored, nights)}


def _standings(args: argparse.Namespace, season: Season) -> Json:
    from chessarbiter.cli.league.shapes import standings_json
    from chessarbiter.core.league.season_standings import season_standings

    return standings_json(season_standings(season))


def _prizes(args: argparse.Namespace, season: Season) -> Json:
    from chessarbiter.cli.league.shapes import prizes_json
    from chessarbiter.core.league.season_standings import season_prizes, season_standings

    return prizes_json(season_prizes(season, season_standings(season)))


def _ledger(args: argparse.Namespace, season: Season) -> Json:
    from chessarbiter.cli.league.shapes import ledger_json
    from chessarbiter.core.league.season_ledger import season_ledger

    ledger = season_ledger(season)
    if args.team is not None and all(t.team != args.team for t in ledger.teams):
        raise ActionRefused(f"there is no team named {args.team!r}")
    return ledger_json(t for t in ledger.teams if args.team in (None, t.team))


def _teams(args: argparse.Namespace, season: Season) -> Json:
    from chessarbiter.cli.league.shapes import team_json

    return {"teams": [team_json(t, season.settings) for t in season.teams]}


def _roster(args: argparse.Namespace, season: Season) -> Json:
    from chessarbiter.cli.league.shapes import change_json, team_json

    team = season.team(args.team)
    return team_json(team, season.settings) | {
        "players": [
            asdict(e.member) | {
                "expiry": iso(e.member.expiry), "role": team.role(e.uscf_id).name.lower(),
                "rating": e.rating.value, "rating_source": e.rating.source.value,
                "rating_month": iso(e.rating.month), "added_on": e.added_on.isoformat()}
            for e in team.roster
        ],
        "log": [change_json(c) for c in season.team_log(args.team)],
        "assigned_ratings": [
            asdict(a.assignment) | {"at": a.assignment.at.isoformat()}
            for a in season.assignments if a.team == team.name
        ],
    }


def _log(args: argparse.Namespace, season: Season) -> Json:
    return {"log": [{"date": e.on.isoformat(), "kind": e.kind.value,
                     "made_by": e.made_by.value, "subject": e.subject, "text": e.text,
                     "outcome": e.outcome.value if e.outcome else None, "id": e.decision_id}
                    for e in season.director_log()]}


READ_ACTIONS: dict[str, Read] = {
    "match": match_read, "standings": _standings, "prizes": _prizes, "ledger": _ledger,
    "teams": _teams, "roster": _roster, "log": _log,
}


def answer_of(action: str, data: Json, season: Season) -> Answer:
    """The action's answer, with the season's player names and team tie-break chain."""
    settings = season.settings
    return Answer(action, data, season.names(),
                  (*settings.team_place_tiebreaks, *settings.team_trophy_tiebreaks))


def try_fast_league(args: argparse.Namespace) -> Answer | None:
    """The read action's answer from an up-to-date SQLite file, else None (a write, a
    server, a file only storage may read, or a refusal, which the ordinary path words)."""
    read = READ_ACTIONS.get(args.league_action)
    if read is None or "://" in args.db:
        return None
    from chessarbiter.core.league.errors import LeagueRefusal
    from chessarbiter.db.snapshot import read_league_snapshot

    season = read_league_snapshot(Path(args.db), args.event)
    if season is None:
        return None
    try:
        return answer_of(args.league_action, read(args, season), season)
    except (LeagueRefusal, ActionRefused, ValueError, KeyError):
        return None
