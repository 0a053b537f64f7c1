"""The garbage collector paused while the program starts (:func:`paused`).

Building the window and loading storage make over 100,000 objects that live as long as the
program (SQLAlchemy's above all) and hardly any garbage; the 120-odd collections on the way
would walk them again and again (a tenth of the CPU to an editable event). So the collector
waits, and what the start made is then frozen out of its later rounds and of the final one at
exit (a full collection after the start finds a few hundred unreachable objects of 120,000:
those stay). The window's start and the storage it loads on a thread
(:mod:`chessarbiter.ui.event.early_results`) each hold it; it runs again when both are done.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_guard = threading.Lock()
_holders = 0
_was_enabled = False


def hold() -> Callable[[], None]:
    """Pause the collector until the function returned is called (once)."""
    global _holders, _was_enabled
    with _guard:
        if _holders == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holders += 1
    released = False

    def release() -> None:
        global _holders
        nonlocal released
        with _guard:
            if released:
                return
            released = True
            _holders -= 1
            if _holders == 0:
                gc.freeze()
                if _was_enabled:
                    gc.enable()

    return release


@contextmanager
def paused() -> Iterator[None]:
    """No collection until every pause has ended (:func:`hold`); then the objects made
    meanwhile are frozen, and the collector is on again if it was on when the first began."""
    release = hold()
    try:
        yield
    finally:
        release()
