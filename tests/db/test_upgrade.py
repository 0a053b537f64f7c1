"""Upgrading a file of an earlier version: all migrations at once or none, one copy kept
before the first attempt, leftovers of an earlier version's killed upgrade cleared."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db import upgrade
from chessarbiter.db.backups import examine_copy, good_backups, list_backups
from chessarbiter.db.database import Database, EventFileError
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.services.events import EventService
from tests.db.old_files import GAMES, PLAYERS, RESULTS, earlier_revisions, old_event_file


def revision_of(path: Path) -> str:
    with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as conn:
        (found,) = conn.execute("select version_num from alembic_version").fetchone()
    conn.close()
    return str(found)


def as_stored(path: Path) -> tuple[bytes, bytes]:
    """The file's bytes and its WAL's (none when absent)."""
    wal = path.with_name(path.name + "-wal")
    return path.read_bytes(), wal.read_bytes() if wal.exists() else b""


@pytest.mark.parametrize("revision", earlier_revisions())
def test_a_file_of_every_earlier_version_opens_with_its_event_and_one_copy_kept(
    tmp_path: Path, revision: str
) -> None:
    path = old_event_file(tmp_path / "old.chessarbiter", revision)
    db = Database.open_file(path)
    try:
        t = EventService(db, 1).tournament()
    finally:
        db.close()
    assert [p.name for p in t.players] == list(PLAYERS)  # the fixture's facts, kept
    assert [(g.round, g.board, g.white, g.black) for g in t.games] == list(GAMES)
    assert {(g.round, g.board): g.result.value for g in t.games if g.result} == RESULTS
    assert revision_of(path) == SCHEMA_HEAD
    (copy,) = list_backups(path)
    assert copy.reason == f"before-upgrade-from-schema-{revision}" and copy.good
    assert revision_of(copy.path) == revision


def test_a_failed_upgrade_leaves_the_file_byte_identical_and_a_retry_takes_no_second_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = old_event_file(tmp_path / "old.chessarbiter", "0003")
    before = as_stored(path)
    migrate = upgrade._migrate

    def all_steps_then_a_failure(conn: object) -> None:
        migrate(conn)  # type: ignore[arg-type]
        raise sqlite3.OperationalError("disk I/O error")  # e.g. the stick was pulled

    monkeypatch.setattr(upgrade, "_migrate", all_steps_then_a_failure)
    with pytest.raises(sqlite3.OperationalError):
        Database.open_file(path)
    assert as_stored(path) == before and revision_of(path) == "0003"
    with pytest.raises(sqlite3.OperationalError):
        Database.open_file(path)
    assert len(list_backups(path)) == 1
    monkeypatch.undo()
    Database.open_file(path).close()
    assert revision_of(path) == SCHEMA_HEAD and len(list_backups(path)) == 1


def test_an_upgrade_that_would_leave_a_broken_reference_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Foreign keys are off while tables are rebuilt (else dropping ``events`` would delete
    every player through ON DELETE CASCADE) and checked before the upgrade commits."""
    path = old_event_file(tmp_path / "old.chessarbiter", "0003")
    before = as_stored(path)
    migrate = upgrade._migrate

    def steps_that_orphan_a_game(conn: object) -> None:
        migrate(conn)  # type: ignore[arg-type]
        conn.exec_driver_sql("update games set white_id = 999 where id = 1")  # type: ignore[attr-defined]

    monkeypatch.setattr(upgrade, "_migrate", steps_that_orphan_a_game)
    with pytest.raises(EventFileError, match="row 1 of games pointing to a missing players row"):
        Database.open_file(path)
    assert as_stored(path) == before and revision_of(path) == "0003"


def half_upgraded(path: Path, *, with_data: bool) -> Path:
    """A 0003 file whose upgrade by an earlier version was killed: 0004's first table and
    its last column were committed alone, the revision never moved."""
    old_event_file(path, "0003")
    with sqlite3.connect(path) as conn:
        conn.execute("create table league_ratings (id integer primary key, event_id integer "
                     "not null, uscf_id varchar(20) not null, rating integer not null)")
        conn.execute("alter table events add column kind varchar(16) not null "
                     "default 'individual'")
        if with_data:
            conn.execute("insert into league_ratings values (1, 1, '12345678', 1800)")
    conn.close()
    return path


def test_leftovers_of_an_earlier_versions_killed_upgrade_are_cleared_then_upgraded(
    tmp_path: Path,
) -> None:
    path = half_upgraded(tmp_path / "half.chessarbiter", with_data=False)
    db = Database.open_file(path)
    try:
        service = EventService(db, 1)
        assert len(service.tournament().players) == 4
        service.set_result(2, 1, Result.DRAW)
    finally:
        db.close()
    assert revision_of(path) == SCHEMA_HEAD


def test_leftovers_holding_data_are_refused_and_the_file_left_as_it_is(tmp_path: Path) -> None:
    path = half_upgraded(tmp_path / "half.chessarbiter", with_data=True)
    before = as_stored(path)
    with pytest.raises(EventFileError, match=r"holds tables its schema version 0003 does not "
                                             r"know, with data in them \(league_ratings\)"):
        Database.open_file(path)
    assert as_stored(path) == before
    (copy,) = good_backups(path)  # what was there is kept apart too
    assert examine_copy(copy.path) is None


def test_two_programs_opening_an_old_file_at_once_upgrade_it_once(tmp_path: Path) -> None:
    path = old_event_file(tmp_path / "old.chessarbiter", "0002")
    start = threading.Barrier(2, timeout=30)
    failures: list[BaseException] = []

    def open_it() -> None:
        start.wait()
        try:
            Database.open_file(path).close()
        except BaseException as exc:  # checked below
            failures.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert failures == []
    assert revision_of(path) == SCHEMA_HEAD and len(list_backups(path)) == 1
