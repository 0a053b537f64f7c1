"""What the correction tests share: another program on the same season file (to change a record
behind the window's back), the dialog shown again with a refusal, the audit log's lines, and
pictures at 1280×720 and with type one and a half times the default size."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from sqlalchemy import select

from chessarbiter.db.database import Database
from chessarbiter.db.models import AuditRow
from chessarbiter.services.league import League, open_league
from chessarbiter.ui.common.forms import ErrorForm
from chessarbiter.ui.league.window import LeagueWindow

SHOTS = Path("/tmp/league-corrections")


@contextmanager
def other_program(path: Path) -> Iterator[League]:
    """The season as a second program (another computer) opens it."""
    db = Database.open_file(path)
    try:
        yield open_league(db)
    finally:
        db.close()


def when_refused(dialog: QDialog, form: ErrorForm, shown: list[str], field: str = "") -> None:
    """Once ``dialog`` comes back after OK (the action was refused), note the sentence under
    ``field`` (none: under the form) and cancel; call before accepting."""
    def wait(tries: int = 0) -> None:
        if not dialog.isVisible():
            if tries < 500:
                QTimer.singleShot(10, lambda: wait(tries + 1))
            return
        shown.append(form.message(field))
        dialog.reject()

    QTimer.singleShot(0, wait)


Form = TypeVar("Form", bound=QDialog)


def answer(kind: type[Form], fill: Callable[[Form], None], picture: str,
           shown: list[str] | None = None) -> Callable[[QWidget], None]:
    """A handler for the ``modal`` fixture: ``fill`` the dialog, take its picture, press OK;
    with ``shown``, expect it back refused and note its sentence there."""
    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, kind)
        fill(dialog)
        shot(dialog, picture)
        if shown is not None:
            when_refused(dialog, dialog.form, shown)  # type: ignore[attr-defined]
        dialog.accept()
    return handle


def audit(window: LeagueWindow, action: str) -> list[AuditRow]:
    """The audit log's lines of ``action`` (the service method, in words), oldest first."""
    assert window.document is not None
    with window.document.league.season.db.read() as session:
        rows = list(session.scalars(select(AuditRow).where(AuditRow.action == action)
                                    .order_by(AuditRow.id)))
        session.expunge_all()
    return rows


def shot(widget: QWidget, name: str) -> Path:
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    path = SHOTS / name
    widget.grab().save(str(path))
    return path


@contextmanager
def large_type() -> Iterator[None]:
    """Type one and a half times the default size, as on a desktop set up for it."""
    font = QApplication.font()
    larger = QFont(font)
    larger.setPointSizeF(font.pointSizeF() * 1.5)
    QApplication.setFont(larger)
    try:
        yield
    finally:
        QApplication.setFont(font)


def fits(dialog: QWidget) -> Callable[[], bool]:
    """Whether ``dialog`` is at least as large as its layout asks (nothing squeezed)."""
    def fitting() -> bool:
        QApplication.processEvents()
        hint = dialog.minimumSizeHint()
        return dialog.width() >= hint.width() and dialog.height() >= hint.height()
    return fitting
