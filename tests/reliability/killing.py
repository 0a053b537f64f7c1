"""The test side of :mod:`.kill_operations`: run an operation again and again, killed at a
random moment inside it each time, and check what it left after every kill.

``CHESSARBITER_KILLS`` sets the kills per kind of operation: the suite runs a few (enough to
land in every phase of a short operation over time), ``CHESSARBITER_KILLS=300`` is the
"hundreds" mode to run by hand.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("CHESSARBITER_KILLS", "10"))
OPS = "tests.reliability.kill_operations"


@dataclass(frozen=True, slots=True)
class Answer:
    killed: bool
    code: int
    errors: str
    took: float


class KillServer:
    def __init__(self, process: subprocess.Popen[str], folder: Path) -> None:
        assert process.stdin is not None and process.stdout is not None
        self.stdin: IO[str] = process.stdin
        self.stdout: IO[str] = process.stdout
        self.errors = folder / "worker-errors.txt"

    def run(self, call: str, kwargs: dict[str, Any], delay: float,
            in_server: bool = False) -> Answer:
        request = {"call": f"{OPS}:{call}", "kwargs": kwargs, "delay": delay,
                   "errors": str(self.errors), "in_server": in_server}
        self.stdin.write(json.dumps(request) + "\n")
        self.stdin.flush()
        answer = self.stdout.readline()
        assert answer, "the kill server died"
        return Answer(**json.loads(answer))


@contextmanager
def kill_server(folder: Path) -> Iterator[KillServer]:
    with (folder / "server-errors.txt").open("w") as err, subprocess.Popen(
        [sys.executable, "-m", OPS], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
    ) as process:
        try:
            yield KillServer(process, folder)
        finally:
            assert process.stdin is not None
            process.stdin.close()
            process.stdin = None
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()


@dataclass
class Tally:
    kills: int = 0
    finished: int = 0


def kill_at_random(server: KillServer, call: str, kwargs: dict[str, Any], *,
                   reset: Callable[[], None], check: Callable[[bool], None],
                   warm: dict[str, Any] | None = None, kills: int = KILLS,
                   seed: int = 15) -> Tally:
    """Time the operation once (after ``reset``), then ``kills`` times: ``reset``, run it,
    kill it at a moment drawn from its whole length (a few draws land after it ended, as
    real kills may; each such run times it again), and ``check(killed)`` what it left."""
    if warm is not None:
        server.run(call, warm, 0, in_server=True)
    reset()
    timed = server.run(call, kwargs, delay=120)
    assert timed.code == 0, timed.errors
    check(False)
    rng = random.Random(seed)
    tally = Tally()
    took = timed.took
    for _ in range(kills):
        reset()
        answer = server.run(call, kwargs, delay=rng.uniform(0, 1.05 * took))
        assert answer.code in (0, -9), answer.errors
        if not answer.killed:  # the length as it runs now (the first run fills caches)
            took = answer.took
        tally.kills += answer.killed
        tally.finished += not answer.killed
        check(answer.killed)
    return tally
