"""The options of the championship's commands, one function per command (named after it in
:mod:`chessarbiter.cli.table`).

Only the command being run has its options built; this module imports the presets (their
names are the choices of ``--preset``) and the standard library.
"""

from __future__ import annotations

import argparse

from chessarbiter.cli import swiss_commands
from chessarbiter.cli.options import confirm_option, day
from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS
from chessarbiter.core.settings import CURRENT_EDITION, EDITIONS

Parser = argparse.ArgumentParser


def new_event(p: Parser) -> None:
    p.add_argument("--preset", default=DEFAULT_PRESET, choices=sorted(PRESETS), metavar="ID",
                   help=f"one of: {', '.join(sorted(PRESETS))}")
    p.add_argument("--edition", choices=EDITIONS, default=CURRENT_EDITION,
                   help="FIDE C.07 tie-break edition for unplayed games (default: the current "
                        f"one, {CURRENT_EDITION}; a preset's historical choice, e.g. pre-2023 "
                        "for the 2015 rule book, on request)")
    p.add_argument("--name", required=True)
    for field in ("site", "federation", "start-date", "end-date", "arbiter"):
        p.add_argument(f"--{field}", default="")
    swiss_commands.new_event_arguments(p)


def add_player(p: Parser) -> None:
    p.add_argument("--name", required=True, help='"Last, First"')
    p.add_argument("--start-no", type=int, default=0, help="insert at this number")
    p.add_argument("--rating", type=int,
                   help="the rating the event shows (setting rating_shown: US Chess for the "
                        "US Chess presets, FIDE otherwise)")
    p.add_argument("--uscf-rating", type=int, help="US Chess rating")
    p.add_argument("--fide-rating", type=int, help="FIDE rating")
    p.add_argument("--fide-id", default="")
    p.add_argument("--uscf-id", default="")
    p.add_argument("--uscf-expiry", type=day, help="YYYY-MM-DD")
    p.add_argument("--federation", default="")
    p.add_argument("--title", default="")
    p.add_argument("--sex", default="")
    p.add_argument("--birth-date", type=day, help="YYYY-MM-DD")
    swiss_commands.add_player_arguments(p)


def remove_player(p: Parser) -> None:
    p.add_argument("start_no", type=int, metavar="N", help="the player's start number")
    p.add_argument("--name", help="refused unless no. N is this player (so a repeated "
                                  "command never removes the one after)")


def draw_lots(p: Parser) -> None:
    p.add_argument("--seed", help="reuse a seed to repeat a draw")


def withdraw(p: Parser) -> None:
    p.add_argument("--start-no", type=int, required=True)
    p.add_argument("--after-round", type=int, required=True,
                   help="last round played (-1 reinstates the player)")
    confirm_option(p)


def pair(p: Parser) -> None:
    p.add_argument("--cycles", type=int, choices=(1, 2), help="single or double round robin")
    swiss_commands.pair_arguments(p)


def result(p: Parser) -> None:
    p.add_argument("--round", type=int, required=True)
    p.add_argument("--board", type=int, required=True)
    p.add_argument("value", metavar="RESULT",
                   help="1-0, 0-1, 1/2-1/2, forfeits +-, -+, -- (or 1-0f, 0-1f, 0-0f), "
                        "or 'clear'")
    p.add_argument("--moves", type=int, metavar="N",
                   help="a draw: moves completed by both players (checked against the "
                        "event's move limit; an early draw files an incident)")
    confirm_option(p)


def pairings(p: Parser) -> None:
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--round", type=int)
    which.add_argument("--all", action="store_true")
    swiss_commands.pairings_arguments(p)


def standings(p: Parser) -> None:
    p.add_argument("--tiebreaks", help="comma-separated chain, e.g. DE,BPG,KS,SB,WON")


def settings(p: Parser) -> None:
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="e.g. --set koya_limit_offset=0.5 --set tiebreaks=DE,SB")
    confirm_option(p)


def incident(p: Parser) -> None:
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
    confirm_option(p)


def prizes(p: Parser) -> None:
    p.add_argument("--champion", type=int, help="playoff champion's start number")


def print_document(p: Parser) -> None:
    p.add_argument("document", choices=("pairings", "pairings-by-name", "crosstable",
                                         "standings", "players", "blank-chart", "swiss-chart"),
                   help="pairings-by-name (every player alphabetically with board, colour and "
                        "opponent) and swiss-chart (the wall chart, rounds across) are a Swiss "
                        "event's")
    p.add_argument("--round", type=int, help="round of a pairing sheet (by board or by name)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    orientation = p.add_mutually_exclusive_group()
    orientation.add_argument("--landscape", action="store_true", default=None)
    orientation.add_argument("--portrait", dest="landscape", action="store_false")
    p.add_argument("--order", choices=("alphabetical", "start"), default="alphabetical",
                   help="player list order")
    p.add_argument("-o", "--output", required=True, metavar="FILE.pdf")


def playoff(p: Parser) -> None:
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


def audit(p: Parser) -> None:
    p.add_argument("--limit", type=int, default=50, help="at most this many entries")
