"""The headless command line: the window's services, with ``--json`` for scripts.

Errors go to stderr as one line, ``chessarbiter: error: <what and where>``, and the exit
status says what kind of failure it was (a refused command writes nothing):

- 1: refused (bad input, an impossible action, a damaged or unusable file);
- 2: misused arguments (argparse);
- 3: a conflict: what the command would change was changed by another computer or window
  meanwhile; nothing was saved (read again, then decide);
- 4: the event file is open in a window, which holds it for writing (reads still work);
- 70: an unexpected failure; its traceback is in the log file the line names.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from chessarbiter import __version__
from chessarbiter.cli.league import add_league_parser
from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS
from chessarbiter.core.settings import CURRENT_EDITION, EDITIONS

DEFAULT_DB = "event.chessarbiter"
FAILED = 70  # sysexits' EX_SOFTWARE: the program failed, not the user
Handler = Callable[[argparse.Namespace], Any]


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(_forfeits_as_words(list(sys.argv[1:] if argv is None else argv)))
    # --db and --json may stand before or after the command; SUPPRESS leaves them unset when
    # absent, so the defaults are filled in here (parents share actions, set_defaults would
    # leak into every subcommand and overwrite a value given before the command).
    args.db = getattr(args, "db", None) or os.environ.get("CHESSARBITER_DB", DEFAULT_DB)
    args.json = getattr(args, "json", False)
    if args.command in (None, "gui"):
        from chessarbiter.ui.app import run_gui  # Qt loads only when a window is wanted

        return run_gui(getattr(args, "file", None), getattr(args, "demo", False))

    try:
        output = _run(args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last resort: the traceback to a file, one line to the user
        from chessarbiter.cli.commands import CommandError
        from chessarbiter.crash_log import failure_sentence, write_report

        if isinstance(exc, CommandError):
            print(f"chessarbiter: error: {exc}", file=sys.stderr)
            return exc.status
        print(f"chessarbiter: error: {failure_sentence(exc, write_report(exc))}",
              file=sys.stderr)
        return FAILED
    try:
        if args.json:
            json.dump(output, sys.stdout, ensure_ascii=False, indent=None)
            sys.stdout.write("\n")
        elif output is not None:
            from chessarbiter.cli.text import render

            sys.stdout.write(render(args.command, output))
        sys.stdout.flush()
    except BrokenPipeError:  # `… | head`: the reader has what it wanted; nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _run(args: argparse.Namespace) -> Any:
    """The command's answer, by the fast read path when it can give it."""
    from chessarbiter.cli.fast_read import try_fast_read

    output = try_fast_read(args)
    if output is None:
        from chessarbiter.cli.commands import COMMANDS

        output = COMMANDS[args.command](args)
    return output


