"""Two processes released together against one store: the race harness.

``python -m tests.reliability.race_harness`` is a fork server (like :mod:`.kill_harness`): it
imports the program once, then for each request forks two *racers*. Each racer opens the
store on its own (a second computer), reads what its window would show (``prepare``), says
it is ready and blocks; when both are ready the server releases them with one write to a
pipe both wait on, and each carries out its action at once (``act``). Each racer's outcome
comes back as JSON: saved, refused as a conflict (with the sentence the user reads), or
failed (with the traceback: never acceptable).

The test side (:func:`race_server` and :meth:`RaceServer.race`) then checks what every
race must give — no failure, at least one racer saved, every other told of a conflict — and
hands the outcomes to the kind's ``check``, which reads the store and proves no update was
lost.

How to add a kind of race
-------------------------
Write a class with the four methods of :class:`RaceKind` in a module of your own under
``tests/reliability/`` (see :mod:`.race_kinds` for the event's kinds) and add a test that
calls :func:`run_races` with ``"tests.reliability.your_module:YourKind"``; it runs on
SQLite and, when ``CHESSARBITER_TEST_PG`` names a server, on PostgreSQL (see
:mod:`.test_races`). ``setup`` and ``check`` run in the test process, ``prepare`` and ``act``
in the racers; what ``prepare`` returns is passed to ``act``, and what ``act`` returns comes
back in :attr:`Outcome.detail`; both must be JSON values. ``act`` loses by raising
:class:`~chessarbiter.services.errors.EditConflict`; a command-line racer uses
:func:`command`, which does that for exit status 3.

``CHESSARBITER_RACES`` sets the number of races per kind and store (default 50; 12 for the
kinds of :mod:`.league_races`, a table of eleven, so the default suite stays quick).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import select
import subprocess
import sys
import traceback
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any, NoReturn, Protocol

from chessarbiter.db.database import Database
from chessarbiter.services.errors import EditConflict

ROOT = Path(__file__).resolve().parents[2]
RACES = int(os.environ.get("CHESSARBITER_RACES", "50"))
RACERS = 2
TIMEOUT = 120  # seconds one race may take before the test fails (a racer hung)


class RaceKind(Protocol):
    """What one kind of race needs; one instance serves every race of a store."""

    def setup(self, db: Database, races: int) -> None:
        """Make what ``races`` races act on (in the test process, once per store)."""

    def prepare(self, db: Database, race: int, who: int) -> Any:
        """What racer ``who`` (0 or 1) shows before the release, e.g. the stored result."""

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        """Racer ``who``'s action, run the moment both are released."""

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        """Assert that the store holds what the saved outcomes say (in the test process)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    who: int
    saved: bool
    conflict: str | None = None  # the sentence the loser was told
    failure: str | None = None  # a traceback or an unexpected answer: always a bug
    detail: Any = None  # what act returned


def kind_of(name: str) -> RaceKind:
    """The kind named ``module:Class``, made fresh."""
    module, _, cls = name.partition(":")
    made: RaceKind = getattr(importlib.import_module(module), cls)()
    return made


# --- the racers' side ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CommandRun:
    status: int
    stdout: str
    stderr: str


def command(*argv: str) -> CommandRun:
    """Run the command line in this process, as a separate ``chessarbiter`` process would:
    exit status 3 raises :class:`EditConflict` with the line printed; any other status but 0,
    or a traceback, is a failure."""
    from chessarbiter.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    run = CommandRun(status, out.getvalue(), err.getvalue())
    if "Traceback" in run.stderr or "Traceback" in run.stdout:
        raise AssertionError(f"a traceback reached the user: {run}")
    if status == 3:
        lines = run.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("chessarbiter: error: "), run
        raise EditConflict(lines[0].removeprefix("chessarbiter: error: "))
    if status != 0:
        raise AssertionError(f"exit status {status}: {run.stderr.strip()}")
    return run


def _racer(kind: RaceKind, url: str, race: int, who: int, ready: int, go: int,
           answer: int) -> NoReturn:
    """A forked racer: open, prepare, report ready, wait for the release, act, answer."""
    outcome: Outcome
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # stdout is the server's answer pipe
    try:
        db = Database(url)
        try:
            shown = kind.prepare(db, race, who)
            os.write(ready, b"r")
            os.read(go, 1)
            try:
                outcome = Outcome(who, True, detail=kind.act(db, race, who, shown))
            except EditConflict as exc:
                outcome = Outcome(who, False, conflict=str(exc))
        finally:
            db.close()
    except BaseException:
        outcome = Outcome(who, False, failure=traceback.format_exc())
    os.write(ready, b"r")  # never blocks the release if prepare failed
    with os.fdopen(answer, "w") as fh:
        fh.write(json.dumps(asdict(outcome)))
    os._exit(0)


def _warm(kind: RaceKind) -> None:
    """One dry run in memory, so SQLAlchemy's caches are filled once, before the forks."""
    db = Database("sqlite://")
    try:
        kind.setup(db, 2)
        kind.act(db, 0, 0, kind.prepare(db, 0, 0))
    except Exception:  # a command racer cannot reach a memory store: warm enough
        pass
    finally:
        db.close()


