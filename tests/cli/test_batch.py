"""``chessarbiter batch``: many commands in one process, each as it would run alone, stopping
at the first refusal with its line number and leaving that line's change unmade."""

import io
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.cli.conftest import Cli

# A 4-player round robin in which White wins every game. FIDE C.05 Annex 1 (Berger tables)
# pairs 4 players 1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1, so the points are 1: 2 (beat 4 and 2),
# 2: 2 (beat 3 and 4), 3: 1 (beat 1), 4: 1 (beat 3).
SETUP = """\
# a round robin scripted in one go
new-event --preset round-robin-fide --name "Batch RR"
add-player --name "Player, One" --rating 2400
add-player --name "Player, Two" --rating 2300

chessarbiter add-player --name "Player, Three" --rating 2200
add-player --name "Player, Four" --rating 2100
pair
"""
RESULTS = "".join(f"result --round {r} --board {b} 1-0\n" for r in (1, 2, 3) for b in (1, 2))
EXPECTED_POINTS = {1: 2.0, 2: 2.0, 3: 1.0, 4: 1.0}


def script(tmp_path: Path, text: str, name: str = "script.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def points(cli: Cli) -> dict[int, float]:
    return {s["start_no"]: s["points"] for s in cli("standings", "--json").data["standings"]}


def stored(db: Path) -> tuple[list[tuple[object, ...]], int]:
    """The games as stored and the number of audit rows (a refused line writes neither)."""
    conn = sqlite3.connect(db)
    try:
        games = conn.execute("select round, board, white_id, black_id, result from games "
                             "order by round, board").fetchall()
        (audit,) = conn.execute("select count(*) from audit_log").fetchone()
        return games, audit
    finally:
        conn.close()


def test_a_whole_event_runs_from_one_file(cli: Cli, tmp_path: Path) -> None:
    out = cli("batch", script(tmp_path, SETUP + RESULTS))
    assert out.code == 0, out.err
    assert out.out.endswith("Ran 12 commands from " + str(tmp_path / "script.txt") + ".\n")
    assert "Round 3, board 2: 1-0." in out.out  # each answer as the command alone prints it
    assert points(cli) == EXPECTED_POINTS


def test_quiet_prints_only_the_summary_and_json_every_answer(cli: Cli, tmp_path: Path) -> None:
    quiet = cli("batch", script(tmp_path, SETUP), "--quiet")
    assert quiet.out == f"Ran 6 commands from {tmp_path / 'script.txt'}.\n"
    data = cli("batch", script(tmp_path, "players\nstandings\n", "reads.txt"), "--json").data
    assert (data["ran"], data["of"], data["stopped"]) == (2, 2, None)
    assert [line["line"] for line in data["lines"]] == [1, 2]
    assert [p["start_no"] for p in data["lines"][0]["answer"]["players"]] == [1, 2, 3, 4]


def test_standard_input(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(SETUP + RESULTS))
    assert cli("batch", "-", "--quiet").code == 0
    assert points(cli) == EXPECTED_POINTS


def test_a_refusal_stops_the_batch_and_its_line_changes_nothing(
        cli: Cli, tmp_path: Path, db_file: Path) -> None:
    assert cli("batch", script(tmp_path, SETUP), "--quiet").code == 0
    alone = tmp_path / "alone.chessarbiter"
    shutil.copy(db_file, alone)
    assert cli("result", "--round", "1", "--board", "1", "1-0", db=alone).code == 0

    # line 2 is refused: the round robin of 4 players has 3 rounds
    lines = ("result --round 1 --board 1 1-0\nresult --round 4 --board 1 1-0\n"
             "result --round 1 --board 2 1-0\n")
    out = cli("batch", script(tmp_path, lines, "refused.txt"))
    assert out.code == 1
    assert out.err.startswith("chessarbiter: error: line 2 (result --round 4 --board 1 1-0): "
                              "--round: ")
    assert out.out.splitlines()[-1] == (
        "Stopped at line 2 (result --round 4 --board 1 1-0): ran 1 command before it, which "
        "stay stored; line 2 changed nothing and the 1 after it were not run.")
    # the file holds line 1's result and nothing of lines 2 and 3: as line 1 run alone
    assert stored(db_file) == stored(alone)


def test_the_json_document_names_the_refused_line(cli: Cli, tmp_path: Path) -> None:
    assert cli("batch", script(tmp_path, SETUP), "--quiet").code == 0
    out = cli("batch", script(tmp_path, "pairings --round 1\nwithdraw --start-no 9 "
                                        "--after-round 1\nplayers\n", "b.txt"), "--json")
    assert out.code == 1
    data = out.data
    assert (data["ran"], data["of"]) == (1, 3)
    assert data["stopped"]["line"] == 2 and data["stopped"]["status"] == 1
    assert data["stopped"]["command"] == "withdraw --start-no 9 --after-round 1"


def test_a_misused_line_stops_the_batch_before_any_line_runs(
        cli: Cli, tmp_path: Path, db_file: Path) -> None:
    out = cli("batch", script(tmp_path, SETUP + "result --round 1 1-0\n"))
    assert out.code == 2
    # line 9: the comment and the blank line count, as an editor numbers them
    assert out.err.startswith("chessarbiter: error: line 9 (result --round 1 1-0): ")
    assert "--board" in out.err
    assert not db_file.exists()  # not even line 1's new event was made


@pytest.mark.parametrize("line, said", [
    ('add-player --name "Unclosed', "No closing quotation"),
    ("batch other.txt", "not gui, batch or no command"),
    ("--json", "not gui, batch or no command"),
    ("result --help", "show nothing inside a batch"),
])
def test_lines_that_cannot_run_in_a_batch(cli: Cli, tmp_path: Path, line: str,
                                          said: str) -> None:
    out = cli("batch", script(tmp_path, f"players\n{line}\n"))
    assert out.code == 2
    assert out.err.startswith("chessarbiter: error: line 2")
    assert said in out.err


def test_a_missing_script_is_named(cli: Cli, tmp_path: Path) -> None:
    out = cli("batch", str(tmp_path / "none.txt"))
    assert (out.code, out.err) == (1, f"chessarbiter: error: {tmp_path / 'none.txt'}: no such "
                                      "file\n")


def test_a_line_may_name_its_own_file(cli: Cli, tmp_path: Path) -> None:
    other = tmp_path / "other.chessarbiter"
    lines = (f'new-event --name "Other" --db {other}\n'
             f'add-player --name "Solo, Player" --db {other}\n'
             'new-event --name "Default"\n')
    assert cli("batch", script(tmp_path, lines), "--quiet").code == 0
    assert [p["name"] for p in cli("players", "--json", db=other).data["players"]] == [
        "Solo, Player"]
    assert cli("players", "--json").data["players"] == []
