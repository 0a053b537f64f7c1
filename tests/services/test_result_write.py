"""One result costs work in proportion to what it changes (issue 3: ≤ 50 ms a key on a
100-player round robin): it reads the round it is in, not 4,950 games — except where the
rules make one result reach other rounds (a withdrawn player's annulment), which is checked
here against the rule book's withdrawal rule (docs/rules.md, "withdrawal_rule").
Statements are counted with SQLAlchemy's ``before_cursor_execute`` event."""

from __future__ import annotations

from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db.backups import list_backups
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService
from tests.fixtures.league.full_season import statements
from tests.fixtures.round_robin_100 import round_robin_file
from tests.services.events import board_of, open_event, play


@pytest.fixture(scope="module")
def hundred(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """100 players, every result of the 99 rounds entered but round 1's first board."""
    return round_robin_file(tmp_path_factory.mktemp("rr100") / "rr100.chessarbiter",
                            frozenset({(1, 1)}))


def test_one_result_on_100_players_reads_its_round_only(hundred: Path) -> None:
    db = Database.open_file(hundred)
    service = EventService(db, 1)
    with statements(db.engine) as sent:
        assert service.set_result(1, 1, Result.WHITE_WINS) is None  # completes round 1
    db.close()
    writes = [s.split()[0].upper() for s in sent if not s.lstrip().upper().startswith("SELECT")]
    # the game compared and set, its audit row; the commit is no statement
    assert writes == ["UPDATE", "INSERT"], sent
    assert len(sent) <= 10, sent
    games = [s for s in sent if " from games" in s.lower()]
    assert games and all("g.round = ?" in s for s in games), games
    assert [b.reason for b in list_backups(hundred)] == ["round-1-complete"]


def test_a_result_that_annuls_a_withdrawn_players_games_completes_another_round(
        tmp_path: Path) -> None:
    """annul-under-half: a player who completed fewer than half of their scheduled games has
    all results annulled, and an annulled game needs no result (docs/rules.md). Player 10
    withdraws after round 6 with rounds 1–5 played (5 of 9: kept) and round 6 open; clearing
    his round-1 result leaves 4 of 9, so all his games are annulled — round 6's too, which
    completes round 6 although the result typed was in round 1."""
    service = open_event(tmp_path / "e.chessarbiter")
    try:
        service.update_settings(withdrawal_rule="annul-under-half")
        play(service)
        service.set_result(6, board_of(service, 6, 10)[0], None)
        service.withdraw(10, 6)
        assert not service.boards().round_complete(6)
        taken = {b.path for b in list_backups(service.db.path)}
        service.set_result(1, board_of(service, 1, 10)[0], None)
        new = [b.reason for b in list_backups(service.db.path) if b.path not in taken]
        assert new == ["round-6-complete"]
        boards = service.boards()
        assert 10 in boards.annulled and boards.round_complete(6) and boards.round_complete(1)
    finally:
        service.db.close()
