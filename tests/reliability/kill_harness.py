"""The child side of the kill test: a seeded script of arbiter actions run through the services.

``python -m tests.reliability.kill_harness`` is a small fork server. It imports the program
once, then for each request forks a worker that opens the event file and runs the script from
a given action on; after each action's commit has returned, the worker appends the new count
of actions to a log with ``os.write`` + ``fsync``. The parent kills workers with SIGKILL at
random moments. Forking from an idle server (which never opens the file) gives every worker a
fresh process in a millisecond, so one test can afford hundreds of kills.

The same script replayed in memory (:func:`replay_digests`) gives the content the file must
hold after any number of actions.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import sqlite3
import sys
import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, create_event

EVENT_ID = 1  # the script's create_event is the file's first event
# Names as arbiters type them, hostile ones included: the store must keep each byte for byte.
NAMES = (
    "Abernathy, Colin", "Ødegård, Ørjan", "Широв, Алексей", "שפירא, דוד", "李, 明",
    "<b>Bold</b>, Ben", '=HYPERLINK("http://example.org","x")', "@SUM(A1), Al", "+cmd, Carl",
    "O'Brien; DROP TABLE players;--, Pat", "Żółć, Łukasz " + "x" * 150,
)
CHAINS = (("DE", "SB", "WIN", "KS"), ("SB", "KS", "DE"), ("DE", "BPG", "KS", "SB", "WON"))
RESULTS = (*Result, None)


@dataclass(frozen=True, slots=True)
class Action:
    """One arbiter action: an :class:`EventService` method (or ``create_event``) and its
    arguments."""

    name: str
    args: tuple[Any, ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()


def apply(action: Action, db: Database) -> None:
    """Carry out ``action``; a refused one (a board that does not exist) commits nothing."""
    try:
        if action.name == "create_event":
            create_event(db, *action.args)
        else:
            method = getattr(EventService(db, EVENT_ID), action.name)
            method(*action.args, **dict(action.kwargs))
    except ActionRefused:
        pass


@dataclass
class _Model:
    """Just enough of the event's state to script sensible actions."""

    players: int = 0
    rounds: int = 0  # 0 until the schedule is made
    boards: int = 0
    lots: int = 0  # lots drawn so far, each with its own recorded seed

    def next(self, rng: random.Random) -> Action:
        return self._registration(rng) if not self.rounds else self._play(rng)

    def _registration(self, rng: random.Random) -> Action:
        roll = rng.random()
        if self.players < 4 or (roll < 0.4 and self.players < 14):
            batch = rng.choice((1, 1, 1, 3))
            self.players += batch
            return Action("add_players", (tuple(_player(rng, 0) for _ in range(batch)),))
        if roll < 0.5:
            gone = rng.randint(1, self.players)
            self.players -= 1
            return Action("remove_player", (gone,))
        if roll < 0.6:
            return Action("update_player", (_player(rng, rng.randint(1, self.players)),))
        if roll < 0.68:
            self.lots += 1
            return Action("draw_lots", (f"lots-{self.lots}",))
        if roll < 0.74:
            a, b = rng.sample(range(1, self.players + 1), 2)
            return Action("set_start_numbers", ({a: b, b: a},))
        if roll < 0.88:
            return _settings_or_header(rng)
        table = self.players + self.players % 2
        self.rounds, self.boards = table - 1, table // 2
        return Action("make_schedule")

    def _play(self, rng: random.Random) -> Action:
        roll = rng.random()
        if roll < 0.75:  # results, corrections and clearings
            rnd, board = rng.randint(1, self.rounds), rng.randint(1, self.boards)
            return Action("set_result", (rnd, board, rng.choice(RESULTS)))
        if roll < 0.85:
            after = rng.choice((None, rng.randint(0, self.rounds)))
            return Action("withdraw", (rng.randint(1, self.players), after))
        if roll < 0.985:
            return _settings_or_header(rng)
        self.rounds = self.boards = 0
        return Action("clear_schedule", (), (("discard_results", True),))


def _player(rng: random.Random, start_no: int) -> Player:
    return Player(
        start_no, rng.choice(NAMES), fide_rating=rng.choice((None, rng.randint(1000, 2800))),
        federation=rng.choice(("", "USA", "NOR")), title=rng.choice(("", "GM", "IM")),
    )


