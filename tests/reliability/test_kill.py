"""Killing the program mid-action loses nothing and half-writes nothing (issue 10, part 1).

A worker runs a seeded script of arbiter actions against an event file and is killed with
SIGKILL at random moments, over and over, each new worker going on where the file stands.
After every kill the file must open, pass ``PRAGMA integrity_check`` and hold exactly the
first k actions, k being the last one the worker logged after its commit returned, or k + 1
(that action's commit landed, its log line did not). Never anything in between.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import pytest

from chessarbiter.db.database import Database
from tests.reliability.kill_harness import file_digest, replay_digests, script

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
SEED = 20260301
ACTIONS = 1000
MOST_STEPS = 14  # each worker lets 0..14 actions finish, then dies within the next
OPEN_KILLS = 0.05  # share of workers killed while still opening (or creating) the file


@dataclass
class Tally:
    kills: int = 0
    unlogged: int = 0  # kills that landed between a commit and its log line
    during_open: int = 0


class Server:
    """The fork server of kill_harness, driven over its stdin and stdout."""

    def __init__(self, process: subprocess.Popen[str], errors: Path) -> None:
        assert process.stdin is not None and process.stdout is not None
        self.stdin: IO[str] = process.stdin
        self.stdout: IO[str] = process.stdout
        self.errors = errors

    def start(self, **arguments: object) -> int:
        return self._ask(json.dumps(arguments))

    def reap(self) -> int:
        """The exit code of the last worker: 0 if it finished, -9 if it was killed."""
        return self._ask("reap")

    def _ask(self, line: str) -> int:
        self.stdin.write(line + "\n")
        self.stdin.flush()
        answer = self.stdout.readline()
        assert answer, f"the fork server died: {self.errors.read_text()}"
        return int(answer)


@contextmanager
def fork_server(errors: Path) -> Iterator[Server]:
    with errors.open("w") as err, subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.kill_harness"], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
    ) as process:
        try:
            yield Server(process, errors)
        finally:
            assert process.stdin is not None
            process.stdin.close()  # the server's loop ends
            process.stdin = None
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()


class Log:
    """The worker's log, read as it grows (a line cut by the kill is not a line yet)."""

    def __init__(self, path: Path, errors: Path) -> None:
        self.path = path
        self.errors = errors  # the workers' tracebacks, shown if one never logs what it should
        self.lines: list[str] = []
        self._read = 0
        self._partial = ""

    def refresh(self) -> list[str]:
        if self.path.exists():
            with self.path.open() as f:
                f.seek(self._read)
                text = self._partial + f.read()
                self._read = f.tell()
            *complete, self._partial = text.split("\n")
            self.lines += complete
        return self.lines

    def wait_for(self, line: str, since: int, timeout: float = 60) -> None:
        """Until ``line`` is logged after the first ``since`` lines."""
        deadline = time.monotonic() + timeout
        while line not in self.refresh()[since:]:
            assert time.monotonic() < deadline, (
                f"the worker never logged {line!r}: {self.errors.read_text()}")
            time.sleep(0.0005)

    def confirmed(self, applied: int) -> int:
        """Actions the file must hold at least: the last count logged, or what it held."""
        counts = [int(line[5:]) for line in self.refresh() if line.startswith("done ")]
        return max([applied, *counts[-1:]])


def actions_held(path: Path, expected: list[str], least: int) -> int:
    """Open the file as the program does, check it, and say how many actions it holds."""
    db = Database.open_file(path)
    try:
        with db.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA integrity_check").scalars().all() == ["ok"]
        found = file_digest(db)
    finally:
        db.close()
    for count in (least, least + 1):
        if count < len(expected) and found == expected[count]:
            return count
    matches = [i for i, d in enumerate(expected) if d == found]
    raise AssertionError(f"after the kill the file holds neither {least} nor {least + 1} "
                         f"actions (it matches the replay after {matches or 'no'} actions)")


def test_a_file_killed_at_random_moments_holds_exactly_the_committed_actions(
    tmp_path: Path,
) -> None:
    expected = replay_digests(script(SEED, ACTIONS))
    assert len(set(expected)) > ACTIONS // 2  # most actions change the file
    path, errors = tmp_path / "event.chessarbiter", tmp_path / "errors.txt"
    log = Log(tmp_path / "actions.log", errors)
    rng = random.Random(SEED)
    tally = Tally()
    applied = 0
    per_action = 0.01  # seconds, measured again on every run
    with fork_server(errors) as server:
        while applied < ACTIONS:
            since = len(log.refresh())
            pid = server.start(path=str(path), seed=SEED, count=ACTIONS, start=applied,
                               log=str(log.path))
            opening = rng.random() < OPEN_KILLS
            try:
                if opening:
                    time.sleep(rng.uniform(0, 0.1))
                else:
                    # Let a random number of actions finish, then kill within the next one.
                    log.wait_for(f"open {applied}", since)
                    began = time.monotonic()
                    finished = min(applied + rng.randint(0, MOST_STEPS), ACTIONS)
                    if finished > applied:
                        log.wait_for(f"done {finished}", since)
                        per_action = (time.monotonic() - began) / (finished - applied)
                    time.sleep(rng.uniform(0, 1.5 * per_action))
            finally:
                os.kill(pid, signal.SIGKILL)  # unreaped until reap(): no one else has the pid
                code = server.reap()
            assert code in (0, -signal.SIGKILL), errors.read_text()
            killed = code == -signal.SIGKILL
            least = log.confirmed(applied)
            held = actions_held(path, expected, least)
            tally.kills += killed
            tally.unlogged += held > least
            tally.during_open += killed and opening
            applied = held
    assert tally.kills >= 80, tally
    print(f"\n{tally.kills} kills ({tally.during_open} while opening, {tally.unlogged} between "
          f"a commit and its log line) over {ACTIONS} actions")
