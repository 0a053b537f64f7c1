"""The ``league`` actions that set a season up: the season, teams and rosters, ratings,
sections and the schedule (rules 2-13)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from datetime import date, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chessarbiter.cli.league.common import Action, AddParser, Json, day, month, read
from chessarbiter.cli.league.shapes import change_json, schedule_json, team_json
from chessarbiter.cli.store import create_or_add
from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.core.league.roster_form import FormRow
    from chessarbiter.db.database import Database
    from chessarbiter.services.league import League

_ADD_KEYS = {f: f for f in ("name", "uscf_id", "expiry", "cell_phone", "home_phone",
                             "work_phone", "email", "address", "rating")} | {
    "id": "uscf_id", "cell": "cell_phone", "home": "home_phone", "work": "work_phone"}
ADD_HELP = ('a player to add, as "id=12345678; name=Last, First; expiry=2012-12-31; '
            'address=…" (also email, cell, home, work, rating)')


def add_setup_parsers(add: AddParser) -> None:
    _season_parsers(add)
    _team_parsers(add)
    _rating_and_schedule_parsers(add)


def _season_parsers(add: AddParser) -> None:
    p = add("new", "create a league season from a preset", needs_event=False)
    p.add_argument("--preset", metavar="ID",
                   help="league rule book: columbus-league-2011-12 (the default) or "
                        "womens-olympiad-2006")
    p.add_argument("--name", default="", help="default: the preset's title")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="e.g. --set entry_fee=40 --set dates=2011-10-16,2011-11-20")
    p = add("settings", "show the season settings; --set changes one (what the season has "
            "used stays: the boards once lineups are in, the dates once scheduled)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="e.g. --set match_win=2 --set uscf_affiliate_id=A1234567")
    p = add("template", "write the roster workbook, blank or filled with a team's roster")
    p.add_argument("-o", "--output", required=True, metavar="FILE.xlsx")
    p.add_argument("--team", default="", help="fill in this team's roster")


def _team_parsers(add: AddParser) -> None:
    p = add("import-roster", "register a team from its filled roster workbook")
    p.add_argument("file", metavar="FILE.xlsx")
    p.add_argument("--team", default="", help="the team's name, if the sheet has none")
    p.add_argument("--on", type=day, help="date received (default: today)")
    add("teams", "list the teams with their rating and registration")
    add("roster", "a team's roster, change log and assigned ratings", team=True)
    p = add("register", "record the roster, entry fee or deposit as received (rule 11)",
            team=True)
    for what in ("roster", "fee", "deposit"):
        p.add_argument(f"--{what}", action="store_true", help=f"the {what} arrived")
    p.add_argument("--on", type=day, help="date received (default: today)")
    add("remove-team", "take a team entered by mistake out of the season", team=True)
    p = add("change", "change a team's roster (rule 13)", team=True)
    p.add_argument("--add", action="append", default=[], metavar="PLAYER", help=ADD_HELP)
    p.add_argument("--remove", action="append", default=[], metavar="ID")
    p.add_argument("--on", type=day, required=True, help="date of the captain's request")
    p.add_argument("--approved-by", metavar="NAME", help="the Match Director approving it")
    p.add_argument("--note", help="why it was approved")


def _rating_and_schedule_parsers(add: AddParser) -> None:
    p = add("ratings", "load a month's rating list (CSV or XLSX of ID, rating)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--month", type=month, required=True, metavar="YYYY-MM")
    p.add_argument("--accept-moves", action="store_true",
                   help="take the list although its ratings would put a team in another "
                        "section (the sections stay as stored)")
    p.add_argument("--on", type=day, help="the date the list arrived, for the log "
                                          "(default: today)")
    p = add("assign-rating", "assign a higher league rating (rule 4)")
    p.add_argument("uscf_id", metavar="ID")
    p.add_argument("rating", metavar="RATING", type=int)
    p.add_argument("--by", required=True, metavar="NAME", help="the Match Director")
    p.add_argument("--reason", default="")
    p.add_argument("--on", type=day, help="the date of the assignment, for the log "
                                          "(default: today)")
    p = add("sections", "show, propose or edit the sections (rules 5 and 6)")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--propose", action="store_true", help="store sections by team rating")
    group.add_argument("--move", metavar="TEAM", help="move a team (with --to)")
    p.add_argument("--to", metavar="SECTION")
    p = add("schedule", "show, make or clear the double round robin of every section")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--make", action="store_true")
    group.add_argument("--clear", action="store_true")
    p = add("cancel-date", "cancel a date (rule 2); its rounds move to later dates")
    p.add_argument("date", metavar="DATE", type=day)
    p.add_argument("--reason", required=True, help='e.g. "Level 3 snow emergency"')
    p = add("add-date", "add a date to a section, agreed by all its captains (rule 2)")
    p.add_argument("date", metavar="DATE", type=day)
    p.add_argument("--section", required=True)
    p.add_argument("--agreed", action="append", default=[], metavar="TEAM",
                   help="a team whose captain agreed (once per team)")


def new_season(args: argparse.Namespace) -> Json:
    from chessarbiter.core.league.settings import COLUMBUS_2011_12
    from chessarbiter.services.league import create_league, open_league, season_settings

    preset = args.preset or COLUMBUS_2011_12.preset
    settings = season_settings(preset, parsed_settings(args.set))

    def first(db: Database) -> Json:  # a refused season leaves no file behind
        season = open_league(db, create_league(db, settings, args.name)).season
        return {"event_id": season.event_id, "name": season.name(),
                "settings": season.settings().to_dict()}

    return create_or_add(args, first)


def parsed_settings(items: list[str]) -> Json:
    """``KEY=VALUE`` items in the stored form of each setting (see :func:`parse_setting`)."""
    from chessarbiter.core.league.setting_changes import parse_setting

    out: Json = {}
    for item in items:
        key, sep, raw = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep:
            raise ActionRefused(f"--set {item!r}: expected KEY=VALUE")
        try:
            out[key] = parse_setting(key, raw)
        except ValueError as exc:
            raise ActionRefused(f"--set: {exc}") from None
    return out


def _settings(args: argparse.Namespace, league: League) -> Json:
    if args.set:
        league.season.update_settings(parsed_settings(args.set))
    return {"settings": league.season.settings().to_dict()}


def _template(args: argparse.Namespace, league: League) -> Json:
    return {"file": str(league.rosters.write_template(Path(args.output), args.team))}


def _import_roster(args: argparse.Namespace, league: League) -> Json:
    data = read(args.file)
    team = league.rosters.import_roster(data, args.file, args.on or date.today(), args.team)
    return team_json(team, league.season.settings())


def _register(args: argparse.Namespace, league: League) -> Json:
    if not (args.roster or args.fee or args.deposit):
        raise ActionRefused("say what arrived: --roster, --fee and/or --deposit")
    on, was = args.on or date.today(), league.rosters.team(args.team).registration
    league.rosters.register(args.team, replace(
        was, roster_received=on if args.roster else was.roster_received,
        fee_received=on if args.fee else was.fee_received,
        deposit_received=on if args.deposit else was.deposit_received))
    return team_json(league.rosters.team(args.team), league.season.settings())


def _remove_team(args: argparse.Namespace, league: League) -> Json:
    return {"removed": league.rosters.remove_team(args.team).name}


def _change(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.roster_log import Approval

    if args.note is not None and args.approved_by is None:
        raise ActionRefused("--note: a note goes with an approval (--approved-by NAME)")
    approval = None if args.approved_by is None else Approval(
        args.approved_by, datetime.now().replace(microsecond=0), args.note or "")
    added = [_added(spec) for spec in args.add]
    logged = league.rosters.change(args.team, args.on, added, args.remove, approval)
    team = team_json(league.rosters.team(args.team), league.season.settings())
    return {"change": change_json(logged), "team": team}


def _added(spec: str) -> FormRow:
    """A player of ``--add "id=…; name=…; …"`` as the roster form has them."""
    from chessarbiter.core.league.roster_form import FormRow
    from chessarbiter.core.league.teams import Member

    values: dict[str, Any] = {}
    for part in filter(str.strip, spec.split(";")):
        key, sep, value = part.partition("=")
        field = _ADD_KEYS.get(key.strip().lower().replace("-", "_"))
        if not sep or field is None:
            raise ActionRefused(f"--add {spec!r}: {part.strip()!r} is not KEY=VALUE with KEY "
                                f"one of {', '.join(sorted(set(_ADD_KEYS)))}")
        values[field] = value.strip()
    rating = values.pop("rating", "")
    if rating and not rating.isdigit():
        raise ActionRefused(f"--add {spec!r}: rating {rating!r} is not a whole number")
    try:
        if "expiry" in values:
            values["expiry"] = date.fromisoformat(values["expiry"])
    except ValueError:
        raise ActionRefused(f"--add {spec!r}: expiry {values['expiry']!r} is not a date like "
                            "2012-12-31") from None
    return FormRow(Member(**{"name": "", "uscf_id": ""} | values),
                   rating=int(rating) if rating else None)


def _ratings(args: argparse.Namespace, league: League) -> Json:
    at = None if args.on is None else datetime.combine(args.on, time())
    loaded = league.ratings.load_list(read(args.file), args.file, args.month,
                                      args.accept_moves, at)
    months = league.ratings.months()
    return {"month": args.month.strftime("%Y-%m"), "ratings": months[args.month],
            "replaced": len(loaded.replaced.ratings) if loaded.replaced else None,
            "months": {m.strftime("%Y-%m"): n for m, n in months.items()},
            "replaced_ratings": [
                {"team": r.logged.team, "uscf_id": r.logged.assignment.uscf_id,
                 "previous": r.logged.assignment.previous, "rating": r.rating.value}
                for r in loaded.replacements],
            "section_moves": loaded.moves,
            "team_ratings": league.sections.team_ratings()}


def _assign_rating(args: argparse.Namespace, league: League) -> Json:
    at = datetime.now().replace(microsecond=0)
    if args.on is not None:
        at = datetime.combine(args.on, time())
    before = league.ratings.assign(args.uscf_id, args.rating, args.by, args.reason, at)
    return {"uscf_id": args.uscf_id, "rating": args.rating, "by": args.by.strip(),
            "at": at.isoformat(), "reason": args.reason,
            "teams": [{"team": t, "previous": r.value, "previous_source": r.source.value}
                      for t, r in before.items()]}


def _sections(args: argparse.Namespace, league: League) -> Json:
    if args.propose:
        league.sections.propose()
    elif args.move is not None:
        if args.to is None:
            raise ActionRefused("--to: say which section the team moves to")
        league.sections.move(args.move, args.to)
    stored = league.sections.stored()
    sections, notes = stored, []
    if not stored:
        try:
            sections = league.sections.proposal()
        except ActionRefused as exc:
            notes.append(str(exc))
    ratings = league.sections.team_ratings()
    return {
        "stored": bool(stored),
        "sections": [
            {"name": s.name, "teams": [{"pairing_no": n, "team": t, "rating": ratings[t]}
                                       for n, t in enumerate(s.teams, start=1)]}
            for s in sections
        ],
        "notes": notes + league.sections.notes(sections),
    }


def _schedule(args: argparse.Namespace, league: League) -> Json:
    if args.make:
        league.schedule.make()
    elif args.clear:
        league.schedule.clear()
    return schedule_json(league.schedule.schedules())


def _cancel_date(args: argparse.Namespace, league: League) -> Json:
    moved = league.schedule.cancel_date(args.date, args.reason)
    return schedule_json(league.schedule.schedules()) | {"moved": [
        {"section": m.section, "round": m.round, "from": m.was.isoformat(),
         "to": m.now.isoformat()} for m in moved]}


def _add_date(args: argparse.Namespace, league: League) -> Json:
    league.schedule.add_date(args.section, args.date, args.agreed)
    return schedule_json(league.schedule.schedules())


SETUP_ACTIONS: dict[str, Action] = {
    "settings": _settings, "template": _template, "import-roster": _import_roster,
    "register": _register, "remove-team": _remove_team, "change": _change,
    "ratings": _ratings, "assign-rating": _assign_rating, "sections": _sections,
    "schedule": _schedule, "cancel-date": _cancel_date, "add-date": _add_date,
}
