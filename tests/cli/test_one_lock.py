"""One lock for all writers (issue 15, point 5): a command never writes beside a window
that has the file open — it says who holds it and since when, exit status 4 — while
commands that only read still answer; after another command it waits its turn."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.lock import COMMAND, WINDOW
from tests.cli.conftest import Cli, snapshot

HOLD = """
import sys, time
from pathlib import Path
from chessarbiter.db.lock import acquire
lock = acquire(Path(sys.argv[1]), sys.argv[2])
print("held", flush=True)
time.sleep(float(sys.argv[3]))
lock.release()
print("released", flush=True)
"""


@pytest.fixture
def event(cli: Cli, db_file: Path) -> Path:
    assert cli("new-event", "--name", "Club").code == 0
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert cli("add-player", "--name", name).code == 0
    assert cli("pair").code == 0
    return db_file


def held_by(path: Path, holder: str, seconds: float) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(path), holder, str(seconds)],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "held\n"
    return child


@pytest.fixture
def window(event: Path) -> Iterator[subprocess.Popen[str]]:
    with held_by(event, WINDOW, 120) as child:
        yield child
        child.kill()


def test_a_command_is_refused_beside_a_window_with_who_holds_it_and_since_when(
    cli: Cli, event: Path, window: subprocess.Popen[str]
) -> None:
    before = snapshot(event)
    outcome = cli("result", "--round", "1", "--board", "1", "1-0")
    assert outcome.code == 4 and outcome.out == ""
    (line,) = outcome.err.splitlines()
    assert line.startswith(f"chessarbiter: error: {event}: open in a window (by process "
                           f"{window.pid} on ")
    assert line.endswith(", a chessarbiter window); close it there to change it from the "
                         "command line — commands that only read work beside it")
    assert " since 20" in line
    assert snapshot(event) == before


@pytest.mark.parametrize("command", [("standings",), ("audit",), ("settings",),
                                     ("pairings", "--round", "1", "--json")])
def test_commands_that_only_read_answer_beside_a_window(
    cli: Cli, event: Path, window: subprocess.Popen[str], command: tuple[str, ...]
) -> None:
    outcome = cli(*command)
    assert outcome.code == 0, outcome.err


def test_a_command_after_another_command_waits_its_turn_and_saves(
    cli: Cli, event: Path
) -> None:
    other = held_by(event, COMMAND, 1.0)
    with other:
        outcome = cli("result", "--round", "1", "--board", "1", "1-0")
        assert other.stdout is not None and other.stdout.readline() == "released\n"
    assert outcome.code == 0, outcome.err
    assert cli("pairings", "--round", "1", "--json").data["pairings"][0]["result"] == "1-0"


def test_once_the_window_is_closed_the_command_saves(cli: Cli, event: Path) -> None:
    window = held_by(event, WINDOW, 0.2)
    with window:
        assert window.stdout is not None and window.stdout.readline() == "released\n"
    assert cli("result", "--round", "1", "--board", "1", "1-0").code == 0
