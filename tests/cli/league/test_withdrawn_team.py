"""A team withdrawn under rule 30.f ("If a team withdraws from the tournament after the
registration deadline and prior to the last round: $50") through the command line: its
remaining matches are settled by the setting ``withdrawn_matches`` and cost it no 30.a/30.b
fines on top (issue 17: it paid $50, then $5 + $5 + $25 for its next unplayed match).

The scheduled 8-team section: Team 08 withdraws on 2011-10-20, after the October date; in
rounds 3 (2011-11-20) and 10 (2012-02-19) it was to meet Team 02 (FIDE Berger table for 8).
"""

from __future__ import annotations

from datetime import date

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import TeamBye
from chessarbiter.core.league.withdrawn import settled
from chessarbiter.core.results import Result
from tests.cli.conftest import Cli


def _withdraw(cli: Cli) -> None:
    assert cli("league", "ledger-entry", "Team 08", "withdrawal", "--on", "2011-10-20",
               "--note", "cannot field a team").code == 0


def _row(cli: Cli, team: str) -> tuple[float, float]:
    rows = cli("league", "standings", "--json").data["sections"][0]["standings"]
    row = next(r for r in rows if r["team"] == team)
    return row["match_points"], row["game_points"]


def test_the_remaining_matches_are_forfeit_wins_for_the_opponents(cli: Cli,
                                                                  section: list[str]) -> None:
    _withdraw(cli)
    # round 3: Team 02 (White on boards 1 and 3) wins all four boards by forfeit
    match = cli("league", "match", "3", "Team 08", "--json").data
    assert [b["result"] for b in match["boards"]] == ["+-", "-+", "+-", "-+"]
    # and again in round 10 (Team 08 – Team 02): 2 × 1 match point, 2 × 4 game points
    assert _row(cli, "Team 02") == (2.0, 8.0)
    assert _row(cli, "Team 08") == (0.0, 0.0)
    # the director enters the no-show anyway: still no 30.a or 30.b fine, only 30.f's $50
    assert cli("league", "lineup", "3", "Team 08", "--no-show").code == 0
    ledger = cli("league", "ledger", "--team", "Team 08", "--json").data["teams"][0]
    assert [(e["rule"], e["amount"]["cents"]) for e in ledger["entries"]] == [
        ("11", 5000), ("30.f", 5000)]
    assert ledger["balance"]["cents"] == 0


def test_left_to_the_director_the_matches_wait_and_cost_no_fines(cli: Cli,
                                                                section: list[str]) -> None:
    assert cli("league", "settings", "--set", "withdrawn_matches=none").code == 0
    _withdraw(cli)
    assert cli("league", "match", "3", "Team 08", "--json").data["boards"] == []
    assert cli("league", "lineup", "3", "Team 08", "--no-show").code == 0
    assert cli("league", "lineup", "3", "Team 02", "12000201", "12000202",
               "12000203", "12000204").code == 0
    ledger = cli("league", "ledger", "--team", "Team 08", "--json").data["teams"][0]
    assert [e["rule"] for e in ledger["entries"]] == ["11", "30.f"]


def test_as_byes_the_opponent_scores_rule_24c() -> None:
    rules = MatchRules(withdrawn_matches="byes")
    gone = {"Team 08": date(2011, 10, 20)}
    # rule 24.c: "A team receiving a bye shall receive one match point and four game points"
    assert settled(3, date(2011, 11, 20), ("Team 02", "Team 08"), gone, rules) == (
        None, TeamBye(3, "Team 02"))
    assert settled(1, date(2011, 10, 16), ("Team 01", "Team 08"), gone, rules) is None
    both = {"Team 02": date(2011, 10, 20)} | gone
    assert settled(3, date(2011, 11, 20), ("Team 02", "Team 08"), both, rules) == (None, None)
    record, bye = settled(3, date(2011, 11, 20), ("Team 02", "Team 08"), both,  # type: ignore[misc]
                          MatchRules())
    assert bye is None and [g.result for g in record.boards] == [Result.DOUBLE_FORFEIT] * 4
