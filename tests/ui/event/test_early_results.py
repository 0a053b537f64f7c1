"""A window whose storage is still loading (ui/event/early_results.py): the file is locked for it
from the first paint, a result typed is stored at once as the services store it, and the
services take the file — and the undo of those results — over without a gap.

Expected audit rows come from the ORM path (``EventService.set_result`` on a copy of the same
file): the early path must write what it writes, and no more."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.db.lock import COMMAND, WINDOW, FileInUse, acquire
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, resolve_event
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.early_results import LoadingStore
from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.conftest import make_event_file
from tests.ui.league.conftest import make_season

AUDIT = ("select action, who, table_name, row_id, change, details from audit_log"
         " where table_name = 'games' and change = 'update' order by id")
BOARD = "select result from games where round = :round and board = :board"


def _rows(path: Path, sql: str, **params: Any) -> list[Any]:
    with closing(sqlite3.connect(path)) as reader:
        return reader.execute(sql, params).fetchall()


@pytest.fixture
def early(qtbot: QtBot, event_file: Callable[..., Path]) -> Iterator[EventDocument]:
    """A scheduled 10-player round robin opened early; its storage not yet taken over."""
    document = EventDocument.open_early(event_file(10, scheduled=True))
    assert document is not None and isinstance(document.store, LoadingStore)
    yield document
    document.close()


def _file(document: EventDocument) -> Path:
    assert document.path is not None
    return document.path


def _type(document: EventDocument, rnd: int, board: int, result: Result | None) -> None:
    shown = next(g.result for g in document.state.tournament.round_games(rnd)
                 if g.board == board)
    document.run(SetResult(document.results, rnd, board, result, shown))


def test_a_result_typed_while_storage_loads_is_stored_as_the_services_store_it(
        early: EventDocument, tmp_path: Path) -> None:
    path = _file(early)
    twin = Path(shutil.copy(path, tmp_path / "twin.chessarbiter"))
    _type(early, 1, 1, Result.WHITE_WINS)
    store = early.store
    assert isinstance(store, LoadingStore) and not store.loaded  # on the window's connection
    assert early.state.tournament.round_games(1)[0].result is Result.WHITE_WINS
    assert _rows(path, BOARD, round=1, board=1) == [("1-0",)]
    db = Database.open_file(twin)
    try:
        EventService(db, resolve_event(db, None)).set_result(1, 1, Result.WHITE_WINS, None)
    finally:
        db.close()
    stored = _rows(path, AUDIT)
    assert stored == _rows(twin, AUDIT)
    [(action, _who, table, _row, change, details)] = stored
    assert (action, table, change, details) == ("set result", "games", "update",
                                                '{"result": [null, "1-0"]}')


def test_the_file_stays_locked_from_the_first_paint_until_it_is_closed(
        early: EventDocument) -> None:
    """No command can write between the window's own connection and the services'."""
    path = _file(early)
    with pytest.raises(FileInUse):
        acquire(path, COMMAND)
    early.take_over()
    store = early.store
    assert isinstance(store, LoadingStore) and store.loaded
    with pytest.raises(FileInUse):
        acquire(path, COMMAND)
    early.close()
    acquire(path, COMMAND).release()


def test_undo_and_redo_after_storage_has_loaded_go_through_the_services(
        early: EventDocument) -> None:
    path = _file(early)
    _type(early, 1, 2, Result.DRAW)
    early.take_over()
    early.undo()
    assert _rows(path, BOARD, round=1, board=2) == [(None,)]
    assert early.state.tournament.round_games(1)[1].result is None
    early.redo()
    assert _rows(path, BOARD, round=1, board=2) == [("1/2-1/2",)]
    assert [row[5] for row in _rows(path, AUDIT)] == [
        '{"result": [null, "1/2-1/2"]}', '{"result": ["1/2-1/2", null]}',
        '{"result": [null, "1/2-1/2"]}']


def test_a_refused_result_changes_nothing_and_the_next_one_is_stored(
        early: EventDocument) -> None:
    """A round robin of 10 has 5 boards a round: board 6 does not exist."""
    path = _file(early)
    with pytest.raises(ActionRefused, match="board 6"):
        early.run(SetResult(early.results, 1, 6, Result.WHITE_WINS, None))
    assert _rows(path, AUDIT) == []
    _type(early, 1, 1, Result.BLACK_WINS)
    assert _rows(path, BOARD, round=1, board=1) == [("0-1",)]


def test_a_disk_error_while_storage_loads_is_said_and_nothing_is_saved(
        early: EventDocument) -> None:
    store = early.store
    assert isinstance(store, LoadingStore) and early.path is not None
    execute = store.direct.execute

    def failing(sql: str, params: dict[str, Any]) -> list[Any]:
        if sql.startswith("insert into audit_log"):  # after the game's row was updated
            raise sqlite3.OperationalError("disk I/O error")
        return execute(sql, params)

    store.direct.execute = failing
    with pytest.raises(ActionRefused) as refused:
        _type(early, 1, 1, Result.WHITE_WINS)
    assert str(refused.value) == ("the event file could not be written (disk I/O error); "
                                  "nothing was saved")
    assert early.state.tournament.round_games(1)[0].result is None
    store.direct.execute = execute
    assert _rows(early.path, BOARD, round=1, board=1) == [(None,)]


def test_closing_while_storage_loads_leaves_the_file_free_and_whole(
        early: EventDocument) -> None:
    path = _file(early)
    _type(early, 1, 1, Result.WHITE_WINS)
    early.close()
    acquire(path, COMMAND).release()
    assert not path.with_name(path.name + "-wal").exists()
    assert _rows(path, BOARD, round=1, board=1) == [("1-0",)]


def test_a_file_refused_once_storage_has_loaded_is_closed_with_the_reason(
        window: MainWindow, event_file: Callable[..., Path],
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = event_file(10, scheduled=True)
    assert window.open_early(path)
    warned: list[str] = []
    monkeypatch.setattr("chessarbiter.ui.event.main_window.warn",
                        lambda _parent, text: warned.append(text))

    def gone(*_args: object, **_kwargs: object) -> None:
        raise ActionRefused(f"{path}: could not be opened (the disk went away)", "file")

    monkeypatch.setattr("chessarbiter.ui.common.document.open_for_window", gone)
    document = window.document
    assert document is not None
    document.take_over()
    assert warned == [f"{path}: could not be opened (the disk went away)"]
    assert window.document is None and window.pages.currentWidget() is window.welcome
    acquire(path, COMMAND).release()  # nothing is left locked


def test_files_the_ordinary_opening_must_speak_for_are_not_opened_early(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A file another program writes (a WAL beside it, or locked by another window), a
    league season, a Swiss, a missing file: None, and nothing is left locked."""
    busy = make_event_file(tmp_path / "busy.chessarbiter", 4)
    busy.with_name(busy.name + "-wal").write_bytes(b"")
    held = make_event_file(tmp_path / "held.chessarbiter", 4)
    (tmp_path / "league").mkdir()
    season = make_season(tmp_path / "league")
    swiss = make_event_file(tmp_path / "swiss.chessarbiter", 4, preset="swiss-fide")
    other = acquire(held, WINDOW)
    try:
        for path in (busy, held, season, swiss, tmp_path / "nowhere.chessarbiter"):
            assert EventDocument.open_early(path) is None, path
    finally:
        other.release()
    for path in (busy, held, season, swiss):
        acquire(path, COMMAND).release()
