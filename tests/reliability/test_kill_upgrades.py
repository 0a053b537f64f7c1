"""An upgrade killed at any moment, for a file of every earlier schema version (issue 15):
the file is as it was — byte for byte — or upgraded whole, the next opening completes the
upgrade, and one copy from before it is kept, once."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.backups import backup_folder, good_backups, list_backups
from chessarbiter.db.database import Database
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.services.events import EventService
from tests.db.old_files import PLAYERS, RESULTS, earlier_revisions, old_event_file
from tests.db.test_upgrade import revision_of
from tests.reliability.killing import KILLS, KillServer, kill_at_random, kill_server

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
PER_REVISION = max(3, KILLS // 2)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KillServer]:
    with kill_server(tmp_path_factory.mktemp("kill-upgrades")) as running:
        yield running


def holds_the_event(path: Path) -> None:
    db = Database.open_file(path)
    try:
        t = EventService(db, 1).tournament()
    finally:
        db.close()
    assert [p.name for p in t.players] == list(PLAYERS)
    assert {(g.round, g.board): g.result.value for g in t.games if g.result} == RESULTS


@pytest.mark.parametrize("revision", earlier_revisions())
def test_an_upgrade_killed_at_any_moment_leaves_the_file_as_it_was_or_upgraded(
    server: KillServer, tmp_path: Path, revision: str
) -> None:
    master = old_event_file(tmp_path / "master.chessarbiter", revision)
    original = master.read_bytes()
    path = tmp_path / "old.chessarbiter"
    seen = {"as it was": 0, "of which a WAL left": 0, "upgraded": 0}

    def reset() -> None:
        shutil.rmtree(backup_folder(path), ignore_errors=True)
        for leftover in (path.with_name(path.name + j) for j in ("-wal", "-shm")):
            leftover.unlink(missing_ok=True)
        shutil.copyfile(master, path)

    def check(_killed: bool) -> None:
        found = revision_of(path)
        assert found in (revision, SCHEMA_HEAD)
        if found == revision:
            assert path.read_bytes() == original  # whatever the WAL beside holds: uncommitted
            wal = path.with_name(path.name + "-wal")
            seen["of which a WAL left"] += wal.exists() and wal.stat().st_size > 0
        seen["as it was" if found == revision else "upgraded"] += 1
        assert all(b.good for b in list_backups(path))
        before = good_backups(path, f"before upgrade from schema {revision}")
        holds_the_event(path)  # opening again completes an upgrade cut short
        assert revision_of(path) == SCHEMA_HEAD
        after = good_backups(path, f"before upgrade from schema {revision}")
        assert len(after) == 1 and (not before or before == after)

    warm = tmp_path / "warm.chessarbiter"
    tally = kill_at_random(server, "open_file", {"path": str(path)}, reset=reset, check=check,
                           warm={"path": str(old_event_file(warm, revision))},
                           kills=PER_REVISION, seed=int(revision))
    assert tally.kills >= PER_REVISION // 2, (tally, seen)
    print(f"\nschema {revision}: {tally.kills} kills; after them {seen}")
