"""Each undoable command against a real event file: do, undo, redo, and refusals."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService
from chessarbiter.ui.event.commands import (
    AddPlayer,
    ChangeSettings,
    ClearSchedule,
    DrawLots,
    MakeSchedule,
    RemovePlayer,
    SetResult,
    SetStartNumbers,
    UpdatePlayer,
    Withdraw,
)
from chessarbiter.ui.event.document import EventDocument
from tests.ui.conftest import ENTRANTS


@pytest.fixture
def open_event(event_file: Callable[..., Path]) -> Iterator[Callable[..., EventDocument]]:
    opened: list[EventDocument] = []

    def make(players: int = 4, scheduled: bool = False) -> EventDocument:
        doc = EventDocument.open(event_file(players, scheduled=scheduled))
        opened.append(doc)
        return doc

    yield make
    for doc in opened:
        doc.close()


def names(doc: EventDocument) -> list[str]:
    return [p.name for p in doc.service.tournament().players]


def test_set_result_undo_redo(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(4, scheduled=True)
    doc.run(SetResult(doc.service, 1, 1, Result.DRAW, None))
    doc.run(SetResult(doc.service, 1, 1, Result.WHITE_WINS, Result.DRAW))
    assert doc.service.tournament().round_games(1)[0].result == Result.WHITE_WINS
    doc.undo()
    assert doc.service.tournament().round_games(1)[0].result == Result.DRAW
    doc.undo()
    assert doc.service.tournament().round_games(1)[0].result is None
    doc.redo()
    doc.redo()
    assert doc.state.tournament.round_games(1)[0].result == Result.WHITE_WINS


def test_refused_command_is_not_kept(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(4, scheduled=True)
    with pytest.raises(ActionRefused, match="round 7 does not exist"):
        doc.run(SetResult(doc.service, 7, 1, Result.DRAW, None))
    assert doc.undo_stack.count() == 0


def test_add_and_remove_player_restore_the_list(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(3)
    before = names(doc)
    doc.run(AddPlayer(doc.service, Player(2, ENTRANTS[10][0])))  # inserted as number 2
    assert names(doc)[1] == ENTRANTS[10][0]
    doc.undo()
    assert names(doc) == before
    doc.run(RemovePlayer(doc.service, doc.state.tournament.players[0]))
    assert names(doc) == before[1:]
    doc.undo()
    assert names(doc) == before  # back at number 1, the others moved down again


def test_update_and_withdraw_are_undone(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(4, scheduled=True)
    first = doc.state.tournament.players[0]
    doc.run(UpdatePlayer(doc.service, Player(1, "Abbott-Smith, Rhea", fide_rating=2410)))
    doc.run(Withdraw(doc.service, first, 2))
    player = doc.service.tournament().players[0]
    assert (player.name, player.fide_rating, player.withdrawn_after) == \
        ("Abbott-Smith, Rhea", 2410, 2)
    doc.undo()
    doc.undo()
    assert doc.service.tournament().players[0] == first


def test_draw_lots_undo_restores_numbers_and_redo_repeats_the_draw(
    open_event: Callable[..., EventDocument],
) -> None:
    doc = open_event(8)
    before = names(doc)
    command = DrawLots(doc.service)
    doc.run(command)
    drawn = names(doc)
    assert sorted(drawn) == sorted(before)
    assert command.seed  # recorded so the draw can be repeated
    doc.undo()
    assert names(doc) == before
    doc.redo()
    assert names(doc) == drawn


def test_numbers_by_hand(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(3)
    a, b, c = names(doc)
    doc.run(SetStartNumbers(doc.service, {1: 3, 2: 1, 3: 2}))
    assert names(doc) == [b, c, a]
    doc.undo()
    assert names(doc) == [a, b, c]
    with pytest.raises(ActionRefused, match="each used once"):
        doc.run(SetStartNumbers(doc.service, {1: 2, 2: 2, 3: 3}))


def test_schedule_made_and_cleared_with_results_restored(
    open_event: Callable[..., EventDocument],
) -> None:
    doc = open_event(4)
    doc.run(MakeSchedule(doc.service))
    assert doc.state.tournament.rounds == 3  # 4 players: 3 rounds
    doc.run(SetResult(doc.service, 2, 2, Result.BLACK_WINS_FORFEIT, None))
    doc.run(ClearSchedule(doc.service))
    assert not doc.state.scheduled
    doc.undo()
    assert doc.state.tournament.round_games(2)[1].result == Result.BLACK_WINS_FORFEIT
    doc.undo()
    doc.undo()
    assert not doc.state.scheduled


def test_settings_and_header_change_together(open_event: Callable[..., EventDocument]) -> None:
    doc = open_event(4)
    doc.run(ChangeSettings(doc.service, {"koya_limit_offset": 0.5, "tiebreaks": ("SB", "DE")},
                           {"site": "Saint Louis"}, doc.state.settings))
    assert doc.state.settings.tiebreaks == ("SB", "DE")
    assert doc.state.header["site"] == "Saint Louis"
    doc.undo()
    assert doc.state.settings.tiebreaks == ("DE", "BPG", "KS", "SB", "WON")  # the preset's
    assert doc.state.settings.koya_limit_offset == 0.0
    assert doc.state.header["site"] == ""


def test_refused_header_leaves_settings_unchanged(
    open_event: Callable[..., EventDocument],
) -> None:
    doc = open_event(4)
    with pytest.raises(ActionRefused, match="needs a name"):
        doc.run(ChangeSettings(doc.service, {"koya_limit_offset": 1.0}, {"name": "  "},
                               doc.state.settings))
    assert doc.service.settings().koya_limit_offset == 0.0
    assert doc.undo_stack.count() == 0


def test_a_result_changed_on_another_computer_is_not_overwritten(
    open_event: Callable[..., EventDocument],
) -> None:
    """The window showed no result on board 1; meanwhile another computer entered 1-0."""
    doc = open_event(4, scheduled=True)
    assert doc.service.db.path is not None
    other = EventService(Database.open_file(doc.service.db.path), doc.service.event_id)
    other.set_result(1, 1, Result.WHITE_WINS)
    other.db.close()
    with pytest.raises(ActionRefused, match="changed to 1-0 on another computer"):
        doc.run(SetResult(doc.service, 1, 1, Result.BLACK_WINS, None))
    assert doc.service.tournament().round_games(1)[0].result is Result.WHITE_WINS
    assert doc.state.tournament.round_games(1)[0].result is Result.WHITE_WINS  # reloaded
    assert doc.undo_stack.count() == 0


def test_undoing_a_second_draw_puts_the_first_seed_back(
    open_event: Callable[..., EventDocument],
) -> None:
    doc = open_event(4)
    doc.run(DrawLots(doc.service, "first"))
    doc.run(DrawLots(doc.service, "second"))
    assert doc.service.lots_seed() == "second"
    doc.undo()
    assert doc.service.lots_seed() == "first"
