"""The play-off as a decision derived from the facts: reading never writes, starting stores
its basis, a later correction marks it out of date with the reason, a change of who is tied
asks first, and keep or redo is one action logged in the audit log.

The event is tests/services/events.py: 1, 2 and 3 tie on 8 points of 9.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import ActionRefused, EditConflict, NeedsConfirmation
from chessarbiter.services.events import EventService
from chessarbiter.services.playoffs import PlayoffService
from tests.services.events import board_of, open_event, play


@pytest.fixture
def event(tmp_path: Path) -> Iterator[EventService]:
    service = open_event(tmp_path / "junior.chessarbiter")
    play(service)
    yield service
    service.db.close()


def dump(service: EventService) -> str:
    assert service.db.path is not None
    conn = sqlite3.connect(service.db.path)
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def kept_notes(service: EventService) -> list[dict[str, object]]:
    return [e.details for e in service.audit_log() if e.table == "playoffs"
            and e.change == "bulk"]


def result_of(t: Tournament, rnd: int, board: int) -> Result | None:
    return next(g.result for g in t.round_games(rnd) if g.board == board)


def test_reading_the_playoff_stores_nothing_and_starting_stores_it(event: EventService) -> None:
    playoffs = PlayoffService(event)
    before = dump(event)
    status = playoffs.status()
    assert (status.playoff, status.finished, sorted(status.tied)) == (None, True, [1, 2, 3])
    assert dump(event) == before  # a read is a read
    playoffs.start()
    stored = playoffs.status()
    assert stored.playoff is not None and sorted(stored.playoff.tied) == [1, 2, 3]
    assert stored.stale is None
    with pytest.raises(ActionRefused, match="already started"):
        playoffs.start()


def test_a_correction_below_the_top_marks_it_out_of_date_and_keeps_the_tie(
        event: EventService) -> None:
    playoffs = PlayoffService(event)
    playoffs.start()
    board, _white, _black = board_of(event, 9, 4)  # 4's last game: a draw among 4..10
    event.set_result(9, board, Result.WHITE_WINS)  # the tie is the same: nothing to ask
    stale = playoffs.status().stale
    assert stale is not None
    assert stale.changes == (f"the result of round 9 board {board} changed from 1/2-1/2 "
                             "to 1-0",)
    assert sorted(stale.tied_now) == [1, 2, 3]
    message = playoffs.status().stale_message
    assert message.startswith("Since the play-off was started, the result of round 9")
    assert "The players tied for first are still" in message


def test_a_correction_that_breaks_the_tie_asks_first_then_names_the_new_leaders(
        event: EventService) -> None:
    playoffs = PlayoffService(event)
    playoffs.start()
    board, white, _black = board_of(event, 9, 1)
    loss = Result.BLACK_WINS if white == 1 else Result.WHITE_WINS  # 1 loses to one of 4..10
    shown = result_of(event.tournament(), 9, board)
    before = dump(event)
    with pytest.raises(NeedsConfirmation) as asked:
        event.set_result(9, board, loss)
    # players 2 and 3, "Baptiste, Owen" and "Chen, Ivy", as a sentence names them
    assert "Owen Baptiste and Ivy Chen would be tied for first" in str(asked.value)
    assert dump(event) == before  # nothing stored before the arbiter says yes
    event.set_result(9, board, loss, expected=shown, confirmed=True)
    status = playoffs.status()
    assert status.stale is not None and sorted(status.stale.tied_now) == [2, 3]
    assert "Now tied for first" in status.stale_message
    assert status.champion is None  # no champion the prizes could use


def test_keep_and_redo_are_logged_with_the_reason(event: EventService) -> None:
    playoffs = PlayoffService(event)
    with pytest.raises(ActionRefused, match="not started"):
        playoffs.keep()
    playoffs.start()
    with pytest.raises(ActionRefused, match="not out of date"):
        playoffs.keep()
    board, white, _black = board_of(event, 9, 1)
    event.set_result(9, board, Result.BLACK_WINS if white == 1 else Result.WHITE_WINS,
                     confirmed=True)
    reason = playoffs.status().stale_message
    before_keep = playoffs.keep()
    assert playoffs.status().stale is None  # the facts of now are its basis
    assert kept_notes(event)[0] == {"choice": "kept the play-off", "reason": reason}
    playoffs.restore(before_keep)  # undo of keep: out of date again
    assert playoffs.status().stale_message == reason
    playoffs.redo()
    redone = playoffs.status()
    assert redone.stale is None and redone.playoff is not None
    assert sorted(redone.playoff.tied) == [2, 3]
    assert kept_notes(event)[0]["choice"] == "redid the play-off"


def test_redo_without_a_tie_left_removes_the_playoff(event: EventService) -> None:
    playoffs = PlayoffService(event)
    playoffs.start()
    for player in (1, 2):  # 1 and 2 lose their last game: 3 is first alone
        board, white, _black = board_of(event, 9, player)
        event.set_result(9, board, Result.BLACK_WINS if white == player else Result.WHITE_WINS,
                         confirmed=True)
    assert "is now first alone" in playoffs.status().stale_message
    playoffs.redo()
    assert playoffs.record() is None
    assert playoffs.status().tied == (3,)


def test_undo_over_another_computers_change_is_refused(event: EventService) -> None:
    playoffs = PlayoffService(event)
    playoffs.start()
    mine = playoffs.record()
    other = PlayoffService(EventService(event.db, event.event_id))
    plan = other.status().playoff
    assert plan is not None
    step = plan.plan.steps[0].id
    from chessarbiter.core.playoffs import Bid

    other.apply(Bid(step, plan.plan.steps[0].players[0], 300))  # type: ignore[index]
    with pytest.raises(EditConflict, match="changed on another computer; your undo was not "
                                           "saved"):
        playoffs.restore(None, expected=mine)
    assert playoffs.record() != mine and playoffs.record() is not None
