"""``new-event``, ``import-trf`` and ``league new`` into a new path, killed at any moment
(issue 15): the file is not there or is whole, and the same command then works."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.opening import READ, WRITE, open_store
from chessarbiter.services.events import EventService
from tests.reliability.killing import KILLS, KillServer, kill_at_random, kill_server

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
TRF = Path(__file__).resolve().parents[1] / "fixtures" / "trf" / "rr6_forfeits.trf"
COMMANDS = {
    "new-event": (["new-event", "--name", "Killed Open"], "individual", "Killed Open", 0),
    "import-trf": (["import-trf", str(TRF)], "individual", None, 6),
    "league new": (["league", "new", "--name", "Killed League"], "league", "Killed League", 0),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KillServer]:
    with kill_server(tmp_path_factory.mktemp("kill-new-files")) as running:
        yield running


def whole(path: Path, kind: str, name: str | None, players: int) -> None:
    store = open_store(path, READ)
    try:
        (event,) = store.events
        assert event.kind == kind and (name is None or event.name == name)
        if players:
            assert len(EventService(store.db, event.id).tournament().players) == players
    finally:
        store.close()


@pytest.mark.parametrize("which", sorted(COMMANDS))
def test_a_new_file_killed_at_any_moment_is_absent_or_whole_and_the_command_then_works(
    server: KillServer, tmp_path: Path, which: str
) -> None:
    words, kind, name, players = COMMANDS[which]
    path = tmp_path / "new.chessarbiter"
    argv = ["--db", str(path), *words]
    found = {"absent": 0, "whole": 0}

    def reset() -> None:
        path.unlink(missing_ok=True)

    def check(_killed: bool) -> None:
        if not path.exists():
            found["absent"] += 1
            answer = server.run("command", {"argv": argv}, delay=120)  # the same, again
            assert answer.code == 0, answer.errors
        else:
            found["whole"] += 1
        whole(path, kind, name, players)
        open_store(path, WRITE).close()  # a killed creation's leftovers go with the next write
        assert sorted(p.name for p in tmp_path.iterdir()
                      if p.name.startswith((".new", "new"))) == ["new.chessarbiter"]

    warm = ["--db", str(tmp_path / "warm.chessarbiter"), *words]
    tally = kill_at_random(server, "command", {"argv": argv}, reset=reset, check=check,
                           warm={"argv": warm})
    assert tally.kills >= KILLS // 2, (tally, found)
    print(f"\n{which}: {tally.kills} kills; after them {found}")
