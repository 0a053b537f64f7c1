"""The one way to open a store: a reader can write nothing, a new file appears whole or
not at all, and the lock admits one writer at a time even when many wait for it."""

from __future__ import annotations

import multiprocessing
import os
import time
from pathlib import Path

import pytest
from sqlalchemy.exc import OperationalError

from chessarbiter.db.database import Database, EventFileError
from chessarbiter.db.lock import COMMAND, WINDOW, FileInUse, acquire, lock_path
from chessarbiter.db.opening import READ, WRITE, create_file, open_store
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import create_event, list_events
from tests.pg.conftest import fresh_pg_database


def beside(path: Path) -> list[str]:
    """Every name in the folder, hidden ones included."""
    return sorted(p.name for p in path.parent.iterdir())


def test_a_new_file_holds_its_first_transaction_and_nothing_else_is_left(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    made = create_file(path, lambda db: create_event(db, "Club", "round-robin-fide"))
    assert made == 1 and beside(path) == ["club.chessarbiter"]
    store = open_store(path, READ)
    try:
        assert [(e.id, e.kind, e.name) for e in store.events] == [(1, "individual", "Club")]
    finally:
        store.close()


def test_a_refused_first_transaction_leaves_no_file_at_all(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    with pytest.raises(ActionRefused, match="no-such-preset"):
        create_file(path, lambda db: create_event(db, "Club", "no-such-preset"))
    assert beside(path) == []


def test_what_a_killed_creation_left_is_removed_by_the_next(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    for leftover in (".club.chessarbiter.new-0badf00d", ".club.chessarbiter.new-0badf00d-wal"):
        (tmp_path / leftover).write_bytes(b"SQLite format 3\x00")
    (tmp_path / ".club.chessarbiter.new-0badf00d-backups").mkdir()
    create_file(path, lambda db: create_event(db, "Club", "round-robin-fide"))
    assert beside(path) == ["club.chessarbiter"]


def test_a_file_that_appeared_meanwhile_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"

    def someone_else_saves_a_file_there(db: Database) -> int:
        path.write_bytes(b"another program's file")
        return create_event(db, "Club", "round-robin-fide")

    with pytest.raises(EventFileError, match="already exists"):
        create_file(path, someone_else_saves_a_file_there)
    assert path.read_bytes() == b"another program's file" and beside(path) == [path.name]


def test_an_existing_file_is_not_created_again(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    path.write_bytes(b"x")
    with pytest.raises(EventFileError, match="already exists"):
        create_file(path, lambda db: 0)


def test_a_store_opened_for_reading_refuses_every_write(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    create_file(path, lambda db: create_event(db, "Club", "round-robin-fide"))
    store = open_store(path, READ)
    try:
        assert store.read_only and store.lock is None
        with pytest.raises(OperationalError, match="readonly"):
            create_event(store.db, "Sneaked in", "round-robin-fide")
    finally:
        store.close()
    assert list_events(Database.open_file(path)) == [(1, "Club")]


def test_a_server_store_opened_for_reading_refuses_every_write() -> None:
    databases = fresh_pg_database()
    url = next(databases)
    try:
        writer = open_store(url, WRITE)
        create_event(writer.db, "Club", "round-robin-fide")
        writer.close()
        reader = open_store(url, READ)
        try:
            with pytest.raises(Exception, match="read-only transaction"):
                create_event(reader.db, "Sneaked in", "round-robin-fide")
        finally:
            reader.close()
    finally:
        for _ in databases:
            pass


def test_opening_for_writing_holds_the_lock_until_closed(tmp_path: Path) -> None:
    path = tmp_path / "club.chessarbiter"
    create_file(path, lambda db: create_event(db, "Club", "round-robin-fide"))
    store = open_store(path, WRITE)
    assert lock_path(path).exists()
    store.close()
    assert not lock_path(path).exists()


def test_a_held_lock_is_taken_over_and_released_if_the_file_is_refused(tmp_path: Path) -> None:
    """A window that wrote the file on its own connection while storage loaded hands its
    lock to the store: no moment in between when a command could take it."""
    path = tmp_path / "club.chessarbiter"
    create_file(path, lambda db: create_event(db, "Club", "round-robin-fide"))
    lock = acquire(path, WINDOW)
    store = open_store(path, WRITE, lock=lock)
    assert store.lock is lock
    with pytest.raises(FileInUse):
        acquire(path, COMMAND)
    store.close()
    acquire(path, COMMAND).release()
    path.write_bytes(b"not a database at all")
    lock = acquire(path, WINDOW)
    with pytest.raises(EventFileError):
        open_store(path, WRITE, lock=lock)
    acquire(path, COMMAND).release()  # the refusal let the lock go


def _hold_by_turns(path: Path, turns: int, marker: Path, errors: multiprocessing.Queue[str],
                   ) -> None:
    for _ in range(turns):
        lock = acquire(path, COMMAND, wait=60)
        try:  # inside: nobody else may be here
            fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            errors.put("two holders at once")
            lock.release()
            continue
        os.close(fd)
        time.sleep(0.001)
        os.unlink(marker)
        lock.release()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_many_commands_waiting_on_one_file_take_turns_never_two_at_once(tmp_path: Path) -> None:
    """Releasing deletes the lock file; one that waited on the deleted file must not hold
    it beside one that made a new file under the name."""
    path, marker = tmp_path / "club.chessarbiter", tmp_path / "inside"
    context = multiprocessing.get_context("fork")
    errors: multiprocessing.Queue[str] = context.Queue()
    workers = [context.Process(target=_hold_by_turns, args=(path, 60, marker, errors))
               for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert [w.exitcode for w in workers] == [0, 0, 0, 0]
    assert errors.empty()
