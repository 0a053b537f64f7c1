"""File ▸ Restore backup: put one of the event file's automatic copies back in its place.

A copy is taken each time a round is complete; restoring one first copies the file as it is
now ("before restore"), so a restore can itself be undone by restoring that copy. The event is
closed while its file is replaced and opened again afterwards, with an empty undo history:
the steps in it belong to the file that was replaced. Every copy in the folder is checked as
the list is made: one that cannot be restored (cut short, empty, a newer version's) is
listed greyed out with the reason, and cannot be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.ui.common.feedback import confirm, warn

if TYPE_CHECKING:
    from chessarbiter.db.backups import Backup
    from chessarbiter.ui.event.main_window import MainWindow


def backup_text(backup: Backup) -> str:
    """"Sat 14 Mar 2026, 21:05 — round 5 complete"."""
    taken = QLocale().toString(QDateTime(backup.taken), "ddd d MMM yyyy, HH:mm")
    return f"{taken} — {backup.reason.replace('-', ' ')}"


class RestoreBackupDialog(QDialog):
    """The copies, newest first; :meth:`chosen` is the one selected."""

    def __init__(self, backups: Sequence[Backup], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore a backup"))
        self.resize(560, 340)
        self._backups = list(backups)
        intro = QLabel(self.tr(
            "A copy of the event file is kept each time a round is complete. Choose the copy "
            "to go back to; the file as it is now is kept as a copy first."))
        intro.setWordWrap(True)
        self.list = QListWidget()
        for backup in self._backups:
            item = QListWidgetItem(backup_text(backup))
            if not backup.good:
                item.setText(self.tr("{0} — cannot be restored: {1}").format(
                    backup_text(backup), backup.problem))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                              & ~Qt.ItemFlag.ItemIsSelectable)
            self.list.addItem(item)
        self.list.setCurrentRow(next((n for n, b in enumerate(self._backups) if b.good), -1))
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = buttons.addButton(self.tr("Restore…"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def chosen(self) -> Backup:
        return self._backups[max(self.list.currentRow(), 0)]

    def accept(self) -> None:
        if self.list.currentRow() >= 0 and self.chosen().good:
            super().accept()


def restore_from_backup(window: MainWindow) -> bool:
    """Ask which copy, confirm, then close the event, restore the copy and reopen the event.

    True when a copy was restored; the event is open again in every case but a failed reopen.
    """
    from chessarbiter.db.backups import BackupError, list_backups, restore_backup

    document = window.document
    assert document is not None and document.path is not None and not document.read_only, \
        "restoring needs an event file open for editing"
    path, keep = document.path, document.state.settings.backups_kept
    backups = list_backups(path)
    if not any(b.good for b in backups):
        text = window.tr("There is no backup of this event yet: a copy is made each time a "
                         "round is complete.") if not backups else window.tr(
            "None of the {0} copies of this event can be restored ({1}: {2}).").format(
            len(backups), backups[0].path.name, backups[0].problem)
        QMessageBox.information(window, window.tr("Restore a backup"), text)
        return False
    dialog = RestoreBackupDialog(backups, window)
    if not dialog.exec():
        return False
    backup = dialog.chosen()
    question = window.tr(
        "Go back to the copy of {0}?\n\nEverything entered since then is taken out of the "
        "event file. The file as it is now is kept as a backup first, so this can be undone "
        "by restoring that copy.").format(backup_text(backup))
    if not confirm(window, window.tr("Restore a backup"), question):
        return False
    window.close_event_file()
    try:
        restore_backup(backup.path, path, keep)
    except BackupError as exc:  # the event file is as it was
        warn(window, str(exc))
        window.open_file(path)
        return False
    window.open_file(path)
    window.statusBar().showMessage(window.tr("Restored the copy of {0}").format(
        backup_text(backup)), 8000)
    return True
