"""Reading a command line: the parser lists every command and builds the options of the one
named (see :mod:`chessarbiter.cli.table`), plus the front end's own ``gui`` and ``batch``.

Standard library only when loaded, besides the table and the chosen command's options.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence

from chessarbiter import __version__
from chessarbiter.cli.options import DEFAULT_DB, common, parents
from chessarbiter.cli.table import COMMANDS, place

FORFEIT_WORDS = {"-+": "0-1f", "--": "0-0f", "-:+": "0-1f", "-:-": "0-0f"}
BATCH_HELP = ("run many commands from a file (or - for standard input), each in its own "
              "transaction, stopping at the first refusal")

_BUILT: dict[tuple[str | None, type[argparse.ArgumentParser]], argparse.ArgumentParser] = {}


def parse(argv: list[str], parser_class: type[argparse.ArgumentParser] | None = None,
          db: str | None = None) -> argparse.Namespace:
    """The arguments of one command line (``parser_class``: how misuse is reported; ``db``:
    the file when the line names none)."""
    argv = _forfeits_as_words(argv)
    key = (command_named(argv), parser_class or argparse.ArgumentParser)
    if key not in _BUILT:  # a batch parses many lines of the same few commands
        _BUILT[key] = build(*key)
    args = _BUILT[key].parse_args(argv)
    # --db and --json may stand before or after the command; SUPPRESS leaves them unset when
    # absent, so the defaults are filled in here (parents share actions, set_defaults would
    # leak into every subcommand and overwrite a value given before the command).
    args.db = (getattr(args, "db", None) or db or os.environ.get("CHESSARBITER_DB")
               or DEFAULT_DB)
    args.json = getattr(args, "json", False)
    return args


def command_named(argv: Sequence[str]) -> str | None:
    """The command word of ``argv``: the first word that is neither an option of the main
    parser nor ``--db``'s file."""
    words = iter(argv)
    for word in words:
        if word == "--db":
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def build(chosen: str | None,
          parser_class: type[argparse.ArgumentParser] = argparse.ArgumentParser
          ) -> argparse.ArgumentParser:
    """The parser: every command listed, the ``chosen`` one's options built."""
    parser = parser_class(
        prog="chessarbiter", parents=[common()],
        description="Chess arbiter's program: run a round robin, a Swiss or a team league "
                    "season from the command line, or start the window with no command.",
    )
    parser.add_argument("--version", action="version", version=f"chessarbiter {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    gui = sub.add_parser("gui", help="open the main window")
    gui.add_argument("file", nargs="?", help="event file to open")
    gui.add_argument("--demo", action="store_true", help="open a demo event in a fresh file")
    batch = sub.add_parser("batch", help=BATCH_HELP, description=BATCH_HELP,
                           parents=parents(False))
    if chosen == "batch":
        _batch_arguments(batch)
    for command in COMMANDS:
        if command.name != chosen:
            sub.add_parser(command.name, help=command.help)
            continue
        p = sub.add_parser(command.name, help=command.help, description=command.help,
                           parents=parents(command.event))
        if command.arguments is not None:
            place(command.arguments, command)(p)
    return parser


def _batch_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE",
                   help="one command per line, as typed after chessarbiter (- reads standard "
                        "input); blank lines and # comments are skipped")
    p.add_argument("--quiet", action="store_true",
                   help="print only the summary, not each command's answer")


def _forfeits_as_words(argv: list[str]) -> list[str]:
    """``result … -+`` and ``result … --`` would read as options: spell them as words."""
    if "result" not in argv:
        return argv
    start = argv.index("result")  # also "playoff result STEP -+"
    return argv[:start] + [FORFEIT_WORDS.get(a, a) for a in argv[start:]]

