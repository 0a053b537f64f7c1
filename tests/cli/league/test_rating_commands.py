"""Rule 4 through the command line: ratings frozen from the supplement of the month a player
joins (not before September), or as typed when the director supplies no list; only higher
ratings may be assigned, each one logged."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import BEFORE_DEADLINE, rating_csv, roster_file, team_rows, uscf

SEPTEMBER = {uscf(1, 1): 1910, uscf(1, 2): 1880, uscf(1, 3): 1700, uscf(1, 4): 1650}


@pytest.fixture
def season(cli: Cli) -> None:
    assert cli("league", "new").code == 0


def ratings_of(cli: Cli, team: str) -> list[tuple[int | None, str, str | None]]:
    players = cli("league", "roster", team, "--json").data["players"]
    return [(p["rating"], p["rating_source"], p["rating_month"]) for p in players]


def test_ratings_are_frozen_from_the_supplement_not_the_typed_ones(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    loaded = cli("league", "ratings", str(rating_csv(tmp_path, "sep.csv", SEPTEMBER)),
                 "--month", "2011-09", "--json").data
    assert loaded == {"month": "2011-09", "ratings": 4, "replaced": None,
                      "months": {"2011-09": 4}, "replaced_ratings": [], "section_moves": [],
                      "team_ratings": {}}
    path = roster_file(tmp_path, "Knights", team_rows(1, 5, rating=1234))
    team = cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE, "--json").data
    assert team["rating"] == (1910 + 1880 + 1700 + 1650) / 4  # rule 5
    # player 5 is not on the list: unrated, whatever the captain typed
    month = "2011-09-01"
    assert ratings_of(cli, "Knights") == [
        (1910, "supplement", month), (1880, "supplement", month), (1700, "supplement", month),
        (1650, "supplement", month), (None, "supplement", month)]


def test_august_players_take_the_september_list(cli: Cli, tmp_path: Path, season: None) -> None:
    cli("league", "ratings", str(rating_csv(tmp_path, "s.csv", SEPTEMBER)), "--month", "2011-09")
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(1, 4))),
        "--on", "2011-08-20")  # rule 4: "but not earlier than September"
    assert ratings_of(cli, "Knights")[0] == (1910, "supplement", "2011-09-01")


def test_a_typed_rating_is_provisional_until_its_months_list_arrives(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    """Issue 17: the captain typed 1500 for every player and the roster came in before the
    September supplement; rule 4 makes the supplement the league rating, so loading it
    replaces the typed ratings and the team rating (rule 5) follows."""
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(1, 4, 1500))),
        "--on", BEFORE_DEADLINE)
    assert cli("league", "teams", "--json").data["teams"][0]["rating"] == 1500
    list_ = {uscf(1, 1): 2100, uscf(1, 2): 2090, uscf(1, 3): 2080, uscf(1, 4): 2070}
    loaded = cli("league", "ratings", str(rating_csv(tmp_path, "s.csv", list_)), "--month",
                 "2011-09", "--on", "2011-09-27")
    assert loaded.code == 0, loaded.err
    assert "Knights: Player 1-1 (12000101) 1500 → 2100 (rule 4, the 2011-09 list)" in loaded.out
    # (2100 + 2090 + 2080 + 2070) / 4 = 2085
    assert "Team ratings now: Knights 2085" in loaded.out
    assert ratings_of(cli, "Knights")[0] == (2100, "supplement", "2011-09-01")
    log = cli("league", "log", "--json").data["log"]
    assert {"date": "2011-09-27", "kind": "rating list", "made_by": "director",
            "subject": "Knights: Player 1-1 (12000101)", "id": None, "outcome": None,
            "text": "the September 2011 list replaced the provisional rating 1500 with 2100 "
                    "(rule 4)"} in log


def test_a_player_joining_in_a_month_without_a_list_keeps_the_typed_rating_for_now(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    cli("league", "ratings", str(rating_csv(tmp_path, "s.csv", SEPTEMBER)), "--month", "2011-09")
    out = cli("league", "import-roster", str(roster_file(tmp_path, "Knights",
                                                          team_rows(1, 4, 1777))),
              "--on", "2011-10-01")
    assert out.code == 0, out.err
    assert ratings_of(cli, "Knights")[0] == (1777, "entered", None)
    # The October list arrives: it, not September's, is the one of their joining month.
    october = rating_csv(tmp_path, "o.csv", {uscf(1, p): 1800 - p for p in range(1, 5)})
    assert cli("league", "ratings", str(october), "--month", "2011-10").code == 0
    assert ratings_of(cli, "Knights")[0] == (1799, "supplement", "2011-10-01")


def test_a_list_that_would_move_a_team_once_sections_are_fixed_is_asked_first(
    cli: Cli, db_file: Path, tmp_path: Path
) -> None:
    """Two sections of two teams (section_sizes=2): by the typed ratings Team 1 (1900) and
    Team 2 (1800) make section A, Team 3 (1700) and Team 4 (1600) section B. The September
    list rates Team 3's players 2000: by rating Team 3 would be in A and Team 2 in B."""
    assert cli("league", "new", "--set", "section_sizes=2").code == 0
    for k in range(1, 5):
        path = roster_file(tmp_path, f"Team {k}", team_rows(k, 4, 2000 - 100 * k))
        assert cli("league", "import-roster", str(path), "--on", BEFORE_DEADLINE).code == 0
    assert cli("league", "sections", "--propose").code == 0
    sept = {uscf(k, p): 2000 - 100 * k for k in (1, 2, 4) for p in range(1, 5)}
    sept |= {uscf(3, p): 2000 for p in range(1, 5)}
    path = str(rating_csv(tmp_path, "s.csv", sept))
    before = snapshot(db_file)
    asked = cli("league", "ratings", path, "--month", "2011-09")
    assert asked.code == 1
    assert ("--accept-moves: rule 4: the September 2011 list replaces provisional ratings and "
            "the sections are fixed: Team 2 (1800 → 1800) would be in section B, not A; "
            "Team 3 (1700 → 2000) would be in section A, not B.") in asked.err
    assert snapshot(db_file) == before
    taken = cli("league", "ratings", path, "--month", "2011-09", "--accept-moves")
    assert taken.code == 0, taken.err
    assert "Sections stay as stored although Team 3 (1700 → 2000) would be in section A" \
        in taken.out
    sections = cli("league", "sections", "--json").data["sections"]
    assert [[t["team"] for t in s["teams"]] for s in sections] == [["Team 1", "Team 2"],
                                                                   ["Team 3", "Team 4"]]