def _forfeits_as_words(argv: list[str]) -> list[str]:
    """``result … -+`` and ``result … --`` would read as options: spell them as words."""
    if "result" not in argv:
        return argv
    start = argv.index("result")  # also "playoff result STEP -+"
    words = {"-+": "0-1f", "--": "0-0f", "-:+": "0-1f", "-:-": "0-0f"}
    return argv[:start] + [words.get(a, a) for a in argv[start:]]


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", default=argparse.SUPPRESS, metavar="FILE",
                        help=f"event file (default: $CHESSARBITER_DB or ./{DEFAULT_DB})")
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                        help="print one JSON document on stdout")
    event = argparse.ArgumentParser(add_help=False)
    event.add_argument("--event", type=int, metavar="N", help="event id (default: the latest)")

    parser = argparse.ArgumentParser(
        prog="chessarbiter", parents=[common],
        description="Chess arbiter's program: run a round robin from the command line, "
                    "or start the window with no command.",
    )
    parser.add_argument("--version", action="version", version=f"chessarbiter {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def add(name: str, help_: str, *, needs_event: bool = True) -> argparse.ArgumentParser:
        parents = [common, event] if needs_event else [common]
        return sub.add_parser(name, help=help_, description=help_, parents=parents)

    gui = sub.add_parser("gui", help="open the main window")
    gui.add_argument("file", nargs="?", help="event file to open")
    gui.add_argument("--demo", action="store_true", help="open a demo event in a fresh file")

    p = add("new-event", "create an event from a preset", needs_event=False)
    p.add_argument("--preset", default=DEFAULT_PRESET, choices=sorted(PRESETS), metavar="ID",
                   help=f"one of: {', '.join(sorted(PRESETS))}")
    p.add_argument("--edition", choices=EDITIONS, default=CURRENT_EDITION,
                   help="FIDE C.07 tie-break edition for unplayed games (default: the current "
                        f"one, {CURRENT_EDITION}; a preset's historical choice, e.g. pre-2023 "
                        "for the 2015 rule book, on request)")
    p.add_argument("--name", required=True)
    for field in ("site", "federation", "start-date", "end-date", "arbiter"):
        p.add_argument(f"--{field}", default="")

    p = add("add-player", "register a player")
    p.add_argument("--name", required=True, help='"Last, First"')
    p.add_argument("--start-no", type=int, default=0, help="insert at this number")
    _player_options(p)

    add("players", "list the players")

    p = add("draw-lots", "give start numbers at random (the seed is recorded)")
    p.add_argument("--seed", help="reuse a seed to repeat a draw")

    p = add("withdraw", "record that a player withdrew")
    p.add_argument("--start-no", type=int, required=True)
    p.add_argument("--after-round", type=int, required=True,
                   help="last round played (-1 reinstates the player)")
    _confirm_option(p)

    p = add("pair", "make the whole round-robin schedule from the start numbers")
    p.add_argument("--cycles", type=int, choices=(1, 2), help="single or double round robin")

    p = add("result", "enter a result")
    p.add_argument("--round", type=int, required=True)
    p.add_argument("--board", type=int, required=True)
    p.add_argument("value", metavar="RESULT",
                   help="1-0, 0-1, 1/2-1/2, forfeits +-, -+, -- (or 1-0f, 0-1f, 0-0f), "
                        "or 'clear'")
    p.add_argument("--moves", type=int, metavar="N",
                   help="a draw: moves completed by both players (checked against the "
                        "event's move limit; an early draw files an incident)")
    _confirm_option(p)

    p = add("pairings", "show the pairings of a round or of all rounds")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--round", type=int)
    which.add_argument("--all", action="store_true")

    p = add("standings", "show the standings with tie-breaks")
    p.add_argument("--tiebreaks", help="comma-separated chain, e.g. DE,BPG,KS,SB,WON")

    p = add("settings", "show or change the event's settings")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="e.g. --set koya_limit_offset=0.5 --set tiebreaks=DE,SB")
    _confirm_option(p)

    p = add("timecontrol", "read a time control as arbiters write it", needs_event=False)
    p.add_argument("action", choices=("parse",))
    p.add_argument("text", help='e.g. "40/90, SD/30; +30" or "G/75;d5"')

    p = add("penalty", "the event's penalty for a device that made a noise")
    p.add_argument("action", choices=("time",))
    p.add_argument("--remaining", required=True, metavar="MM:SS",
                   help="time left on the offender's clock")

    p = add("incident", "record, decide or list incidents (lateness, devices, early draws)")
    p.add_argument("action", choices=("add", "list", "decide"))
    p.add_argument("id", nargs="?", type=int, help="incident id (decide)")
    p.add_argument("--round", type=int)
    p.add_argument("--board", type=int)
    p.add_argument("--start-no", type=int)
    p.add_argument("--kind", choices=("late", "device", "draw", "other"))
    p.add_argument("--at", default="",
                   help="time of day (19:42) or minutes into the round; default: now")
    p.add_argument("--minutes-late", type=float)
    p.add_argument("--noise", action="store_true", help="the device made a noise")
    p.add_argument("--remaining", metavar="MM:SS", help="offender's clock (device)")
    p.add_argument("--move", type=int, help="move number of the draw")
    p.add_argument("--draw-kind", default="agreed",
                   choices=("agreed", "repetition", "stalemate", "fifty-moves",
                            "insufficient-material", "arbiter"))
    p.add_argument("--decision", choices=("fine", "time-penalty", "forfeit", "warning",
                                          "no-action", "pending", "suggested"))
    p.add_argument("--fine", type=int, default=0)
    p.add_argument("--penalty", metavar="MM:SS", help="time penalty given")
    p.add_argument("--note")
    _confirm_option(p)

    p = add("prizes", "the prize ledger: places, prizes, fines deducted, net payouts")
    p.add_argument("--champion", type=int, help="playoff champion's start number")

    p = add("print", "print a document to PDF")
    p.add_argument("document", choices=("pairings", "crosstable", "standings", "players",
                                         "blank-chart"))
    p.add_argument("--round", type=int, help="round of a pairing sheet")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    orientation = p.add_mutually_exclusive_group()
    orientation.add_argument("--landscape", action="store_true", default=None)
    orientation.add_argument("--portrait", dest="landscape", action="store_false")
    p.add_argument("--order", choices=("alphabetical", "start"), default="alphabetical",
                   help="player list order")
    p.add_argument("-o", "--output", required=True, metavar="FILE.pdf")

    p = add("playoff", "the play-off for first place (rapid match, Armageddon with bids)")
    p.add_argument("action", choices=("plan", "start", "lot", "bid", "flip", "colour",
                                       "result", "select", "keep", "redo", "reset"),
                   help="plan shows (and never writes); start stores the play-off; keep or "
                        "redo answers an out-of-date play-off")
    p.add_argument("words", nargs="*", help="STEP and values, see the usage of each action")
    p.add_argument("--seed", type=int, help="lot/flip: the program draws with this seed")
    p.add_argument("--white", type=int, help="lot: the player drawn White (a physical lot)")
    p.add_argument("--winner", type=int, help="flip: who won a physical coin flip")
    p.add_argument("--note", help="select: why the arbiter chose these four")
    p.add_argument("--game", type=int, metavar="N",
                   help="result: the game it is for (a repeat of a stored result is ignored)")

    p = add("audit", "who changed what and when (newest first)")
    p.add_argument("--limit", type=int, default=50, help="at most this many entries")

    p = add("export", "results out: US Chess report, FIDE TRF, Excel, HTML site")
    p.add_argument("format", choices=("uscf", "trf", "xlsx", "html"))
    p.add_argument("-o", "--output", required=True, metavar="PATH",
                   help="a folder for uscf and html, a file for trf and xlsx")
    p.add_argument("--from", dest="date_from", type=_date, help="uscf: first game date")
    p.add_argument("--to", dest="date_to", type=_date, help="uscf: last game date")
    p.add_argument("--override", action="store_true",
                   help="uscf: write although the checks found problems")
    _trf_options(p, "trf: ")
    league = p.add_argument_group(
        "uscf for a league season", "override the season settings (league settings --set) "
        "for this report; an individual event takes them from its settings")
    league.add_argument("--affiliate", help="US Chess affiliate ID, e.g. A1234567")
    league.add_argument("--chief-td", help="chief TD's 8-digit US Chess ID")
    league.add_argument("--assistant-td", help="assistant chief TD's ID")
    league.add_argument("--other-td", action="append", metavar="ID",
                        help="another TD's ID (repeat for each)")
    league.add_argument("--city")
    league.add_argument("--state", help="USPS code, e.g. OH")
    league.add_argument("--zip", dest="zipcode", help="ZIP code")
    league.add_argument("--country")

    p = add("import-trf", "create an event from a FIDE TRF file", needs_event=False)
    p.add_argument("file")
    p.add_argument("--preset", default=DEFAULT_PRESET, choices=sorted(PRESETS), metavar="ID")

    p = add("export-trf", "write the event as a FIDE TRF file (TRF16, or TRF-2026 for an "
                          "event imported from one)")
    p.add_argument("-o", "--output", required=True, metavar="FILE")
    _trf_options(p, "")
    add_league_parser(sub, common, event)
    return parser


