"""Incidents decide results (US Junior Closed 2015): a confirmed forfeit sets the board, undo
puts the previous result back, a typed result contradicting the decision asks first and is
linked to it in the audit log, and a draw entered too early files an incident.

Rule book: "Players more than 30 (thirty) minutes late for a round shall forfeit that round";
"A second occurrence in the same game shall result in forfeiture of that game"; "Player must
not ... mutually agree to a draw in less than 30 moves".
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.boards import BoardStatus
from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    Incident,
    IncidentKind,
    LateArrival,
    accept_suggestion,
)
from chessarbiter.core.results import Result
from chessarbiter.services.errors import AlreadyRecorded, NeedsConfirmation
from chessarbiter.services.events import EventService
from chessarbiter.services.incidents import IncidentService
from tests.services.events import board_of, open_event


@pytest.fixture
def event(tmp_path: Path) -> Iterator[EventService]:
    service = open_event(tmp_path / "junior.chessarbiter")
    yield service
    service.db.close()


def decide_suggested(incidents: IncidentService, incident: Incident) -> Incident:
    chosen = accept_suggestion(incident)
    assert incident.id is not None
    return incidents.decide(incident.id, chosen.decision, chosen.fine,
                            chosen.time_penalty_seconds, chosen.note)


def test_a_player_31_minutes_late_loses_the_board_by_forfeit(event: EventService) -> None:
    incidents = IncidentService(event)
    board, white, _black = board_of(event, 2, 10)
    late = incidents.record(Incident(2, 10, "14:31", LateArrival(31), board))
    assert late.suggestion is not None and late.suggestion.decision is Decision.FORFEIT
    assert late.suggestion.fine == 200  # "a fine of $200 ... for each occurrence"
    before = decide_suggested(incidents, late)
    state = event.boards().board(2, board)
    forfeit = Result.BLACK_WINS_FORFEIT if white == 10 else Result.WHITE_WINS_FORFEIT
    assert (state.status, state.result, state.incident) == (BoardStatus.FORFEIT, forfeit,
                                                            late.id)
    assert any(e.details.get("set_by_incident") == late.id for e in event.audit_log())
    incidents.restore(before)  # undo: the board is open again
    assert event.boards().board(2, board).status is BoardStatus.OPEN


def test_a_typed_result_contradicting_the_decision_asks_and_is_linked(
        event: EventService) -> None:
    incidents = IncidentService(event)
    board, white, _black = board_of(event, 3, 10)
    late = incidents.record(Incident(3, 10, "14:40", LateArrival(40), board))
    decide_suggested(incidents, late)
    win_for_10 = Result.WHITE_WINS if white == 10 else Result.BLACK_WINS
    with pytest.raises(NeedsConfirmation, match=f"Incident {late.id} decided that Leo Shen "
                                                "loses this game by forfeit"):
        event.set_result(3, board, win_for_10)
    assert event.boards().board(3, board).status is BoardStatus.FORFEIT
    event.set_result(3, board, win_for_10, confirmed=True)
    assert event.boards().board(3, board).result is win_for_10
    links = [e.details for e in event.audit_log() if "contradicts_incidents" in e.details]
    assert links == [{"round": 3, "board": board, "result": win_for_10.value,
                      "contradicts_incidents": [late.id]}]


def test_a_second_noise_in_one_game_forfeits_it(event: EventService) -> None:
    incidents = IncidentService(event)
    board, white, _black = board_of(event, 4, 5)
    first = incidents.record(Incident(4, 5, "15:10", DeviceFound(True, 45 * 60), board))
    decide_suggested(incidents, first)  # 10 minutes off the clock and the fine
    assert event.boards().board(4, board).status is BoardStatus.OPEN
    second = incidents.record(Incident(4, 5, "16:02", DeviceFound(True, 20 * 60), board))
    assert second.suggestion is not None and second.suggestion.decision is Decision.FORFEIT
    decide_suggested(incidents, second)
    lost = Result.BLACK_WINS_FORFEIT if white == 5 else Result.WHITE_WINS_FORFEIT
    assert event.boards().board(4, board).result is lost
    incidents.delete(second.id or 0)  # the forfeit goes with its incident
    assert event.boards().board(4, board).status is BoardStatus.OPEN


def test_a_draw_after_20_moves_files_an_incident_and_its_forfeit_is_double(
        event: EventService) -> None:
    incidents = IncidentService(event)
    board, white, _black = board_of(event, 5, 7)
    event.set_result(5, board, Result.DRAW)
    filed = incidents.file_early_draw(5, board, 20)
    assert filed is not None and filed.kind is IncidentKind.EARLY_DRAW
    assert filed.decision is Decision.PENDING and filed.start_no == white
    assert filed.suggestion is not None and "20 moves completed" in filed.suggestion.explanation
    assert incidents.file_early_draw(5, board, 30) is None  # 30 completed: allowed
    incidents.decide(filed.id or 0, Decision.FORFEIT, note="both agreed it")
    assert event.boards().board(5, board).result is Result.DOUBLE_FORFEIT
    incidents.decide(filed.id or 0, Decision.WARNING, note="softened")
    assert event.boards().board(5, board).result is Result.DRAW  # the draw is back


def test_recording_an_incident_again_is_ignored_with_a_message(event: EventService) -> None:
    incidents = IncidentService(event)
    board, _white, _black = board_of(event, 1, 4)
    incident = Incident(1, 4, "14:05", LateArrival(5), board)
    stored = incidents.record(incident)
    with pytest.raises(AlreadyRecorded, match=f"Incident {stored.id} already records this"):
        incidents.record(incident)
    assert len(incidents.incidents()) == 1
