"""A whole Columbus Chess League season set up through the command line: twelve teams from
their roster workbooks, ratings frozen from the director's lists, sections, the double round
robin on the season's dates, a snowed-out date, a refused and an approved roster change.

Expected values are worked out by hand from the 2011-12 rule book (rule numbers in comments)
and the FIDE Berger table for six players (FIDE Handbook C.05, Annex 1).
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import BEFORE_DEADLINE, rating_csv, roster_file, team_rows, uscf

TEAMS = [f"Team {k:02d}" for k in range(1, 13)]


def supplement_rating(team: int, player: int) -> int:
    """September list: team k's players rated 2100 - 40k, then 20 points lower each."""
    return 2100 - 40 * team - 20 * (player - 1)


def team_rating(team: int) -> float:
    """Rule 5, average of the four highest: (b + b-20 + b-40 + b-60) / 4 = b - 30."""
    return 2100 - 40 * team - 30


def test_a_columbus_season_from_registration_to_a_snowed_out_date(
    cli: Cli, db_file: Path, tmp_path: Path
) -> None:
    assert cli("league", "new", "--set", "entry_fee=40").code == 0

    # Rule 4: ratings come from the September supplement, not from what captains typed (999).
    september = {uscf(k, p): supplement_rating(k, p) for k in range(1, 13) for p in range(1, 6)}
    september.pop(uscf(12, 5))  # absent from the list: unrated
    loaded = cli("league", "ratings", str(rating_csv(tmp_path, "sept.csv", september)),
                 "--month", "2011-09", "--json")
    assert loaded.data["ratings"] == 59

    for k, name in enumerate(TEAMS, start=1):
        path = roster_file(tmp_path, name, team_rows(k, 5, rating=999))
        imported = cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE, "--json")
        assert imported.code == 0, imported.err
        assert cli("league", "register", name, "--fee", "--deposit", "--on", "2011-09-30").code == 0

    teams = {t["name"]: t for t in cli("league", "teams", "--json").data["teams"]}
    assert list(teams) == TEAMS
    assert all(t["entered"] and t["size"] == 5 for t in teams.values())  # rule 11
    assert [teams[n]["rating"] for n in TEAMS] == [team_rating(k) for k in range(1, 13)]
    twelve = cli("league", "roster", "Team 12", "--json").data["players"]
    assert [(p["rating"], p["rating_source"]) for p in twelve][-2:] == [
        (supplement_rating(12, 4), "supplement"), (None, "supplement")]

    # Rule 6: twelve teams make two sections of six, by team rating.
    sections = cli("league", "sections", "--propose", "--json").data
    assert [(s["name"], [t["team"] for t in s["teams"]]) for s in sections["sections"]] == [
        ("A", TEAMS[:6]), ("B", TEAMS[6:])]
    assert sections["notes"] == []

    schedule = cli("league", "schedule", "--make", "--json").data["sections"]
    a = schedule[0]
    # Berger table for 6, round 1: 1-6, 2-5, 3-4 (the first named has White on board 1)
    assert [(m["white"], m["black"]) for m in a["rounds"][0]["matches"]] == [
        (TEAMS[0], TEAMS[5]), (TEAMS[1], TEAMS[4]), (TEAMS[2], TEAMS[3])]
    for section in schedule:  # rule 7: double round robin, colours alternate
        games = [(m["white"], m["black"]) for r in section["rounds"] for m in r["matches"]]
        assert len(section["rounds"]) == 10 and all(r["bye"] is None for r in section["rounds"])
        for x, y in combinations({t for g in games for t in g}, 2):
            assert sorted([g for g in games if set(g) == {x, y}]) == sorted([(x, y), (y, x)])
    # Ten rounds on seven dates: two a date from October to February; March and April are
    # left for extra rated games (rule 8).
    assert [(d["date"], d["rounds"], d["use"]) for d in a["dates"]] == [
        ("2011-10-16", [1, 2], "league"), ("2011-11-20", [3, 4], "league"),
        ("2011-12-18", [5, 6], "league"), ("2012-01-15", [7, 8], "league"),
        ("2012-02-19", [9, 10], "league"), ("2012-03-18", [], "extra"),
        ("2012-04-15", [], "extra")]

    # Rule 2: a Level 3 snow emergency cancels 18 December; rounds 5 and 6 go to the first
    # later date with room, 18 March (January and February already hold two rounds).
    snow = cli("league", "cancel-date", "2011-12-18", "--reason", "Level 3 snow emergency",
               "--json").data
    assert snow["moved"] == [
        {"section": s, "round": r, "from": "2011-12-18", "to": "2012-03-18"}
        for s in ("A", "B") for r in (5, 6)]
    for section in snow["sections"]:
        assert section["extra_dates"] == ["2012-04-15"]
        assert section["dates"][2] == {"date": "2011-12-18", "use": "cancelled", "rounds": [],
                                       "cancelled": "Level 3 snow emergency", "agreed_by": []}

    # Rule 10: a captain cannot be removed; the refusal names the rule and changes nothing.
    before = snapshot(db_file)
    refused = cli("league", "change", "Team 03", "--remove", uscf(3, 1), "--on", "2011-11-02")
    assert refused.code == 1
    assert "rule 10: refused: the captain cannot be removed" in refused.err
    assert snapshot(db_file) == before

    # Rule 13.b: adding a 2400 (November list) to Team 07 lifts its rating from 1790 to
    # (2400 + 1820 + 1800 + 1780) / 4 = 1950, more than 30 points: the Match Director approves.
    november = rating_csv(tmp_path, "nov.csv", {"13000001": 2400})
    assert cli("league", "ratings", str(november), "--month", "2011-11").code == 0
    strong = "id=13000001; name=Strong, Sam; expiry=2012-12-31; address=1 Main St, Columbus OH"
    unapproved = cli("league", "change", "Team 07", "--add", strong, "--on", "2011-11-05")
    assert unapproved.code == 1
    assert ("--approved-by: change to Team 07 on 2011-11-05 not made: rule 13.b: needs the "
            "Match Director's approval: team rating 1790 → 1950 moves 160 points, more than 30"
            ) in unapproved.err
    approved = cli("league", "change", "Team 07", "--add", strong, "--on", "2011-11-05",
                   "--approved-by", "M. Director", "--note", "team short of players", "--json")
    assert approved.code == 0, approved.err
    assert approved.data["team"]["rating"] == 1950
    log = cli("league", "roster", "Team 07", "--json").data["log"]
    assert [entry["added"] for entry in log] == [[uscf(7, p) for p in range(1, 6)], ["13000001"]]
    assert log[1]["approval"]["by"] == "M. Director"
    assert log[1]["approval"]["note"] == "team short of players"
    assert log[1]["approval"]["at"][:4] >= "2026"  # stamped when it was given
    assert {"rule": "13.d", "verdict": "allowed",
            "reason": "added players may play from 2011-11-20"} in log[1]["decisions"]