def _trf_options(p: argparse.ArgumentParser, prefix: str) -> None:
    """The TRF export's version and encoding (the same for export trf and export-trf)."""
    version = p.add_mutually_exclusive_group()
    version.add_argument("--trf26", action="store_true",
                         help=f"{prefix}write FIDE TRF-2026 (records 142-222: rounds, colour, "
                              "type, tie-breaks, time control)")
    version.add_argument("--trf16", action="store_true",
                         help=f"{prefix}write FIDE TRF16 (with XXR), also for an event "
                              "imported from a TRF-2026 file")
    p.add_argument("--encoding", choices=("utf-8", "latin-1", "ascii"), default="utf-8",
                   help=f"{prefix}the file's encoding; names Latin-1 or ASCII cannot hold "
                        "lose their accents, with a warning (default utf-8)")


def _confirm_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--confirm", action="store_true",
                   help="store a change that contradicts an incident's forfeit decision or "
                        "changes who is tied for first after the play-off started")


def _player_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rating", type=int,
                   help="the rating the event shows (setting rating_shown: US Chess for the "
                        "US Chess presets, FIDE otherwise)")
    p.add_argument("--uscf-rating", type=int, help="US Chess rating")
    p.add_argument("--fide-rating", type=int, help="FIDE rating")
    p.add_argument("--fide-id", default="")
    p.add_argument("--uscf-id", default="")
    p.add_argument("--uscf-expiry", type=_date, help="YYYY-MM-DD")
    p.add_argument("--federation", default="")
    p.add_argument("--title", default="")
    p.add_argument("--sex", default="")
    p.add_argument("--birth-date", type=_date, help="YYYY-MM-DD")


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2015-07-08") from None
