"""A script that reads only the start of the output (``chessarbiter … | head``) closes the pipe:
the command still ends quietly with status 0, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.cli.conftest import Cli


def test_a_reader_that_stops_early_gets_no_traceback(cli: Cli, db_file: Path) -> None:
    assert cli("new-event", "--name", "Pipe Open", "--preset", "us-junior-closed-2015").code == 0
    assert cli("add-player", "--name", "Abbott, Rhea", "--rating", "2405").code == 0
    with subprocess.Popen(
            [sys.executable, "-m", "chessarbiter", "--db", str(db_file), "players", "--json"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE) as command:
        assert command.stdout is not None and command.stderr is not None
        command.stdout.close()  # before the interpreter has started: its writes meet a closed pipe
        err = command.stderr.read().decode()
        assert command.wait() == 0
    assert err == ""  # no traceback
