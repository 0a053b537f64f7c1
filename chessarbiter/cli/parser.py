"""The headless command line: the window's services, with ``--json`` for scripts.

Errors go to stderr as one line, ``chessarbiter: error: <what and where>``, and the exit
status says what kind of failure it was (a refused command writes nothing):

- 1: refused (bad input, an impossible action, a damaged or unusable file);
- 2: misused arguments (argparse);
- 3: a conflict: what the command would change was changed by another computer or window
  meanwhile; nothing was saved (read again, then decide);
- 4: the event file is open in a window, which holds it for writing (reads still work);
- 70: an unexpected failure; its traceback is in the log file the line names.

Only the command named is built and loaded (see :mod:`chessarbiter.cli.table`); ``gui``
and ``batch`` are the front end's own: they run the table's commands.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from chessarbiter.cli.errors import CommandError
from chessarbiter.cli.parsing import parse
from chessarbiter.crash_log import last_resort


def main(argv: Sequence[str] | None = None) -> int:
    """The command's exit status; nothing it meets — reading the arguments, starting the
    window, writing the answer — reaches the user as a traceback."""
    return last_resort(lambda: _main(argv))


def _main(argv: Sequence[str] | None) -> int:
    args = parse(list(sys.argv[1:] if argv is None else argv))
    if args.command in (None, "gui"):
        from chessarbiter.ui.app import run_gui  # Qt loads only when a window is wanted

        return run_gui(getattr(args, "file", None), getattr(args, "demo", False))
    try:
        text = _shown(args, _answer(args))
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last resort: the traceback to a file, one line to the user
        if isinstance(exc, CommandError) and exc.answer is not None:
            _write(_shown(args, exc.answer))
        return report_failure(exc)
    _write(text)
    return 0


def _answer(args: argparse.Namespace) -> Any:
    if args.command == "batch":  # runs the table's commands, so it is not one of them
        from chessarbiter.cli.batch import batch

        return batch(args)
    from chessarbiter.cli.runner import answer

    return answer(args)


def _shown(args: argparse.Namespace, output: Any) -> str:
    """The answer as printed: JSON, or text for a person."""
    if args.json:
        return json.dumps(output, ensure_ascii=False, indent=None) + "\n"
    if args.command == "batch":
        from chessarbiter.cli.batch import summary

        return summary(output)
    if output is None:
        return ""
    from chessarbiter.cli.runner import render

    return render(args.command, output)


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `… | head`: the reader has what it wanted; nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def report_failure(exc: Exception, where: str = "") -> int:
    """One line on stderr for a refusal or a failure; its exit status."""
    if isinstance(exc, CommandError):
        print(f"chessarbiter: error: {where}{exc}", file=sys.stderr)
        return exc.status
    from chessarbiter.crash_log import report

    return report(exc, where)
