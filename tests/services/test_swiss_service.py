"""The Swiss services one action at a time, the messy paths included: undo of a pairing,
a round paired on another computer meanwhile, byes for a round already paired, a late entry
numbered into the initial order (FIDE C.04.2), a round robin's schedule refused."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.events import EventService, create_event_from, preset_settings
from chessarbiter.services.swiss import SwissService

NAMES = ("Ames", "Bo", "Cruz", "Diaz")  # rated 2400, 2300, 2200, 2100


@pytest.fixture
def swiss(tmp_path: Path) -> Iterator[SwissService]:
    db = Database.open_file(tmp_path / "open.chessarbiter")
    settings = preset_settings("swiss-fide", swiss_rounds=4, initial_colour="white")
    service = SwissService(db, create_event_from(db, "Open", settings))
    service.add_players([Player(0, name, fide_rating=2400 - 100 * k)
                         for k, name in enumerate(NAMES)][::-1])  # weakest first
    yield service
    db.close()


def boards(service: SwissService, rnd: int) -> list[tuple[int, int]]:
    t = EventService(service.db, service.event_id).tournament()
    return [(g.white, g.black) for g in t.round_games(rnd)]


def test_a_pairing_taken_back_is_gone_and_paired_again_the_same(swiss: SwissService) -> None:
    made = swiss.pair_next()
    # C.04.3 round 1, initial White: S1 {1, 2} against S2 {3, 4}; 5.2.5 alternates by number
    assert made.pairs() == [(1, 3), (4, 2)]
    taken = swiss.unpair(1)
    assert (taken.pairs(), taken.bye) == ([(1, 3), (4, 2)], None)
    assert boards(swiss, 1) == [] and swiss.next_round().number == 1
    assert swiss.pair_next().pairs() == [(1, 3), (4, 2)]


def test_a_round_with_results_cannot_be_taken_back(swiss: SwissService) -> None:
    swiss.pair_next()
    EventService(swiss.db, swiss.event_id).set_result(1, 1, Result.WHITE_WINS)
    with pytest.raises(ActionRefused, match="round 1 has results"):
        swiss.unpair(1)


def test_a_round_paired_on_another_computer_meanwhile_is_a_conflict(
        swiss: SwissService, tmp_path: Path) -> None:
    shown = swiss.next_round().number  # this window shows round 1 as next
    other = Database.open_file(tmp_path / "open.chessarbiter")
    try:
        SwissService(other, swiss.event_id).pair_next()
    finally:
        other.close()
    with pytest.raises(EditConflict, match="Round 1 was paired on another computer"):
        swiss.pair_next(expected_round=shown)
    with pytest.raises(ActionRefused, match="round 1 is not a round still to be paired"):
        swiss.request_bye(2, 1, ByeKind.HALF)


def test_a_bye_asked_for_and_taken_back(swiss: SwissService) -> None:
    assert swiss.request_bye(2, 1, ByeKind.HALF) is None
    assert swiss.request_bye(2, 1, ByeKind.ZERO) is ByeKind.HALF  # changed: the old for undo
    assert swiss.cancel_bye(2, 1) is ByeKind.ZERO
    with pytest.raises(ActionRefused, match="pairing-allocated bye is the pairing's"):
        swiss.request_bye(2, 1, ByeKind.PAIRING_ALLOCATED)


def test_a_late_entry_takes_its_place_in_the_initial_order(swiss: SwissService) -> None:
    swiss.pair_next()
    late = swiss.late_entry(Player(0, "Late", fide_rating=2250))
    # C.04.2: by rating, 2250 comes after 2400 and 2300: no. 3; Cruz and Diaz move to 4, 5
    assert late.start_no == 3
    t = EventService(swiss.db, swiss.event_id).tournament()
    assert [p.name for p in t.players] == ["Ames", "Bo", "Late", "Cruz", "Diaz"]
    assert [(g.white, g.black) for g in t.round_games(1)] == [(1, 4), (5, 2)]  # same games
    assert [(b.round, b.start_no, b.kind) for b in t.byes] == [(1, 3, ByeKind.ZERO)]


def test_a_swiss_has_no_round_robin_schedule(swiss: SwissService) -> None:
    with pytest.raises(ActionRefused, match="paired round by round"):
        EventService(swiss.db, swiss.event_id).make_schedule()
