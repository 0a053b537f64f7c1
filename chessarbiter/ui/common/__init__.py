"""Window parts both kinds of event use: forms, feedback, tables, preferences, the icon.

Nothing here imports :mod:`chessarbiter.ui.event` or :mod:`chessarbiter.ui.league`.
"""
