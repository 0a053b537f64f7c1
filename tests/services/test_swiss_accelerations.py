"""A Swiss event's stored virtual points and late entries: Baku's points kept with the round
they paired (and taken back with it), the round a late entry entered, and group A around a
late entry as FIDE C.04.5.1 says (spp.fide.com/c-04-5-1-baku-acceleration)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.db.models import AccelerationRow
from chessarbiter.services.events import EventService, create_event_from, preset_settings
from chessarbiter.services.swiss import SwissService


@pytest.fixture
def baku(tmp_path: Path) -> Iterator[SwissService]:
    """Ten players rated 2500, 2450, … 2050 (pairing numbers 1-10), nine rounds, Baku."""
    db = Database.open_file(tmp_path / "baku.chessarbiter")
    settings = preset_settings("swiss-fide", swiss_rounds=9, initial_colour="white",
                               acceleration="baku")
    service = SwissService(db, create_event_from(db, "Baku", settings))
    service.add_players([Player(0, f"P{k}", fide_rating=2500 - 50 * k) for k in range(10)])
    yield service
    db.close()


def stored(service: SwissService) -> dict[int, dict[int, float]]:
    """Round → start number → the virtual points stored for it."""
    t = EventService(service.db, service.event_id).tournament()
    out: dict[int, dict[int, float]] = {}
    for a in t.accelerations:
        out.setdefault(a.round, {})[a.start_no] = a.points
    return out


def play_round(service: SwissService, rnd: int) -> None:
    events = EventService(service.db, service.event_id)
    for g in events.tournament().round_games(rnd):
        events.set_result(rnd, g.board, Result.WHITE_WINS)


def test_baku_points_are_kept_with_the_round_and_taken_back_with_it(
        baku: SwissService) -> None:
    made = baku.pair_next()
    # C.04.5.1: GA = 2 × ⌈10/4⌉ = 6 players; nine rounds: 1 virtual point in rounds 1-3
    assert dict(made.accelerations) == {s: 1.0 for s in range(1, 7)}
    assert stored(baku) == {1: {s: 1.0 for s in range(1, 7)}}
    baku.unpair(1)
    assert stored(baku) == {}


def test_a_late_entry_above_the_last_ga_player_joins_ga(baku: SwissService) -> None:
    """C.04.5.1, Late entries: "The last GA-player shall be the same as in the previous
    round"; Note 2: "After the first round, GA may contain an odd number of players". A late
    entry rated 2420 becomes no. 3 (C.04.2), the last GA player (no. 6, P5) no. 7: GA is
    nos. 1-7 in round 2; before this rule GA was counted again (2 × ⌈11/4⌉ = 6)."""
    baku.pair_next()
    play_round(baku, 1)
    late = baku.late_entry(Player(0, "Late", fide_rating=2420))
    assert late.start_no == 3 and late.entered_round == 2
    assert baku.late_entries() == {3: 2}
    made = baku.pair_next()
    assert dict(made.accelerations) == {s: 1.0 for s in range(1, 8)}
    assert stored(baku)[1] == {s: 1.0 for s in (1, 2, 4, 5, 6, 7)}  # round 1 as paired


def test_a_late_entry_below_the_last_ga_player_stays_in_gb(baku: SwissService) -> None:
    baku.pair_next()
    play_round(baku, 1)
    for rating in (2000, 1990, 1980):  # nos. 11-13: 2 × ⌈13/4⌉ would be 8
        baku.late_entry(Player(0, f"Late {rating}", fide_rating=rating))
    assert dict(baku.pair_next().accelerations) == {s: 1.0 for s in range(1, 7)}


def test_the_round_a_late_entry_entered_survives_an_edit(baku: SwissService) -> None:
    baku.pair_next()
    baku.late_entry(Player(0, "Late", fide_rating=1000))
    baku.update_player(Player(11, "Late, Lou", fide_rating=1010))
    assert baku.late_entries() == {11: 2}
    t = EventService(baku.db, baku.event_id).tournament()
    assert [p.entered_round for p in t.players] == [None] * 10 + [2]


def test_points_read_from_a_file_stay_when_the_pairing_is_taken_back(
        baku: SwissService) -> None:
    baku.pair_next()
    with baku.db.transaction() as session:  # as an XXA record would have stored it
        for row in session.scalars(select(AccelerationRow)):
            row.computed = False
    baku.unpair(1)
    assert stored(baku) == {1: {s: 1.0 for s in range(1, 7)}}
    assert dict(baku.pair_next().accelerations) == {s: 1.0 for s in range(1, 7)}
