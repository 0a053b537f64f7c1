"""Rule 25.a through the command line: "If time permits in the regular league schedule, the
Match Director may design a playoff"; it comes before (b), total game points.

Round 1 of the scheduled 8-team section: Team 01 beats Team 08 4-0 and Team 03 beats Team 06
3½-½ (boards by colour, the first-named team White on boards 1 and 3). Team 01 and Team 03
have 1 match point each; on game points Team 01 (4) leads Team 03 (3½), but Team 03 wins the
playoff 1½-½ and is placed first.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.night_setup import lineup


def _round_one(cli: Cli) -> None:
    for first, second, results in ((1, 8, ("1-0", "0-1", "1-0", "0-1")),
                                   (3, 6, ("1-0", "0-1", "1-0", "1/2-1/2"))):
        for team in (first, second):
            assert cli("league", "lineup", "1", f"Team {team:02d}",
                       *lineup(team, 1, 2, 3, 4)).code == 0
        for board, result in enumerate(results, start=1):
            assert cli("league", "result", "1", f"Team {first:02d}", str(board),
                       result).code == 0


def places(cli: Cli) -> list[tuple[int, str]]:
    rows = cli("league", "standings", "--json").data["sections"][0]["standings"]
    return [(r["place"], r["team"]) for r in rows[:2]]


def test_a_playoff_places_teams_level_on_match_points_before_game_points(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    _round_one(cli)
    assert places(cli) == [(1, "Team 01"), (2, "Team 03")]  # 25.b: 4 game points to 3½
    before = snapshot(db_file)
    unlevel = cli("league", "playoff", "A", "Team 01=1", "Team 08=0", "--on", "2012-04-22")
    assert ("rule 25.a: a playoff decides between teams level on match_points, and these "
            "are not (Team 01 1; Team 08 0)") in unlevel.err
    stranger = cli("league", "playoff", "A", "Team 01=1", "Team 99=0", "--on", "2012-04-22")
    assert "Team 99 is not in it" in stranger.err
    assert snapshot(db_file) == before
    played = cli("league", "playoff", "A", "Team 01=0.5", "Team 03=1.5", "--on", "2012-04-22",
                 "--note", "two blitz games")
    assert played.code == 0, played.err
    assert played.out.startswith("Playoff 1 of section A on 2012-04-22 (rule 25.a): "
                                 "Team 01 ½, Team 03 1½ (two blitz games)")
    assert places(cli) == [(1, "Team 03"), (2, "Team 01")]
    log = cli("league", "log", "--json").data["log"]
    assert {"date": "2012-04-22", "kind": "team playoff", "made_by": "director",
            "subject": "section A", "text": "playoff (rule 25.a): Team 01 0.5, Team 03 1.5; "
            "two blitz games", "outcome": None, "id": None} in log
    # undo: the playoff taken back, game points decide again
    assert cli("league", "playoff-remove", "1").code == 0
    assert places(cli) == [(1, "Team 01"), (2, "Team 03")]


def test_a_chain_without_a_playoff_refuses_one(cli: Cli, section: list[str]) -> None:
    assert cli("league", "settings", "--set",
               "team_place_tiebreaks=match_points,game_points").code == 0
    _round_one(cli)
    out = cli("league", "playoff", "A", "Team 01=1", "Team 03=0", "--on", "2012-04-22")
    assert "the season's team chain has no playoff" in out.err
