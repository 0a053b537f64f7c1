"""Rule 13 through ``league change``: a dated change is made when the rules allow it, with the
Match Director's approval where 13.b or 13.c asks for it; a refusal names the rule and why
and changes nothing. Knights (ratings as typed, no list supplied) rate 2000, 1980, 1960,
1940, 1920: team rating (2000 + 1980 + 1960 + 1940) / 4 = 1970 (rule 5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chessarbiter.core.league.roster_form import FormRow
from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import BEFORE_DEADLINE, roster_file, team_rows, uscf

STRONG = "id=13000001; name=Strong, Sam; expiry=2012-12-31; address=1 Main St; rating=2400"
AVERAGE = "id=13000002; name=Middle, Max; expiry=2012-12-31; address=2 Main St; rating=1900"


@pytest.fixture
def season(cli: Cli, tmp_path: Path) -> None:
    assert cli("league", "new").code == 0
    rows = [FormRow(r.member, r.role, 2000 - 20 * i) for i, r in enumerate(team_rows(1, 5))]
    cli("league", "import-roster", str(roster_file(tmp_path, "Knights", rows)),
        "--on", BEFORE_DEADLINE)


def change(cli: Cli, *argv: str) -> dict[str, object]:
    out = cli("league", "change", "Knights", *argv, "--json")
    assert out.code == 0, out.err
    data: dict[str, object] = out.data
    return data


def verdicts(data: dict[str, object]) -> dict[str, str]:
    logged = data["change"]
    assert isinstance(logged, dict)
    return {d["rule"]: d["verdict"] for d in logged["decisions"]}


def test_before_the_deadline_changes_are_free(cli: Cli, season: None) -> None:
    data = change(cli, "--add", STRONG, "--on", "2011-09-28")
    assert verdicts(data) == {"13.a": "allowed", "13.d": "allowed"}
    team = data["team"]
    assert isinstance(team, dict) and team["rating"] == (2400 + 2000 + 1980 + 1960) / 4


def test_a_swap_that_keeps_the_team_rating_needs_no_approval(cli: Cli, season: None) -> None:
    # Player 5 (1920) is not among the four highest: the rating stays 1970.
    data = change(cli, "--remove", uscf(1, 5), "--add", AVERAGE, "--on", "2011-11-05")
    assert verdicts(data)["13.b"] == "allowed"
    logged = data["change"]
    assert isinstance(logged, dict)
    assert (logged["added"], logged["removed"], logged["approval"]) == (
        ["13000002"], [uscf(1, 5)], None)


def test_a_change_moving_the_rating_over_30_points_waits_for_approval(
    cli: Cli, db_file: Path, season: None
) -> None:
    before = snapshot(db_file)
    out = cli("league", "change", "Knights", "--add", STRONG, "--on", "2011-11-05")
    assert out.code == 1 and snapshot(db_file) == before
    # (2400 + 2000 + 1980 + 1960) / 4 = 2085, 115 points above 1970
    assert ("--approved-by: change to Knights on 2011-11-05 not made: rule 13.b: needs the "
            "Match Director's approval: team rating 1970 → 2085 moves 115 points, more than 30"
            ) in out.err
    data = change(cli, "--add", STRONG, "--on", "2011-11-05", "--approved-by", "M. Director")
    assert verdicts(data)["13.b"] == "approval"
    logged = data["change"]
    assert isinstance(logged, dict) and logged["approval"]["by"] == "M. Director"


def test_after_january_30_every_change_needs_approval(cli: Cli, db_file: Path,
                                                      season: None) -> None:
    before = snapshot(db_file)
    out = cli("league", "change", "Knights", "--remove", uscf(1, 5), "--on", "2012-01-31")
    assert out.code == 1 and snapshot(db_file) == before
    assert "rule 13.c: needs the Match Director's approval: after January 30" in out.err
    data = change(cli, "--remove", uscf(1, 5), "--on", "2012-01-31",
                  "--approved-by", "M. Director", "--note", "player moved away")
    logged = data["change"]
    assert isinstance(logged, dict) and logged["approval"]["note"] == "player moved away"


@pytest.mark.parametrize(("argv", "message"), [
    (("--remove", uscf(1, 1)), "rule 10: refused: the captain cannot be removed; name another "
                               "captain first"),
    (("--remove", uscf(1, 4), "--remove", uscf(1, 5)),
     "rule 9: refused: the roster would have 3 players, fewer than 4"),
    (("--remove", "12000999"), "rule 13: refused: 12000999 is not on the roster"),
    (("--add", STRONG.replace("2012-12-31", "2012-03-31")),
     "rule 13.g: refused: membership must run past the season's end 2012-04-15: Strong, Sam "
     "(expires 2012-03-31)"),
    (("--add", "id=13000001; name=Strong, Sam; expiry=2012-12-31"),
     "--add: added player 1 (Strong, Sam): rule 12.f: the postal address is missing"),
    (("--add", "id=13000001; nick=Sam"), "--add 'id=13000001; nick=Sam': 'nick=Sam' is not "
                                         "KEY=VALUE"),
    (("--add", "id=13000001; expiry=31/12/2012"), "expiry '31/12/2012' is not a date like "
                                                  "2012-12-31"),
    (("--add", STRONG.replace("2400", "strong")), "rating 'strong' is not a whole number"),
    (("--remove", uscf(1, 5), "--note", "why"), "--note: a note goes with an approval"),
    # an approval cannot overrule a refusal: rule 13 lets the director approve 13.b/c only
    (("--remove", uscf(1, 1), "--approved-by", "M. Director"), "rule 10: refused"),
])
def test_refused_changes_say_which_rule_and_change_nothing(
    cli: Cli, db_file: Path, season: None, argv: tuple[str, ...], message: str
) -> None:
    before = snapshot(db_file)
    out = cli("league", "change", "Knights", *argv, "--on", "2011-11-05")
    assert out.code == 1 and message in out.err
    assert snapshot(db_file) == before


def test_no_more_than_eight_and_no_return_after_the_deadline(
    cli: Cli, db_file: Path, season: None
) -> None:
    extra = [f"id={13000010 + n}; name=Extra {n}; expiry=2012-12-31; address={n} Elm St; "
             "rating=1000" for n in range(4)]
    change(cli, *[a for spec in extra[:3] for a in ("--add", spec)], "--on", "2011-09-30")
    before = snapshot(db_file)
    ninth = cli("league", "change", "Knights", "--add", extra[3], "--on", "2011-09-30")
    assert "rule 13.i: refused: the roster would have 9 players, more than 8" in ninth.err
    assert snapshot(db_file) == before
    change(cli, "--remove", "13000010", "--on", "2011-11-05")
    back = cli("league", "change", "Knights", "--add", extra[0], "--on", "2011-11-06")
    assert back.code == 1
    assert ("rule 13.f: refused: Extra 0 was removed from Knights after the registration "
            "deadline") in back.err
    unknown = cli("league", "change", "Pawns", "--remove", "13000011", "--on", "2011-11-06")
    assert unknown.code == 1 and "there is no team named 'Pawns'" in unknown.err
