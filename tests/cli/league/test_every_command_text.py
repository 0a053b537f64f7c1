"""Every league command answers a person in text (issue 17.6): run without --json, each one
prints sentences or tables naming players and teams, never a Python dict, list or traceback.

The season is the scheduled 8-team section of ``night_setup``: Team k's player p is
``Player k-p``, rated 2100 - 40k - 20(p - 1). Round 1 is Team 01 – Team 08 (FIDE Berger
table for 8), Team 01 White on boards 1 and 3.
"""

from __future__ import annotations

from pathlib import Path

from chessarbiter.cli.league import _ACTIONS
from chessarbiter.cli.league.reads import READ_ACTIONS
from chessarbiter.cli.league.text import TEXT
from chessarbiter.db.database import Database
from chessarbiter.services.league import open_league
from tests.cli.conftest import Cli
from tests.fixtures.league.builders import BEFORE_DEADLINE, roster_file, team_rows, uscf
from tests.fixtures.league.level_pair import play_level_pair
from tests.fixtures.league.night_setup import lineup

R1 = ("1", "Team 01")
PLAYED_OUT = {"playoff", "playoff-remove"}  # a playoff waits for the section's last match
NEWCOMER = ("id=12999901; name=Newcomer, Nora; expiry=2012-12-31; email=n@example.org; "
            "cell=614-555-0199; address=9 Main St, Columbus OH 43215")


