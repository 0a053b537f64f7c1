"""Upgrading a file of 0013 (before the round a late entry entered was stored): the Swiss
players the program then recognised as late entries — no game, and every round paired so
far a zero- or half-point bye, as ``late_entry`` adds them — get that round stored."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from chessarbiter.core.presets import get_preset
from chessarbiter.db.database import Database
from chessarbiter.services.swiss import SwissService
from tests.db.old_files import old_event_file

# Swiss event 2 after round 2: round 1 1-3 2-4, round 2 1-2 3-6 and no. 4 the pairing-allocated
# bye; no. 5 entered late for round 3 (zero-point byes in 1-2); no. 6 asked for a zero-point
# bye in round 1 and played round 2: not a late entry by that reading.
SWISS_GAMES = ((1, 1, 1, 3), (1, 2, 2, 4), (2, 1, 1, 2), (2, 2, 3, 6))
SWISS_BYES = ((1, 5, "Z"), (2, 5, "Z"), (1, 6, "Z"), (2, 4, "U"))


def swiss_event(path: Path) -> None:
    settings = get_preset("swiss-fide").settings.with_changes(swiss_rounds=5)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "insert into events (id, name, site, federation, start_date, end_date, arbiter, "
            "settings, rounds, extra_trf, created_at, version) values (2, 'Old Swiss', '', "
            "'', '', '', '', ?, 2, '', '2024-01-05 10:00:00', 1)",
            (json.dumps(settings.to_dict()),))
        conn.executemany(
            "insert into players (id, event_id, start_no, name, federation, fide_id, uscf_id, "
            "title, sex) values (?, 2, ?, ?, '', '', '', '', '')",
            [(10 + n, n, f"Player {n}") for n in range(1, 7)])
        conn.executemany(
            "insert into games (event_id, round, board, white_id, black_id, result, version) "
            "values (2, ?, ?, ?, ?, '1-0', 1)",
            [(r, b, 10 + w, 10 + k) for r, b, w, k in SWISS_GAMES])
        conn.executemany("insert into byes (event_id, round, player_id, kind) values (2, ?, ?, ?)",
                         [(r, 10 + s, kind) for r, s, kind in SWISS_BYES])
    conn.close()


def test_the_late_entries_of_a_0013_file_keep_the_round_they_entered(tmp_path: Path) -> None:
    path = old_event_file(tmp_path / "old.chessarbiter", "0013")
    swiss_event(path)
    db = Database.open_file(path)
    try:
        assert SwissService(db, 2).late_entries() == {5: 3}
        assert SwissService(db, 1).late_entries() == {}  # the round robin's players
    finally:
        db.close()
