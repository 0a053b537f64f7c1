"""The child side of the operation kill tests: a fork server that runs one operation — a
backup, a restore, an upgrade, a new file, an export — in a fresh worker and kills it with
SIGKILL after a given delay (or lets it finish when the delay is long enough).

``python -m tests.reliability.kill_operations`` reads one JSON request per line: ``call``
(``module:function``), its ``kwargs`` and ``delay`` (seconds after the worker began the
operation). It answers ``{"killed": …, "code": …, "errors": …}``. The server imports the
program once and warms it with each operation's first, unkilled run, so a worker starts in
a millisecond and the kill lands inside the operation rather than in imports.

The operations are the plain functions below, so a test can also run them in its own
process to make the reference result.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from chessarbiter.cli import main
from chessarbiter.db.backups import restore_backup, take_backup
from chessarbiter.db.database import Database


# --- the operations ---------------------------------------------------------------------------
def backup(path: str, reason: str, keep: int) -> None:
    take_backup(Path(path), reason, keep)


def restore(backup_path: str, path: str, keep: int) -> None:
    restore_backup(Path(backup_path), Path(path), keep)


def open_file(path: str) -> None:
    """What opening does to a file of an earlier version: upgrade it."""
    Database.open_file(path).close()


def command(argv: list[str]) -> None:
    """One command line run, as the ``chessarbiter`` program would (output discarded)."""
    status = main(argv)
    if status != 0:
        raise SystemExit(f"exit status {status}")


# --- the server -------------------------------------------------------------------------------
def _function(call: str) -> Callable[..., Any]:
    module, _, name = call.partition(":")
    found: Callable[..., Any] = getattr(importlib.import_module(module), name)
    return found


def _work(call: str, kwargs: dict[str, Any], began: int, errors: int) -> NoReturn:
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # stdout is the server's answer pipe
    os.dup2(errors, 2)
    code = 0
    try:
        os.write(began, b"b")
        _function(call)(**kwargs)
    except BaseException:
        traceback.print_exc()
        code = 1
    os._exit(code)


def _run(request: dict[str, Any]) -> dict[str, Any]:
    if request.get("in_server"):  # a warm-up on a scratch file: caches filled before forks
        with contextlib.redirect_stdout(io.StringIO()):  # stdout is the answer pipe
            _function(request["call"])(**request["kwargs"])
        return {"killed": False, "code": 0, "errors": "", "took": 0.0}
    began_r, began_w = os.pipe()
    errors_path = Path(request["errors"])
    errors = os.open(errors_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    pid = os.fork()
    if pid == 0:
        os.close(began_r)
        _work(request["call"], request["kwargs"], began_w, errors)
    os.close(began_w)
    os.close(errors)
    os.read(began_r, 1)
    os.close(began_r)
    began = time.monotonic()
    deadline = began + request["delay"]
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return _answer(status, errors_path, time.monotonic() - began)
        time.sleep(min(0.0005, max(0.0, deadline - time.monotonic())))
    os.kill(pid, signal.SIGKILL)  # the worker is unreaped: its pid cannot be anyone else's
    return _answer(os.waitpid(pid, 0)[1], errors_path, time.monotonic() - began)


def _answer(status: int, errors: Path, took: float) -> dict[str, Any]:
    code = os.waitstatus_to_exitcode(status)
    return {"killed": code == -signal.SIGKILL, "code": code, "errors": errors.read_text(),
            "took": took}


def serve() -> None:
    while request := sys.stdin.readline():
        print(json.dumps(_run(json.loads(request))), flush=True)


if __name__ == "__main__":
    serve()
