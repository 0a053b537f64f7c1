"""A file open in another window is offered read-only, and read-only means nothing can be
changed; files the program cannot use are refused with the storage's message, unmodified."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.db.lock import FileInUse, acquire, lock_path
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.main_window import MainWindow
from tests.cli.test_file_refusals import set_immutable, state
from tests.ui.conftest import ModalArm
from tests.ui.screens import assert_labels_whole, assert_not_blank, save

HOLDER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from chessarbiter.db.lock import acquire

    lock = acquire(Path(sys.argv[1]))
    print("locked", flush=True)
    sys.stdin.read()  # held until the test closes our stdin
    lock.release()
""")


@pytest.fixture
def held(event_file: Callable[..., Path]) -> Iterator[tuple[Path, int]]:
    """A scheduled event file locked by another process; (file, that process's id)."""
    path = event_file(4, scheduled=True)
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as child:
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline().strip() == "locked"
        yield path, child.pid
        child.stdin.close()
        child.wait(timeout=30)


def answer(button: str, texts: list[str]) -> Callable[[QWidget], None]:
    def click(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        texts.append(f"{box.text()}\n{box.informativeText()}")
        next(b for b in box.buttons() if b.text() == button).click()
    return click


def test_a_file_open_elsewhere_is_offered_read_only(
    window: MainWindow, modal: ModalArm, held: tuple[Path, int], qtbot: QtBot
) -> None:
    path, pid = held
    texts: list[str] = []
    with modal(answer("Open read-only", texts)):
        assert window.open_file(path)
    assert f"by process {pid}" in texts[0]
    document = window.document
    assert document is not None and document.read_only
    assert "(read-only)" in window.windowTitle()
    assert window.saved_label.text().startswith("Read-only")

    players = window.players_tab
    window.tabs.setCurrentWidget(players)
    players.table.selectRow(0)
    editing = (players.add_action, players.edit_action, players.remove_action,
               players.withdraw_action, players.draw_lots_action, players.numbers_action,
               players.schedule_action, players.unlock_action, window.settings_action,
               window.restore_action)
    assert not any(action.isEnabled() for action in editing)

    pairings = window.pairings_tab
    window.tabs.setCurrentWidget(pairings)
    pairings.table.setFocus()
    qtbot.keyClick(pairings.table, Qt.Key.Key_1)
    assert all(g.result is None for g in document.state.tournament.games)
    assert "Read-only" in window.statusBar().currentMessage()
    with pytest.raises(ActionRefused, match="read-only"):
        document.run(SetResult(document.service, 1, 1, Result.DRAW, None))
    assert window.printing.standings.isEnabled() and window.exports.trf_action.isEnabled()


def test_cancel_leaves_the_file_to_the_other_window(
    window: MainWindow, modal: ModalArm, held: tuple[Path, int]
) -> None:
    path, _pid = held
    with modal(answer("Cancel", [])):
        assert not window.open_file(path)
    assert window.document is None


def test_the_lock_is_held_while_open_and_released_on_close(
    window: MainWindow, event_file: Callable[..., Path]
) -> None:
    path = event_file(4)
    window.open_file(path)
    with pytest.raises(FileInUse):
        acquire(path)
    assert window.open_file(path)  # opening it again in the same window asks nothing
    assert window.document is not None and not window.document.read_only
    window.close_event_file()
    acquire(path).release()
    assert not lock_path(path).exists()


def refused(window: MainWindow, modal: ModalArm, path: Path) -> str:
    """The message shown when ``path`` is opened; checks nothing was opened or written."""
    before = path.read_bytes()
    texts: list[str] = []
    with modal(answer("OK", texts)):
        assert not window.open_file(path)
    assert window.document is None
    assert path.read_bytes() == before
    leftovers = {p.name for p in path.parent.iterdir()} - {path.name}
    assert not {f"{path.name}-wal", f"{path.name}-shm", lock_path(path).name} & leftovers
    return texts[0]


def single_file(path: Path) -> Path:
    """``path`` as one self-contained file (no WAL beside it), as a file copied by hand is."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    return path


def test_a_file_from_a_newer_version_is_refused_unchanged(
    window: MainWindow, modal: ModalArm, event_file: Callable[..., Path]
) -> None:
    path = single_file(event_file(4))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.close()
    message = refused(window, modal, path)
    assert str(path) in message and "newer version" in message


def test_a_damaged_file_is_refused_unchanged(
    window: MainWindow, modal: ModalArm, event_file: Callable[..., Path]
) -> None:
    path = single_file(event_file(10, scheduled=True))
    data = bytearray(path.read_bytes())
    page = 4096
    data[2 * page: 3 * page] = b"\xa5" * page  # a page of the players' table overwritten
    path.write_bytes(bytes(data))
    message = refused(window, modal, path)
    assert str(path) in message and "damaged" in message


def test_another_programs_database_is_refused_unchanged(
    window: MainWindow, modal: ModalArm, tmp_path: Path
) -> None:
    path = tmp_path / "inventory.chessarbiter"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE boards (id INTEGER PRIMARY KEY, wood TEXT)")
    conn.close()
    message = refused(window, modal, path)
    assert str(path) in message and "not a chessarbiter event" in message


def test_screenshot_of_a_read_only_window(
    window: MainWindow, modal: ModalArm, held: tuple[Path, int]
) -> None:
    path, _pid = held
    with modal(answer("Open read-only", [])):
        window.open_file(path)
    window.tabs.setCurrentWidget(window.players_tab)
    assert_not_blank(save(window, "read-only"))
    assert_labels_whole(window)


@pytest.fixture(params=["file", "folder"])
def unwritable(request: pytest.FixtureRequest, event_file: Callable[..., Path]) -> Iterator[Path]:
    """A scheduled event file that cannot be written: read-only itself, or in a read-only
    folder (as on a write-protected stick)."""
    path = single_file(event_file(4, scheduled=True))
    target = path if request.param == "file" else path.parent
    target.chmod(0o444 if request.param == "file" else 0o555)
    set_immutable(target, True)
    yield path
    set_immutable(target, False)
    target.chmod(0o644 if request.param == "file" else 0o755)


def test_a_file_that_cannot_be_written_is_offered_read_only_and_left_as_it_was(
    window: MainWindow, modal: ModalArm, unwritable: Path, qtbot: QtBot
) -> None:
    path = unwritable
    before = state(path)
    texts: list[str] = []
    with modal(answer("Open read-only", texts)):
        assert window.open_file(path)
    reason = ("the file is read-only" if not os.access(path, os.W_OK)
              else f"its folder {path.parent} cannot be written")
    assert texts[0].startswith(f"{path.name} cannot be changed here: {reason}.")
    assert "copy it to a folder you can write to" in texts[0]
    document = window.document
    assert document is not None and document.read_only
    note = ("Read-only: the file is read-only" if reason.startswith("the file")
            else "Read-only: its folder cannot be written")
    assert window.saved_label.text() == "Read-only"
    assert window.saved_label.toolTip().startswith(note)
    assert window.statusBar().currentMessage() == note
    assert_labels_whole(window)
    save(window, f"read-only-{'file' if reason.startswith('the file') else 'folder'}")
    pairings = window.pairings_tab
    window.tabs.setCurrentWidget(pairings)
    pairings.table.setFocus()
    qtbot.keyClick(pairings.table, Qt.Key.Key_1)
    assert all(g.result is None for g in document.state.tournament.games)
    assert not window.settings_action.isEnabled() and not window.restore_action.isEnabled()
    with pytest.raises(ActionRefused, match="read-only"):
        document.run(SetResult(document.service, 1, 1, Result.DRAW, None))
    assert window.exports.trf_action.isEnabled()
    window.close_event_file()
    assert state(path) == before  # no -wal, no -shm, no lock file


def test_a_file_that_cannot_be_written_is_left_alone_on_cancel(
    window: MainWindow, modal: ModalArm, unwritable: Path
) -> None:
    before = state(unwritable)
    with modal(answer("Cancel", [])):
        assert not window.open_file(unwritable)
    assert window.document is None and state(unwritable) == before
