"""The director's log through the command line: decisions, appeals under rule 35 and the
decisions other actions keep (claim rulings, approved roster changes), in date order.

The scheduled section has 8 teams, so the committee of all team captains is 8 and 3/4 of it
(rule 35.d) is 6 votes; 3/4 of 7 captains is 5.25, so 6 again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup


def record(cli: Cli, *argv: str) -> dict[str, Any]:
    out = cli("league", *argv, "--json")
    assert out.code == 0, out.err
    data: dict[str, Any] = out.data
    return data


def td_ruling(cli: Cli) -> int:
    decided = record(cli, "decision", "--on", "2011-10-16", "--by", "td", "--subject",
                     "round 1: Team 03", "board 2 lost on time: the clock was set right")
    return int(decided["id"])


def test_a_td_ruling_is_appealed_to_the_director_and_then_to_the_committee(
        cli: Cli, section: list[str]) -> None:
    first = td_ruling(cli)
    upheld = record(cli, "appeal", str(first), "--on", "2011-10-20", "--to", "director",
                    "--note", "the clock was checked before the round")
    assert upheld == {"id": 2, "date": "2011-10-20", "made_by": "director", "under": "league",
                      "subject": "round 1: Team 03",
                      "text": "the clock was checked before the round", "appeal_of": first,
                      "votes_to_overrule": None, "committee_size": None, "outcome": "upheld"}
    # The Match Director's ruling on it is his decision: 35.d sends it to the committee,
    # whose size defaults to the captains of all 8 teams; 6 of 8 is 3/4: overruled.
    overruled = record(cli, "appeal", "2", "--on", "2011-11-20", "--to", "committee",
                       "--votes", "6")
    assert (overruled["made_by"], overruled["votes_to_overrule"], overruled["committee_size"],
            overruled["outcome"], overruled["text"]) == (
        "committee", 6, 8, "overruled", "appeal of decision 2")


@pytest.mark.parametrize(("votes", "captains", "outcome"), [
    ("5", None, "upheld"),  # 5 of 8 < 6
    ("6", "7", "overruled"),  # 3/4 of 7 = 5.25 → 6
    ("5", "7", "upheld"),
])
def test_the_committee_needs_three_fourths_of_all_its_captains(
        cli: Cli, section: list[str], votes: str, captains: str | None, outcome: str) -> None:
    decided = record(cli, "decision", "--on", "2011-11-20", "--by", "director",
                     "Team 05's round 4 is replayed on 2011-12-18")
    size = ("--captains", captains) if captains else ()
    appeal = record(cli, "appeal", str(decided["id"]), "--on", "2011-12-01", "--to",
                    "committee", "--votes", votes, *size)
    assert appeal["outcome"] == outcome


@pytest.mark.parametrize(("argv", "message"), [
    (("appeal", "1", "--on", "2011-10-20", "--to", "committee", "--votes", "8"),
     "rule 35.c: a decision of a TD is appealed only to the Match Director, not to the "
     "committee of all team captains"),
    (("appeal", "2", "--on", "2011-11-21", "--to", "td"),
     "rule 35.d: a decision of the Match Director is appealed only to the committee of all "
     "team captains, not to a TD"),
    (("appeal", "2", "--on", "2011-11-21", "--to", "committee"),
     "rule 35.d: give the committee's votes to overrule"),
    (("appeal", "2", "--on", "2011-11-21", "--to", "committee", "--votes", "9"),
     "9 votes to overrule cannot come from a committee of 8"),
    (("appeal", "2", "--on", "2011-11-21", "--to", "committee", "--votes", "6",
      "--captains", "9"), "the committee is the captains of the season's 8 teams, not 9"),
    (("appeal", "2", "--on", "2011-11-21", "--to", "committee", "--overruled"),
     "rule 35.d: the committee's votes decide the outcome; give them instead"),
    (("appeal", "1", "--on", "2011-10-20", "--to", "director", "--votes", "3"),
     "votes are counted only in the committee of team captains (rule 35.d)"),
    (("appeal", "3", "--on", "2011-10-20", "--to", "director"),
     "rule 35.b: a TD ruling under US Chess rules is appealed using normal US Chess "
     "procedures, outside the league"),
    (("appeal", "4", "--on", "2011-10-20", "--to", "td"),
     "rule 35.a: a captain's decision is appealed only if the decision violates league or "
     "US Chess rules; name the rule it breaks"),
    (("appeal", "1", "--on", "2011-10-15", "--to", "director"),
     "the appeal (2011-10-15) comes before the decision (2011-10-16)"),
    (("appeal", "99", "--on", "2011-10-20", "--to", "director"), "there is no decision 99"),
    (("decision", "--on", "2011-10-16", "--by", "td", " "), "say what was decided"),
    (("decision-remove", "99"), "there is no decision 99"),
])
def test_appeals_rule_35_does_not_allow_are_refused_and_change_nothing(
        cli: Cli, section: list[str], db_file: Path, argv: tuple[str, ...],
        message: str) -> None:
    td_ruling(cli)
    record(cli, "decision", "--on", "2011-11-20", "--by", "director", "no replay of round 2")
    record(cli, "decision", "--on", "2011-10-16", "--by", "td", "--uscf", "touch-move upheld")
    record(cli, "decision", "--on", "2011-10-16", "--by", "captain", "Team 02 offered a draw")
    before = snapshot(db_file)
    out = cli("league", *argv)
    assert out.code == 1 and message in out.err, out.err
    assert snapshot(db_file) == before


def test_a_decision_is_appealed_once_and_removed_only_after_its_appeal(
        cli: Cli, section: list[str], db_file: Path) -> None:
    first = td_ruling(cli)
    record(cli, "appeal", str(first), "--on", "2011-10-20", "--to", "director", "--overruled")
    before = snapshot(db_file)
    again = cli("league", "appeal", str(first), "--on", "2011-10-21", "--to", "director")
    assert f"decision {first} was appealed already (appeal 2)" in again.err
    kept = cli("league", "decision-remove", str(first))
    assert "appeal 2 of decision 1 is recorded: remove it first" in kept.err
    assert snapshot(db_file) == before
    assert record(cli, "decision-remove", "2") == {"removed": 2}
    assert record(cli, "decision-remove", "1") == {"removed": 1}
    assert record(cli, "log")["log"] == []


def test_the_log_merges_claim_rulings_and_approved_roster_changes_by_date(
        cli: Cli, section: list[str]) -> None:
    # Team 01 seats player 5 on board 1: boards 1 and 2 are out of order (rule 15); with 40
    # of G/75's 37½ minutes gone the claim falls under 16.a: forfeits on boards 1 and 2.
    assert cli("league", "lineup", "1", "Team 01", *lineup(1, 5, 1, 2, 3),
               "--as-played").code == 0
    assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0
    assert cli("league", "claim", "1", "Team 01", "--on", "2011-10-16",
               "--elapsed", "40").code == 0
    # After January 30 a removal needs the Match Director's approval (rule 13.c).
    assert cli("league", "change", "Team 02", "--remove", uscf(2, 5), "--on", "2012-01-31",
               "--approved-by", "M. Director", "--note", "player moved away").code == 0
    decided = record(cli, "decision", "--on", "2011-11-20", "--by", "director", "--subject",
                     "Team 04", "late start allowed: snow")
    appeal = record(cli, "appeal", str(decided["id"]), "--on", "2011-12-18", "--to",
                    "committee", "--votes", "2")
    assert record(cli, "log")["log"] == [
        {"date": "2011-10-16", "kind": "claim ruling", "made_by": "td",
         "subject": "round 1: Team 01", "text": "rule 16.a: forfeits on boards 1 and 2",
         "outcome": None, "id": None},
        {"date": "2011-11-20", "kind": "decision", "made_by": "director", "subject": "Team 04",
         "text": "late start allowed: snow", "outcome": None, "id": decided["id"]},
        {"date": "2011-12-18", "kind": "appeal", "made_by": "committee", "subject": "Team 04",
         "text": "appeal of decision 1 (2 of 8 captains voted to overrule)",
         "outcome": "upheld", "id": appeal["id"]},
        {"date": "2012-01-31", "kind": "roster approval", "made_by": "director",
         "subject": "Team 02",
         "text": f"M. Director approved (rule 13): remove {uscf(2, 5)}; player moved away",
         "outcome": None, "id": None},
    ]
