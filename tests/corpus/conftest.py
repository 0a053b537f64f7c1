"""Shared by the corpus tests: the command line (the fixtures of tests/cli), an event file
that already holds an event, and the check that import-trf refuses a file cleanly."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from tests.cli.conftest import Cli, cli, db_file, snapshot

__all__ = ["HIDDEN", "cli", "db_file", "event_file", "refused_by_import_trf"]

# What no message may show raw: controls, line separators, direction overrides and isolates.
HIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


@pytest.fixture(scope="session")
def event_file(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """An event file that already holds an event (players, schedule, a result)."""
    path = tmp_path_factory.mktemp("existing") / "event.chessarbiter"
    db = Database.open_file(path)
    service = EventService(db, create_event(db, "Existing", "round-robin-fide"))
    service.add_players([Player(0, name) for name in ("Ann", "<b>Bob</b>", "=Cy", "Dee")])
    service.make_schedule()
    service.set_result(1, 1, Result.DRAW)
    db.close()
    return path.read_bytes()


def refused_by_import_trf(cli: Cli, db_file: Path, event_file: bytes, path: Path,
                          expect: dict[str, Any]) -> None:
    """import-trf of ``path`` into a file holding an event fails at the expected line,
    column and field, shows nothing hidden, and leaves the file's content and folder alone."""
    db_file.write_bytes(event_file)
    before, listing = snapshot(db_file), sorted(os.listdir(db_file.parent))
    out = cli("import-trf", str(path))
    assert out.code == 1 and out.out == ""
    where = f"chessarbiter: error: {path}:{expect['line']}:{expect['column']}: {expect['field']}: "
    assert out.err.startswith(where), out.err[:300]
    assert expect["message"] in out.err
    assert not HIDDEN.search(out.err.removesuffix("\n"))
    assert snapshot(db_file) == before
    assert sorted(os.listdir(db_file.parent)) == listing
