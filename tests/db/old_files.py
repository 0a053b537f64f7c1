"""Event files as earlier versions of the program left them: the schema of each revision
(built by the migrations themselves, up to that revision) holding a small played event,
written with plain SQL in the columns the first schema already had."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, event
from sqlalchemy.pool import NullPool

from chessarbiter.core.presets import get_preset
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.db.schema import MIGRATIONS

PLAYERS = ("Anand, Viswanathan", "Carlsen, Magnus", "Ding, Liren", "Gukesh, D")
# Berger table for 4 players (FIDE Handbook C.05 Annex 1): round, board, white, black
GAMES = ((1, 1, 1, 4), (1, 2, 2, 3), (2, 1, 4, 3), (2, 2, 1, 2), (3, 1, 2, 4), (3, 2, 3, 1))
RESULTS = {(1, 1): "1-0", (1, 2): "1/2-1/2"}  # round 1 played


def config() -> Config:
    made = Config()
    made.set_main_option("script_location", str(MIGRATIONS))
    return made


def earlier_revisions() -> list[str]:
    """Every revision before the head, oldest first."""
    walked = [s.revision for s in ScriptDirectory.from_config(config()).walk_revisions()]
    return [r for r in reversed(walked) if r != SCHEMA_HEAD]


def old_event_file(path: Path, revision: str) -> Path:
    """A WAL-mode event file at ``revision`` with a four-player event, round 1 played."""
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)
    event.listen(engine, "connect",
                 lambda conn, _record: conn.execute("PRAGMA journal_mode=WAL"))
    with engine.begin() as conn:
        made = config()
        made.attributes["connection"] = conn
        command.upgrade(made, revision)
    engine.dispose()
    settings = json.dumps(get_preset("round-robin-fide").settings.to_dict())
    with sqlite3.connect(path) as conn:
        conn.execute(
            "insert into events (id, name, site, federation, start_date, end_date, arbiter, "
            "settings, rounds, extra_trf, created_at, version) values (1, 'Old Open', 'Oslo', "
            "'NOR', '2024-01-05', '2024-01-07', 'IA Old', ?, 3, '', '2024-01-05 10:00:00', 1)",
            (settings,))
        conn.executemany(
            "insert into players (id, event_id, start_no, name, federation, fide_id, uscf_id, "
            "title, sex) values (?, 1, ?, ?, '', '', '', '', '')",
            [(n, n, name) for n, name in enumerate(PLAYERS, 1)])
        conn.executemany(
            "insert into games (event_id, round, board, white_id, black_id, result, version) "
            "values (1, ?, ?, ?, ?, ?, 1)",
            [(r, b, w, k, RESULTS.get((r, b))) for r, b, w, k in GAMES])
    conn.close()
    return path
