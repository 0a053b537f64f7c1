"""The arbiter's window: PySide6 views and undoable commands over :mod:`chessarbiter.services`.

Nothing here decides a rule; every change goes through a service call wrapped in a
:class:`~PySide6.QtGui.QUndoCommand`, and every view is redrawn from what the services return.

Importing this package takes back PySide's import hook. PySide replaces ``__import__`` so
that ``from __feature__ import snake_case`` can apply to the modules that ask for it, and to
know which those are it reads the whole source of every module imported after it (about a
tenth of a second of CPU at a cold start here: all of SQLAlchemy is read again as text). This
program uses no ``__feature__``; PySide's own import underneath (``__orig_import__``, which
builds its classes on first use) stays.
"""

import builtins

import PySide6.QtCore  # noqa: F401  # installs the hook taken back below


def _without_feature_hook() -> None:
    hook = getattr(builtins, "__feature_import__", None)
    underneath = getattr(builtins, "__orig_import__", None)
    if underneath is not None and builtins.__import__ is hook:
        builtins.__import__ = underneath


_without_feature_hook()
