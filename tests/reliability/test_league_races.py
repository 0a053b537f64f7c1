"""Two computers at the same moment on a league season and on a play-off lose nothing
(issue 15): board results, lineups, claims, settings, ledger entries, notices and play-off
results, on an SQLite file and on PostgreSQL (``CHESSARBITER_TEST_PG``). Where both act on
one record one is saved and the other told in one sentence; where they act on different
records (two entries, two notices) both are saved; never a traceback.

The kinds are the rows of :data:`tests.reliability.league_races.TABLE`; each runs
``CHESSARBITER_RACES`` races (12 by default, 50 for the full run) on one season per store.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg.conftest import fresh_pg_database
from tests.reliability.league_races import RACES, TABLE, kind_name
from tests.reliability.race_harness import RaceServer, race_server, run_races

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

LEAGUE_KINDS = [name for name, row in TABLE.items() if row.open.__name__ == "open_league"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RaceServer]:
    with race_server(tmp_path_factory.mktemp("races") / "errors.txt") as running:
        yield running


def _store(kind: str, folder: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{folder / 'race.chessarbiter'}"
    else:
        yield from fresh_pg_database()


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def season_store(request: pytest.FixtureRequest,
                 tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One season per store for every league kind (each race puts its record back)."""
    yield from _store(request.param, tmp_path_factory.mktemp("season"))


@pytest.fixture(params=["sqlite", "postgresql"])
def event_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from _store(request.param, tmp_path)


@pytest.mark.parametrize("kind", LEAGUE_KINDS)
def test_two_computers_on_one_season_lose_nothing(
    server: RaceServer, season_store: str, kind: str
) -> None:
    row = TABLE[kind]
    tally = run_races(server, kind_name(kind), season_store, RACES)
    assert tally.races == RACES
    if row.both:
        assert tally.both_saved == RACES
    elif row.window:  # a command saw nothing: it may save after the other, never lose one
        assert (tally.conflicts, tally.both_saved) == (RACES, 0)


def test_two_computers_recording_one_playoff_game_one_saves_one_is_told(
    server: RaceServer, event_store: str
) -> None:
    tally = run_races(server, kind_name("playoff result"), event_store, RACES)
    assert (tally.races, tally.conflicts, tally.both_saved) == (RACES, RACES, 0)
