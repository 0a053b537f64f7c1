"""The last resort for a failure the program did not foresee: no traceback reaches a user.

The traceback goes to a file of its own in the user's log folder (platformdirs'
``user_log_dir``, or ``$CHESSARBITER_LOG_DIR``); the user sees one sentence naming that file,
to send with a description of what they were doing. Standard library and platformdirs only,
so the command line can load it before anything else.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from chessarbiter import __version__

LOG_DIR_VARIABLE = "CHESSARBITER_LOG_DIR"


def log_folder() -> Path:
    """Where failure reports go: ``$CHESSARBITER_LOG_DIR``, else the user's log folder."""
    chosen = os.environ.get(LOG_DIR_VARIABLE)
    if chosen:
        return Path(chosen)
    from platformdirs import user_log_dir

    return Path(user_log_dir("chessarbiter", appauthor=False))


def write_report(exc: BaseException, context: str = "") -> Path:
    """Write ``exc``'s traceback, with the program's version and ``context`` (the command
    line, the window action), to a new file; returns its path. The temporary folder is the
    fallback when the log folder cannot be written, so there is always a file to name."""
    import platform  # not at the top: every start would pay for what only a failure needs
    import traceback

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    text = "".join([
        f"chessarbiter {__version__}, Python {platform.python_version()}, "
        f"{platform.platform()}\n",
        f"when: {datetime.now().isoformat(timespec='seconds')}\n",
        f"doing: {context or ' '.join(sys.argv)}\n\n",
        *traceback.format_exception(exc),
    ])
    for folder in (log_folder(), Path(tempfile.gettempdir())):
        path = folder / f"failure-{stamp}-{os.getpid()}.log"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    return Path(tempfile.gettempdir()) / path.name  # pragma: no cover - nowhere to write


def failure_sentence(exc: BaseException, report: Path) -> str:
    """The one line the user reads: what stopped, that saved work stays saved, and where the
    details are."""
    return (f"an unexpected error stopped this ({type(exc).__name__}); everything saved "
            f"before it stays saved. The details are in {report} — please send that file "
            "with a word on what you were doing.")


FAILED = 70  # sysexits' EX_SOFTWARE: the program failed, not the user
INTERRUPTED = 130  # the shell's status for a program stopped by Ctrl+C


def last_resort(run: Callable[[], int]) -> int:
    """``run()``'s exit status, or — whatever escapes it, from reading the arguments to
    printing the answer — the report written and one line on stderr naming it (status 70).
    Ctrl+C ends quietly with 130; argparse's own exits pass through."""
    try:
        return run()
    except KeyboardInterrupt:
        return INTERRUPTED
    except Exception as exc:
        return report(exc)


def report(exc: BaseException, where: str = "") -> int:
    """Write ``exc``'s report, say so in one line on stderr (``where`` before it, e.g. a
    batch's line); the exit status 70. Stderr escapes what it cannot encode: the line always
    prints."""
    print(f"chessarbiter: error: {where}{failure_sentence(exc, write_report(exc))}",
          file=sys.stderr)
    return FAILED
