"""The season's team chain (``LeagueSettings.team_place_tiebreaks`` / ``team_trophy_tiebreaks``)
is the one the standings service ranks by.

The played season of ``tests.fixtures.league.played_season``: team 1 wins all six matches.
Game points: team 2 15 (1 + 1 against team 1, 3 + 3 against team 3, 3 + 4 against team 4),
team 3 10 (1 + 1, 1 + 1, 2 + 4), team 4 5 (1 + 1, 1 + 0, 2 + 0). Team 1's SB with real points
is therefore 15 × 2 + 10 × 2 + 5 × 2 = 60 (one match point per match).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow
from chessarbiter.services.league import open_league
from tests.fixtures.league.played_season import LONG_TEAM, build_season


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_season(tmp_path_factory.mktemp("chain"))


def standings_with(path: Path, **chain: list[str]) -> dict[str, dict[str, float | None]]:
    db = Database.open_file(path)
    try:
        with db.transaction() as session:
            event = session.scalars(select(EventRow)).one()
            event.settings = dict(event.settings) | chain
        table = open_league(db).standings.standings()
    finally:
        db.close()
    return {r.team: r.tiebreaks for s in table.values() for r in s.rows}


def test_the_stored_chain_reaches_the_standings(season: Path) -> None:
    default = standings_with(season)
    assert "sb_real_points" not in default[LONG_TEAM]
    chosen = standings_with(season, team_place_tiebreaks=["game_points", "match_points"],
                            team_trophy_tiebreaks=["sb_real_points"])
    assert chosen[LONG_TEAM]["sb_real_points"] == 60.0
