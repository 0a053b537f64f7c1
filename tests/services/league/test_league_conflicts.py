"""Compare-and-set on a league season (issue 15, point 3): two programs on one season file,
each with the season it read. A change resting on a record the other changed since is
refused in one sentence and the season read again; a change elsewhere in the season is
saved; undo is checked the same way.

Round 1 of the 8-team section is Team 01 – Team 08 (tests/fixtures/league/night_setup.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import EditConflict
from chessarbiter.services.league import League, open_league
from tests.fixtures.league.night_setup import lineup

WIN, LOSS = Result.WHITE_WINS, Result.BLACK_WINS


@pytest.fixture
def two(section: list[str], db_file: Path) -> Iterator[tuple[League, League]]:
    """Two programs on the file, both having read the season with round 1's lineups in."""
    dbs = [Database.open_file(db_file), Database.open_file(db_file)]
    first, second = (open_league(db) for db in dbs)
    first.matches.lineup(1, "Team 01", lineup(1, 1, 2, 3, 4))
    first.matches.lineup(1, "Team 08", lineup(8, 1, 2, 3, 4))
    second.season.reload()
    first.season.reload()
    yield first, second
    for db in dbs:
        db.close()


def board(league: League, number: int) -> Result | None:
    stored = league.matches.match(1, "Team 01")[0].boards.get(number)
    return stored.result if stored else None


def test_a_board_changed_on_the_other_computer_is_not_overwritten(
    two: tuple[League, League]
) -> None:
    first, second = two
    second.matches.result(1, "Team 01", 2, LOSS)
    with pytest.raises(EditConflict) as refused:
        first.matches.result(1, "Team 01", 2, WIN)
    assert str(refused.value) == (
        "Board 2 of Team 01 – Team 08, round 1 was changed to 0-1 on another computer; your "
        "1-0 was not saved. Reload and check.")
    assert board(first, 2) == LOSS  # read again: the window now shows the other's result
    first.matches.result(1, "Team 01", 2, WIN)  # a decision on what is shown: saved
    second.season.reload()
    assert board(second, 2) is WIN


def test_a_change_elsewhere_in_the_season_is_saved(two: tuple[League, League]) -> None:
    first, second = two
    second.matches.result(1, "Team 01", 3, LOSS)
    first.matches.result(1, "Team 01", 4, WIN)
    first.season.reload()
    assert (board(first, 3), board(first, 4)) == (LOSS, WIN)


def test_undo_after_the_other_computer_changed_the_board_is_refused(
    two: tuple[League, League]
) -> None:
    first, second = two
    old = first.matches.result(1, "Team 01", 1, WIN)  # what undo puts back: no result
    second.season.reload()
    second.matches.result(1, "Team 01", 1, Result.DRAW)
    with pytest.raises(EditConflict, match="changed to 1/2-1/2 on another computer"):
        first.matches.result(1, "Team 01", 1, old)
    assert board(first, 1) is Result.DRAW


def test_settings_the_other_computer_changed_are_refused_others_saved(
    two: tuple[League, League]
) -> None:
    first, second = two
    second.season.update_settings({"verification_days": 5})
    with pytest.raises(EditConflict, match="your change of verification days was not saved"):
        first.season.update_settings({"verification_days": 3})  # it showed 2; 5 is stored
    second.season.update_settings({"roster_max": 9})
    first.season.update_settings({"start_delay_minutes": 10})  # another setting: saved
    settings = first.season.reload().settings
    assert (settings.verification_days, settings.roster_max,
            settings.start_delay_minutes) == (5, 9, 10)


def test_a_registration_the_other_computer_changed_is_not_overwritten(
    two: tuple[League, League]
) -> None:
    from dataclasses import replace
    from datetime import date

    first, second = two
    team = second.rosters.team("Team 02")
    second.rosters.register("Team 02", replace(team.registration, fee_received=None))
    with pytest.raises(EditConflict, match=r"^The roster of Team 02 was changed on another"):
        first.rosters.register("Team 02", replace(team.registration,
                                                  deposit_received=date(2011, 10, 1)))
    assert first.rosters.team("Team 02").registration.fee_received is None