def test_a_list_loaded_again_replaces_the_month_but_not_frozen_ratings(
    cli: Cli, tmp_path: Path, season: None
) -> None:
    cli("league", "ratings", str(rating_csv(tmp_path, "s.csv", SEPTEMBER)), "--month", "2011-09")
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(1, 4))),
        "--on", BEFORE_DEADLINE)
    corrected = rating_csv(tmp_path, "s2.csv", {uscf(1, 1): 2222})
    again = cli("league", "ratings", str(corrected), "--month", "2011-09", "--json").data
    assert (again["ratings"], again["replaced"]) == (1, 4)
    assert ratings_of(cli, "Knights")[0][0] == 1910  # frozen for the season


def test_a_bad_rating_list_changes_nothing(cli: Cli, db_file: Path, tmp_path: Path,
                                           season: None) -> None:
    path = rating_csv(tmp_path, "bad.csv", {uscf(1, 1): 1900, "1234": 1800, uscf(1, 3): "x"})
    before = snapshot(db_file)
    out = cli("league", "ratings", str(path), "--month", "2011-09")
    assert out.code == 1 and snapshot(db_file) == before
    assert out.err.splitlines()[1:] == [
        f"  {path}: row 3, column A (ID): '1234' is not a US Chess ID (8 digits)",
        f"  {path}: row 4, column B (Rating): 'x' is not a rating (a whole number up to 3500, "
        "or empty or UNR for unrated)",
    ]


def test_without_any_list_the_typed_ratings_are_used(cli: Cli, tmp_path: Path,
                                                     season: None) -> None:
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", team_rows(1, 4, 1500))))
    assert ratings_of(cli, "Knights") == [(1500, "entered", None)] * 4


def test_the_director_assigns_only_higher_ratings_and_each_is_logged(
    cli: Cli, db_file: Path, tmp_path: Path, season: None
) -> None:
    rows = team_rows(1, 4, 1500)
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", rows)))
    cli("league", "import-roster", str(roster_file(tmp_path, "Rooks", team_rows(2, 4, 1400))))
    before = snapshot(db_file)
    for argv, message in [
        ((uscf(1, 2), "1500"), "Knights: rule 4: an assigned rating must be higher than the "
                               "frozen 1500"),
        ((uscf(1, 2), "4000"), "rating 4000 is outside 1..3500"),
        (("99999999", "1700"), "ID: 99999999 is on no roster of the season"),
    ]:
        out = cli("league", "assign-rating", *argv, "--by", "M. Director")
        assert out.code == 1 and message in out.err
    assert snapshot(db_file) == before

    done = cli("league", "assign-rating", uscf(1, 2), "1720", "--by", "M. Director",
               "--reason", "improved fast", "--json").data
    assert done["teams"] == [{"team": "Knights", "previous": 1500,
                              "previous_source": "entered"}]
    knights = cli("league", "roster", "Knights", "--json").data
    assert knights["rating"] == (1720 + 1500 * 3) / 4
    assert knights["players"][1]["rating_source"] == "assigned"
    (log,) = knights["assigned_ratings"]
    assert log | {"at": None} == {"uscf_id": uscf(1, 2), "previous": 1500, "rating": 1720,
                                  "by": "M. Director", "at": None, "reason": "improved fast",
                                  "source": "assigned"}
    assert log["at"] == done["at"]
    assert cli("league", "roster", "Rooks", "--json").data["assigned_ratings"] == []
