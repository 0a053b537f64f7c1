"""A result survives the program being killed the moment after it was entered.

A child process opens the file, enters a result through the same undo command the window
uses, says "ok" and waits; the test kills it with SIGKILL (no clean-up of any kind runs) and
reopens the file.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event

CHILD = textwrap.dedent("""
    import sys, time
    from PySide6.QtGui import QGuiApplication
    from chessarbiter.core.results import Result
    from chessarbiter.ui.event.commands import SetResult
    from chessarbiter.ui.event.document import EventDocument

    app = QGuiApplication([])
    document = EventDocument.open(sys.argv[1])
    document.run(SetResult(document.service, 2, 1, Result.DRAW, None))
    print("ok", flush=True)
    time.sleep(120)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_result_is_in_the_file_after_sigkill(event_file: Callable[..., Path]) -> None:
    path = event_file(4, scheduled=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True, env=env) as child:
        assert child.stdout is not None
        try:
            said = child.stdout.readline().strip()
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
    assert said == "ok"
    assert child.returncode == -signal.SIGKILL
    db = Database.open_file(path)
    try:
        games = EventService(db, resolve_event(db, None)).tournament().round_games(2)
    finally:
        db.close()
    assert games[0].result == Result.DRAW
