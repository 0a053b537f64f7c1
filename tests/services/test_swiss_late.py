"""Taking back a late entry, the refusals: a late entry given the pairing-allocated bye since
(C.04.1: the bye is a round's pairing, so the player is on its list), and a player registered
before round 1 who asked for a bye in every round so far: their byes look like a late
entry's, but the stored entry round (None) says they are not one (C.04.2: a late entry is one
who joins after round 1 is paired)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind
from chessarbiter.db.database import Database
from chessarbiter.db.models import ForbiddenPairRow, PlayerRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, create_event_from, preset_settings
from chessarbiter.services.swiss_late import LateEntries


@pytest.fixture
def entries(tmp_path: Path) -> Iterator[LateEntries]:
    """Four players 2400..2100, four rounds, White for the top player in round 1."""
    db = Database.open_file(tmp_path / "open.chessarbiter")
    settings = preset_settings("swiss-fide", swiss_rounds=4, initial_colour="white")
    service = LateEntries(db, create_event_from(db, "Open", settings))
    service.add_players([Player(0, f"P{k + 1}", fide_rating=2400 - 100 * k) for k in range(4)])
    yield service
    db.close()


def test_a_late_entry_given_the_bye_since_stays(entries: LateEntries) -> None:
    # Round 1 (1-3, 4-2) drawn on both boards: everyone has ½. The late entry (1900, so
    # no. 5) has 0 with a zero-point bye, alone in the lowest score group, so round 2's
    # pairing-allocated bye is theirs (C.04.3 C5: the bye goes to the lowest score).
    assert entries.pair_next().pairs() == [(1, 3), (4, 2)]
    events = EventService(entries.db, entries.event_id)
    for board in (1, 2):
        events.set_result(1, board, Result.DRAW)
    assert entries.late_entry(Player(0, "Late", fide_rating=1900)).start_no == 5
    assert entries.pair_next().bye == 5
    with pytest.raises(ActionRefused, match=r"^no. 5 \(Late\) is not a late entry still to "
                                            "be paired"):
        entries.remove_late_entry(5)
    assert events.tournament().by_start_no[5].name == "Late"


def test_a_player_who_asked_for_a_bye_in_every_round_so_far_is_no_late_entry(
        entries: LateEntries) -> None:
    entries.request_bye(4, 1, ByeKind.HALF)
    entries.pair_next()
    with pytest.raises(ActionRefused, match=r"^no. 4 \(P4\) is not a late entry"):
        entries.remove_late_entry(4)
    assert len(EventService(entries.db, entries.event_id).tournament().players) == 4


def test_a_round_robin_has_no_late_entries(tmp_path: Path) -> None:
    db = Database.open_file(tmp_path / "rr.chessarbiter")
    try:
        service = LateEntries(db, create_event_from(db, "Club", preset_settings(
            "us-junior-closed-2015")))
        service.add_players([Player(0, name) for name in ("A", "B", "C", "D")])
        with pytest.raises(ActionRefused, match="late entries are for Swiss events"):
            service.remove_late_entry(1)
    finally:
        db.close()


def test_a_late_entry_in_a_forbidden_pair_stays_on_the_list(entries: LateEntries) -> None:
    # A forbidden pair (TRF-2026 record 260) would go with the player's row, and undoing the
    # removal could not bring it back: the removal is refused and nothing changes.
    entries.pair_next()
    late = entries.late_entry(Player(0, "Late", fide_rating=1900))
    with entries.db.transaction() as session:  # as a 260 record would have stored it
        ids = {r.start_no: r.id for r in session.scalars(
            select(PlayerRow).where(PlayerRow.event_id == entries.event_id))}
        session.add(ForbiddenPairRow(event_id=entries.event_id, first_round=1, last_round=4,
                                     player_a_id=ids[1], player_b_id=ids[late.start_no]))
    with pytest.raises(ActionRefused, match=r"^no. 5 \(Late\) is in a forbidden pair"):
        entries.remove_late_entry(5)
    tournament = EventService(entries.db, entries.event_id).tournament()
    assert tournament.by_start_no[5].name == "Late"
    assert [(f.a, f.b) for f in tournament.forbidden] == [(1, 5)]
