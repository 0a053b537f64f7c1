"""Backups: consistent copies kept N deep, listed newest first, restorable."""

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.backups import backup_folder, list_backups, restore_backup, take_backup
from chessarbiter.db.database import MIGRATIONS, Database
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.services.events import EventService, create_event, list_events

T0 = datetime(2026, 7, 8, 19, 0, 0)


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "club.chessarbiter"
    db = Database.open_file(path)
    create_event(db, "Club Championship", "round-robin-fide")
    db.close()
    return path


def test_a_backup_holds_the_data_even_from_an_open_wal_file(tmp_path: Path) -> None:
    path = tmp_path / "open.chessarbiter"
    db = Database.open_file(path)  # stays open: the event is still in the WAL
    create_event(db, "Open Event", "round-robin-fide")
    copy = take_backup(path, "round 1 complete", keep=5, now=T0)
    assert copy.parent == backup_folder(path)
    assert copy.name == "20260708-190000-round-1-complete.chessarbiter"
    assert list_events(Database.open_file(copy)) == [(1, "Open Event")]
    with sqlite3.connect(copy) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()


def test_only_the_newest_n_are_kept(event_file: Path) -> None:
    for minute in range(7):
        take_backup(event_file, f"round {minute} complete", keep=3,
                    now=T0 + timedelta(minutes=minute))
    kept = list_backups(event_file)
    assert [b.reason for b in kept] == ["round-6-complete", "round-5-complete",
                                        "round-4-complete"]
    assert len(list(backup_folder(event_file).iterdir())) == 3


def test_two_backups_in_the_same_second_both_survive(event_file: Path) -> None:
    take_backup(event_file, "round 3 complete", keep=5, now=T0)
    take_backup(event_file, "before migration", keep=5, now=T0)
    assert [b.reason for b in list_backups(event_file)] == ["before-migration",
                                                          "round-3-complete"]


def test_restore_puts_the_old_content_back_and_keeps_a_safety_copy(event_file: Path) -> None:
    copy = take_backup(event_file, "round 1 complete", keep=5, now=T0)
    db = Database.open_file(event_file)
    create_event(db, "Added later", "round-robin-fide")
    db.close()
    safety = restore_backup(copy, event_file, keep=5)
    assert [name for _, name in list_events(Database.open_file(event_file))] == [
        "Club Championship"]
    assert [name for _, name in list_events(Database.open_file(safety))] == [
        "Club Championship", "Added later"]
    with sqlite3.connect(event_file) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_keep_must_be_positive(event_file: Path) -> None:
    with pytest.raises(ValueError, match="at least one"):
        take_backup(event_file, "x", keep=0)


def test_completing_a_round_takes_one_backup(tmp_path: Path) -> None:
    path = tmp_path / "rr.chessarbiter"
    db = Database.open_file(path)
    service = EventService(db, create_event(db, "RR", "round-robin-fide"))
    service.add_players([Player(0, f"P{i}") for i in range(4)])
    service.make_schedule()
    service.set_result(1, 1, Result.DRAW)
    assert list_backups(path) == []
    service.set_result(1, 2, Result.WHITE_WINS)  # the round's last result
    service.set_result(1, 2, Result.BLACK_WINS)  # a correction: no second copy
    (copy,) = list_backups(path)
    assert copy.reason == "round-1-complete"
    restored = EventService(Database.open_file(copy.path), 1).tournament()
    assert [g.result for g in restored.round_games(1)] == [Result.DRAW, Result.WHITE_WINS]


def test_a_file_is_copied_before_it_is_migrated(event_file: Path) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    db = Database.open_file(event_file)
    with db.engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0004")  # as a file of an older version would be
    db.close()
    assert list_backups(event_file) == []
    Database.open_file(event_file).close()  # upgraded on open
    (copy,) = list_backups(event_file)
    assert copy.reason == f"before-migration-0004-to-{SCHEMA_HEAD}"
    with sqlite3.connect(copy.path) as conn:
        assert conn.execute("select version_num from alembic_version").fetchone() == ("0004",)
    Database.open_file(event_file).close()  # already at the head: no second copy
    assert len(list_backups(event_file)) == 1
