"""Notices (rule 30.b), food bought (30.d) and the audit trail of director decisions.

The scheduled 8-team section plays rounds 1 and 2 on Sunday 2011-10-16; every team is
scheduled that day. Rounds start at 13:00 (the ``round_start`` setting's default), so notice
for round 1 must come by 13:00 on Saturday 2011-10-15 to avoid the $25 of rule 30.b.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.cli.league.test_match_night import ROUND1
from tests.fixtures.league.night_setup import lineup


def team_ledger(cli: Cli, team: str) -> dict[str, object]:
    data: dict[str, object] = cli("league", "ledger", "--team", team, "--json").data["teams"][0]
    return data


def rules_charged(cli: Cli, team: str) -> list[tuple[str, int]]:
    entries = team_ledger(cli, team)["entries"]
    assert isinstance(entries, list)
    return [(e["rule"], e["amount"]["cents"]) for e in entries]


def no_show_of_team_01(cli: Cli) -> None:
    assert cli("league", "lineup", *ROUND1, "--no-show").code == 0
    assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0


def test_notice_a_day_ahead_waives_the_no_show_fine(cli: Cli, section: list[str]) -> None:
    no_show_of_team_01(cli)
    # Four forfeits: $0, $0, $5, $5 (30.a) and, without notice, $25 (30.b).
    assert rules_charged(cli, "Team 01") == [
        ("11", 5000), ("30.a", 500), ("30.a", 500), ("30.b", 2500)]
    late = cli("league", "notice", "Team 01", "1", "--at", "2011-10-15 14:00", "--json")
    assert late.code == 0, late.err  # 23 hours before 13:00 on the 16th: still fined
    assert ("30.b", 2500) in rules_charged(cli, "Team 01")
    assert cli("league", "notice-remove", str(late.data["id"])).code == 0
    ahead = cli("league", "notice", "Team 01", "1", "--at", "2011-10-15 13:00", "--json")
    assert ahead.code == 0, ahead.err  # exactly 24 hours ahead: waived
    assert rules_charged(cli, "Team 01") == [("11", 5000), ("30.a", 500), ("30.a", 500)]


def test_food_shortfall_is_split_over_the_teams_scheduled_that_day(
        cli: Cli, section: list[str]) -> None:
    # $32.00 bought against the $50 minimum: $18.00 short over 8 teams = $2.25 each.
    assert cli("league", "food", "2011-10-16", "32.00").code == 0
    for team in section:
        assert ("30.d", 225) in rules_charged(cli, team)
    # Team 02 bears two shares: 9 shares of $2.00, so $4.00 for it and $2.00 for the others.
    assert cli("league", "food", "2011-10-16", "32", "--share", "Team 02=2").code == 0
    assert ("30.d", 400) in rules_charged(cli, "Team 02")
    assert ("30.d", 200) in rules_charged(cli, "Team 05")
    assert cli("league", "food", "2011-10-16", "50.00").code == 0  # the minimum: nothing due
    assert all(rule != "30.d" for rule, _ in rules_charged(cli, "Team 02"))


def test_bad_notices_and_food_records_change_nothing(
        cli: Cli, section: list[str], db_file: Path) -> None:
    before = snapshot(db_file)
    refusals = {
        ("notice", "Team 01", "1", "--at", "2011-10-17 10:00"):
            "a notice given on 2011-10-17 comes after round 1 (2011-10-16)",
        ("notice", "Nobody", "1", "--at", "2011-10-15 10:00"): "Nobody",
        ("notice", "Team 01", "99", "--at", "2011-10-15 10:00"): "no round 99",
        ("notice-remove", "42"): "there is no notice 42",
        ("food", "2011-10-17", "10"): "no match is scheduled on 2011-10-17",
        ("food", "2011-10-16", "10", "--share", "Nobody=2"): "there is no team 'Nobody'",
        ("food", "2011-10-16"): "give the amount bought, or --clear",
    }
    for argv, message in refusals.items():
        refused = cli("league", *argv)
        assert refused.code == 1 and message in refused.err, (argv, refused.err)
    assert cli("league", "notice", "Team 01", "1", "--at", "yesterday").code == 2
    assert snapshot(db_file) == before


def test_the_audit_log_names_the_director_decisions_of_a_season(
        cli: Cli, section: list[str]) -> None:
    no_show_of_team_01(cli)
    assert cli("league", "notice", "Team 01", "1", "--at", "2011-10-14 09:00").code == 0
    assert cli("league", "ledger-entry", "Team 01", "payment", "5", "--on",
               "2011-10-16").code == 0
    entries = cli("audit", "--json").data["entries"]
    logged = [(e["action"], e["table"]) for e in entries]
    # Newest first; rows that belong to a match or a team are filed under the season too.
    assert logged[:2] == [("add", "league_ledger_entries"), ("add notice", "league_notices")]
    assert ("lineup", "league_lineups") in logged
    notice = next(e for e in entries if e["table"] == "league_notices")
    assert notice["details"]["given_at"] == "2011-10-14T09:00:00"
