"""A whole season in which a team withdraws half way, through the command line, once with
its remaining matches settled as byes and once as forfeits (setting ``withdrawn_matches``):
the season and its results are in tests/fixtures/league/withdrawn_season.py.

Rule 30.f: "If a team withdraws from the tournament after the registration deadline and
prior to the last round: $50" — and nothing more for the matches it does not play: no 30.a
(game forfeits) or 30.b (a whole round forfeited without notice) on top.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.withdrawn_season import play_season

# Standings, the same in both modes: a forfeit win is 4 game points and a won match (rule
# 24.a-b), a bye 1 match point and four game points (rule 24.c).
# Team 01: 3 + 2 + 2 + 4 (round 4) + 1½ + 3 = 15½ GP; 1 + ½ + ½ + 1 + 0 + 1 = 4 MP
# Team 02: 2 + 2½ + 2 + 1½ + 2½ + 4 (round 6) = 14½ GP; ½ + 1 + ½ + 0 + 1 + 1 = 4 MP
# Team 03: 2 + 2 + 3 + 2½ + 4 (round 5) + 1 = 14½ GP; ½ + ½ + 1 + 1 + 1 + 0 = 4 MP
# Team 04: 1 + 1½ + 1 = 3½ GP, no match point. Together 48 = 12 matches × 4 boards.
# Rule 25: all three tied on 4 MP; 25.b game points put Team 01 first; Team 02 and Team 03
# stay tied until 25.c, their head-to-head match points: round 1 drawn (½ each), round 4 won
# by Team 03 (1): Team 03 1½, Team 02 ½.
PLACES = [(1, "Team 01", 4.0, 15.5, None), (2, "Team 03", 4.0, 14.5, 1.5),
          (3, "Team 02", 4.0, 14.5, 0.5), (4, "Team 04", 0.0, 3.5, None)]

# The trophy tie-breaks (25.f, g, i, j) in the order of PLACES. A team met twice counts twice;
# a bye adds nothing to them (docs/rules.md, Standings), so the two modes part here.
# Solkoff (match points), Σ opponents' final MP: forfeits, Team 01: 2×0 + 2×4 + 2×4 = 16,
# the same for Team 02 and Team 03; Team 04 met each of them twice: 24.
# Byes: Team 04 was met once: 0 + 8 + 8 = 16 again; Team 04: 4 + 4 + 4 = 12.
# SB (match points), Σ opponent's MP × own MP against it, the same in both modes (a won
# match against Team 04 is worth 0): Team 01 ½×4 + ½×4 + 1×4 = 8 (rounds 2, 3, 6);
# Team 02 ½×4 (1) + ½×4 (3) + 1×4 (5) = 8; Team 03 ½×4 + ½×4 + 1×4 (4) = 8; Team 04 0.
# Solkoff (game points), Σ opponents' final GP: forfeits, Team 01 2×3½ + 2×14½ + 2×14½ = 65;
# Team 02 and Team 03 2×3½ + 2×15½ + 2×14½ = 67; Team 04 2×(15½ + 14½ + 14½) = 89.
# Byes: one 3½ less each (61½, 63½, 63½); Team 04 15½ + 14½ + 14½ = 44½.
# SB (game points), Σ opponent's GP × own GP against it, forfeits:
# Team 01: 3×3½ + 2×14½ + 2×14½ + 4×3½ + 1½×14½ + 3×14½ = 10½+29+29+14+21¾+43½ = 147¾
# Team 03: 2×14½ + 2×15½ + 3×3½ + 2½×14½ + 4×3½ + 1×15½ = 29+31+10½+36¼+14+15½ = 136¼
# Team 02: 2×14½ + 2½×3½ + 2×15½ + 1½×14½ + 2½×15½ + 4×3½ = 29+8¾+31+21¾+38¾+14 = 143¼
# Team 04: 1×15½ + 1½×14½ + 1×14½ (+ 0 for the three settled matches) = 51¾
# Byes: the walkover's 4 × 3½ = 14 is not there: 133¾, 122¼, 129¼; Team 04 51¾.
TROPHY = {
    "forfeits": [(16, 8, 65, 147.75), (16, 8, 67, 136.25), (16, 8, 67, 143.25),
                 (24, 0, 89, 51.75)],
    "byes": [(16, 8, 61.5, 133.75), (16, 8, 63.5, 122.25), (16, 8, 63.5, 129.25),
             (12, 0, 44.5, 51.75)],
}
TIEBREAKS = ("solkoff_match_points", "sb_match_points", "solkoff_game_points", "sb_game_points")


@pytest.mark.parametrize("mode", ["byes", "forfeits"])
def test_a_season_with_a_team_withdrawn_half_way(cli: Cli, tmp_path: Path, mode: str) -> None:
    play_season(cli, tmp_path, mode)
    rounds = cli("league", "schedule", "--json").data["sections"][0]["rounds"]
    assert [[(m["white"], m["black"]) for m in r["matches"]] for r in rounds] == [
        [(f"Team {a:02d}", f"Team {b:02d}") for a, b in pairs] for pairs in (
            [(1, 4), (2, 3)], [(2, 4), (3, 1)], [(4, 3), (1, 2)],
            [(4, 1), (3, 2)], [(3, 4), (2, 1)], [(4, 2), (1, 3)])]

    table = cli("league", "standings", "--json").data["sections"][0]["standings"]
    assert [(r["place"], r["team"], r["match_points"], r["game_points"],
             r["tiebreaks"]["h2h_match_points"]) for r in table] == PLACES
    assert [tuple(r["tiebreaks"][c] for c in TIEBREAKS) for r in table] == TROPHY[mode]

    settled = cli("league", "match", "4", "Team 01", "--json").data
    assert settled["settled"] == {"withdrawn": {"Team 04": "2011-12-20"}, "as": mode,
                                  "bye": "Team 01" if mode == "byes" else None}
    if mode == "forfeits":  # Team 01 wins every board, Black on boards 1 and 3
        assert [b["result"] for b in settled["boards"]] == ["-+", "+-", "-+", "+-"]
        assert settled["score"]["black"] == {"game_points": 4.0, "match_points": 1.0}
    else:
        assert settled["boards"] == [] and settled["score"] is None
    shown = cli("league", "match", "4", "Team 01").out
    assert "Team 04 withdrew on 2011-12-20 (rule 30.f): " + (
        "Team 01 has a bye (rule 24.c)" if mode == "byes" else
        "Team 01 wins every board by forfeit") in shown
    assert "no lineup yet" not in shown

    prizes = cli("league", "prizes", "--json").data["sections"][0]
    # rule 26: the top two teams
    assert [p["teams"] for p in prizes["team_prizes"]] == [["Team 01"], ["Team 03"]]
    # Rule 28, every player on one board all season; a settled match seats nobody, so it
    # scores for no player. Board 1: Player 2-1 1+1+1+0+1 = 4 in five games, Player 1-1
    # 1+½+0+0+1 = 2½ (not 3½: round 4 was never played), Player 3-1 0+½+0+1+0 = 1½,
    # Player 4-1 0+0+1 = 1 in three. Board 2: Player 1-2 1+½+1+0+1 = 3½ (Player 3-2 3);
    # board 3: Player 1-3 1+0+½+1+1 = 3½ (Player 2-3 and 3-3 2½); board 4: Player 3-4
    # 1+0+1 (Team 04's forfeit, rule 24.a)+½+1 = 3½ (Player 2-4 2½).
    assert [(c["player"], c["score"], c["games"]) for c in prizes["boards"]["1"]] == [
        (uscf(2, 1), 4.0, 5), (uscf(1, 1), 2.5, 5), (uscf(3, 1), 1.5, 5), (uscf(4, 1), 1.0, 3)]
    assert [(p["board"], p["players"], p["score"]) for p in prizes["board_prizes"]] == [
        (1, [uscf(2, 1)], 4.0), (2, [uscf(1, 2)], 3.5), (3, [uscf(1, 3)], 3.5),
        (4, [uscf(3, 4)], 3.5)]

    # Ledger, to the cent. Teams 01-03: $50.00 deposit (rule 11) less a third each of the
    # 2012-02-19 food shortfall, $50.00 - $29.00 = $21.00, split over the teams scheduled
    # to play that day (30.d) — Team 04 has left the tournament: $7.00 each, $43.00 left.
    # Team 04: $50.00 deposit; its three forfeits before it withdrew (round 2 board 4,
    # round 3 boards 3-4) — the third costs $5.00 (30.a: "$5 each for the third and fourth");
    # 30.f's $50.00 on 2011-12-20. Its 12 forfeited boards in rounds 4-6 (forfeits mode)
    # (forfeits 4-15) would cost $5 + $7 + $7 + 9×$10 = $109 more under 30.a and 3×$25 under
    # 30.b: they cost nothing.
    # Balance -$5.00: it owes the $5.00 its deductions exceed its deposit by; rule 31's
    # restored $50 deposit is not asked of a team that plays no more rounds.
    ledger = {t["team"]: t for t in cli("league", "ledger", "--json").data["teams"]}
    for team in ("Team 01", "Team 02", "Team 03"):
        assert [(e["date"], e["rule"], e["kind"], e["amount"]["cents"])
                for e in ledger[team]["entries"]] == [
            ("2011-09-30", "11", "deposit", 5000), ("2012-02-19", "30.d", "deduction", 700)]
        assert (ledger[team]["balance"]["cents"], ledger[team]["owed"]["cents"]) == (4300, 0)
        assert ledger[team]["refund"]["refund"]["cents"] == 4300
    gone = ledger["Team 04"]
    assert [(e["date"], e["rule"], e["amount"]["cents"]) for e in gone["entries"]] == [
        ("2011-09-30", "11", 5000), ("2011-12-18", "30.a", 500), ("2011-12-20", "30.f", 5000)]
    assert (gone["balance"]["cents"], gone["owed"]["cents"], gone["due"]) == (-500, 500, None)
    # rule 32: the section played out on 2012-03-18; statements by 2012-04-15 + 14 days
    assert (gone["refund"]["refund"]["cents"], gone["refund"]["still_owed"]["cents"],
            gone["refund"]["refund_by"]) == (0, 500, "2012-04-29")


def test_after_the_last_round_a_team_pays_its_shortfall_not_a_restored_deposit(
        cli: Cli, tmp_path: Path) -> None:
    """Rule 31 restores the deposit to $50 "prior to the next month's round"; after the final
    round there is none, so a team short after it owes what its deductions exceed its funds
    by (rule 32's statement says the same), with no payment date."""
    play_season(cli, tmp_path, "byes")
    # damages of $40.00 cost $44.00 with rule 30.e's 10 %: Team 01's $43.00 becomes -$1.00
    assert cli("league", "ledger-entry", "Team 01", "damages", "40.00",
               "--on", "2012-03-20").code == 0
    team = {t["team"]: t for t in cli("league", "ledger", "--json").data["teams"]}["Team 01"]
    assert (team["balance"]["cents"], team["owed"]["cents"], team["due"]) == (-100, 100, None)
    assert team["refund"]["still_owed"]["cents"] == 100
    shown = cli("league", "ledger").out
    assert "5100" not in shown and "$51.00" not in shown  # never the restored deposit
