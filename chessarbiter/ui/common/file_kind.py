"""Which window a file opens in: a league season in the league window, anything else in the
individual-event window.

The kind is read straight from the file, read-only, before the storage layer (which may
migrate and lock it) is loaded; a file that cannot be read that way is left to the
individual window, whose opening explains what is wrong with it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from chessarbiter.db.queries import LEAGUE

EXTENSION = ".chessarbiter"  # an event file's, whichever window it opens in


def is_league_file(path: str | Path) -> bool:
    """Whether the latest event of the file at ``path`` is a league season."""
    path = Path(path)
    if "://" in str(path) or not path.is_file():
        return False
    try:
        wal = path.with_name(path.name + "-wal").exists()  # immutable leaves nothing behind
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?{'mode=ro' if wal else 'immutable=1'}",
                               uri=True)
    except sqlite3.Error:
        return False
    try:
        row = conn.execute("select kind from events order by id desc limit 1").fetchone()
    except sqlite3.Error:
        return False
    finally:
        conn.close()
    return row is not None and row[0] == LEAGUE
