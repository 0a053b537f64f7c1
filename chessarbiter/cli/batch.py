"""``chessarbiter batch FILE|-``: many commands in one process.

Each line is a command as typed after ``chessarbiter`` (the word itself may stand first);
blank lines and ``#`` comments are skipped. Every line is parsed before any runs, so a
misspelt line 40 stops the batch before line 1 changed anything. Then the lines run in order,
each in its own transaction(s), exactly as the same command would run alone; the first
refusal stops the batch: what the lines before it stored stays stored, the refused line
changed nothing, and the lines after it are not run. The exit status is the refused line's.

Each file is opened once for the whole batch (for writing, with its lock, from the first line
that writes), which is what makes a batch fast: one start-up, one opening.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from chessarbiter.cli.errors import FAILED, USAGE, CommandError
from chessarbiter.cli.parsing import parse
from chessarbiter.cli.runner import answer, render
from chessarbiter.cli.store import Stores

Json = dict[str, Any]
NOT_IN_A_BATCH = frozenset({"batch", "gui"})


class _Misuse(Exception):
    """A line argparse refuses (its message is argparse's)."""


class _LineParser(argparse.ArgumentParser):
    """Reports misuse by raising, so the batch can name the line."""

    def error(self, message: str) -> NoReturn:
        raise _Misuse(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise _Misuse(message or "--help and --version show nothing inside a batch")


@dataclass(frozen=True, slots=True)
class Line:
    number: int
    text: str
    args: argparse.Namespace


def batch(args: argparse.Namespace) -> Json:
    lines = [_parsed(number, text, args.db) for number, text in _commands(args.file)]
    done: list[Json] = []
    stores = Stores()
    try:
        for line in lines:
            try:
                output = answer(line.args, stores)
            except CommandError as exc:
                _stop(args, lines, done, line, str(exc), exc.status)
            except Exception as exc:  # a failure of the program: the line is named, too
                from chessarbiter.crash_log import failure_sentence, write_report

                report = write_report(exc, f"batch {args.file}, line {line.number}")
                _stop(args, lines, done, line, failure_sentence(exc, report), FAILED)
            done.append({"line": line.number, "command": line.text, "answer": output})
            _show(args, line, output)
    finally:
        stores.close()
    return {"file": args.file, "ran": len(done), "of": len(lines), "stopped": None,
            "lines": done if args.json else []}


def summary(data: Json) -> str:
    """The batch's last words for a person."""
    ran = f"{data['ran']} command{'s' if data['ran'] != 1 else ''}"
    stopped = data["stopped"]
    if stopped is None:
        return f"Ran {ran} from {data['file']}.\n"
    left = data["of"] - data["ran"] - 1
    return (f"Stopped at line {stopped['line']} ({stopped['command']}): ran {ran} before it, "
            f"which stay stored; line {stopped['line']} changed nothing"
            + (f" and the {left} after it were not run" if left else "") + ".\n")


def _commands(name: str) -> list[tuple[int, str]]:
    """The numbered command lines of the file (``-``: standard input)."""
    try:
        text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CommandError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "it is not UTF-8 text"
        raise CommandError(f"{name}: cannot be read ({reason})") from None
    return [(number, line.strip()) for number, line in enumerate(text.splitlines(), 1)
            if line.strip() and not line.lstrip().startswith("#")]


def _parsed(number: int, text: str, db: str) -> Line:
    try:
        words = shlex.split(text, comments=True)
    except ValueError as exc:
        raise CommandError(f"line {number}: {exc} in {text!r}", USAGE) from None
    if words and words[0] == "chessarbiter":
        words = words[1:]
    try:
        args = parse(words, _LineParser, db)
    except _Misuse as exc:
        raise CommandError(f"line {number} ({text}): {exc}", USAGE) from None
    if args.command is None or args.command in NOT_IN_A_BATCH:
        raise CommandError(f"line {number} ({text}): only commands of an event file can run "
                           "in a batch (not gui, batch or no command)", USAGE)
    return Line(number, text, args)


def _show(args: argparse.Namespace, line: Line, output: Any) -> None:
    """A line's answer as it runs, as the command alone would print it."""
    if args.json or args.quiet or output is None:
        return
    if line.args.json:
        sys.stdout.write(json.dumps(output, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render(line.args.command, output))
    sys.stdout.flush()


def _stop(args: argparse.Namespace, lines: list[Line], done: list[Json], line: Line,
          message: str, status: int) -> NoReturn:
    stopped = {"line": line.number, "command": line.text, "error": message,
               "status": status}
    result = {"file": args.file, "ran": len(done), "of": len(lines), "stopped": stopped,
              "lines": done if args.json else []}
    raise CommandError(f"line {line.number} ({line.text}): {message}", status, result)
