"""No traceback reaches a user from any command on any input (issue 15, point 3).

Every command and league action, found by walking the parser (so a new one is covered the
day it is added), is run with argument lists drawn from its own options and a vocabulary of
awkward words (negative and huge numbers, empty text, unknown results, impossible dates,
other scripts, a missing file), on a played round robin and a scheduled league section. Each
answer must be an ordinary exit status — 0, refused (1), misused (2), conflict (3) or in use
(4) — with no traceback and no failure report (70 would be a bug found).
``CHESSARBITER_FUZZ`` sets the number of argument lists per command (default 12).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chessarbiter.cli import main
from chessarbiter.cli.parsing import build
from chessarbiter.crash_log import LOG_DIR_VARIABLE
from tests.reliability.events import played_event

EXAMPLES = int(os.environ.get("CHESSARBITER_FUZZ", "12"))
ORDINARY = {0, 1, 2, 3, 4}
WORDS = ("1", "2", "3", "0", "-1", "99999999999999999999", "", " ", "1-0", "0-1", "½-½",
         "1/2", "banana", "0-1f", "+", "2026-02-30", "2011-10-04", "9999-12-31", "Team 01",
         "Team 02", "12345678", "ÄÖÜ 象棋", "--", "-", "a=b", "late_fine=-5", "x" * 300,
         "missing.csv", "out", "1,2,3", "none", "\x00", "nan", "inf")
SKIPPED = {"gui", "batch"}  # a window (tests/ui); the table's commands read from a file


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(subs[0].choices) if subs else {}


def walk(parser: argparse.ArgumentParser,
         prefix: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], list[str]]]:
    """Every runnable command under ``parser`` as (the words that name it, its options)."""
    subs = _subcommands(parser)
    if not subs:
        yield prefix, [o for a in parser._actions for o in a.option_strings
                       if o not in ("-h", "--help", "--db")]
    for name, sub in subs.items():
        yield from walk(sub, (*prefix, name))


def commands() -> Iterator[tuple[tuple[str, ...], list[str]]]:
    """Each command of the table, its parser built as when it is named."""
    for name in _subcommands(build(None)):
        if name not in SKIPPED:
            yield from walk(_subcommands(build(name))[name], (name,))


COMMANDS = sorted(commands())


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A round robin with two rounds played, and a scheduled eight-team league section."""
    from tests.fixtures.league.night_setup import _main, scheduled_section

    folder = tmp_path_factory.mktemp("fuzz")
    season = folder / "season.chessarbiter"
    with contextlib.redirect_stdout(io.StringIO()):
        scheduled_section(_main(season), folder)
    return {"event": played_event(folder / "event.chessarbiter"), "league": season}


def run(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:  # argparse's own exit (2), or --help (0)
            status = int(exc.code or 0)
    return status, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("words,options", COMMANDS, ids=[" ".join(c[0]) for c in COMMANDS])
def test_any_arguments_give_an_answer_or_one_sentence_never_a_traceback(
    words: tuple[str, ...], options: list[str], files: dict[str, Path], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # whatever a command writes lands here
    monkeypatch.setenv(LOG_DIR_VARIABLE, str(tmp_path / "logs"))
    db = tmp_path / "file.chessarbiter"
    shutil.copy(files["league" if words[0] == "league" else "event"], db)
    tokens = st.sampled_from((*WORDS, *options, str(tmp_path / "missing" / "x.csv")))

    @settings(max_examples=EXAMPLES, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.lists(tokens, max_size=6), st.booleans())
    def check(arguments: list[str], as_json: bool) -> None:
        argv = ["--db", str(db), *(["--json"] if as_json else []), *words, *arguments]
        status, said = run(argv)
        assert "Traceback" not in said, (argv, said)
        assert status in ORDINARY, (argv, said)

    check()
    assert not (tmp_path / "logs").exists()
