"""A board result on a whole 8-team, 14-round season costs a handful of SQL statements: the
season is read once when the file is opened, and each action writes only its own rows
(issue 19: at most 8). Counted with SQLAlchemy's ``before_cursor_execute`` event."""

from __future__ import annotations

from pathlib import Path

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.league import open_league
from tests.fixtures.league.full_season import copy_of, full_season_file, statements

__all__ = ["full_season_file"]  # the fixture


def test_a_board_result_is_a_few_statements_and_the_season_follows(
        full_season_file: Path, tmp_path: Path) -> None:
    db = Database.open_file(copy_of(full_season_file, tmp_path))
    league = open_league(db)
    league.season.current()  # read once, when the document opens
    (match, _), = [league.matches.match(14, "Team 01")]
    before = match.boards[2].result
    changed = Result.BLACK_WINS if before is Result.DRAW else Result.DRAW
    with statements(db.engine) as sent:
        assert league.matches.result(14, "Team 01", 2, changed) is before
        standings = league.standings.standings()
        league.standings.prizes()
        league.ledger.ledger()
    writes = [s for s in sent if not s.lstrip().upper().startswith("SELECT")]
    assert len(sent) <= 8, sent
    # raise the revision, change the board, log the change in the audit trail
    assert [s.split()[0].upper() for s in writes] == ["UPDATE", "UPDATE", "INSERT"], sent
    fresh = open_league(db)  # another program reading the file sees the same season
    assert fresh.standings.standings() == standings
    assert fresh.matches.match(14, "Team 01")[0].boards[2].result is changed
    db.close()


def test_clearing_and_entering_a_board_writes_its_row_only(full_season_file: Path,
                                                           tmp_path: Path) -> None:
    db = Database.open_file(copy_of(full_season_file, tmp_path))
    league = open_league(db)
    league.season.current()
    with statements(db.engine) as cleared:
        league.matches.result(1, "Team 01", 1, None)
    with statements(db.engine) as entered:
        league.matches.result(1, "Team 01", 1, Result.WHITE_WINS)
    assert len(cleared) <= 8 and len(entered) <= 8, (cleared, entered)
    assert any(s.upper().startswith("DELETE FROM LEAGUE_BOARD_RESULTS") for s in cleared)
    assert any(s.upper().startswith("INSERT INTO LEAGUE_BOARD_RESULTS") for s in entered)
    db.close()