def _settings_or_header(rng: random.Random) -> Action:
    if rng.random() < 0.6:
        changes = {"tiebreaks": rng.choice(CHAINS),
                   "koya_limit_offset": rng.choice((-0.5, 0.0, 0.5))}
        return Action("update_settings", (), tuple(changes.items()))
    return Action("update_header", (), (("site", rng.choice(("Columbus", "Oslo", "<i>"))),
                                        ("arbiter", rng.choice(NAMES))))


@cache
def script(seed: int, count: int) -> tuple[Action, ...]:
    """The first ``count`` actions of the script ``seed``: the event, then its life."""
    rng = random.Random(seed)
    model = _Model()
    actions = [Action("create_event", ("Kill test", "round-robin-fide"))]
    while len(actions) < count:
        actions.append(model.next(rng))
    return tuple(actions)


class Fingerprint:
    """Digests of a store's content: every row of every table, times of day aside (those are
    the clock's: creation times, the audit log's) as they differ between file and replay.

    The audit log only grows, so it is hashed as it grows: successive digests of one store
    cost its new rows only. Its rows are hashed as a multiset (a sum of row hashes, ids left
    out), because one flush logs its changes in no fixed order.
    """

    def __init__(self) -> None:
        self._log = 0  # the sum of the logged rows' hashes, modulo 2**256
        self._logged = 0  # the audit log's rows hashed so far, by rowid

    def __call__(self, conn: sqlite3.Connection) -> str:
        tables = [t for (t,) in conn.execute(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' "
            "order by name")]
        rows = [(t, conn.execute(f'select * from "{t}" order by rowid').fetchall())
                for t in tables if t != LOG]
        if LOG in tables:
            columns = [f'"{c[1]}"' for c in conn.execute(f"pragma table_info({LOG})")
                       if c[1] != "id"]
            for rowid, *values in conn.execute(
                    f"select rowid, {', '.join(columns)} from {LOG} where rowid > ? "
                    "order by rowid", (self._logged,)):
                row = hashlib.sha256(_CLOCK.sub("<time>", repr(values)).encode()).digest()
                self._log = (self._log + int.from_bytes(row)) % 2**256
                self._logged = rowid
        text = f"{_CLOCK.sub('<time>', repr(rows))} {self._log}"
        return hashlib.sha256(text.encode()).hexdigest()


LOG = "audit_log"
_CLOCK = re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:\.\d+)?")


def file_digest(db: Database, fingerprint: Fingerprint | None = None) -> str:
    """The digest of an open store, read through one of its own connections."""
    with db.engine.connect() as conn:
        raw = conn.connection.driver_connection
        assert isinstance(raw, sqlite3.Connection)
        return (fingerprint or Fingerprint())(raw)


def replay_digests(actions: tuple[Action, ...]) -> list[str]:
    """Entry ``i``: the digest of a file that holds exactly the first ``i`` actions."""
    db = Database("sqlite://")
    fingerprint = Fingerprint()
    try:
        found = [file_digest(db, fingerprint)]
        for action in actions:
            apply(action, db)
            found.append(file_digest(db, fingerprint))
        return found
    finally:
        db.close()


def run(path: Path, seed: int, count: int, start: int, log: Path) -> None:
    """Open the file and run actions ``start``..``count - 1``, logging each after its commit."""
    actions = script(seed, count)
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    db = Database.open_file(path)
    _note(fd, f"open {start}")
    for index in range(start, count):
        apply(actions[index], db)
        _note(fd, f"done {index + 1}")
    db.close()
    _note(fd, "end")


def _note(fd: int, line: str) -> None:
    os.write(fd, f"{line}\n".encode())
    os.fsync(fd)


def serve() -> None:
    """Fork a worker per request line (JSON arguments of :func:`run`), answer its pid; on
    the next line ("reap") wait for it and answer its exit code (-9 when it was killed).

    The worker stays unreaped until the parent is done signalling it, so its pid cannot be
    reused by another process meanwhile.
    """
    while request := sys.stdin.readline():
        arguments = json.loads(request)
        key = arguments["seed"], arguments["count"]
        if key not in _WARMED:  # the script made and SQLAlchemy's caches warmed once, not per fork
            replay_digests(script(*key)[:100])
            _WARMED.add(key)
        pid = os.fork()
        if pid == 0:
            _work(arguments)
        print(pid, flush=True)
        sys.stdin.readline()
        print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)


_WARMED: set[tuple[int, int]] = set()


def _work(arguments: dict[str, Any]) -> NoReturn:
    code = 0
    try:
        run(Path(arguments["path"]), arguments["seed"], arguments["count"],
            arguments["start"], Path(arguments["log"]))
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        os._exit(code)


if __name__ == "__main__":
    serve()
