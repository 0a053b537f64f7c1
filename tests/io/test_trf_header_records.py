"""Records 202, 212 and 222 (tie-breaks, tie-breaks with points, encoded time control) exist
only in TRF-2026 (formats.md §2.2). The export writes TRF16 (formats.md §4.3), which has no
such records; a TRF-2026 file read in keeps them, and writes them back unchanged."""

from __future__ import annotations

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament
from chessarbiter.io.trf import TrfDocument, read_trf, write_trf

PAIR = Tournament((Player(1, "Able, Ann"), Player(2, "Baker, Bo")),
                  (Game(1, 1, 1, 2, Result.DRAW),), rounds=1, name="Pair")
TRF26_RECORDS = ["202 PTS,DE,SB", "212 PTS,DE,SB", "222 5400+30"]


def records(text: str) -> list[str]:
    return [line[:3] for line in text.splitlines()]


def test_a_trf16_export_writes_no_trf26_header_records() -> None:
    written = write_trf(TrfDocument.from_tournament(PAIR, time_control="90 min + 30 s"))
    assert not {"202", "212", "222"} & set(records(written))
    assert "122 90 min + 30 s" in written.splitlines()


def test_trf26_header_records_read_in_are_written_back_unchanged() -> None:
    lines = write_trf(TrfDocument.from_tournament(PAIR)).splitlines()
    text = "\r\n".join([lines[0], *TRF26_RECORDS, *lines[1:]]) + "\r\n"
    again = write_trf(read_trf(text.encode("utf-8"), source="pair.trf"))
    assert [line for line in again.splitlines() if line[:3] in ("202", "212", "222")] \
        == TRF26_RECORDS
