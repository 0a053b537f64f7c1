"""The command table: every place it names exists, and a run imports what its one command
uses — a championship command no league code, a command that never opens a file no storage."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from chessarbiter.cli.parsing import build
from chessarbiter.cli.table import COMMANDS, place
from tests.cli.conftest import Cli

LOADED = """
import json, sys
from chessarbiter.cli import main
code = main(sys.argv[1:])
ours = sorted(m for m in sys.modules if m.startswith(("chessarbiter", "sqlalchemy")))
print(json.dumps([code, ours]))
"""


# what opening an event file loads (the refusals every command may meet are plain
# exceptions, chessarbiter.services.errors and chessarbiter.db.errors, and load nothing)
STORAGE = ("sqlalchemy", "chessarbiter.db.database", "chessarbiter.db.models",
           "chessarbiter.db.opening", "chessarbiter.services.events")


def loaded(db: Path, *argv: str) -> set[str]:
    """The modules a fresh process has imported once it ran ``chessarbiter ARGV``."""
    run = subprocess.run([sys.executable, "-c", LOADED, "--db", str(db), *argv],
                         capture_output=True, text=True, check=True)
    code, modules = json.loads(run.stdout.splitlines()[-1])
    assert code == 0, run.stderr
    return set(modules)


def under(modules: set[str], *packages: str) -> set[str]:
    return {m for m in modules if m.startswith(packages)}


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_every_place_in_the_table_exists(command: object) -> None:
    for where in (command.run, command.text, command.arguments, command.quick,  # type: ignore[attr-defined]
                  command.access):  # type: ignore[attr-defined]
        if where is not None and where not in ("read", "write"):
            assert callable(place(where, command))  # type: ignore[arg-type]


def test_help_lists_every_command() -> None:
    listed = build(None).format_help()
    assert all(f"    {c.name}" in listed for c in COMMANDS)


@pytest.fixture
def event(cli: Cli, db_file: Path) -> Path:
    assert cli("new-event", "--name", "Imports").code == 0
    for i in range(1, 5):
        assert cli("add-player", "--name", f"Player, No{i}").code == 0
    assert cli("pair").code == 0
    return db_file


def test_a_championship_result_loads_no_league_code(event: Path) -> None:
    modules = loaded(event, "result", "--round", "1", "--board", "1", "1-0")
    # stored by the plain-SQL write on sqlite3 (cli/fast_write.py): not even SQLAlchemy
    assert "chessarbiter.services.result_write" in modules
    assert under(modules, *STORAGE) == set()
    assert under(modules, "chessarbiter.db.league", "chessarbiter.services.league",
                 "chessarbiter.core.league", "chessarbiter.cli.league") == set()
    # nor the exports, the printouts or the TRF files it does not write
    assert under(modules, "chessarbiter.reports", "chessarbiter.io", "chessarbiter.services."
                 "exports", "chessarbiter.services.trf_files", "chessarbiter.services."
                 "printing") == set()


@pytest.mark.parametrize("argv", [("standings", "--json"), ("audit",), ("incident", "list"),
                                  ("prizes",)], ids=" ".join)
def test_reading_an_event_loads_no_storage(event: Path, argv: tuple[str, ...]) -> None:
    modules = loaded(event, *argv)
    assert under(modules, *STORAGE) == set()


def test_reading_a_league_season_loads_no_storage(cli: Cli, db_file: Path) -> None:
    assert cli("league", "new", "--name", "Imports League").code == 0
    modules = loaded(db_file, "league", "teams")
    assert "chessarbiter.core.league.season" in modules
    assert under(modules, *STORAGE, "chessarbiter.services.league") == set()
    assert {"chessarbiter.core.settings", "chessarbiter.core.tiebreaks.registry"} & modules == set()


def test_a_time_control_loads_no_storage_and_no_event_code(event: Path) -> None:
    modules = loaded(event, "timecontrol", "parse", "G/75;d5")
    assert under(modules, *STORAGE, "chessarbiter.cli.event_commands",
                 "chessarbiter.cli.arguments") == set()


def test_a_league_command_loads_no_championship_commands(cli: Cli, db_file: Path) -> None:
    assert cli("league", "new", "--name", "Imports League").code == 0
    modules = loaded(db_file, "league", "settings")
    assert "chessarbiter.services.league" in modules
    assert under(modules, "chessarbiter.cli.event_commands", "chessarbiter.cli.export_commands",
                 "chessarbiter.services.incidents", "chessarbiter.services.playoffs",
                 "chessarbiter.services.events") == set()
    # nor the championship's settings and individual tie-breaks (the team ones have their own)
    assert {"chessarbiter.core.settings", "chessarbiter.core.tiebreaks.registry"} & modules == set()
