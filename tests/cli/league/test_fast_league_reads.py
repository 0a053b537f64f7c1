"""The read-only ``league`` actions answer the same through either path: the fast one (plain
``sqlite3``, no SQLAlchemy) and the ordinary one (the services' store), on the same file.

An equivalence test, independent of the program's own reference values: each action's JSON
and its text, byte for byte, by one path against the other. The season is every league
action of ``test_every_command_text`` run once (claims, tosses, a play-off taken back, an
extra game, assigned ratings, decisions, notices, food, ledger entries), so every table the
loader reads holds rows. And the fast path steps aside where only storage may answer.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from chessarbiter.cli import main
from chessarbiter.cli.league import league
from chessarbiter.cli.league.reads import READ_ACTIONS, try_fast_league
from chessarbiter.cli.parsing import parse
from chessarbiter.cli.runner import render
from chessarbiter.cli.store import Stores
from tests.cli.league.test_every_command_text import _commands
from tests.fixtures.league.builders import uscf

READS = [("teams",), ("roster", "Team 01"), ("roster", "Team 03"), ("match", "1", "Team 01"),
         ("match", "1", "Team 04"), ("match", "2", "Team 02"), ("standings",), ("prizes",),
         ("ledger",), ("ledger", "--team", "Team 02"), ("log",)]


@pytest.fixture(scope="module")
def season(section_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("rich")
    db = folder / "season.chessarbiter"
    shutil.copy(section_file, db)
    ratings = {uscf(k, p): 2100 - 40 * k - 20 * (p - 1) for k in range(1, 9) for p in range(1, 6)}
    (folder / "sept.csv").write_text("ID,Rating\n" + "".join(
        f"{i},{r}\n" for i, r in (ratings | {"12999901": 1500}).items()))
    for command in _commands(folder):
        assert main(["--db", str(db), "league", *command]) == 0, command
    return db


def _args(db: Path, argv: tuple[str, ...]) -> argparse.Namespace:
    args = parse(["--db", str(db), "league", *argv])
    args.access = "read"
    return args


def test_every_read_action_is_compared() -> None:
    assert {argv[0] for argv in READS} == set(READ_ACTIONS)


@pytest.mark.parametrize("argv", READS, ids=" ".join)
def test_fast_and_ordinary_paths_agree(season: Path, argv: tuple[str, ...]) -> None:
    fast = try_fast_league(_args(season, argv))
    assert fast is not None
    args = _args(season, argv)
    args.stores = Stores()
    try:
        slow = league(args)
    finally:
        args.stores.close()
    assert json.dumps(fast, ensure_ascii=False) == json.dumps(slow, ensure_ascii=False)
    assert render("league", fast) == render("league", slow)


@pytest.mark.parametrize("argv", [("roster", "Nobody"), ("match", "99", "Team 01"),
                                  ("ledger", "--team", "Nobody"), ("result", "1", "Team 01",
                                                                   "1", "1-0"),
                                  ("standings", "--event", "7")], ids=" ".join)
def test_the_fast_path_steps_aside_for_refusals_and_writes(season: Path,
                                                            argv: tuple[str, ...]) -> None:
    assert try_fast_league(_args(season, argv)) is None


def test_the_fast_path_steps_aside_for_a_file_open_elsewhere_or_of_another_schema(
        season: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy.chessarbiter"
    shutil.copy(season, copy)
    assert try_fast_league(_args(copy, ("standings",))) is not None
    (tmp_path / "copy.chessarbiter-wal").write_bytes(b"")
    assert try_fast_league(_args(copy, ("standings",))) is None
    (tmp_path / "copy.chessarbiter-wal").unlink()
    with sqlite3.connect(copy) as conn:
        conn.execute("update alembic_version set version_num = '0001'")
    assert try_fast_league(_args(copy, ("standings",))) is None


def test_the_fast_path_steps_aside_for_an_individual_event(tmp_path: Path) -> None:
    db = tmp_path / "event.chessarbiter"
    assert main(["--db", str(db), "new-event", "--name", "Club"]) == 0
    assert try_fast_league(_args(db, ("standings",))) is None
