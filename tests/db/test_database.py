"""The event file: migrated on open, crash-safe pragmas, foreign refusal of foreign files."""

import sqlite3
from pathlib import Path

import pytest
from alembic.config import Config
from alembic.script import ScriptDirectory

from chessarbiter.db.database import MIGRATIONS, SCHEMA_HEAD, Database, EventFileError
from chessarbiter.services.events import create_event, list_events


def test_a_new_file_is_migrated_to_head_with_safe_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "e.chessarbiter"
    db = Database.open_file(path)
    create_event(db, "Club Championship", "round-robin-fide")
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    db.close()
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    head = ScriptDirectory.from_config(config).get_current_head()
    assert head == SCHEMA_HEAD
    with sqlite3.connect(path) as conn:
        assert conn.execute("select version_num from alembic_version").fetchone() == (head,)


def test_reopening_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "e.chessarbiter"
    db = Database.open_file(path)
    event_id = create_event(db, "Open", "us-junior-closed-2015")
    db.close()
    assert list_events(Database.open_file(path)) == [(event_id, "Open")]


def test_a_file_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "future.chessarbiter"
    Database.open_file(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("update alembic_version set version_num = 'ffff9999'")
    before = path.read_bytes()
    with pytest.raises(EventFileError, match="newer version"):
        Database.open_file(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [b"%PDF-1.4 not an event", b"SQLite format 3\x00" + b"\x00" * 84 + b"garbage" * 50],
)
def test_a_file_that_is_not_an_event_file_is_refused_unchanged(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "other.chessarbiter"
    path.write_bytes(content)
    with pytest.raises(EventFileError, match=str(path.name)):
        Database.open_file(path)
    assert path.read_bytes() == content


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EventFileError, match="folder"):
        Database.open_file(tmp_path)


def test_foreign_keys_protect_games_from_orphaned_players(tmp_path: Path) -> None:
    db = Database.open_file(tmp_path / "e.chessarbiter")
    with db.engine.begin() as conn, pytest.raises(Exception, match="FOREIGN KEY"):
        conn.exec_driver_sql(
            "insert into games (event_id, round, board, white_id, black_id, version)"
            " values (99, 1, 1, 1, 2, 1)"
        )


WRITER = """
import sys
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event
db = Database.open_file(sys.argv[1])
EventService(db, resolve_event(db, None)).update_settings(late_fine=int(sys.argv[2]))
db.close()
"""


def test_opening_a_file_again_in_this_process_keeps_what_other_programs_write_visible(
    tmp_path: Path,
) -> None:
    """A second window of the same process opening the file read-only must not drop the
    first one's locks (POSIX drops a process's locks on any close of the file): another
    program closing the file would then take the WAL for its own and delete it, and this
    process would go on reading, and writing, a WAL nobody reads again."""
    import subprocess
    import sys

    from chessarbiter.services.events import EventService, create_event

    path = tmp_path / "event.chessarbiter"
    db = Database.open_file(path)
    try:
        service = EventService(db, create_event(db, "Club", "round-robin-fide"))
        Database.open_file(path, read_only=True).close()
        for fine in (1, 2, 3):
            subprocess.run([sys.executable, "-c", WRITER, str(path), str(fine)], check=True)
            assert service.settings().late_fine == fine
        service.update_settings(late_fine=4)
    finally:
        db.close()
    again = Database.open_file(path)
    try:
        assert EventService(again, 1).settings().late_fine == 4  # nothing written was lost
    finally:
        again.close()
