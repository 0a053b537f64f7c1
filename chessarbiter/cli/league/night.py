"""The ``league`` actions of match night and after: lineups, absences, equipment, results,
games played in advance, claims, extra games, standings, coin tosses, prizes and the deposit
ledger (rules 15-32).

A match is named by its round and either of its teams: ``league result 3 "Team 01" 2 1-0``.
A game played in advance (rule 18) takes the same board and result once the other boards'
lineups are in: ``league advance 3 "Team 01" OWN_ID OTHER_ID 2 1-0`` (without the board and
result, the boards it could take).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Action, AddParser, Json, cents, day
from chessarbiter.cli.league.reads import match_read
from chessarbiter.cli.league.shapes import (
    ledger_json,
    ruling_json,
    standings_json,
)
from chessarbiter.services.errors import ActionRefused

if TYPE_CHECKING:
    from chessarbiter.core.league.season_ledger import SeasonLedger
    from chessarbiter.core.results import Result
    from chessarbiter.services.league import League

RESULT_HELP = "by colour as on the score sheet: 1-0, 0-1, 1/2-1/2, +-, -+, -- (or clear)"


def _match_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("round", metavar="ROUND", type=int)
    parser.add_argument("team", metavar="TEAM", help="either team of the match")


def _seconds(text: str) -> int:
    """``MM`` or ``MM:SS`` → seconds."""
    minutes, _, seconds = text.partition(":")
    if not minutes.isdigit() or (seconds and not (seconds.isdigit() and int(seconds) < 60)):
        raise argparse.ArgumentTypeError(f"{text!r} is not minutes like 40 or 40:30")
    return int(minutes) * 60 + int(seconds or 0)


def add_night_parsers(add: AddParser) -> None:
    _add_board_parsers(add)
    _add_table_parsers(add)


def _add_board_parsers(add: AddParser) -> None:
    """What happens at the boards of a match night: lineups, absences, equipment, results,
    games played in advance, claims and extra games."""
    p = add("match", "a match: lineups, seating, results and score")
    _match_args(p)
    p = add("lineup", "store a team's lineup for a round, board 1 first (rule 15)")
    _match_args(p)
    p.add_argument("players", metavar="ID", nargs="*", help="US Chess IDs, board 1 first")
    p.add_argument("--as-played", action="store_true",
                   help="record a board order rule 15 does not allow, as seated (for a claim)")
    p.add_argument("--no-show", action="store_true", help="the team did not come")
    p = add("absent", "mark a designated player absent (rule 17) or, with --present, back")
    _match_args(p)
    p.add_argument("player", metavar="ID")
    p.add_argument("--present", action="store_true")
    p = add("equipment", "record the equipment a team brought (rule 19)")
    _match_args(p)
    for what in ("boards", "sets", "clocks"):
        p.add_argument(f"--{what}", type=int, metavar="N")
    p.add_argument("--complete", action="store_true", help="all it must bring (the default)")
    p = add("result", "set or clear a board's result (rule 24)")
    _match_args(p)
    p.add_argument("board", metavar="BOARD", type=int)
    p.add_argument("result", metavar="RESULT", help=RESULT_HELP)
    p.add_argument("--advance", action="store_true", help="played in advance (rule 18)")
    p = add("advance", "the boards a game played in advance could take, or put it on BOARD "
            "with its RESULT (rule 18)")
    _match_args(p)
    p.add_argument("own", metavar="OWN_ID", help="the player of TEAM")
    p.add_argument("other", metavar="OTHER_ID", help="the opponent's player")
    p.add_argument("board", metavar="BOARD", type=int, nargs="?")
    p.add_argument("result", metavar="RESULT", nargs="?",
                   help="by colour as on BOARD's score sheet: 1-0, 0-1, 1/2-1/2")
    p = add("claim", "rule on a board-order claim against a team (rule 16)")
    _match_args(p)
    p.add_argument("--on", type=day, required=True, help="date the claim was made")
    p.add_argument("--elapsed", type=_seconds, required=True, metavar="MM[:SS]",
                   help="time since the round started")
    p.add_argument("--complete", action="store_true", help="the games were over")
    p.add_argument("--restart", action="store_true", help="16.b: void and restart the games")
    p.add_argument("--board", type=int, action="append", default=[], dest="boards",
                   help="a board ruled on (default: every board out of order)")
    p.add_argument("--penalty", action="append", default=[], metavar="ID=MM:SS")
    p.add_argument("--remaining", action="append", default=[], metavar="ID=MM:SS",
                   help="a penalised player's time left (16.b)")
    p = add("extra-game", "record an extra rated game (rule 21; never scored)")
    p.add_argument("date", metavar="DATE", type=day)
    p.add_argument("white", metavar="WHITE_ID")
    p.add_argument("black", metavar="BLACK_ID")
    p.add_argument("result", metavar="RESULT", nargs="?", help=RESULT_HELP)
    p.add_argument("--white-team", help="for a player on several rosters")
    p.add_argument("--black-team", help="for a player on several rosters")


def _add_table_parsers(add: AddParser) -> None:
    """The season's tables and money after the nights: standings, coin tosses, prizes and
    the deposit ledger."""
    add("standings", "each section's standings (rule 25)")
    p = add("toss", "record a coin toss between teams tied after every tie-break (25.k)")
    p.add_argument("section", metavar="SECTION")
    p.add_argument("teams", metavar="TEAM", nargs="+", help="winner first, or any with --seed")
    p.add_argument("--seed", type=int, help="let the program toss, reproducibly")
    p.add_argument("--note", default="", help="e.g. who tossed, who called")
    p.add_argument("--on", type=day, help="the date of the toss, for the log (default: today)")
    p = add("playoff", "record a team playoff the director held (rule 25.a)")
    p.add_argument("section", metavar="SECTION")
    p.add_argument("scores", metavar="TEAM=SCORE", nargs="+", help='e.g. "Team 03=1.5"')
    p.add_argument("--on", type=day, required=True, help="the date of the playoff")
    p.add_argument("--note", default="")
    p = add("playoff-remove", "take back a recorded playoff")
    p.add_argument("playoff", metavar="ID", type=int)
    add("prizes", "team and board prizes of each section (rules 26-28)")
    p = add("ledger", "each team's deposit ledger (rules 30-32)")
    p.add_argument("--team", help="only this team")
    p = add("ledger-entry", "a director's ledger entry: money, or damages/withdrawal (rule 30)",
            team=True)
    p.add_argument("kind", metavar="KIND",
                   choices=("deposit", "payment", "deduction", "refund", "damages", "withdrawal"))
    p.add_argument("amount", metavar="AMOUNT", type=cents, nargs="?", default=0,
                   help="dollars, e.g. 12.50 (damages: the actual cost)")
    p.add_argument("--on", type=day, required=True)
    p.add_argument("--note", default="")


def played_result(text: str | None) -> Result | None:
    """RESULT as typed (None: ``clear``), refused when unreadable."""
    from chessarbiter.core.results import Result

    if text is None or text.lower() == "clear":
        return None
    try:
        return Result.parse(text)
    except ValueError as exc:
        raise ActionRefused(str(exc), "result") from None


def match_answer(args: argparse.Namespace, league: League) -> Json:
    """The match of ``args.round`` and ``args.team``, as ``league match`` shows it."""
    return league.season.refusing(match_read, args, league.season.current())



def _lineup(args: argparse.Namespace, league: League) -> Json:
    if not args.players and not args.no_show:
        raise ActionRefused("name the players board 1 first, or --no-show", "players")
    saved = league.matches.lineup(args.round, args.team, args.players, args.as_played)
    return match_answer(args, league) | {"problems": [str(p) for p in saved.problems]}


def _absent(args: argparse.Namespace, league: League) -> Json:
    league.matches.absent(args.round, args.team, args.player, not args.present)
    return match_answer(args, league)


def _equipment(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.lineups import Equipment

    counts = (args.boards, args.sets, args.clocks)
    if args.complete == any(c is not None for c in counts) or (
            not args.complete and None in counts):
        raise ActionRefused("give --boards, --sets and --clocks, or --complete")
    brought = None if args.complete else Equipment(args.boards, args.sets, args.clocks)
    league.matches.equipment(args.round, args.team, brought)
    return match_answer(args, league)


def _set_result(args: argparse.Namespace, league: League) -> Json:
    league.matches.result(args.round, args.team, args.board, played_result(args.result),
                          args.advance)
    return match_answer(args, league)


def _advance(args: argparse.Namespace, league: League) -> Json:
    if args.board is None:
        options = league.matches.advance_options(args.round, args.team, args.own, args.other)
        return {"options": [{"board": o.board, "problems": [str(p) for p in o.problems]}
                            for o in options]}
    result = played_result(args.result)
    if result is None:
        raise ActionRefused("a game played in advance is placed with its result", "result")
    placed = league.matches.place_advance_game(args.round, args.team, args.board, args.own,
                                               args.other, result)
    return match_answer(args, league) | {"problems": [str(p) for p in placed.problems]}


def _pairs(items: list[str], option: str) -> dict[str, int]:
    out = {}
    for item in items:
        player, sep, time = item.partition("=")
        try:
            out[player.strip()] = _seconds(time.strip())
        except argparse.ArgumentTypeError as exc:
            raise ActionRefused(f"{option} {item!r}: {exc}") from None
        if not sep:
            raise ActionRefused(f"{option} {item!r}: expected ID=MM:SS")
    return out


def _claim(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.claims import Remedy

    ruling = league.claims.claim(
        args.round, args.team, args.on, args.elapsed, games_complete=args.complete,
        remedy=Remedy.RESTART if args.restart else Remedy.FORFEITS, boards=args.boards,
        penalties=_pairs(args.penalty, "--penalty") or None,
        remaining=_pairs(args.remaining, "--remaining") or None)
    return {"ruling": ruling_json(ruling)} | match_answer(args, league)


def _extra_game(args: argparse.Namespace, league: League) -> Json:
    game = league.matches.extra_game(args.date, args.white, args.black,
                                     played_result(args.result),
                                     (args.white_team, args.black_team))
    return {"id": game, "date": args.date.isoformat(), "white": args.white,
            "black": args.black, "result": args.result and played_result(args.result)}


def _toss(args: argparse.Namespace, league: League) -> Json:
    toss = league.standings.toss(args.section, args.teams, args.seed, args.note, args.on)
    return {"toss": {"order": list(toss.order), "seed": toss.seed, "note": toss.note}} | \
        standings_json(league.standings.standings())


def _playoff(args: argparse.Namespace, league: League) -> Json:
    scores: dict[str, float] = {}
    for item in args.scores:
        team, sep, score = item.rpartition("=")
        try:
            scores[team.strip()] = float(score)
        except ValueError:
            sep = ""
        if not (sep and team.strip()):
            raise ActionRefused(f"{item!r} is not TEAM=SCORE like 'Team 03=1.5'", "teams")
    stored = league.playoffs.record(args.section, scores, args.on, args.note)
    return {"playoff": {"id": stored.id, "section": stored.section,
                        "date": stored.on.isoformat(), "scores": dict(stored.scores),
                        "note": stored.note}} | standings_json(league.standings.standings())


def _playoff_remove(args: argparse.Namespace, league: League) -> Json:
    return {"removed": league.playoffs.remove(args.playoff).id}


def _ledger_entry(args: argparse.Namespace, league: League) -> Json:
    from chessarbiter.core.league.stored import ManualKind

    entry = league.ledger.add(args.team, args.on, ManualKind(args.kind), args.amount, args.note)
    return entry_json(entry, args.team, league.ledger.ledger())


def entry_json(entry: int, team: str, ledger: SeasonLedger) -> Json:
    """``ledger-entry``'s answer: the entry's id and its team's ledger after it."""
    return {"id": entry} | ledger_json(t for t in ledger.teams if t.team == team)


NIGHT_ACTIONS: dict[str, Action] = {
    "lineup": _lineup, "absent": _absent, "equipment": _equipment,
    "result": _set_result, "advance": _advance, "claim": _claim, "extra-game": _extra_game,
    "toss": _toss, "playoff": _playoff,
    "playoff-remove": _playoff_remove,
    "ledger-entry": _ledger_entry,
}
