# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""TRF-2026's Swiss pairing records read and written (FIDE C.02.03 Annex A, TRF26):
240 (col 5 F/H/Z, cols 7-9 round, start ranks every 5 columns from col 11), 250 (cols 5-8
match points blank, 10-13 points, 15-17/19-21 rounds, 23-26/28-31 start ranks) and 260
(cols 5-7/9-11 rounds, start ranks every 5 columns from col 13). Expected values are worked
from those columns."""

from __future__ import annotations

import pytest

from chessarbiter.core.tournament import Acceleration, Bye, ByeKind, ForbiddenPair
from chessarbiter.io.trf import TrfDocument, TrfError, read_trf
from chessarbiter.io.trf.swiss26 import swiss26_lines
from tests.corpus.trf_cases import player_line

# Four players, round 1 played (1-3 1-0, 4-2 0-1), five rounds announced.
HEAD = ["012 Club Swiss", "142 5", "192 FIDE_DUTCH_2025"]
PLAYERS = [
    "001    1 m    Adams, Ann                        2000 ENG                         1.0    1     3 w 1",
    "001    2 m    Brown, Bob                        1900 ENG                         1.0    2     4 b 1",
    "001    3 m    Clark, Cleo                       1800 ENG                         0.0    3     1 b 0",
    "001    4 m    Dunn, Dan                         1700 ENG                         0.0    4     2 w 0",
]


def read(*extra: str) -> tuple[int, TrfDocument]:
    lines = [*HEAD, *PLAYERS, *extra]
    return len(lines), read_trf("\r\n".join(lines) + "\r\n", source="in.trf")


def test_the_records_are_read_into_byes_virtual_points_and_forbidden_pairs() -> None:
    _, doc = read("240 H 002    3    4", "240 F   4    1", "250       1.0 002 003    3    4",
                  "260 001 005    1    2    4")
    assert [b for b in doc.byes if b.round > 1] == [
        Bye(2, 3, ByeKind.HALF), Bye(2, 4, ByeKind.HALF), Bye(4, 1, ByeKind.FULL)]
    assert doc.bye_records == {(2, 3), (2, 4), (4, 1)}
    assert sorted(doc.accelerations, key=lambda a: (a.round, a.start_no)) == [
        Acceleration(2, 3, 1.0), Acceleration(2, 4, 1.0),
        Acceleration(3, 3, 1.0), Acceleration(3, 4, 1.0)]
    assert doc.forbidden == (ForbiddenPair(1, 5, 1, 2), ForbiddenPair(1, 5, 1, 4),
                             ForbiddenPair(1, 5, 2, 4))
    assert doc.to_tournament().forbidden == doc.forbidden


def test_a_240_record_for_a_round_played_that_repeats_the_line_is_accepted() -> None:
    lines = [*PLAYERS,
             player_line(5, "m", "", "Evans, Eve", "1600", "ENG", "", "", "0.5", 5, ["0000 - H"]),
             player_line(6, "m", "", "Ford, Finn", "1500", "ENG", "", "", "0.0", 6, ["0000 - Z"])]
    doc = read_trf("\r\n".join([*HEAD, *lines, "240 H   1    5", "240 Z   1    6"]), "in.trf")
    assert [(b.start_no, b.kind) for b in doc.byes] == [(5, ByeKind.HALF), (6, ByeKind.ZERO)]


def test_xxa_and_250_that_agree_are_read_once() -> None:
    _, doc = read("XXA    3  0.0  1.0", "250       1.0 002 002    3    3")
    assert {(a.round, a.start_no): a.points for a in doc.accelerations} == {
        (1, 3): 0.0, (2, 3): 1.0}


@pytest.mark.parametrize(("record", "column", "field", "message"), [
    ("240 X 002    3", 5, "240 bye", "'X' is not a bye of TRF-2026"),
    ("240 H 0x2    3", 7, "240 round", "is not a round"),
    ("240 H 002    9", 11, "240 start rank", "no player has start rank 9"),
    ("240 H 006    3", 7, "240 round", "round 6: the event has 5"),
    ("240 H 002    3x   4", 15, "240 record", "column 15 must be blank"),
    ("240 H 001    3", 11, "240 start rank", "shows '0001 b 0' there"),  # round 1 played
    ("240 H 002    3    3", 16, "240 start rank", "has a 240 bye in round 2 on line"),
    ("250       0.0 002 003    3    4", 10, "250 points", "other than 0.0"),
    ("250  1.0  1.0 002 003    3    4", 5, "250 match points", "leaves columns 5-8"),
    ("250       1.0 003 002    3    4", 19, "250 last round", "round 2 comes before"),
    ("250       1.0 002 003    4    3", 28, "250 last start rank", "start rank 3 comes before"),
    ("250       1.0 002 009    3    4", 19, "250 last round", "round 9: the event has 5"),
    ("250       1.0 002 003    3    8", 28, "250 start rank", "no player has start rank 8"),
    ("260 001 005    1", 18, "260 start rank", "needs two start ranks"),
    ("260 001 005    1    7", 18, "260 start rank", "no player has start rank 7"),
    ("260 001 007    1    2", 9, "260 last round", "round 7: the event has 5"),
    ("260 001 005x   1    2", 12, "260 record", "column 12 must be blank"),
])
def test_a_malformed_record_is_named_by_line_column_and_field(
        record: str, column: int, field: str, message: str) -> None:
    with pytest.raises(TrfError) as caught:
        read(record)
    error = caught.value
    assert (error.source, error.line, error.column, error.field) == (
        "in.trf", len(HEAD) + len(PLAYERS) + 1, column, field), str(error)
    assert message in error.message


def test_xxa_and_250_that_disagree_are_refused_at_the_250_record() -> None:
    with pytest.raises(TrfError) as caught:
        read("XXA    3  0.0  0.5", "250       1.0 002 002    3    3")
    assert str(caught.value).startswith("in.trf:9:10: 250 points: start rank 3, round 2: "
                                        "1.0 virtual points in the 250 records, 0.5 in the "
                                        "XXA record on line 8")


def test_two_250_records_giving_one_player_two_values_are_refused() -> None:
    with pytest.raises(TrfError, match=r"in\.trf:9:10: 250 points: start rank 3 has 1\.0 "):
        read("250       1.0 002 003    3    4", "250       0.5 003 003    2    3")


def test_the_records_are_written_in_their_columns() -> None:
    """240 for the rounds not yet paired only (round 1 is paired here), grouped by round and
    kind; 250 joining rounds and then start ranks with the same points; 260 a line a pair."""
    byes = [Bye(1, 4, ByeKind.ZERO), Bye(3, 2, ByeKind.HALF), Bye(3, 4, ByeKind.HALF),
            Bye(3, 1, ByeKind.ZERO), Bye(4, 1, ByeKind.FULL)]
    points = [Acceleration(r, s, 1.0 if r < 3 else 0.5) for r in (1, 2, 3) for s in (1, 2)]
    points += [Acceleration(1, 3, 0.0)]
    lines = list(swiss26_lines(byes, points, [ForbiddenPair(2, 9, 3, 4)], paired=1))
    assert lines == [
        "240 H 003    2    4",
        "240 Z 003    1",
        "240 F 004    1",
        "250       1.0 001 002    1    2",
        "250       0.5 003 003    1    2",
        "260 002 009    3    4",
    ]
    # each written line reads back in the columns of the module text
    assert lines[0][4] == "H" and lines[0][6:9] == "003" and lines[0][10:14] == "   2"
    assert lines[3][9:13] == " 1.0" and lines[3][22:26] == "   1" and lines[3][27:31] == "   2"
    assert lines[5][12:16] == "   3" and lines[5][17:21] == "   4"
