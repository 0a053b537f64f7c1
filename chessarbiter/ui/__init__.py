"""The arbiter's window: PySide6 views and undoable commands over :mod:`chessarbiter.services`.

Nothing here decides a rule; every change goes through a service call wrapped in a
:class:`~PySide6.QtGui.QUndoCommand`, and every view is redrawn from what the services return.
"""
