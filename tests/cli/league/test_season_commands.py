"""A league season is an event file of its own: created from the Columbus preset, refused by
the individual-event commands and refusing them in turn, and old files migrate to hold it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine

from chessarbiter.db.database import MIGRATIONS
from tests.cli.conftest import Cli, snapshot


def test_the_columbus_preset_holds_the_rule_book_numbers(cli: Cli) -> None:
    data = cli("league", "new", "--set", "entry_fee=40", "--json").data
    assert data["event_id"] == 1 and data["name"] == "Columbus Chess League 2011-12"
    s = data["settings"]
    # rule 2: monthly from October through April (third Sundays: the rule book gives no day)
    assert s["dates"] == ["2011-10-16", "2011-11-20", "2011-12-18", "2012-01-15",
                          "2012-02-19", "2012-03-18", "2012-04-15"]
    assert s["registration_deadline"] == "2011-10-02"  # rule 11: two weeks before round 1
    assert s["change_cutoff"] == "2012-01-30"  # rule 13.c: January 30th
    assert (s["deposit"], s["entry_fee"]) == (50, 40)  # rule 11: $50; the fee as set
    assert (s["roster_min"], s["roster_max"], s["boards"]) == (4, 8, 4)  # rules 9 and 15
    assert s["time_control"] == "G/75;d5"  # rule 14


def test_a_season_can_be_named_and_its_dates_set(cli: Cli) -> None:
    data = cli("league", "new", "--name", "CCL Spring", "--set",
               "dates=2011-10-16,2011-11-20", "--set", "season_end=2011-11-20",
               "--set", "title=Columbus, spring", "--json").data
    assert data["name"] == "CCL Spring"
    assert data["settings"]["dates"] == ["2011-10-16", "2011-11-20"]
    assert data["settings"]["title"] == "Columbus, spring"


@pytest.mark.parametrize(("argv", "message"), [
    (("--preset", "swiss"), "--preset: unknown league preset 'swiss' (known: "
                            "columbus-league-2011-12, womens-olympiad-2006)"),
    (("--set", "deposit=-5"), "--set: deposit cannot be negative"),
    (("--set", "colour=blue"), "--set: unknown league setting 'colour'"),
    (("--set", "season_end=2011-10-01"), "--set: the season must start before it ends"),
    (("--set", "entry_fee"), "--set 'entry_fee': expected KEY=VALUE"),
])
def test_a_refused_season_leaves_no_file(cli: Cli, db_file: Path, argv: tuple[str, ...],
                                        message: str) -> None:
    out = cli("league", "new", *argv)
    assert out.code == 1 and message in out.err
    assert not db_file.exists()


def test_league_commands_need_an_event_file(cli: Cli, db_file: Path) -> None:
    out = cli("league", "teams")
    assert out.code == 1 and "no such event file; create a season with league new" in out.err
    assert not db_file.exists()


@pytest.mark.parametrize("argv", [
    ("players",), ("players", "--json"), ("standings", "--json"), ("pairings", "--all"),
    ("add-player", "--name", "Doe, Jane"), ("pair",), ("settings", "--set", "cycles=2"),
])
def test_individual_commands_refuse_a_league_season(cli: Cli, db_file: Path,
                                                    argv: tuple[str, ...]) -> None:
    cli("league", "new")
    before = snapshot(db_file)
    out = cli(*argv)
    assert out.code == 1
    assert "event 1 is a league season, not an individual event" in out.err
    assert snapshot(db_file) == before


def test_league_commands_refuse_an_individual_event(cli: Cli, db_file: Path) -> None:
    cli("new-event", "--name", "Club Championship")
    before = snapshot(db_file)
    for argv in (("teams",), ("sections", "--propose"), ("new",)):
        out = cli("league", *argv)
        assert out.code == 1
        assert ("event 1 is an individual event, not a league season" in out.err
                or "a league season needs an event file of its own" in out.err)
    assert snapshot(db_file) == before


def test_an_event_file_from_before_leagues_opens_as_an_individual_event(db_file: Path,
                                                                         cli: Cli) -> None:
    engine = create_engine(f"sqlite:///{db_file}")
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "0003")
        conn.exec_driver_sql(
            "insert into events (name, site, federation, start_date, end_date, arbiter,"
            " settings, rounds, extra_trf, created_at, version)"
            " values ('Open', '', '', '', '', '', '{}', 0, '', '2011-01-01 10:00:00', 1)")
    engine.dispose()
    assert cli("add-player", "--name", "Doe, Jane").code == 0
    assert cli("players", "--json").data["players"][0]["name"] == "Doe, Jane"
    with sqlite3.connect(db_file) as conn:
        assert conn.execute("select kind from events").fetchall() == [("individual",)]
        assert conn.execute("select count(*) from league_teams").fetchone() == (0,)