_KINDS: dict[str, RaceKind] = {}


def _one_race(request: dict[str, Any]) -> list[dict[str, Any]]:
    if request["kind"] not in _KINDS:
        _KINDS[request["kind"]] = kind_of(request["kind"])
        _warm(_KINDS[request["kind"]])
    kind = _KINDS[request["kind"]]
    ready_r, ready_w = os.pipe()
    go_r, go_w = os.pipe()
    children = []
    for who in range(RACERS):
        answer_r, answer_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(answer_r)
            _racer(kind, request["url"], request["race"], who, ready_w, go_r, answer_w)
        os.close(answer_w)
        children.append((pid, answer_r))
    readies = 0
    while readies < RACERS:  # each racer writes once when ready (or failed preparing)
        readies += len(os.read(ready_r, RACERS - readies))
    os.write(go_w, b"g" * RACERS)  # both wake on the same write
    outcomes = []
    for pid, answer_r in children:
        with os.fdopen(answer_r) as fh:
            text = fh.read()
        os.waitpid(pid, 0)
        outcomes.append(json.loads(text) if text else asdict(
            Outcome(len(outcomes), False, failure="the racer died without an answer")))
    for fd in (ready_r, ready_w, go_r, go_w):
        os.close(fd)
    return outcomes


def serve() -> None:
    """Answer each request line (JSON: kind, url, race) with the racers' outcomes."""
    while request := sys.stdin.readline():
        print(json.dumps(_one_race(json.loads(request))), flush=True)


# --- the test's side -------------------------------------------------------------------------
class RaceServer:
    def __init__(self, process: subprocess.Popen[str], errors: Path) -> None:
        assert process.stdin is not None and process.stdout is not None
        self.stdin: IO[str] = process.stdin
        self.stdout: IO[str] = process.stdout
        self.errors = errors

    def race(self, kind: str, url: str, race: int) -> list[Outcome]:
        self.stdin.write(json.dumps({"kind": kind, "url": url, "race": race}) + "\n")
        self.stdin.flush()
        readable, _, _ = select.select([self.stdout], [], [], TIMEOUT)
        assert readable, f"race {race} of {kind} took over {TIMEOUT} s: {self.errors.read_text()}"
        answer = self.stdout.readline()
        assert answer, f"the race server died: {self.errors.read_text()}"
        return [Outcome(**o) for o in json.loads(answer)]


@contextlib.contextmanager
def race_server(errors: Path) -> Iterator[RaceServer]:
    with errors.open("w") as err, subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.race_harness"], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
    ) as process:
        try:
            yield RaceServer(process, errors)
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
    races: int = 0
    both_saved: int = 0
    conflicts: int = 0


def run_races(server: RaceServer, kind_name: str, url: str, races: int = RACES) -> Tally:
    """``races`` races of one kind on the store at ``url``; every race is checked."""
    kind = kind_of(kind_name)
    db = Database(url)
    try:
        kind.setup(db, races)
        tally = Tally()
        for race in range(races):
            outcomes = server.race(kind_name, url, race)
            failures = [o.failure for o in outcomes if o.failure]
            assert not failures, f"race {race}: {failures[0]}"
            assert any(o.saved for o in outcomes), f"race {race}: nobody saved: {outcomes}"
            for lost in (o for o in outcomes if not o.saved):
                assert lost.conflict and "another computer" in lost.conflict, lost
            kind.check(db, race, outcomes)
            tally.races += 1
            tally.both_saved += all(o.saved for o in outcomes)
            tally.conflicts += sum(not o.saved for o in outcomes)
        return tally
    finally:
        db.close()


if __name__ == "__main__":
    serve()
