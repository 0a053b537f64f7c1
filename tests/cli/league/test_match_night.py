"""Match night through the command line: lineups (rule 15), absences (17), equipment (19),
results and scoring (24), standings (25), prizes (26-28), the deposit ledger (30-32).

Round 1 of an 8-team section (FIDE Berger table for 8, round 1): Team 01 – Team 08, Team 01
named first, so it has White on boards 1 and 3 (rule 15 pairing as the schedule makes it).
Team k's player p is rated 2100 - 40k - 20(p - 1): Team 01 is 2060, 2040, 2020, 2000, 1980.
Every expected value below is worked out by hand from the 2011-12 rule book.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

ROUND1 = ("1", "Team 01")


def seat_both(cli: Cli, t01: list[str] | None = None, t08: list[str] | None = None) -> None:
    for team, players in (("Team 01", t01 or lineup(1, 1, 2, 3, 4)),
                          ("Team 08", t08 or lineup(8, 1, 2, 3, 4))):
        done = cli("league", "lineup", "1", team, *players)
        assert done.code == 0, done.err


def results(cli: Cli, *played: str) -> dict[str, object]:
    out = None
    for board, result in enumerate(played, start=1):
        if result:
            out = cli("league", "result", *ROUND1, str(board), result, "--json")
            assert out.code == 0, out.err
    assert out is not None
    data: dict[str, object] = out.data
    return data


def test_a_match_from_lineups_to_standings_prizes_and_ledger(cli: Cli, section: list[str]
                                                             ) -> None:
    seat_both(cli)
    # Boards 1 and 3: Team 01 has White. 1-0, ½, 0-1, and on board 4 (Team 08 White) 1-0:
    # Team 01 1 + ½ + 0 + 0 = 1½ game points, Team 08 2½ → one match point (rule 24.b).
    match = results(cli, "1-0", "1/2-1/2", "0-1", "1-0")
    assert match["score"] == {"complete": True,
                              "white": {"game_points": 1.5, "match_points": 0.0},
                              "black": {"game_points": 2.5, "match_points": 1.0}}
    table = cli("league", "standings", "--json").data["sections"][0]["standings"]
    assert [(r["rank"], r["team"], r["match_points"], r["game_points"]) for r in table[:2]] \
        == [(1, "Team 08", 1.0, 2.5), (2, "Team 01", 0.0, 1.5)]
    # Solkoff on game points: Team 08's only opponent ends with 1½; SB GP = 1½ × 2½ (DESIGN §2)
    assert table[0]["tiebreaks"]["solkoff_game_points"] == 1.5
    assert table[0]["tiebreaks"]["sb_game_points"] == 3.75

    prizes = cli("league", "prizes", "--json").data["sections"][0]
    assert [p["teams"] for p in prizes["team_prizes"]] == [["Team 08"], ["Team 01"]]
    # Board 2 was drawn: ½ point each, tied after every tie-break, so they share the prize.
    assert {p["board"]: p["players"] for p in prizes["board_prizes"]} == {
        1: [uscf(1, 1)], 2: [uscf(1, 2), uscf(8, 2)], 3: [uscf(8, 3)], 4: [uscf(8, 4)]}

    ledger = cli("league", "ledger", "--team", "Team 01", "--json").data["teams"][0]
    assert ledger["balance"] == {"cents": 5000, "text": "$50.00"}  # the deposit (rule 11)
    assert [(e["kind"], e["rule"]) for e in ledger["entries"]] == [("deposit", "11")]


def test_a_lineup_out_of_board_order_is_refused_or_recorded_as_played(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    before = snapshot(db_file)
    # Player 5 (1980) on board 1 above player 1 (2060): 80 points, more than 75 (rule 15).
    wrong = cli("league", "lineup", *ROUND1, *lineup(1, 5, 1, 2, 3))
    assert wrong.code == 1
    assert ("PLAYERS: lineup of Team 01 for round 1 not stored: rule 15: board 2 Player 1-1 "
            "(2060) is rated 80 above board 1 Player 1-5 (1980)") in wrong.err
    stranger = cli("league", "lineup", *ROUND1, uscf(8, 1), *lineup(1, 1, 2, 3))
    assert f"{uscf(8, 1)} is not on the roster of Team 01 on 2011-10-16" in stranger.err
    assert cli("league", "lineup", *ROUND1).code == 1  # nobody named, no --no-show
    assert snapshot(db_file) == before
    played = cli("league", "lineup", *ROUND1, *lineup(1, 5, 1, 2, 3), "--as-played", "--json")
    assert played.code == 0, played.err
    assert len(played.data["problems"]) == 1 and "rule 15" in played.data["problems"][0]


def test_absent_players_move_up_and_the_bottom_board_is_forfeited(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    seat_both(cli)
    gone = cli("league", "absent", "1", "Team 08", uscf(8, 2), "--json").data
    # Rule 17: Team 08's players 3 and 4 move to boards 2 and 3; board 4 (Team 08 White)
    # is lost by Team 08: "-+".
    assert [(b["black_team_player"], b["result"]) for b in gone["boards"]] == [
        (uscf(8, 1), None), (uscf(8, 3), None), (uscf(8, 4), None), (None, "-+")]
    before = snapshot(db_file)
    refused = cli("league", "result", *ROUND1, "4", "1-0")
    assert refused.code == 1 and "BOARD: board 4 of round 1 Team 01 – Team 08 is a forfeit" \
        in refused.err
    assert snapshot(db_file) == before
    # Rule 19: Team 01 brought one complete set, Team 08 two: three games can be equipped.
    # Board 4 lacks equipment and only Team 01 is short of its own two: it loses board 4,
    # where Team 08 has White: "+-".
    assert cli("league", "absent", "1", "Team 08", uscf(8, 2), "--present").code == 0
    short = cli("league", "equipment", *ROUND1, "--boards", "1", "--sets", "1", "--clocks", "1",
                "--json").data
    assert [b["result"] for b in short["boards"]] == [None, None, None, "+-"]


def test_results_lock_the_lineups_and_rule_13e_sees_who_played(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    seat_both(cli)
    results(cli, "1-0")
    before = snapshot(db_file)
    locked = cli("league", "lineup", *ROUND1, *lineup(1, 1, 2, 3, 5))
    assert "has results; clear them before changing the lineups" in locked.err
    # Rule 13.e: player 1 played on 2011-10-16 and cannot be removed afterwards.
    kept = cli("league", "change", "Team 01", "--remove", uscf(1, 1), "--on", "2011-10-20")
    assert kept.code == 1 and "13.e" in kept.err and "already played for Team 01" in kept.err
    assert snapshot(db_file) == before
    # An extra rated game (rule 21) is no appearance for 13.e: player 5 may still go.
    extra = cli("league", "extra-game", "2011-10-16", uscf(1, 5), uscf(8, 5), "1-0", "--json")
    assert extra.code == 0, extra.err
    assert cli("league", "change", "Team 01", "--remove", uscf(1, 5), "--on",
               "2011-10-20").code == 0


def test_a_board_order_claim_past_half_the_time_control_scores_forfeits(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    assert cli("league", "lineup", *ROUND1, *lineup(1, 5, 1, 2, 3), "--as-played").code == 0
    assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0
    results(cli, "1-0", "1-0", "1-0", "1-0")
    before = snapshot(db_file)
    unfounded = cli("league", "claim", "1", "Team 08", "--on", "2011-10-16", "--elapsed", "50")
    assert "breaks no rule 15 limit" in unfounded.err
    late = cli("league", "claim", *ROUND1, "--on", "2011-11-20", "--elapsed", "50")
    assert "closed when the next month's rounds began on 2011-11-20" in late.err
    penalty = cli("league", "claim", *ROUND1, "--on", "2011-10-16", "--elapsed", "40",
                  "--penalty", f"{uscf(1, 5)}=5:00", "--remaining", f"{uscf(1, 5)}=30:00")
    assert "rule 16.a" in penalty.err
    assert snapshot(db_file) == before
    # G/75: half is 37½ minutes; 40 elapsed → 16.a. Boards 1 and 2 (the pair out of order)
    # are Team 01's forfeits for the league: board 1 (Team 01 White) "-+", board 2 "+-".
    ruled = cli("league", "claim", *ROUND1, "--on", "2011-10-16", "--elapsed", "40",
                "--json").data
    assert ruled["ruling"] == {"team": "Team 01", "rule": "16.a", "remedy": "forfeits",
                               "boards": [1, 2], "penalties": {}}
    assert [(b["result"], b["league_result"]) for b in ruled["boards"]] == [
        ("1-0", "-+"), ("1-0", "+-"), ("1-0", None), ("1-0", None)]
    # Team 01: 0 + 0 + 1 (board 3, White) + 0 (board 4, Black) = 1; Team 08: 1 + 1 + 0 + 1.
    assert ruled["score"]["white"]["game_points"] == 1.0
    assert ruled["score"]["black"]["game_points"] == 3.0


def test_forfeits_fines_and_manual_entries_in_the_ledger(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    seat_both(cli)
    assert cli("league", "lineup", *ROUND1, "--no-show").code == 0
    # Team 01 forfeits four games: fines 0, 0, $5, $5 (rule 30.a) and $25 for forfeiting the
    # whole match without notice (30.b); damages of $10.00 cost $11.00 (30.e, +10%).
    assert cli("league", "ledger-entry", "Team 01", "damages", "10.00", "--on", "2011-10-16",
               "--note", "broken clock").code == 0
    ledger = cli("league", "ledger", "--team", "Team 01", "--json").data["teams"][0]
    assert [(e["rule"], e["amount"]["cents"]) for e in ledger["entries"]] == [
        ("11", 5000), ("30.a", 500), ("30.a", 500), ("30.b", 2500), ("30.e", 1100)]
    assert ledger["balance"]["cents"] == 5000 - 500 - 500 - 2500 - 1100  # $4.00
    assert ledger["owed"]["cents"] == 0
    assert cli("league", "ledger-entry", "Team 01", "deduction", "20", "--on",
               "2011-10-16").code == 0
    owing = cli("league", "ledger", "--team", "Team 01", "--json").data["teams"][0]
    # $4.00 - $20.00 = -$16.00: rule 31 asks for $66.00 to restore $50, before the November
    # round.
    assert (owing["balance"]["cents"], owing["owed"]["cents"], owing["due"]) == (
        -1600, 6600, "2011-11-20")
    prizes = cli("league", "prizes", "--json").data["sections"][0]["team_prizes"]
    assert all("Team 01" not in p["teams"] for p in prizes)  # rule 27: owes the league
    before = snapshot(db_file)
    assert cli("league", "ledger-entry", "Team 01", "payment", "0", "--on",
               "2011-10-16").code == 1
    assert cli("league", "ledger-entry", "Nobody", "payment", "5", "--on",
               "2011-10-16").code == 1
    assert snapshot(db_file) == before


def test_a_recorded_coin_toss_orders_teams_tied_on_everything(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    # Before any result every team is tied on every criterion (rule 25): one pending toss.
    start = cli("league", "standings", "--json").data["sections"][0]
    assert start["pending_tosses"] == [section]
    before = snapshot(db_file)
    partial = cli("league", "toss", "A", "Team 01", "Team 02")
    assert partial.code == 1 and "rule 25.k" in partial.err
    assert snapshot(db_file) == before
    order = [*reversed(section)]
    tossed = cli("league", "toss", "A", *order, "--note", "TD's coin", "--json").data
    ranks = [(r["rank"], r["team"]) for r in tossed["sections"][0]["standings"]]
    assert ranks == list(enumerate(order, start=1))
    assert tossed["sections"][0]["pending_tosses"] == []
