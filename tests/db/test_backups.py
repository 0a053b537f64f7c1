"""Backups: consistent copies kept N deep, listed newest first, restorable."""

import os
import sqlite3
import time
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.backups import (
    BackupError,
    backup_folder,
    good_backups,
    list_backups,
    restore_backup,
    take_backup,
)
from chessarbiter.db.database import MIGRATIONS, Database
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
    assert copy.reason == "before-upgrade-from-schema-0004"
    with sqlite3.connect(copy.path) as conn:
        assert conn.execute("select version_num from alembic_version").fetchone() == ("0004",)
    Database.open_file(event_file).close()  # already at the head: no second copy
    assert len(list_backups(event_file)) == 1


# --- issue 15: only whole copies under a backup name; broken ones never count -------------
def broken_copies(event_file: Path) -> dict[str, Path]:
    """Files under backup names as a killed copy of an older version left them."""
    folder = backup_folder(event_file)
    folder.mkdir(exist_ok=True)
    good = take_backup(event_file, "round 1 complete", keep=10, now=T0)
    empty = folder / "20260708-190500-round-2-complete.chessarbiter"
    empty.write_bytes(b"")
    journaled = folder / "20260708-191000-round-3-complete.chessarbiter"
    journaled.write_bytes(good.read_bytes())
    journaled.with_name(journaled.name + "-journal").write_bytes(b"\0" * 512)
    cut = folder / "20260708-191500-round-4-complete.chessarbiter"
    cut.write_bytes(good.read_bytes()[:1500])
    noise = folder / "20260708-192000-round-5-complete.chessarbiter"
    noise.write_bytes(b"this is not a database at all")
    return {"good": good, "empty": empty, "journaled": journaled, "cut": cut, "noise": noise}


def test_the_list_marks_every_copy_it_cannot_verify_and_says_why(event_file: Path) -> None:
    files = broken_copies(event_file)
    listed = {b.path: b.problem for b in list_backups(event_file)}
    assert listed[files["good"]] is None
    assert listed[files["empty"]] == "it is empty (0 bytes)"
    assert listed[files["journaled"]] == "an unfinished write's journal file is beside it"
    assert listed[files["noise"]] == "it is not an event file"
    assert listed[files["cut"]] is not None and listed[files["cut"]].startswith("it is damaged")
    assert [b.path for b in good_backups(event_file)] == [files["good"]]


def test_pruning_keeps_the_set_number_of_good_copies_and_never_counts_broken_ones(
    event_file: Path,
) -> None:
    files = broken_copies(event_file)
    for minute in range(30, 34):
        take_backup(event_file, f"round {minute} complete", keep=2,
                    now=T0 + timedelta(minutes=minute))
    good = good_backups(event_file)
    assert [b.reason for b in good] == ["round-33-complete", "round-32-complete"]
    assert all(files[name].exists() for name in ("empty", "journaled", "cut", "noise"))


def test_a_copy_killed_midway_leaves_only_a_hidden_partial_which_a_later_copy_removes(
    event_file: Path,
) -> None:
    folder = backup_folder(event_file)
    folder.mkdir()
    partial = folder / ".20260708-190000-round-1-complete.chessarbiter.partial"
    partial.write_bytes(b"SQLite format 3\x00" + b"\0" * 100)
    assert list_backups(event_file) == []
    os.utime(partial, (time.time() - 3600, time.time() - 3600))
    take_backup(event_file, "round 2 complete", keep=5, now=T0)
    assert not partial.exists()
    assert [p.name for p in folder.iterdir()] == ["20260708-190000-round-2-complete.chessarbiter"]


def test_a_copy_that_does_not_verify_is_never_given_a_backup_name(
    event_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A disk that returns garbage: the check after writing catches it, nothing is renamed."""
    take_backup(event_file, "round 1 complete", keep=5, now=T0)

    def garbage(_source: Path, target: Path, _journal: str = "DELETE") -> None:
        target.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)

    monkeypatch.setattr("chessarbiter.db.backups.copy_database", garbage)
    with pytest.raises(BackupError, match="the copy is not usable"):
        take_backup(event_file, "round 2 complete", keep=1, now=T0 + timedelta(minutes=1))
    assert [b.reason for b in list_backups(event_file)] == ["round-1-complete"]
    assert [p.name for p in backup_folder(event_file).iterdir()] == [
        "20260708-190000-round-1-complete.chessarbiter"]


@pytest.mark.parametrize("which", ["empty", "journaled", "cut", "noise"])
def test_restoring_a_broken_copy_is_refused_before_the_event_file_is_touched(
    event_file: Path, which: str
) -> None:
    files = broken_copies(event_file)
    before = event_file.read_bytes()
    with pytest.raises(BackupError, match=rf"^{files[which]}: cannot be restored \(.+\); "
                                          r"the event file was not touched$"):
        restore_backup(files[which], event_file, keep=5)
    assert event_file.read_bytes() == before
    assert len(good_backups(event_file)) == 1  # no safety copy taken either


def test_a_damaged_event_file_is_kept_byte_for_byte_before_a_restore(event_file: Path) -> None:
    copy = take_backup(event_file, "round 1 complete", keep=5, now=T0)
    damaged = event_file.read_bytes()[:1500]
    event_file.write_bytes(damaged)
    safety = restore_backup(copy, event_file, keep=5)
    assert safety.read_bytes() == damaged
    assert "before-restore-damaged" in safety.name
    assert list_events(Database.open_file(event_file)) == [(1, "Club Championship")]


def test_a_copy_made_by_a_newer_version_is_marked(event_file: Path) -> None:
    copy = take_backup(event_file, "round 1 complete", keep=5, now=T0)
    with sqlite3.connect(copy) as conn:
        conn.execute("update alembic_version set version_num = '9999'")
    conn.close()
    (listed,) = list_backups(event_file)
    assert listed.problem == "it was made by a newer version of chessarbiter (schema 9999)"


def test_the_oldest_copy_of_a_full_folder_restores_its_safety_copy_does_not_push_it_out(
    event_file: Path,
) -> None:
    for minute in range(3):
        take_backup(event_file, f"round {minute + 1} complete", keep=3,
                    now=T0 + timedelta(minutes=minute))
    oldest = list_backups(event_file)[-1]
    db = Database.open_file(event_file)
    create_event(db, "Added later", "round-robin-fide")
    db.close()
    restore_backup(oldest.path, event_file, keep=3)
    assert list_events(Database.open_file(event_file)) == [(1, "Club Championship")]
    assert len(good_backups(event_file)) == 4  # the setting, and the safety copy
