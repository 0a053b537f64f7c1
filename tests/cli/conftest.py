"""Run the command line in-process, as a script would, against a file in a temp folder."""

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.cli import main


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    @property
    def data(self) -> Any:
        return json.loads(self.out)


Cli = Callable[..., Outcome]


@pytest.fixture
def db_file(tmp_path: Path) -> Path:
    return tmp_path / "event.chessarbiter"


@pytest.fixture
def cli(db_file: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    def run(*args: str, db: Path | None = None) -> Outcome:
        try:
            code = main(["--db", str(db or db_file), *args])
        except SystemExit as exc:  # argparse errors
            code = int(exc.code or 0)
        captured = capsys.readouterr()
        return Outcome(code, captured.out, captured.err)

    return run


def snapshot(path: Path) -> str:
    """The file's whole content as SQL, read through the WAL like any reader would."""
    conn = sqlite3.connect(path)
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()
