"""A whole season of the second preset (the Women's Olympiad 2006 format: three boards, 2/1/0
match points, ranking by game points first) through the command line; the season and every
value's working are in tests/fixtures/league/three_boards.py."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.three_boards import play_season


def test_a_three_board_season_end_to_end(cli: Cli, tmp_path: Path) -> None:
    play_season(cli, tmp_path)
    settings = cli("league", "settings", "--json").data["settings"]
    assert (settings["boards"], settings["match_win"], settings["match_draw"]) == (3, 2.0, 1.0)
    teams = cli("league", "teams", "--json").data["teams"]
    # the three highest: (2190 + 2180 + 2170) / 3 = 2180 for Team 1, 100 less a team
    assert [t["rating"] for t in teams] == [2180, 2080, 1980, 1880]
    # Berger table for four, one cycle, one round a day from 21 May 2006
    rounds = cli("league", "schedule", "--json").data["sections"][0]["rounds"]
    assert [(r["round"], r["date"], [(m["white"], m["black"]) for m in r["matches"]])
            for r in rounds] == [
        (1, "2006-05-21", [("Team 1", "Team 4"), ("Team 2", "Team 3")]),
        (2, "2006-05-22", [("Team 4", "Team 3"), ("Team 1", "Team 2")]),
        (3, "2006-05-23", [("Team 2", "Team 4"), ("Team 3", "Team 1")])]
    drawn = cli("league", "match", "3", "Team 2", "--json").data["score"]
    # 1½ of 3 is exactly half: a drawn match, 1 match point each
    assert drawn["white"] == drawn["black"] == {"game_points": 1.5, "match_points": 1.0}

    table = cli("league", "standings", "--json").data["sections"][0]["standings"]
    # Ranked by game points (7, 5½, 3, 2½) although Team 2 has the most match points (5)
    assert [(r["place"], r["team"], r["game_points"], r["match_points"]) for r in table] == [
        (1, "Team 3", 7.0, 4.0), (2, "Team 2", 5.5, 5.0), (3, "Team 1", 3.0, 2.0),
        (4, "Team 4", 2.5, 1.0)]
    # Buchholz (Solkoff on game points): 18 game points in all less the team's own.
    # FIDE team SB, Σ opponent's game points × own game points against them:
    # Team 3: 5½ × 1 (v Team 2) + 2½ × 3 (v Team 4) + 3 × 3 (v Team 1) = 22;
    # Team 2: 7 × 2 + 3 × 2 + 2½ × 1½ = 23¾; Team 1: 2½ × 2 + 5½ × 1 + 7 × 0 = 10½;
    # Team 4: 3 × 1 + 7 × 0 + 5½ × 1½ = 11¼.
    assert [(r["tiebreaks"]["solkoff_game_points"], r["tiebreaks"]["fide_team_sb"])
            for r in table] == [(11, 22), (12.5, 23.75), (15, 10.5), (15.5, 11.25)]
    text = cli("league", "standings").out.splitlines()
    assert text[1].split() == ["Pl", "Team", "MP", "GP", "Solk-GP", "FIDE-SB"]
    assert text[2].split() == ["1", "Team", "3", "4", "7", "11", "22"]

    prizes = cli("league", "prizes", "--json").data["sections"][0]
    assert [p["teams"] for p in prizes["team_prizes"]] == [["Team 3"], ["Team 2"], ["Team 1"]]
    # Board 1: Player 2-1 1 + 1 + ½ = 2½ (Player 3-1 2, 1-1 1, 4-1 ½); board 2: Player 3-2
    # won all three; board 3: Player 2-3 1 + 1 + ½ = 2½ (Player 3-3 2, 4-3 1½, 1-3 0).
    assert [(p["board"], p["players"], p["score"]) for p in prizes["board_prizes"]] == [
        (1, [uscf(2, 1)], 2.5), (2, [uscf(3, 2)], 3.0), (3, [uscf(2, 3)], 2.5)]


def test_the_three_board_ledger_has_no_deposit_and_takes_entries_as_given(
    cli: Cli, tmp_path: Path
) -> None:
    play_season(cli, tmp_path)
    ledger = cli("league", "ledger", "--json").data["teams"]
    # No deposit, no fines in this format: every balance $0.00, no automatic entry
    assert [(t["team"], t["balance"]["cents"], t["entries"]) for t in ledger] == [
        (f"Team {k}", 0, []) for k in range(1, 5)]
    assert cli("league", "ledger-entry", "Team 4", "damages", "12.00", "--on",
               "2006-05-22").code == 0
    team4 = cli("league", "ledger", "--team", "Team 4", "--json").data["teams"][0]
    # damages at cost (surcharge 0 %): -$12.00, owed to restore the $0 deposit; the section
    # played out on 23 May, so the refund statement says $12.00 is still owed.
    assert [(e["kind"], e["amount"]["cents"]) for e in team4["entries"]] == [
        ("deduction", 1200)]
    assert (team4["balance"]["cents"], team4["owed"]["cents"]) == (-1200, 1200)
    assert team4["refund"]["still_owed"]["cents"] == 1200
