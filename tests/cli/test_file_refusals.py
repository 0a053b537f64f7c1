"""A file the program cannot use as it is gets one clear line naming it, and stays byte for
byte as it was (issue 15, point 6): read-only file or folder, empty or cut-short file, rows
the program would misread. Reading commands still work where nothing has to be written."""

from __future__ import annotations

import os
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.backups import backup_folder, take_backup
from tests.cli.conftest import Cli

WRITE = ("result", "--round", "1", "--board", "1", "1-0")
READS = (("standings",), ("standings", "--json"), ("players",), ("audit",),
         ("settings",), ("export", "html", "--output", "{out}"))


@pytest.fixture
def event(cli: Cli, db_file: Path) -> Path:
    assert cli("new-event", "--name", "Club").code == 0
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert cli("add-player", "--name", name).code == 0
    assert cli("pair").code == 0
    return db_file


def state(path: Path) -> dict[str, bytes]:
    """Every file beside the event file's name, with its bytes (a -wal, a -shm included)."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.iterdir())
            if p.name.startswith(path.name) and p.is_file()}


def set_immutable(path: Path, on: bool) -> None:
    """Root writes anything its mode forbids; the immutable flag stops even root."""
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i" if on else "-i", str(path)], check=True)


@pytest.fixture
def read_only_file(event: Path) -> Iterator[Path]:
    event.chmod(0o444)
    set_immutable(event, True)
    yield event
    set_immutable(event, False)
    event.chmod(0o644)


@pytest.fixture
def read_only_folder(tmp_path: Path, event: Path) -> Iterator[Path]:
    folder = event.parent
    (tmp_path.parent / "exports").mkdir(exist_ok=True)
    folder.chmod(0o555)
    set_immutable(folder, True)
    yield event
    set_immutable(folder, False)
    folder.chmod(0o755)


def test_a_read_only_file_refuses_a_change_in_one_line_and_leaves_nothing_beside_it(
    cli: Cli, read_only_file: Path
) -> None:
    before = state(read_only_file)
    outcome = cli(*WRITE)
    assert (outcome.code, outcome.out) == (1, "")
    assert outcome.err == (
        f"chessarbiter: error: {read_only_file}: the file is read-only, so nothing can be "
        "changed in it (it can still be read); copy it to a folder you can write to\n")
    assert state(read_only_file) == before  # no -wal, no -shm


def test_a_read_only_folder_refuses_a_change_and_names_the_folder(
    cli: Cli, read_only_folder: Path
) -> None:
    before = state(read_only_folder)
    outcome = cli(*WRITE)
    assert outcome.code == 1
    assert f"its folder {read_only_folder.parent} cannot be written" in outcome.err
    assert state(read_only_folder) == before


@pytest.mark.parametrize("read", READS)
@pytest.mark.parametrize("where", ["read_only_file", "read_only_folder"])
def test_reading_commands_still_work_on_a_read_only_file_or_folder(
    cli: Cli, where: str, read: tuple[str, ...], request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    path: Path = request.getfixturevalue(where)
    before = state(path)
    out = tmp_path.parent / "exports" / f"site-{where}-{len(read)}"
    outcome = cli(*(a.format(out=out) for a in read))
    assert outcome.code == 0, outcome.err
    assert state(path) == before


def test_an_older_read_only_file_is_read_upgraded_in_memory(
    cli: Cli, tmp_path: Path
) -> None:
    from tests.db.old_files import PLAYERS, old_event_file

    path = old_event_file(tmp_path / "old.chessarbiter", "0003")
    path.chmod(0o444)
    set_immutable(path, True)
    try:
        before = state(path)
        outcome = cli("players", "--json", db=path)
        assert outcome.code == 0, outcome.err
        assert [p["name"] for p in outcome.data["players"]] == list(PLAYERS)
        assert state(path) == before and not backup_folder(path).exists()
    finally:
        set_immutable(path, False)


@pytest.mark.parametrize("command", [("standings",), ("players", "--json"), WRITE])
def test_an_empty_file_is_refused_never_made_a_new_event(
    cli: Cli, db_file: Path, command: tuple[str, ...]
) -> None:
    db_file.write_bytes(b"")
    outcome = cli(*command)
    assert outcome.code == 1
    assert outcome.err == (f"chessarbiter: error: {db_file}: the file is empty (0 bytes), "
                           "perhaps a copy that failed; it was left as it is; there is no "
                           "backup of it\n")
    assert state(db_file) == {db_file.name: b""}


def test_a_cut_short_file_is_refused_and_points_to_its_backups(cli: Cli, event: Path) -> None:
    take_backup(event, "round 1 complete", keep=5)
    whole = event.read_bytes()
    event.write_bytes(whole[:len(whole) // 3])
    before = state(event)
    outcome = cli(*WRITE)
    assert outcome.code == 1
    assert outcome.err.startswith(f"chessarbiter: error: {event}: the file is damaged (")
    assert f"1 good backup in {backup_folder(event)}, the newest from " in outcome.err
    assert state(event) == before


def hand_edit(path: Path, sql: str) -> None:
    """What a person does with an SQLite browser: no foreign keys, no program checks."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA foreign_keys=OFF")
        conn.execute(sql)
        conn.commit()
    finally:
        conn.close()


EDITS = {
    "banana": ("update games set result = 'banana' where round = 2 and board = 1",
               "table games, row {game}: result 'banana' is not one of 1-0, 0-1, 1/2-1/2, "
               "+-, -+, --"),
    "settings-json": ("update events set settings = '{\"late_fine\": 5,' where id = 1",
                      "table events, row 1: settings is not valid JSON"),
    "settings-value": ("update events set settings = json_set(settings, '$.late_fine', -7) "
                       "where id = 1", "table events, row 1: the settings are not valid ("),
    "missing-player": ("delete from players where start_no = 4",
                       "table games, row {game}: points to a row of players that does not "
                       "exist"),
}


@pytest.mark.parametrize("edit", sorted(EDITS))
@pytest.mark.parametrize("command", [("standings",), ("standings", "--json"), WRITE])
def test_rows_the_program_would_misread_are_named_and_nothing_is_changed(
    cli: Cli, event: Path, edit: str, command: tuple[str, ...]
) -> None:
    """Standings that silently leave out a game whose player is gone would be wrong."""
    sql, message = EDITS[edit]
    with sqlite3.connect(event) as conn:
        (game,) = conn.execute(
            "select g.id from games g join players p on p.id in (g.white_id, g.black_id) "
            "where p.start_no = 4 and g.round = 2" if edit == "missing-player"
            else "select id from games where round = 2 and board = 1").fetchone()
    conn.close()
    hand_edit(event, sql)
    before = state(event)
    outcome = cli(*command)
    assert outcome.code == 1 and outcome.out == ""
    assert outcome.err.startswith(f"chessarbiter: error: {event}: holds rows the program "
                                  "cannot read as they are: ")
    assert message.format(game=game) in outcome.err
    assert outcome.err.endswith("Nothing was changed; there is no backup of it\n")
    assert state(event) == before
