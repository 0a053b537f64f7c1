"""Opening an event: a file already open in another window, or one that cannot be written
here (a read-only file, a folder on a write-protected stick or share), is offered read-only; an
event on a database server is opened by its address, with the password asked for apart.

Two windows writing one file would each work from what they read before the other wrote, so
the second window gets the file only to look at, print and export. A file that cannot be
written is read from a copy in memory, so nothing appears beside it. A file this program cannot
use (damaged, another program's, a newer version's) is refused with the storage's message and
is left exactly as it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.busy import busy
from chessarbiter.ui.common.feedback import warn
from chessarbiter.ui.common.forms import ok_cancel
from chessarbiter.ui.event.document import EventDocument

if TYPE_CHECKING:
    from chessarbiter.db.lock import FileInUse
    from chessarbiter.db.opening import Unwritable

translate = QCoreApplication.translate  # a name lupdate recognises
ADDRESS_EXAMPLE = "postgresql://user@host:5432/database"


def open_event_file(parent: QWidget, path: Path) -> EventDocument | None:
    """The event in ``path``, locked for this window or, if the arbiter agrees, read-only;
    None when it was refused (the message shown) or the arbiter cancelled."""
    from chessarbiter.db.lock import FileInUse
    from chessarbiter.db.opening import Unwritable

    try:
        try:
            return EventDocument.open(path)
        except (FileInUse, Unwritable) as exc:
            if not offer_read_only(parent, exc):
                return None
            return EventDocument.open(path, read_only=True)
    except ActionRefused as exc:
        warn(parent, str(exc))
        return None


def offer_read_only(parent: QWidget, exc: FileInUse | Unwritable) -> bool:
    """Ask whether to open a file held elsewhere, or one that cannot be written here,
    read-only; True for yes."""
    from chessarbiter.db.lock import FileInUse

    if isinstance(exc, FileInUse):
        title = translate("opening", "Event file in use")
        text = translate("opening", "{0} is already open {1}.").format(exc.path.name,
                                                                       exc.holder)
        then = translate("opening", "To enter results here, close the event in the other "
                                    "window first.")
    else:
        title = translate("opening", "Event file cannot be written")
        text = translate("opening", "{0} cannot be changed here: {1}.").format(exc.path.name,
                                                                              exc.reason)
        then = translate("opening", "To enter results, copy it to a folder you can write to "
                                    "and open the copy.")
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setInformativeText(translate(
        "opening", "Read-only, this window can show, print and export the event, but not "
                   "change it.") + " " + then)
    read_only = box.addButton(translate("opening", "Open read-only"),
                              QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(read_only)
    box.exec()
    return box.clickedButton() is read_only


class ServerDialog(QDialog):
    """The address of a PostgreSQL database and its password, in separate fields."""

    def __init__(self, address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open an event on a database server"))
        self.setMinimumWidth(520)
        self.address = QLineEdit(address)
        self.address.setPlaceholderText(ADDRESS_EXAMPLE)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form = QFormLayout()
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Password"), self.password)
        note = QLabel(self.tr(
            "Several laptops can enter results into one event kept on a PostgreSQL server. "
            "The address is remembered in the recent list; the password never is."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #444;")
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        (self.password if address else self.address).setFocus()


def open_server_event(parent: QWidget, address: str = "") -> EventDocument | None:
    """Ask for the address and password until the event opens or the arbiter cancels."""
    dialog = ServerDialog(address, parent)
    while dialog.exec():
        try:
            with busy():
                return EventDocument.open_server(dialog.address.text(), dialog.password.text())
        except ActionRefused as exc:
            warn(parent, str(exc))
    return None
