"""``result`` on a local file is stored without SQLAlchemy (cli/fast_write.py) by the same
plain-SQL write the services run: both ways give the same answers, refusals, exit
statuses, stored rows, audit entries and backups, and a race loser gets the conflict
message. Expected values: the ordinary path, run on a copy of the same file."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

import chessarbiter.cli.fast_write as fast_write
import chessarbiter.db.direct as direct
from chessarbiter.db.backups import list_backups
from chessarbiter.db.lock import WINDOW, acquire
from tests.cli.conftest import Cli
from tests.cli.test_incident_commands import junior_event

# Berger for 4 players (FIDE C.05 Annex 1): R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1
STEPS = [
    ("result", "--round", "1", "--board", "2", "1-0"),  # 2–3: contradicts the forfeit
    ("result", "--round", "1", "--board", "2", "1-0", "--confirm"),
    ("result", "--round", "1", "--board", "1", "1/2-1/2", "--json"),  # completes round 1
    ("result", "--round", "1", "--board", "1", "clear"),
    ("result", "--round", "1", "--board", "1", "0-1"),  # complete again: a second backup
    ("result", "--round", "2", "--board", "7", "1-0"),
    ("result", "--round", "9", "--board", "1", "1-0"),
    ("result", "--round", "2", "--board", "1", "banana"),
    ("result", "--round", "2", "--board", "1", "1-0", "--moves", "12"),  # ordinary path
    ("withdraw", "--start-no", "4", "--after-round", "1", "--json"),  # 1 of 3 played: annulled
    ("withdraw", "--start-no", "4", "--after-round", "1"),  # the same again: no change
    ("withdraw", "--start-no", "9", "--after-round", "1"),
    ("withdraw", "--start-no", "4", "--after-round", "7"),
    ("withdraw", "--start-no", "4", "--after-round", "-1", "--json"),
    ("settings", "--set", "koya_limit_offset=0.5", "--json"),
    ("settings", "--set", "koya-limit-offset=0.5"),  # the same again: no change
    ("settings", "--set", "cycles=2"),
    ("settings", "--set", "withdrawal_rule=bogus"),
    ("settings", "--set", "koya_limit_offset=abc"),
    ("settings", "--json"),
]
FAST = ("try_fast_result", "try_fast_withdraw", "try_fast_settings")


def played(cli: Cli, db: Path) -> list[tuple[int, str, str]]:
    junior_event(cli)
    cli("incident", "add", "--round", "1", "--start-no", "3", "--kind", "late",
        "--minutes-late", "31")
    decided = cli("incident", "decide", "1", "--decision", "forfeit")
    assert decided.code == 0, decided.err
    out = []
    for step in STEPS:
        o = cli(*step)
        out.append((o.code, o.out, o.err))
    return out


def stored(db: Path) -> tuple[list[Any], list[Any]]:
    conn = sqlite3.connect(db)
    try:
        games = conn.execute("select id, round, board, result, version from games "
                             "order by id").fetchall()
        audit = conn.execute(  # the results' (the set-up's hold the moment they were made)
            "select event_id, who, action, table_name, row_id, change, details from audit_log"
            " where action in ('set result', 'withdraw', 'update settings') order by id"
        ).fetchall()
        return games, audit
    finally:
        conn.close()


def test_both_paths_store_and_say_the_same(cli: Cli, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    fast_file, ordinary_file = tmp_path / "fast.chessarbiter", tmp_path / "ordinary.chessarbiter"
    answered: list[tuple[str, bool]] = []

    def counted(name: str) -> Any:
        original = getattr(fast_write, name)

        def run(args: Any) -> Any:
            answer = original(args)
            answered.append((args.command, answer is not None))
            return answer

        return run

    with monkeypatch.context() as m:
        for name in FAST:
            m.setattr(fast_write, name, counted(name))
        fast = played(lambda *a: cli(*a, db=fast_file), fast_file)
    with monkeypatch.context() as m:
        for name in FAST:
            m.setattr(fast_write, name, lambda _args: None)
        ordinary = played(lambda *a: cli(*a, db=ordinary_file), ordinary_file)
    # every step answered the fast way but the refusals (they raise) and the draw's moves
    assert answered == [("result", True)] * 4 + [("result", False)] + [
        ("withdraw", True)] * 3 + [("settings", True)] * 3, answered
    assert fast == ordinary
    assert fast[0][0] == 1 and "Incident 1 decided that No3 Player loses" in fast[0][2]
    assert "--confirm" in fast[0][2]
    assert '"round_complete": true' in fast[2][1]
    assert fast[5][2] == "chessarbiter: error: --board: round 2 has no board 7\n"
    assert fast[6][2] == "chessarbiter: error: --round: round 9 does not exist (1..3)\n"
    assert stored(fast_file) == stored(ordinary_file)
    audit = stored(fast_file)[1]
    # three results, one clearing, the overridden decision's note, two withdrawals, a setting
    assert len(audit) == 8
    assert any('"contradicts_incidents": [1]' in row[6] for row in audit)
    assert [b.reason for b in list_backups(fast_file)] == \
        [b.reason for b in list_backups(ordinary_file)] == ["round-1-complete"] * 2
    assert '"annulled": true' in fast[9][1] and "no player with start number 9" in fast[11][2]
    assert "round must be between 0 and 3" in fast[12][2] and "fixed once" in fast[16][2]


def test_a_race_loser_gets_the_conflict_message(cli: Cli, db_file: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Another writer changes the game between this command's read and its write (as on a
    server; on a file the lock keeps other programs out): the version check refuses."""
    junior_event(cli)
    plain = direct.executor

    def interleaved(connection: sqlite3.Connection) -> Any:
        execute = plain(connection)

        def run(sql: str, params: dict[str, Any]) -> Any:
            rows = execute(sql, params)
            if sql.startswith("select g.id, g.version"):
                other = sqlite3.connect(db_file)
                other.execute("update games set result = '0-1', version = version + 1 "
                              "where round = 1 and board = 1")
                other.commit()
                other.close()
            return rows

        return run

    monkeypatch.setattr(direct, "executor", interleaved)
    lost = cli("result", "--round", "1", "--board", "1", "1-0")
    assert lost.code == 3
    assert lost.err == ("chessarbiter: error: Board 1 of round 1 was changed to 0-1 on another "
                        "computer; your 1-0 was not saved. Reload and check.\n")
    games, audit = stored(db_file)
    assert [g[3:] for g in games if g[1:3] == (1, 1)] == [("0-1", 2)]
    assert not [row for row in audit if row[2] == "set result"]


def test_beside_a_window_the_fast_path_refuses_as_the_ordinary_one(cli: Cli,
                                                                   db_file: Path) -> None:
    junior_event(cli)
    lock = acquire(db_file, WINDOW)
    try:
        out = cli("result", "--round", "1", "--board", "1", "1-0")
    finally:
        lock.release()
    assert out.code == 4 and "open in a window" in out.err
    assert stored(db_file)[0][0][3] is None
