"""The plain-SQL season loader reads PostgreSQL's values (dates, times, JSON, booleans given as
values, not as SQLite's text and integers) as it reads an SQLite file's: the same season
played through the command line on a server and in a file reads back the same in every
read-only league action, the file's answers coming from the fast path (``sqlite3``), the
server's from the services' session. An equivalence test between the two stores, not
against the program's own reference values."""

from __future__ import annotations

import json
from pathlib import Path

from chessarbiter.cli import main
from chessarbiter.cli.league import league
from chessarbiter.cli.league.reads import try_fast_league
from chessarbiter.cli.parsing import parse
from chessarbiter.cli.store import Stores
from tests.cli.conftest import Outcome
from tests.cli.league.test_every_command_text import _commands
from tests.cli.league.test_fast_league_reads import READS
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import scheduled_section


def _season(target: str, folder: Path) -> None:
    def run(*args: str) -> Outcome:
        return Outcome(main(["--db", target, *args]), "", "")

    scheduled_section(run, folder)
    ratings = {uscf(k, p): 2100 - 40 * k - 20 * (p - 1) for k in range(1, 9) for p in range(1, 6)}
    (folder / "sept.csv").write_text("ID,Rating\n" + "".join(
        f"{i},{r}\n" for i, r in (ratings | {"12999901": 1500}).items()))
    for command in _commands(folder):
        assert main(["--db", target, "league", *command]) == 0, command


def test_a_season_on_a_server_reads_as_the_same_season_in_a_file(pg_url: str,
                                                                 tmp_path: Path) -> None:
    (tmp_path / "file").mkdir()
    (tmp_path / "server").mkdir()
    file = tmp_path / "file" / "season.chessarbiter"
    _season(str(file), tmp_path / "file")
    _season(pg_url, tmp_path / "server")
    for argv in READS:
        fast = try_fast_league(parse(["--db", str(file), "league", *argv]))
        args = parse(["--db", pg_url, "league", *argv])
        args.access, args.stores = "read", Stores()
        try:
            served = league(args)
        finally:
            args.stores.close()
        assert fast is not None
        assert json.dumps(served) == json.dumps(fast), argv
