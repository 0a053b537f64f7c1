# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""Refused input: every case raises TrfError at the line and column of the fault.
(Fields TRF16 marks "warning if wrong" are warnings instead: test_trf_warnings.py.)

Columns are those of the TRF 001 record (formats.md §2.3): start rank 5-8, sex 10, title
11-13, name 15-47, rating 49-52, federation 54-56, birth date 70-79, points 81-84, rank
86-89; round r has its opponent at 92+10(r-1), colour at 97+10(r-1), result at 99+10(r-1).
"""

from __future__ import annotations

import pytest

from chessarbiter.io.trf import TrfError, read_trf

# Three players, two rounds. Round 1: Ann (w) beats Bob, Gil has a full-point bye.
# Round 2: Gil (w) draws with Ann, Bob has a half-point bye.
ANN = "001    1 m    Alpha, Ann                        1900 USA                         1.5    1     2 w 1     3 b ="
BOB = "001    2 m    Beta, Bob                         1800 USA                         0.5    3     1 b 0  0000 - H"
GIL = "001    3 w    Gamma, Gil                        1700 USA                         1.5    1  0000 - F     1 w ="
LINES = ["012 Errors", ANN, BOB, GIL]  # Ann is on line 2, Bob on 3, Gil on 4


def edit(line: int, column: int, text: str) -> str:
    """The base file with ``text`` written over ``line`` from ``column`` on (1-based)."""
    lines = list(LINES)
    old = lines[line - 1]
    lines[line - 1] = old[: column - 1] + text + old[column - 1 + len(text) :]
    return "\n".join(lines) + "\n"


def refused(text: str) -> TrfError:
    with pytest.raises(TrfError) as caught:
        read_trf(text, source="event.trf")
    return caught.value


def test_the_base_file_is_accepted() -> None:
    doc = read_trf("\n".join(LINES))
    assert len(doc.games) == 2 and doc.warnings == ()


@pytest.mark.parametrize(
    ("line", "column", "text", "field"),
    [
        (3, 5, "   B", "start rank"),
        (2, 15, " " * 33, "name"),
        (2, 81, " x.5", "points"),
        (2, 86, "   A", "rank"),
        (2, 92, "   7", "round 1 opponent"),  # no player 7
        (2, 92, "   1", "round 1 opponent"),  # Ann against herself
        (2, 92, "  2x", "round 1 opponent"),
        (2, 96, "x", "round 1"),  # text in the blank between opponent and colour
        (2, 97, "x", "round 1 colour"),
        (2, 97, "-", "round 1 colour"),  # a played game needs w or b
        (2, 99, "H", "round 1 result"),  # a bye code with an opponent
        (2, 109, "x", "round 2 result"),
        (4, 99, "1", "round 1 result"),  # a game result with opponent 0000
        (3, 97, "w", "round 1 colour"),  # both White: reported on the second line
        (3, 99, "1", "round 1 result"),  # 1 against 1
        (3, 99, "=", "round 1 result"),  # = against 1
    ],
)
def test_bad_field_is_located(line: int, column: int, text: str, field: str) -> None:
    error = refused(edit(line, column, text))
    assert (error.source, error.line, error.column, error.field) == (
        "event.trf",
        line,
        column,
        field,
    )
    assert str(error).startswith(f"event.trf:{line}:{column}: {field}: ")


def test_player_line_too_short() -> None:
    lines = list(LINES)
    lines[2] = BOB[:70]
    error = refused("\n".join(lines))
    assert (error.line, error.column, error.field) == (3, 71, "player line")
    assert "player line too short" in error.message


def test_duplicated_start_rank_names_the_first_line() -> None:
    error = refused(edit(4, 5, "   2"))
    assert (error.line, error.column, error.field) == (4, 5, "start rank")
    assert "line 3" in error.message


def test_non_mutual_pairing_names_both_lines() -> None:
    # Bob says he met Ann in round 2; Ann's line says she met Gil.
    error = refused(edit(3, 102, "   1 w ="))
    assert (error.line, error.column, error.field) == (3, 102, "round 2 opponent")
    assert "line 3" in error.message and "line 2" in error.message

    # Ann says she met Bob in round 2; Bob's line has a bye.
    error = refused(edit(2, 102, "   2"))
    assert (error.line, error.column) == (2, 102)
    assert "line 2" in error.message and "line 3" in error.message


def test_impossible_combination_names_the_other_line() -> None:
    assert "line 2" in refused(edit(3, 97, "w")).message
    assert "line 2" in refused(edit(3, 99, "1")).message


def test_round_count_that_is_not_a_number() -> None:
    text = "012 Errors\nXXR seven\n" + "\n".join(LINES[1:])
    error = refused(text)
    assert (error.line, error.column, error.field) == (2, 5, "rounds")


def test_line_numbers_count_comments_blank_lines_and_every_kind_of_line_end() -> None:
    text = "### comment\r\n\r012 Errors\n" + "\r\n".join(LINES[1:]).replace("  2 w 1", "  2 w x")
    error = refused(text)
    assert (error.line, error.column) == (4, 99)


def test_a_file_without_player_records_is_not_taken_for_an_empty_event() -> None:
    error = refused("012 Only a header\nXXR 5\n")
    assert (error.line, error.column, error.field) == (1, 1, "file")
    with pytest.raises(TrfError, match="no player records"):
        read_trf(bytes(range(256)) * 4, source="picture.png")
