"""The window's last resort: a failure nobody foresaw never shows a traceback. It is written
to a log file (:mod:`chessarbiter.crash_log`) and the arbiter reads one sentence naming that
file, in a message box over the window; the window keeps running, with everything saved
before the failure still saved (every action commits on its own)."""

from __future__ import annotations

import sys
import threading
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from chessarbiter.crash_log import failure_sentence, write_report

_showing: list[bool] = []  # a failure while its message is up is logged, not shown twice


def install() -> None:
    """Route every uncaught exception — in a slot, an event handler, a thread — here."""
    sys.excepthook = handle
    threading.excepthook = lambda args: handle(args.exc_type, args.exc_value or
                                               args.exc_type(), args.exc_traceback)


def handle(kind: type[BaseException], exc: BaseException,
           trace: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, trace)
        return
    report = write_report(exc.with_traceback(trace), context="the window")
    sentence = failure_sentence(exc, report)
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is threading.main_thread():
        _show(sentence)
    else:  # widgets belong to the main thread: show it from there
        QTimer.singleShot(0, app, lambda: _show(sentence))


def _show(sentence: str) -> None:
    if _showing or QApplication.instance() is None:
        print(f"chessarbiter: {sentence}", file=sys.stderr)
        return
    _showing.append(True)
    try:
        QMessageBox.critical(QApplication.activeWindow(),
                             QCoreApplication.translate("last_resort", "Something went wrong"),
                             sentence[0].upper() + sentence[1:])
    finally:
        _showing.clear()
