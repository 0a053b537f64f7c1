"""Records 142-222 (rounds, initial colour, type, tie-breaks, tie-breaks with points, encoded
time control) exist only in TRF-2026 (formats.md §2.2). A plain export writes TRF16
(formats.md §4.3) without them, with JaVaFo's XXR for the rounds, and gives back those an
imported file brought; an export asking for TRF-2026 writes the event's own (142 in place of
XXR, its TRF-2026 successor), never a second copy of the imported ones."""

from __future__ import annotations

from dataclasses import replace

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament
from chessarbiter.io.trf import Trf26, TrfDocument, read_trf, write_trf

PAIR = Tournament((Player(1, "Able, Ann"), Player(2, "Baker, Bo")),
                  (Game(1, 1, 1, 2, Result.DRAW),), rounds=1, name="Pair")
TRF26_RECORDS = ["202 PTS,DE,SB", "212 PTS,DE,SB", "222 5400+30"]
FOUR = tuple(Player(n, name) for n, name in
             enumerate(("Able, Ann", "Baker, Bo", "Cole, Cy", "Dunn, Di"), start=1))
# Berger round 1 of four players: 1-4 and 2-3, number 1 White; 1 won, 2-3 drawn.
ROUND_1 = (Game(1, 1, 1, 4, Result.WHITE_WINS), Game(1, 2, 2, 3, Result.DRAW))
CHAIN = ("DE", "BPG", "KS", "SB", "WON")
# 40/90, SD/30, +30 from move 1: 5400 s for 40 moves, then 1800 s, both +30 s a move.
CONTROL = "40/5400+30:1800+30"
CODES = ("142", "152", "192", "202", "212", "222")


def records(text: str) -> list[str]:
    return [line[:3] for line in text.splitlines()]


def header_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line[:3] in (*CODES, "XXR")]


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


def single() -> TrfDocument:
    t = Tournament(FOUR, ROUND_1, rounds=3, name="Four")
    return TrfDocument.from_tournament(t, time_control="40/90, SD/30; +30",
                                       trf26=Trf26(1, CHAIN, CONTROL))


def test_a_single_round_robin_as_trf26() -> None:
    assert header_lines(write_trf(single())) == [
        "142 3", "152 W", "192 BERGER_ROUNDROBIN", "202 DE,BPG,KS,SB,WON",
        "212 PTS,DE,BPG,KS,SB,WON", "222 40/5400+30:1800+30"]


def test_the_records_follow_the_trf16_header_and_start_at_column_5() -> None:
    lines = write_trf(single()).split("\r\n")
    codes = [line[:3] for line in lines if line]
    assert codes.index("122") < codes.index("142")
    assert codes.index("222") < codes.index("001")
    assert "XXR" not in codes
    assert all(line[3] == " " and line[4] != " " for line in lines if line[:3] in CODES)


def test_a_double_round_robin_with_number_1_black_in_round_1() -> None:
    games = (Game(1, 1, 4, 1, Result.BLACK_WINS), Game(1, 2, 3, 2, None))
    t = Tournament(FOUR, games, rounds=6, cycles=2, name="Twice")
    doc = TrfDocument.from_tournament(t, trf26=Trf26(2, ("PTS", "SB", "WIN"), "5400+30"))
    assert header_lines(write_trf(doc)) == [
        "142 6", "152 B", "192 FIDE_DOUBLEROUNDROBIN", "202 SB,WIN", "212 PTS,SB,WIN",
        "222 5400+30"]


def test_unknown_colour_and_time_control_and_no_chain_leave_their_records_out() -> None:
    doc = TrfDocument.from_tournament(Tournament(FOUR, (), rounds=3), trf26=Trf26(1, ()))
    assert header_lines(write_trf(doc)) == ["142 3", "192 BERGER_ROUNDROBIN", "212 PTS"]


def test_import_then_export_as_trf26_gives_the_same_file_without_duplicates() -> None:
    first = write_trf(single())
    read = read_trf(first.encode("utf-8"), source="four.trf")
    assert read.extra_lines == ("152 W", "192 BERGER_ROUNDROBIN", "202 DE,BPG,KS,SB,WON",
                                "212 PTS,DE,BPG,KS,SB,WON", "222 40/5400+30:1800+30")
    again = write_trf(replace(read, trf26=Trf26(1, CHAIN, CONTROL)))
    assert again == first
    assert all(records(again).count(code) == 1 for code in CODES)
    back = read_trf(again.encode("utf-8"))
    assert (back.players, back.games, back.byes, back.rounds, back.extra_lines) == (
        read.players, read.games, read.byes, read.rounds, read.extra_lines)


def test_the_events_own_values_win_over_imported_records() -> None:
    stale = replace(single(), trf26=None, extra_lines=("202 SB", "222 5400+30", "XYZ kept"))
    text = write_trf(replace(stale, trf26=Trf26(2, ("DE",), CONTROL)))
    assert header_lines(text)[2:6] == ["192 FIDE_DOUBLEROUNDROBIN", "202 DE", "212 PTS,DE",
                                       "222 40/5400+30:1800+30"]
    assert text.splitlines()[-1] == "XYZ kept"
    assert records(text).count("202") == 1
