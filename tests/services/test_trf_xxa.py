"""XXA records (JaVaFo's TRF extension: a player's virtual points round by round; start rank
in columns 5-8, one four-column field per round from column 10, a blank column between):
read into the event's stored virtual points, written back from them, and a malformed line
refused whole, named by file, line, column and field."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import (
    EventService,
    create_event_from,
    list_events,
    preset_settings,
)
from chessarbiter.services.swiss import SwissService
from chessarbiter.services.trf_files import export_trf, import_trf
from tests.corpus.trf_cases import player_line

SWISS = [  # six players, one round of five, 092 says Swiss
    "012 Weekend Swiss",
    "092 Individual: Swiss-System",
    "XXR 5",
    *(player_line(n, "m", "", f"Player {n}", "", "", "", "", "0.5", n, [f"{m} {c} ="])
      for n, m, c in ((1, 4, "w"), (2, 5, "w"), (3, 6, "w"), (4, 1, "b"), (5, 2, "b"),
                      (6, 3, "b"))),
]
XXA = ["XXA    1  1.0  1.0  0.5", "XXA    2  1.0  0.5      ",  # trailing blanks: no rounds
       "XXA    4  0.0  1.5  0.0  0.0  2.0"]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open_file(tmp_path / "event.chessarbiter")
    yield database
    database.close()


def trf(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "in.trf"
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))
    return path


def table(db: Database, event_id: int) -> dict[tuple[int, int], float]:
    t = EventService(db, event_id).tournament()
    return {(a.round, a.start_no): a.points for a in t.accelerations}


def test_xxa_records_are_stored_per_player_and_round(db: Database, tmp_path: Path) -> None:
    event = import_trf(db, trf(tmp_path, [*SWISS, *XXA]), "swiss-fide").event_id
    assert table(db, event) == {
        (1, 1): 1.0, (2, 1): 1.0, (3, 1): 0.5, (1, 2): 1.0, (2, 2): 0.5,
        (1, 4): 0.0, (2, 4): 1.5, (3, 4): 0.0, (4, 4): 0.0, (5, 4): 2.0}
    assert EventService(db, event).settings().acceleration == "none"  # no 192 BAKU


def test_an_unchanged_event_exports_its_file_byte_for_byte(db: Database, tmp_path: Path) -> None:
    source = trf(tmp_path, [*SWISS[:3], *XXA, *SWISS[3:]])  # XXA before the players too
    service = EventService(db, import_trf(db, source, "swiss-fide").event_id)
    out = tmp_path / "out.trf"
    export_trf(service, out)
    assert out.read_bytes() == source.read_bytes()


@pytest.mark.parametrize(("line", "where", "message"), [
    ("XXA    7  1.0", "in.trf:{n}:5: XXA start rank", "no player has start rank 7"),
    ("XXA   x1  1.0", "in.trf:{n}:5: XXA start rank", "is not a start rank"),
    ("XXA    3  1,0", "in.trf:{n}:10: XXA round 1", "'1,0' is not a number of virtual points"),
    ("XXA    3  1.0 abc", "in.trf:{n}:15: XXA round 2", "'abc' is not a number"),
    ("XXA    3  1.0  10.25", "in.trf:{n}:19: XXA round 2", "runs past columns 15-18"),
    ("XXA    3  1.0  1.0  1.0  1.0  1.0  1.0", "in.trf:{n}:35: XXA round 6",
     "virtual points for 6 rounds; the event has 5"),
    ("XXA    1  0.5", "in.trf:{n}:5: XXA start rank", "start rank 1 has an XXA line already"),
    # JaVaFo: "the full history of fictitious points … round by round"; bbpPairings v6.0.0
    # refuses a blank field too
    ("XXA    3       1.0", "in.trf:{n}:10: XXA round 1", "blank: XXA gives every round's"),
])
def test_a_malformed_xxa_line_is_named_and_nothing_is_imported(
        db: Database, tmp_path: Path, line: str, where: str, message: str) -> None:
    lines = [*SWISS, XXA[0], line]
    with pytest.raises(ActionRefused) as refused:
        import_trf(db, trf(tmp_path, lines), "swiss-fide")
    text = str(refused.value)
    assert text.startswith(str(tmp_path / where.format(n=len(lines)))), text
    assert message in text
    assert list_events(db) == []


def test_an_event_made_here_writes_its_baku_points_and_another_file_pairs_on_with_them(
        db: Database, tmp_path: Path) -> None:
    """C.04.5.1: GA = 2 × ⌈10/4⌉ = 6 players; of seven rounds four are accelerated, 1
    virtual point in rounds 1-2, ½ in rounds 3-4. The export carries them as XXA, the rounds
    to come too; the file read back (TRF16 has no record 192: acceleration none, only its
    records) pairs round 2 as the event itself does."""
    settings = preset_settings("swiss-fide", swiss_rounds=7, initial_colour="white",
                               acceleration="baku")
    swiss = SwissService(db, create_event_from(db, "Baku", settings))
    swiss.add_players([Player(0, f"P{k}", fide_rating=2500 - 50 * k) for k in range(10)])
    swiss.pair_next()
    events = EventService(db, swiss.event_id)
    for g in events.tournament().round_games(1):
        events.set_result(1, g.board, Result.DRAW)
    out = tmp_path / "baku.trf"
    export_trf(events, out)
    written = [line for line in out.read_text().splitlines() if line.startswith("XXA")]
    assert written == [f"XXA {s:>4}  1.0  1.0  0.5  0.5" for s in range(1, 7)]
    again = import_trf(db, out, "swiss-fide").event_id
    assert EventService(db, again).settings().acceleration == "none"
    assert table(db, again) == {(r, s): 1.0 if r <= 2 else 0.5
                                for r in range(1, 5) for s in range(1, 7)}
    assert SwissService(db, again).pair_next().pairs() == swiss.pair_next().pairs()
