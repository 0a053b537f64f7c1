"""``league result`` and ``league ledger-entry`` on a local file are stored without
SQLAlchemy (cli/league/fast_write.py) by the same plain-SQL writes the league services run
(services/season_writes.py): both ways give the same answers (JSON and text), refusals, exit
statuses, stored rows, season revision and audit entries, and a race loser gets the
conflict message. Expected values: the ordinary path, run on a copy of the same season, and
the rule book where a step's figure is the rule's (30.e, 30.f)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import chessarbiter.cli.league.fast_write as fast_write
from chessarbiter.cli.league.fast_write import quick_answer
from chessarbiter.cli.parsing import parse
from chessarbiter.db.lock import WINDOW, acquire
from chessarbiter.services import season_writes
from tests.cli.conftest import Cli
from tests.cli.test_table import STORAGE, loaded, under
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

NIGHT = "2011-10-16"  # round 1 of the section: Team 01 – Team 08, Team 03 – Team 06
STEPS = [
    ("result", "1", "Team 01", "1", "1-0"),
    ("result", "1", "Team 08", "1", "1-0", "--json"),  # the same again, by the other team
    ("result", "1", "Team 01", "1", "0-1", "--advance", "--json"),
    ("result", "1", "Team 01", "2", "1/2-1/2"),
    ("result", "1", "Team 01", "1", "clear", "--json"),  # its row goes
    ("result", "1", "Team 01", "1", "clear"),  # nothing stored, nothing to clear
    ("result", "1", "Team 01", "7", "1-0"),
    ("result", "1", "Nobody", "1", "1-0"),
    ("result", "99", "Team 01", "1", "1-0"),
    ("result", "1", "Team 01", "3", "banana"),
    ("result", "1", "Team 02", "1", "1-0"),  # no lineups in
    ("result", "1", "Team 03", "4", "1-0"),  # forfeited: Team 03's board 2 is absent
    ("result", "1", "Team 06", "3", "0-1", "--json"),
    ("ledger-entry", "Team 02", "payment", "12.50", "--on", NIGHT, "--note", " hi ", "--json"),
    ("ledger-entry", "Team 02", "payment", "12.50", "--on", NIGHT, "--note", "hi"),  # a retry
    ("ledger-entry", "Team 05", "damages", "20", "--on", NIGHT, "--json"),
    ("ledger-entry", "Team 04", "withdrawal", "--on", "2011-11-20"),
    ("ledger-entry", "Team 02", "refund", "0", "--on", NIGHT),
    ("ledger-entry", "Nobody", "deposit", "5", "--on", NIGHT),
]


def night(cli: Cli) -> None:
    """Round 1's lineups: Team 01 – Team 08 in roster order, Team 03 – Team 06 with Team 03's
    board 2 absent (rule 17: the players present move up, board 4 is forfeited)."""
    for team, players in (("Team 01", lineup(1, 1, 2, 3, 4)), ("Team 08", lineup(8, 1, 2, 3, 4)),
                          ("Team 03", lineup(3, 1, 2, 3, 4)), ("Team 06", lineup(6, 1, 2, 3, 4))):
        assert cli("league", "lineup", "1", team, *players).code == 0
    assert cli("league", "absent", "1", "Team 03", uscf(3, 2)).code == 0


def played(cli: Cli) -> list[tuple[int, str, str]]:
    out = []
    for step in STEPS:
        o = cli("league", *step)
        out.append((o.code, o.out, o.err))
    return out


def stored(db: Path) -> tuple[list[Any], ...]:
    """The rows the writes touch, the season's revision, and their audit entries (creation
    times masked: each path stores its own moment)."""
    conn = sqlite3.connect(db)
    try:
        boards = conn.execute("select * from league_board_results order by id").fetchall()
        entries = conn.execute("select id, team_id, on_date, kind, cents, note"
                               " from league_ledger_entries order by id").fetchall()
        revision = conn.execute("select revision, version from events").fetchall()
        audit = conn.execute(
            "select event_id, who, action, table_name, row_id, change,"
            " json_remove(details, '$.created_at') from audit_log"
            " where action in ('result', 'add') order by id").fetchall()
        return boards, entries, revision, audit
    finally:
        conn.close()


@pytest.fixture
def copies(cli: Cli, section: list[str], db_file: Path, tmp_path: Path) -> tuple[Path, Path]:
    night(cli)
    fast, ordinary = tmp_path / "fast.chessarbiter", tmp_path / "ordinary.chessarbiter"
    shutil.copy(db_file, fast)
    shutil.copy(db_file, ordinary)
    return fast, ordinary


def test_both_paths_store_and_say_the_same(cli: Cli, copies: tuple[Path, Path],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    fast_file, ordinary_file = copies
    taken: list[bool] = []
    stored_fast = fast_write._stored

    def counted(args: Any, write: Any) -> Any:
        answer = stored_fast(args, write)
        taken.append(answer is not None)
        return answer

    with monkeypatch.context() as m:
        m.setattr(fast_write, "_stored", counted)
        fast = played(lambda *a: cli(*a, db=fast_file))
    with monkeypatch.context() as m:
        m.setattr(fast_write, "_stored", lambda _args, _write: None)
        ordinary = played(lambda *a: cli(*a, db=ordinary_file))
    # every step was answered the fast way but the refusals, which raise there too
    assert taken == [True] * 11, taken
    assert fast == ordinary
    assert stored(fast_file) == stored(ordinary_file)
    audit = stored(fast_file)[3]
    assert [(row[3], row[5]) for row in audit] == [
        ("league_board_results", c) for c in ("insert", "update", "insert", "delete", "insert")
    ] + [("league_ledger_entries", "insert")] * 3
    codes = [code for code, _, _ in fast]
    assert codes == [0] * 6 + [1] * 6 + [0] * 4 + [0] + [1] * 2


def test_the_answers_are_the_rule_books(cli: Cli, copies: tuple[Path, Path]) -> None:
    """What the fast path says, from the rules: a game point for a win or a forfeit, half a
    match point for two game points (24); a designated player absent, the players present
    take the top boards and the bottom one is forfeited (17); damages cost the actual
    expenses plus 10% (30.e), a withdrawal $50 (30.f), off the $50 deposit (1)."""
    fast_file, _ = copies
    out = played(lambda *a: cli(*a, db=fast_file))
    assert out[0][1].splitlines()[-1] == "  score (so far): Team 01 1–0 Team 08, match points 0–0"
    assert '"result": "0-1", "league_result": null, "in_advance": true' in out[2][1]
    assert out[3][1].splitlines()[-1] == \
        "  score (so far): Team 01 ½–1½ Team 08, match points 0–0"
    assert [o[2] for o in out[6:12]] == [f"chessarbiter: error: {e}\n" for e in (
        "BOARD: board 7: a match has boards 1-4",
        "there is no team named 'Nobody'",
        "ROUND: section A has no round 99",
        "unknown result 'banana': use 1-0, 0-1, 1/2-1/2, +-, -+ or --",
        "BOARD: round 1 Team 02 – Team 07: the lineup of Team 02, Team 07 is not in yet",
        "BOARD: board 4 of round 1 Team 03 – Team 06 is a forfeit (+-) by the lineups, "
        "absences or equipment (rules 17 and 19)")]
    match = json.loads(out[12][1])
    assert [(b["white_team_player"], b["result"]) for b in match["boards"]] == [
        (uscf(3, 1), None), (uscf(3, 3), None), (uscf(3, 4), "0-1"), (None, "+-")]
    assert match["score"]["black"] == {"game_points": 2.0, "match_points": 0.5}
    payment = json.loads(out[13][1])
    assert payment["id"] == 1 and payment["teams"][0]["balance"]["text"] == "$62.50"
    assert out[14][1] == ("ledger entry 1 already records this (payment of Team 02 on "
                          "2011-10-16): nothing changed; a second one needs a note of its own\n")
    (damages,) = json.loads(out[15][1])["teams"]
    assert [(e["amount"]["text"], e["rule"]) for e in damages["entries"]] == [
        ("$50.00", "11"), ("$22.00", "30.e")]
    assert damages["balance"]["text"] == "$28.00"
    assert out[16][1].splitlines()[2:] == [
        "Team 04                              $0.00     $0.00",
        "  2011-09-30  deposit         $50.00  rule 11: deposit received",
        "  2011-11-20  deduction       $50.00  rule 30.f: withdrew"]
    assert out[17][2] == ("chessarbiter: error: AMOUNT: refund: the amount must be more than "
                          "$0.00\n")
    assert stored(fast_file)[1][2][3:5] == ("withdrawal", 0)


def test_a_race_loser_gets_the_conflict_message_on_either_path(
        cli: Cli, copies: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """Another writer changes the board between this write's reading its row and its
    compare-and-set (as another computer on a server could; on a file the lock keeps other
    programs out, so the test writes it in the same transaction): both paths refuse."""
    answers = []
    read_row = season_writes._stored_row

    def interleaved(execute: Any, match: Any, board: int, row_id: int, mine: Any) -> Any:
        row = read_row(execute, match, board, row_id, mine)
        execute("update league_board_results set result = '0-1', version = version + 1"
                " where id = :id returning id", {"id": row_id})
        return row

    for db, fast in zip(copies, (True, False), strict=True):
        assert cli("league", "result", "1", "Team 01", "1", "1/2-1/2", db=db).code == 0
        before = stored(db)
        with monkeypatch.context() as m:
            m.setattr(season_writes, "_stored_row", interleaved)
            if not fast:
                m.setattr(fast_write, "_stored", lambda _args, _write: None)
            lost = cli("league", "result", "1", "Team 01", "1", "1-0", db=db)
        answers.append((lost.code, lost.out, lost.err))
        assert stored(db) == before  # nothing of it stayed
    assert answers[0] == answers[1] == (3, "", (
        "chessarbiter: error: Board 1 of Team 01 – Team 08, round 1 was changed to 0-1 on "
        "another computer; your 1-0 was not saved. Reload and check.\n"))


@pytest.mark.parametrize("argv", [("result", "1", "Team 01", "1", "1-0"),
                                  ("ledger-entry", "Team 02", "deposit", "5", "--on", NIGHT)],
                         ids=lambda argv: argv[0])
def test_beside_a_window_both_paths_refuse_alike(cli: Cli, copies: tuple[Path, Path],
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 argv: tuple[str, ...]) -> None:
    answers = []
    for db, fast in zip(copies, (True, False), strict=True):
        before = stored(db)
        lock = acquire(db, WINDOW)
        try:
            with monkeypatch.context() as m:
                if not fast:
                    m.setattr(fast_write, "_stored", lambda _args, _write: None)
                out = cli("league", *argv, db=db)
        finally:
            lock.release()
        answers.append((out.code, out.err.replace(str(db), "FILE")))
        assert stored(db) == before
    assert answers[0] == answers[1]
    assert answers[0][0] == 4 and "open in a window" in answers[0][1]


def _args(db: Path | str, *argv: str) -> Any:
    args = parse(["--db", str(db), "league", *argv])
    args.access = "write"
    return args


def test_the_fast_path_steps_aside_where_only_the_ordinary_one_answers(
        cli: Cli, copies: tuple[Path, Path], tmp_path: Path) -> None:
    db, _ = copies
    result = ("result", "1", "Team 01", "1", "1-0")
    before = stored(db)
    assert quick_answer(_args("postgresql://nobody@nowhere/season", *result)) is None
    assert quick_answer(_args(db, "lineup", "1", "Team 02", "--no-show")) is None
    assert quick_answer(_args(db, *result, "--event", "7")) is None
    wal = db.with_name(db.name + "-wal")
    wal.write_bytes(b"")
    assert quick_answer(_args(db, *result)) is None
    wal.unlink()
    with sqlite3.connect(db) as conn:
        conn.execute("update alembic_version set version_num = '0001'")
    assert quick_answer(_args(db, *result)) is None
    assert stored(db)[:3] == before[:3]
    event = tmp_path / "event.chessarbiter"
    assert cli("new-event", "--name", "Club", db=event).code == 0
    assert quick_answer(_args(event, *result)) is None


def test_a_batch_writes_its_lines_the_ordinary_way(cli: Cli, copies: tuple[Path, Path],
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    db, _ = copies

    def refused(_args: Any, _write: Any) -> None:
        raise AssertionError("a batch line took the fast path")

    monkeypatch.setattr(fast_write, "_stored", refused)
    lines = tmp_path / "night.txt"
    lines.write_text(f'league result 1 "Team 01" 1 1-0\n'
                     f'league ledger-entry "Team 02" deposit 5 --on {NIGHT}\n')
    out = cli("batch", str(lines), db=db)
    assert out.code == 0, out.err
    assert stored(db)[0][0][3] == "1-0" and stored(db)[1][0][3:5] == ("deposit", 500)


@pytest.mark.parametrize("argv", [("result", "1", "Team 01", "1", "1-0"),
                                  ("ledger-entry", "Team 02", "deposit", "5", "--on", NIGHT)],
                         ids=lambda argv: argv[0])
def test_the_fast_writes_load_no_storage(copies: tuple[Path, Path],
                                         argv: tuple[str, ...]) -> None:
    db, _ = copies
    modules = loaded(db, "league", *argv)
    assert "chessarbiter.services.season_writes" in modules
    assert under(modules, *STORAGE, "chessarbiter.services.league.") == set()
