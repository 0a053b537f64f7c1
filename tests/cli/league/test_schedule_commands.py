"""Sections (rules 5 and 6) and each section's double round robin on the season's dates
(rules 2, 7 and 8) through the command line. Team ``Tk`` is four players typed at 2000 - 10k,
so its team rating is 2000 - 10k and T01 is the highest rated. Dates are the Columbus
preset's seven: 2011-10-16, 11-20, 12-18, 2012-01-15, 02-19, 03-18, 04-15."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chessarbiter.cli import main
from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import roster_file, team_rows

DATES = ["2011-10-16", "2011-11-20", "2011-12-18", "2012-01-15", "2012-02-19", "2012-03-18",
         "2012-04-15"]


def enter_teams(db: Path, count: int) -> list[str]:
    """A season file with ``count`` teams (built with the command line, as a director would)."""
    assert main(["--db", str(db), "league", "new"]) == 0
    names = [f"T{k:02d}" for k in range(1, count + 1)]
    for k, name in enumerate(names, start=1):
        path = roster_file(db.parent, name, team_rows(k, 4, 2000 - 10 * k))
        assert main(["--db", str(db), "league", "import-roster", str(path)]) == 0
    return names


def layout(data: dict[str, list[dict[str, object]]]) -> list[tuple[object, list[object]]]:
    return [(s["name"], [t["team"] for t in s["teams"]])  # type: ignore[attr-defined]
            for s in data["sections"]]


def calendar(section: dict[str, list[dict[str, object]]]) -> list[tuple[object, object]]:
    return [(d["date"], d["rounds"]) for d in section["dates"]]


@pytest.fixture(scope="module")
def ten_teams(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    db = tmp_path_factory.mktemp("ten") / "ten.chessarbiter"
    return db, enter_teams(db, 10)


@pytest.fixture
def ten(ten_teams: tuple[Path, list[str]], db_file: Path) -> list[str]:
    """Each test gets its own copy of the ten-team season."""
    shutil.copyfile(ten_teams[0], db_file)
    return ten_teams[1]


def test_sections_are_proposed_by_rating_and_shown_before_they_are_stored(
    cli: Cli, db_file: Path, ten: list[str]
) -> None:
    before = snapshot(db_file)
    shown = cli("league", "sections", "--json").data
    assert snapshot(db_file) == before
    # rule 6: ten teams are no sum of sixes and eights: two sections as even as possible
    assert shown["stored"] is False
    assert layout(shown) == [("A", ten[:5]), ("B", ten[5:])]
    assert shown["sections"][0]["teams"][0] == {"pairing_no": 1, "team": "T01", "rating": 1990}
    assert shown["notes"] == [
        f"section {s} has 5 teams; rule 6 asks for 6 or 8, so the Match Director decides"
        for s in "AB"]
    stored = cli("league", "sections", "--propose", "--json").data
    assert stored["stored"] is True and layout(stored) == layout(shown)


def test_the_director_moves_a_team_and_the_schedule_fixes_the_sections(
    cli: Cli, db_file: Path, ten: list[str]
) -> None:
    cli("league", "sections", "--propose")
    moved = cli("league", "sections", "--move", "T05", "--to", "B", "--json").data
    assert layout(moved) == [("A", ten[:4]), ("B", [*ten[5:], "T05"])]
    assert moved["notes"] == ["section A has 4 teams; rule 6 asks for 6 or 8, so the Match "
                              "Director decides"]
    made = cli("league", "schedule", "--make", "--json").data["sections"]
    # four teams: six rounds, one a date, April left for extra games; six teams: ten rounds,
    # two a date on five dates (rules 7 and 8)
    assert calendar(made[0]) == [(d, [r]) for d, r in zip(DATES[:6], range(1, 7), strict=True)
                                 ] + [(DATES[6], [])]
    assert made[0]["extra_dates"] == [DATES[6]]
    assert calendar(made[1])[:5] == [(DATES[i], [2 * i + 1, 2 * i + 2]) for i in range(5)]
    assert made[1]["extra_dates"] == DATES[5:]
    # Berger table for 6, round 1: 1-6, 2-5, 3-4 with T05 sixth in pairing order
    assert made[1]["rounds"][0]["matches"][0] == {"table": 1, "white": "T06", "black": "T05"}

    before = snapshot(db_file)
    for argv, message in [(("sections", "--move", "T01", "--to", "B"), "clear it first"),
                          (("sections", "--propose"), "clear it first"),
                          (("schedule", "--make"), "the schedule is already made"),
                          (("sections", "--move", "T01"), "--to: say which section")]:
        out = cli("league", *argv)
        assert out.code == 1 and message in out.err
    assert snapshot(db_file) == before
    assert cli("league", "schedule", "--clear", "--json").data == {"sections": []}
    assert cli("league", "sections", "--move", "T01", "--to", "B").code == 0


def test_a_cancelled_date_moves_its_rounds_to_the_first_later_room(
    cli: Cli, db_file: Path, ten: list[str]
) -> None:
    before = snapshot(db_file)
    early = cli("league", "cancel-date", DATES[0], "--reason", "power cut")
    assert early.code == 1 and "the schedule is not made yet" in early.err
    assert snapshot(db_file) == before
    cli("league", "sections", "--propose")
    cli("league", "sections", "--move", "T05", "--to", "B")
    cli("league", "schedule", "--make")
    data = cli("league", "cancel-date", DATES[0], "--reason", "power cut", "--json").data
    # A (one round a date): round 1 joins round 2 on 20 November; B (two a date): rounds 1
    # and 2 find room only on 18 March, the first date without rounds
    assert data["moved"] == [
        {"section": "A", "round": 1, "from": DATES[0], "to": DATES[1]},
        {"section": "B", "round": 1, "from": DATES[0], "to": DATES[5]},
        {"section": "B", "round": 2, "from": DATES[0], "to": DATES[5]}]
    a, b = data["sections"]
    assert calendar(a)[:2] == [(DATES[0], []), (DATES[1], [1, 2])]
    assert b["dates"][0] == {"date": DATES[0], "use": "cancelled", "rounds": [],
                             "cancelled": "power cut", "agreed_by": []}
    assert b["extra_dates"] == [DATES[6]]
    before = snapshot(db_file)
    for argv, message in [((DATES[0], "--reason", "snow"), "2011-10-16 is already cancelled"),
                          (("2011-10-23", "--reason", "snow"), "2011-10-23 is not a date of"),
                          ((DATES[1], "--reason", " "), "say why the date is cancelled")]:
        out = cli("league", "cancel-date", *argv)
        assert out.code == 1 and message in out.err
    assert snapshot(db_file) == before


def test_with_no_room_left_a_date_is_added_with_every_captains_agreement(
    cli: Cli, db_file: Path
) -> None:
    seven = enter_teams(db_file, 7)
    cli("league", "sections", "--propose")
    (section,) = cli("league", "schedule", "--make", "--json").data["sections"]
    # seven teams: a bye each round, fourteen rounds filling all seven dates two by two
    assert len(section["rounds"]) == 14 and section["extra_dates"] == []
    assert all(r["bye"] is not None and len(r["matches"]) == 3 for r in section["rounds"])
    before = snapshot(db_file)
    full = cli("league", "cancel-date", DATES[6], "--reason", "snow")
    assert full.code == 1
    assert ("section A: no room after 2012-04-15 for rounds 13 and 14 at 2 rounds a date: add a "
            "date (rule 2: every captain of the section must agree)") in full.err
    short = cli("league", "add-date", "2012-04-29", "--section", "A",
                *[a for t in seven[:6] for a in ("--agreed", t)])
    assert short.code == 1 and "not agreed: T07" in short.err
    stranger = cli("league", "add-date", "2012-04-29", "--section", "A", "--agreed", "Pawns")
    assert stranger.code == 1 and "--agreed: Pawns: not a team of section A" in stranger.err
    assert snapshot(db_file) == before

    added = cli("league", "add-date", "2012-04-29", "--section", "A",
                *[a for t in seven for a in ("--agreed", t)], "--json").data["sections"][0]
    assert added["dates"][-1] == {"date": "2012-04-29", "use": "extra", "rounds": [],
                                  "cancelled": None, "agreed_by": seven}
    moved = cli("league", "cancel-date", DATES[6], "--reason", "snow", "--json").data["moved"]
    assert moved == [{"section": "A", "round": r, "from": DATES[6], "to": "2012-04-29"}
                     for r in (13, 14)]
