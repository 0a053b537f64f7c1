"""File ▸ Open server database: the address and the password in separate fields, the
password never remembered nor shown in a message; the event then works as from a file."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.players import Player
from chessarbiter.core.presets import DEFAULT_PRESET
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.opening import ServerDialog
from tests.pg.conftest import fresh_pg_database
from tests.ui.dialogs import dialogs_in_turn, read_into
from tests.ui.screens import assert_labels_whole, assert_not_blank, save

PASSWORD = "s3cret-Pw!"


def fill(address: str, password: str = PASSWORD) -> Callable[[QWidget], None]:
    def type_in(dialog: QWidget) -> None:
        assert isinstance(dialog, ServerDialog)
        assert dialog.password.echoMode() == dialog.password.EchoMode.Password
        dialog.address.setText(address)
        dialog.password.setText(password)
        dialog.accept()
    return type_in


def cancel(dialog: QWidget) -> None:
    assert isinstance(dialog, ServerDialog)
    dialog.reject()


@pytest.fixture
def server_url() -> Iterator[str]:
    """A fresh database on the test server (skipped without one), dropped afterwards."""
    yield from fresh_pg_database()


def test_a_refusal_masks_the_password_and_asks_again(
    qtbot: QtBot, window: MainWindow, prefs: Prefs
) -> None:
    texts: list[str] = []
    # Port 1 on the loopback has no server: the connection is refused at once.
    unreachable = "postgresql://arbiter@127.0.0.1:1/club"
    inline = f"postgresql://arbiter:{PASSWORD}@127.0.0.1:1/club"  # typed into the address
    with dialogs_in_turn(qtbot, fill("club database on the laptop"), read_into(texts),
                         fill(unreachable), read_into(texts), fill(inline, ""),
                         read_into(texts), cancel):
        assert not window.open_server()
    assert "not a server address" in texts[0]
    for text in texts[1:]:
        assert text.startswith(f"{unreachable}: ")
    assert all(PASSWORD not in text for text in texts)
    assert window.document is None and prefs.recent_files() == []


def test_only_postgresql_addresses_open_here(qtbot: QtBot, window: MainWindow) -> None:
    texts: list[str] = []
    with dialogs_in_turn(qtbot, fill("sqlite:///club.chessarbiter"), read_into(texts), cancel):
        assert not window.open_server()
    assert "only postgresql://" in texts[0]


def test_an_event_on_the_server_opens_and_the_recent_list_has_no_password(
    qtbot: QtBot, window: MainWindow, prefs: Prefs, server_url: str
) -> None:
    url = server_url
    db = Database(url)
    try:
        service = EventService(db, create_event(db, "Club Championship", DEFAULT_PRESET))
        for name in ("Abbott, Rhea", "Baptiste, Owen", "Chen, Ivy"):
            service.add_player(Player(0, name))
    finally:
        db.close()
    with dialogs_in_turn(qtbot, fill(url)):
        assert window.open_server()
    document = window.document
    assert document is not None and document.path is None and not document.read_only
    assert len(document.state.tournament.players) == 3
    assert window.windowTitle().startswith("Club Championship — postgresql://")
    assert prefs.recent_files() == [url]  # the test server's address carries no password
    assert PASSWORD not in str(prefs.recent_files())
    assert not window.copy_action.isEnabled() and not window.restore_action.isEnabled()
    window.close_event_file()

    with dialogs_in_turn(qtbot, lambda d: _reopen(d, url)):  # from the recent list
        window.open_recent(url)
    assert window.document is not None


def _reopen(dialog: QWidget, url: str) -> None:
    assert isinstance(dialog, ServerDialog)
    assert dialog.address.text() == url and dialog.password.text() == ""
    dialog.accept()


def test_screenshot_of_the_server_dialog(qtbot: QtBot, window: MainWindow) -> None:
    dialog = ServerDialog("postgresql://arbiter@club-server:5432/spring_open", window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_not_blank(save(dialog, "server-open"))
    assert_labels_whole(dialog)
