"""Killed while copying or restoring (issue 15): every name in the backup folder is a copy
that restores, the number of good copies never falls below the setting, and the event file
is as before or restored — never anything between."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.backups import examine_copy, good_backups, list_backups, restore_backup
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService
from tests.reliability.events import dump, integrity, played_event
from tests.reliability.killing import KILLS, KillServer, kill_at_random, kill_server

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
KEEP = 3


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KillServer]:
    with kill_server(tmp_path_factory.mktemp("kill-backups")) as running:
        yield running


def every_copy_restores(event: Path, scratch: Path) -> None:
    """Each listed copy is whole; one of them, restored into a scratch file, opens."""
    listed = list_backups(event)
    assert [b.problem for b in listed] == [None] * len(listed)
    shutil.copyfile(event, scratch)
    restore_backup(listed[len(listed) // 2].path, scratch, keep=50)
    db = Database.open_file(scratch)
    try:
        assert EventService(db, 1).tournament().players
    finally:
        db.close()


def test_a_backup_killed_at_any_moment_leaves_only_whole_copies(
    server: KillServer, tmp_path: Path
) -> None:
    event = played_event(tmp_path / "club.chessarbiter")
    assert len(good_backups(event)) == 2  # rounds 1 and 2 complete
    content = dump(event)
    taken = iter(range(10_000))

    def check(_killed: bool) -> None:
        assert len(good_backups(event)) >= 2
        assert dump(event) == content
        every_copy_restores(event, tmp_path / "scratch.chessarbiter")

    kwargs = {"path": str(event), "reason": "round complete", "keep": KEEP}
    tally = kill_at_random(server, "backup", kwargs, reset=lambda: next(taken), check=check,
                           warm={**kwargs, "path": str(played_event(tmp_path / "w.chessarbiter"))})
    # a kill after the rename and before the pruning leaves one copy too many (never too
    # few); the next backup that finishes prunes back to the setting
    assert server.run("backup", kwargs, delay=120).code == 0
    assert len(good_backups(event)) == KEEP
    assert tally.kills >= KILLS // 2, tally


def test_a_restore_killed_at_any_moment_leaves_the_file_as_before_or_restored(
    server: KillServer, tmp_path: Path
) -> None:
    master = played_event(tmp_path / "master.chessarbiter", played_rounds=4)
    event = tmp_path / "club.chessarbiter"
    shutil.copytree(master.with_name(master.name + "-backups"),
                    event.with_name(event.name + "-backups"))
    chosen = list_backups(event)[-1]  # round 1 complete
    assert examine_copy(chosen.path) is None
    before, restored = dump(master), dump(chosen.path)

    def reset() -> None:
        for leftover in (event, *(event.with_name(event.name + j) for j in ("-wal", "-shm"))):
            leftover.unlink(missing_ok=True)
        shutil.copyfile(master, event)

    def check(_killed: bool) -> None:
        assert integrity(event) == "ok"
        assert dump(event) in (before, restored)
        assert len(good_backups(event)) >= 4
        every_copy_restores(event, tmp_path / "scratch.chessarbiter")

    kwargs = {"backup_path": str(chosen.path), "path": str(event), "keep": 10}
    tally = kill_at_random(server, "restore", kwargs, reset=reset, check=check)
    assert tally.kills >= KILLS // 2, tally
