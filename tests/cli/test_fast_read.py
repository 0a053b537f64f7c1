"""The SQLAlchemy-free path of the read commands answers exactly as the ordinary path does,
and steps aside whenever it cannot (other schema, missing event, bad argument).

An equivalence test: each command's output — its JSON and its text, byte for byte — by one
path against the other's on the same file, not against values of the program's own."""

import argparse
import json
import sqlite3
from pathlib import Path

import pytest

from chessarbiter.cli import clock_commands, event_commands, incident_commands, playoff_commands
from chessarbiter.cli.fast_read import try_fast_read
from chessarbiter.cli.parsing import parse as parse_line
from chessarbiter.cli.runner import render
from chessarbiter.cli.store import Stores
from tests.cli.conftest import Cli


@pytest.fixture
def played(cli: Cli, db_file: Path) -> Path:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    for i in range(1, 8):
        cli("add-player", "--name", f"Player, No{i}", "--rating", str(2500 - 10 * i))
    cli("pair")
    for rnd, board, value in [(1, 1, "1-0"), (1, 2, "½-½"), (1, 3, "-+"), (2, 1, "0-1"),
                              (2, 2, "--"), (3, 3, "1-0")]:
        assert cli("result", "--round", str(rnd), "--board", str(board), value).code == 0
    cli("withdraw", "--start-no", "7", "--after-round", "2")
    cli("settings", "--set", "prize_amounts=300,200,100", "--set", "late_fine=20")
    for incident in (("--start-no", "2", "--kind", "late", "--minutes-late", "10", "--at",
                      "19:10", "--decision", "suggested"),
                     ("--start-no", "4", "--kind", "device", "--noise", "--remaining", "12:30",
                      "--at", "45"),
                     ("--start-no", "5", "--kind", "draw", "--board", "2", "--move", "12")):
        assert cli("incident", "add", "--round", "3", *incident).code == 0
    return db_file


def parse(db: Path, *argv: str) -> argparse.Namespace:
    args = parse_line(["--db", str(db), *argv])
    args.json = True
    return args


def ordinary(args: argparse.Namespace) -> object:
    """The command's answer through storage, as when the fast path steps aside."""
    args.access, args.stores = "read", Stores()
    try:
        module = {"standings": playoff_commands, "penalty": clock_commands,
                  "incident": incident_commands, "prizes": incident_commands}.get(
            args.command, event_commands)
        return getattr(module, args.command)(args)
    finally:
        args.stores.close()


@pytest.mark.parametrize(
    "argv",
    [("standings",), ("standings", "--tiebreaks", "sb,de,won"), ("pairings", "--all"),
     ("pairings", "--round", "2"), ("players",), ("settings",),
     ("penalty", "time", "--remaining", "10:00"), ("audit",), ("audit", "--limit", "3"),
     ("incident", "list"), ("prizes",)],
)
def test_fast_and_ordinary_paths_agree(played: Path, argv: tuple[str, ...]) -> None:
    fast = try_fast_read(parse(played, *argv))
    assert fast is not None
    slow = ordinary(parse(played, *argv))
    assert json.dumps(fast, ensure_ascii=False) == json.dumps(slow, ensure_ascii=False)
    assert render(argv[0], fast) == render(argv[0], slow)


@pytest.mark.parametrize(
    "argv",
    [("standings", "--tiebreaks", "XX"), ("pairings", "--round", "99"),
     ("settings", "--set", "koya_limit_offset=0.5"), ("penalty", "time", "--remaining", "x"),
     ("players", "--event", "5"), ("result", "--round", "1", "--board", "1", "1-0"),
     ("incident", "decide", "1", "--decision", "warning"), ("prizes", "--champion", "99")],
)
def test_the_fast_path_steps_aside_for_errors_and_writes(played: Path,
                                                          argv: tuple[str, ...]) -> None:
    assert try_fast_read(parse(played, *argv)) is None


def test_the_fast_path_steps_aside_for_another_schema_version(played: Path) -> None:
    with sqlite3.connect(played) as conn:
        conn.execute("update alembic_version set version_num = '0001'")
    assert try_fast_read(parse(played, "standings")) is None
