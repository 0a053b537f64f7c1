"""What the event's and the league's Export menus share: an export run with its refusal or
disk error shown (never raised), and the US Chess checks' problems behind a refusal."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.feedback import warn

if TYPE_CHECKING:
    from chessarbiter.io.uscf import ExportProblem

translate = QCoreApplication.translate  # a name lupdate recognises


def run_export(parent: QWidget, export: Callable[[], object], target: Path) -> bool:
    """Run ``export``; False once its refusal or disk error was shown over ``parent``."""
    try:
        export()
    except ActionRefused as exc:
        warn(parent, str(exc))
    except OSError as exc:
        show_disk_error(parent, target, exc)
    else:
        return True
    return False


def show_disk_error(parent: QWidget, target: Path, exc: OSError) -> None:
    warn(parent, translate("export", "{0}: cannot write ({1})").format(target, exc.strerror))


def refused_problems(exc: ActionRefused) -> tuple[ExportProblem, ...]:
    """The checks' problems behind a refused US Chess export (the service keeps the report's
    own refusal as the context of its message), or none for any other refusal."""
    from chessarbiter.io.uscf import ExportRefused

    context = exc.__context__
    return context.problems if isinstance(context, ExportRefused) else ()


def add_export_action(menu: QMenu, text: str, slot: Callable[[], None]) -> QAction:
    """An entry of ``menu`` that calls ``slot`` (without the triggered signal's flag)."""
    action = menu.addAction(text)
    action.triggered.connect(lambda _checked=False: slot())
    return action
