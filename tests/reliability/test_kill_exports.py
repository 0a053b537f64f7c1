"""Every export killed at any moment (issue 15): each file it writes holds the previous
export or the new one, whole — never a cut page, a 0-byte file or half a workbook."""

from __future__ import annotations

import io
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from chessarbiter.cli import main
from chessarbiter.core.results import Result
from chessarbiter.db.opening import WRITE, open_store
from chessarbiter.services.events import EventService
from tests.reliability.events import played_event
from tests.reliability.killing import KILLS, KillServer, kill_at_random, kill_server

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
EXPORTS = {  # the command's words, given --output; whether its files are the same each time
    "html": (["export", "html"], True),
    "trf": (["export", "trf"], True),
    "uscf": (["export", "uscf", "--override"], True),
    "xlsx": (["export", "xlsx"], False),  # a workbook records when it was written
    "pdf": (["print", "crosstable"], False),  # so does a PDF
}
SUFFIX = {"trf": ".trf", "xlsx": ".xlsx", "pdf": ".pdf"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KillServer]:
    with kill_server(tmp_path_factory.mktemp("kill-exports")) as running:
        yield running


def files_of(output: Path) -> dict[str, bytes]:
    """The visible files an export left (a hidden partial is not an export's file)."""
    if output.is_dir():
        return {p.name: p.read_bytes() for p in sorted(output.iterdir())
                if not p.name.startswith(".")}
    return {output.name: output.read_bytes()} if output.exists() else {}


def readable(name: str, data: bytes) -> bool:
    """A workbook or PDF that opens and is whole (its pages all parse)."""
    if name.endswith(".xlsx"):
        return bool(load_workbook(io.BytesIO(data), read_only=True).sheetnames)
    return len(PdfReader(io.BytesIO(data), strict=True).pages) > 0


def exported(event: Path, words: list[str], output: Path) -> dict[str, bytes]:
    assert main(["--db", str(event), *words, "--output", str(output)]) == 0
    return files_of(output)


def one_more_round(event: Path) -> None:
    store = open_store(event, WRITE)
    try:
        service = EventService(store.db, 1)
        for game in service.tournament().round_games(3):
            service.set_result(game.round, game.board, Result.DRAW)
    finally:
        store.close()


@pytest.mark.parametrize("which", sorted(EXPORTS))
def test_an_export_killed_at_any_moment_leaves_the_old_files_or_the_new_ones_whole(
    server: KillServer, tmp_path: Path, which: str
) -> None:
    words, same_each_time = EXPORTS[which]
    event = played_event(tmp_path / "club.chessarbiter")
    output = tmp_path / f"out{SUFFIX.get(which, '')}"
    old = exported(event, words, tmp_path / f"old{SUFFIX.get(which, '')}")
    one_more_round(event)
    new = exported(event, words, tmp_path / f"new{SUFFIX.get(which, '')}")
    assert old != new and len(new) >= len(old)

    def reset() -> None:
        if output.is_dir():
            shutil.rmtree(output)
        source = tmp_path / f"old{SUFFIX.get(which, '')}"
        (shutil.copytree if source.is_dir() else shutil.copyfile)(source, output)

    def check(_killed: bool) -> None:
        left = files_of(output)
        for name, data in left.items():
            if not same_each_time:
                assert readable(name, data), name
            elif output.is_dir():
                assert data in (old.get(name), new[name]), name
            else:
                assert data in (*old.values(), *new.values()), name

    argv = ["--db", str(event), *words, "--output", str(output)]
    warm = ["--db", str(event), *words, "--output", str(tmp_path / f"warm{SUFFIX.get(which, '')}")]
    tally = kill_at_random(server, "command", {"argv": argv}, reset=reset, check=check,
                           warm={"argv": warm})
    assert tally.kills >= KILLS // 2, tally
    exported(event, words, output)  # a finished export takes a killed one's partials away
    folder = output if output.is_dir() else output.parent
    assert [p.name for p in folder.glob(f".{'' if output.is_dir() else output.name}*.partial-*")
            ] == []
