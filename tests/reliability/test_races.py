"""Two computers saving at the same moment lose nothing (issue 15): 50 races per kind on an
SQLite file and on PostgreSQL, each loser told in one sentence, no traceback, no lost update.

The harness and how to add a kind are in :mod:`tests.reliability.race_harness`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg.conftest import fresh_pg_database
from tests.reliability.race_harness import RACES, RaceServer, race_server, run_races

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

KINDS = "tests.reliability.race_kinds"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RaceServer]:
    with race_server(tmp_path_factory.mktemp("races") / "errors.txt") as running:
        yield running


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'race.chessarbiter'}"
    else:
        yield from fresh_pg_database()


@pytest.mark.parametrize("kind", ["ResultRace", "SettingRace"])
def test_two_windows_saving_the_same_record_one_saves_one_is_told(
    server: RaceServer, store: str, kind: str
) -> None:
    tally = run_races(server, f"{KINDS}:{kind}", store)
    assert (tally.races, tally.conflicts, tally.both_saved) == (RACES, RACES, 0)


def test_two_windows_changing_different_settings_both_save(
    server: RaceServer, store: str
) -> None:
    tally = run_races(server, f"{KINDS}:OtherSettingsRace", store)
    assert (tally.races, tally.both_saved) == (RACES, RACES)


@pytest.mark.parametrize("kind", ["ResultCommandRace", "SettingCommandRace"])
def test_two_commands_at_once_each_saves_or_is_told_in_one_line(
    server: RaceServer, store: str, kind: str
) -> None:
    tally = run_races(server, f"{KINDS}:{kind}", store)
    assert tally.races == RACES


def test_two_windows_pairing_the_same_swiss_round_store_it_once(
    server: RaceServer, store: str
) -> None:
    tally = run_races(server, "tests.reliability.race_swiss:PairRace", store)
    assert (tally.races, tally.conflicts, tally.both_saved) == (RACES, RACES, 0)
