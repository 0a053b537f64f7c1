"""Rule 25.a through the command line: "If time permits in the regular league schedule, the
Match Director may design a playoff"; it comes before (b), total game points, and decides
final places, so it waits for the section's last match. ``league playoff`` refuses by the
same rule, in the same sentence, as the window's Team playoff… (tests/ui/league/
test_playoff_opening.py).

The section is played out as tests/fixtures/league/level_pair.py plays it: Team 01 and
Team 03 level on 13 match points and 52 game points. Round 1's board 4 of Team 01 – Team 08
is then corrected from 0-1 (Team 01 had Black there and won) to a draw: Team 01 still wins
that match 3½-½, so keeps 13 match points but has 51½ game points, and 25.b places Team 03
first — until a playoff that Team 01 wins 1½-½.
"""

from __future__ import annotations

from pathlib import Path

from chessarbiter.db.database import Database
from chessarbiter.services.league import open_league
from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.level_pair import play_level_pair

ON = ("--on", "2012-04-22")


def places(cli: Cli) -> list[tuple[int, str]]:
    rows = cli("league", "standings", "--json").data["sections"][0]["standings"]
    return [(r["place"], r["team"]) for r in rows[:2]]


def play_out(db_file: Path) -> None:
    db = Database.open_file(db_file)
    try:
        play_level_pair(open_league(db, None))
    finally:
        db.close()


def test_the_playoff_waits_for_the_section_s_last_match(cli: Cli, section: list[str],
                                                        db_file: Path) -> None:
    before = snapshot(db_file)
    out = cli("league", "playoff", "A", "Team 01=1", "Team 03=0", *ON)
    assert out.code == 1
    assert out.err == ("chessarbiter: error: The playoff waits for section A's last match: "
                       "56 matches are open, the last round 14, Team 01 – Team 07 "
                       "(rule 25.a)\n")
    assert snapshot(db_file) == before


def test_a_playoff_places_teams_level_on_match_points_before_game_points(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    play_out(db_file)
    assert cli("league", "result", "1", "Team 01", "4", "1/2-1/2").code == 0
    assert places(cli) == [(1, "Team 03"), (2, "Team 01")]  # 25.b: 52 game points to 51½
    before = snapshot(db_file)
    unlevel = cli("league", "playoff", "A", "Team 01=1", "Team 08=0", *ON)
    assert ("rule 25.a: a playoff decides between teams level on match_points, and these "
            "are not (Team 01 13; Team 08 0)") in unlevel.err
    stranger = cli("league", "playoff", "A", "Team 01=1", "Team 99=0", *ON)
    assert "Team 99 is not in it" in stranger.err
    assert snapshot(db_file) == before
    played = cli("league", "playoff", "A", "Team 01=1.5", "Team 03=0.5", *ON,
                 "--note", "two blitz games")
    assert played.code == 0, played.err
    assert played.out.startswith("Playoff 1 of section A on 2012-04-22 (rule 25.a): "
                                 "Team 01 1½, Team 03 ½ (two blitz games)")
    assert places(cli) == [(1, "Team 01"), (2, "Team 03")]
    log = cli("league", "log", "--json").data["log"]
    assert {"date": "2012-04-22", "kind": "team playoff", "made_by": "director",
            "subject": "section A", "text": "playoff (rule 25.a): Team 01 1.5, Team 03 0.5; "
            "two blitz games", "outcome": None, "id": None} in log
    # undo: the playoff taken back, game points decide again
    assert cli("league", "playoff-remove", "1").code == 0
    assert places(cli) == [(1, "Team 03"), (2, "Team 01")]


def test_no_playoff_once_a_correction_breaks_the_tie(cli: Cli, section: list[str],
                                                     db_file: Path) -> None:
    """Round 10's board 1 of Team 01 – Team 03 corrected from a draw to a White win: Team 01
    wins that match 2½-1½ (13½ match points to 12½), and no teams are level any more."""
    play_out(db_file)
    assert cli("league", "playoff", "A", "Team 01=1", "Team 03=0", *ON).code == 0
    assert cli("league", "playoff-remove", "1").code == 0
    assert cli("league", "result", "10", "Team 01", "1", "1-0").code == 0
    out = cli("league", "playoff", "A", "Team 01=1", "Team 03=0", *ON)
    assert out.err == ("chessarbiter: error: No teams of section A are level on match points "
                       "(rule 25.a)\n")


def test_a_chain_without_a_playoff_refuses_one(cli: Cli, section: list[str]) -> None:
    assert cli("league", "settings", "--set",
               "team_place_tiebreaks=match_points,game_points").code == 0
    out = cli("league", "playoff", "A", "Team 01=1", "Team 03=0", *ON)
    assert out.err == ("chessarbiter: error: The season's team chain has no playoff "
                       "(team_place_tiebreaks, rule 25.a)\n")