def _commands(folder: Path) -> list[tuple[str, ...]]:
    """One run of each league action, in an order a season could take."""
    return [
        ("teams",), ("roster", "Team 01"), ("settings",), ("settings", "--set", "entry_fee=40"),
        ("template", "-o", str(folder / "blank.xlsx")),
        ("register", "Team 01", "--fee", "--on", "2011-09-30"),
        ("change", "Team 02", "--add", NEWCOMER, "--on", "2011-09-28"),
        ("ratings", str(folder / "sept.csv"), "--month", "2011-09"),
        ("assign-rating", uscf(1, 5), "2100", "--by", "M. Director", "--on", "2011-10-10",
         "--reason", "fair matches"),
        ("captain", "Team 03", uscf(3, 2), "--alternate", uscf(3, 1)),
        ("member", "Team 03", uscf(3, 5), "--set", "home_phone=614-555-0355"),
        ("sections",), ("schedule",),
        ("lineup", *R1, *lineup(1, 1, 2, 3, 4)), ("lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)),
        ("absent", "1", "Team 08", uscf(8, 4)), ("absent", "1", "Team 08", uscf(8, 4), "--present"),
        ("equipment", *R1, "--complete"), ("result", *R1, "1", "1-0"),
        ("result", *R1, "2", "1/2-1/2"), ("result", *R1, "3", "0-1"), ("result", *R1, "4", "1-0"),
        ("match", *R1), ("lineup", "2", "Team 01", *lineup(1, 2, 3, 4)),
        ("lineup", "2", "Team 02", *lineup(2, 2, 3, 4)),
        ("advance", "2", "Team 01", uscf(1, 1), uscf(2, 1)),
        ("advance", "2", "Team 01", uscf(1, 1), uscf(2, 1), "1", "1-0"),
        ("lineup", "1", "Team 02", *lineup(2, 5, 1, 2, 3), "--as-played"),
        ("lineup", "1", "Team 07", *lineup(7, 1, 2, 3, 4)),
        ("claim", "1", "Team 02", "--on", "2011-10-16", "--elapsed", "40"),
        ("lineup", "1", "Team 04", *lineup(4, 5, 1, 2, 3), "--as-played"),
        ("lineup", "1", "Team 05", *lineup(5, 1, 2, 3, 4)),
        ("claim", "1", "Team 04", "--on", "2011-10-16", "--elapsed", "30", "--restart"),
        ("restart-lineup", "1", "Team 04", f"1={uscf(4, 1)}", f"2={uscf(4, 5)}"),
        ("extra-game", "2011-10-16", uscf(1, 5), uscf(8, 5), "1-0"),
        ("standings",),
        ("toss", "A", *[f"Team {k:02d}" for k in range(2, 8)], "--seed", "7", "--on",
         "2011-10-16"),
        ("prizes",), ("ledger",), ("ledger", "--team", "Team 01"),
        ("ledger-entry", "Team 01", "damages", "10.00", "--on", "2011-10-16", "--note", "clock"),
        ("notice", "Team 03", "3", "--at", "2011-11-18 20:00"), ("notice-remove", "1"),
        ("food", "2011-10-16", "32.00"),
        ("decision", "round 2 starts late", "--on", "2011-10-16", "--by", "td"),
        ("appeal", "1", "--on", "2011-10-20", "--to", "director"), ("decision-remove", "2"),
        ("log",), ("print", "standings", "-o", str(folder / "standings.pdf")),
        ("add-date", "2012-04-22", "--section", "A",
         *[a for k in range(1, 9) for a in ("--agreed", f"Team {k:02d}")]),
        ("cancel-date", "2012-03-18", "--reason", "Level 3 snow emergency"),
        ("import-roster", str(roster_file(folder, "Rooks", team_rows(9))), "--on",
         BEFORE_DEADLINE),
        ("remove-team", "Rooks"),
    ]


def readable(cli: Cli, command: tuple[str, ...]) -> str:
    """Run ``league COMMAND``: it succeeds and answers in text. Returns the action's name."""
    ran = cli("league", *command)
    assert ran.code == 0, (command, ran.err)
    assert ran.out.strip() and "Traceback" not in ran.out + ran.err, command
    assert "{'" not in ran.out and "['" not in ran.out, (command, ran.out)
    return command[0]


def test_every_league_action_has_a_text_form() -> None:
    assert set(_ACTIONS) | set(READ_ACTIONS) | {"new"} == set(TEXT)


def test_every_league_command_prints_readable_text(cli: Cli, section: list[str],
                                                   tmp_path: Path) -> None:
    ratings = {uscf(k, p): 2100 - 40 * k - 20 * (p - 1) for k in range(1, 9) for p in range(1, 6)}
    (tmp_path / "sept.csv").write_text("ID,Rating\n" + "".join(
        f"{i},{r}\n" for i, r in (ratings | {"12999901": 1500}).items()))
    seen = {readable(cli, command) for command in _commands(tmp_path)}
    assert seen == (set(_ACTIONS) | set(READ_ACTIONS)) - PLAYED_OUT
    out = cli("league", "match", *R1).out
    # Names where the document has IDs: board 2 drawn, Team 01 1 + ½ + 0 + 0 = 1½ of 4.
    assert "board 2: Player 1-2 (12000102) – Player 8-2 (12000802)  1/2-1/2" in out
    assert "score (final): Team 01 1½–2½ Team 08, match points 0–1" in out
    prizes = cli("league", "prizes").out
    # Player 1-1 won round 1's board 1 and the game played in advance for round 2's board 1
    assert "board 1: Player 1-1 (12000101) (2)" in prizes


def test_the_text_of_a_new_season_and_an_imported_roster(cli: Cli, tmp_path: Path) -> None:
    made = cli("league", "new", "--name", "Test season")
    assert made.out.startswith("Created league season Test season (event 1) from preset "
                               "columbus-league-2011-12: 4 boards, 7 dates from 2011-10-16")
    imported = cli("league", "import-roster", str(roster_file(tmp_path, "Rooks", team_rows(1))),
                   "--on", BEFORE_DEADLINE)
    assert imported.out.startswith("Rooks: unrated, 5 players, captain Player 1-1 (12000101)")


def test_the_playoff_commands_print_readable_text(cli: Cli, section: list[str],
                                                  db_file: Path) -> None:
    """On the section played out with Team 01 and Team 03 level (tests/fixtures/league/
    level_pair.py)."""
    db = Database.open_file(db_file)
    try:
        play_level_pair(open_league(db, None))
    finally:
        db.close()
    seen = {readable(cli, command) for command in (
        ("playoff", "A", "Team 01=1", "Team 03=0", "--on", "2012-04-22"),
        ("playoff-remove", "1"))}
    assert seen == PLAYED_OUT
