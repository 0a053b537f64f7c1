# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""Oddities real TRF files contain: read, and where something was guessed, a located warning.

Variants from formats.md §2.1, §2.4 and §2.5 (Lichess, Gacrux, bbpPairings, FIDE example1).
"""

from __future__ import annotations

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game
from chessarbiter.io.trf import read_trf

# Two rounds. Round 1: Ann (w) beats Bob, Gil has a full-point bye.
# Round 2: Gil (w) draws with Ann, Bob has a half-point bye. Points 1.5, 0.5, 1.5.
ANN = "001    1 m    Alpha, Ann                        1900 USA                         1.5    1     2 w 1     3 b ="
BOB = "001    2 m    Beta, Bob                         1800 USA                         0.5    3     1 b 0  0000 - H"
GIL = "001    3 w    Gamma, Gil                        1700 USA                         1.5    1  0000 - F     1 w ="
BASE = "\n".join(["012 Tolerant", ANN, BOB, GIL]) + "\n"  # Ann is on line 2


def test_points_that_differ_from_the_results_are_a_warning() -> None:
    doc = read_trf(BASE.replace("  1.5    1     2 w 1", "  1.0    1     2 w 1"))
    assert doc.warnings == ("line 2: points 1.0 differ from results 1.5",)


def test_games_of_less_than_one_move_count_as_played_with_a_warning() -> None:
    doc = read_trf(BASE.replace("2 w 1", "2 w W").replace("1 b 0", "1 b L"))
    assert doc.games[0] == Game(1, 1, 1, 2, Result.WHITE_WINS)
    assert len(doc.warnings) == 1 and doc.warnings[0].startswith("line 2: round 1: W/L")
    doc = read_trf(BASE.replace("3 b =", "3 b D").replace("1 w =", "1 w D"))
    assert doc.games[1] == Game(2, 1, 3, 1, Result.DRAW)


def test_forfeit_codes_without_an_opponent_become_byes_with_a_warning() -> None:
    doc = read_trf(BASE.replace("0000 - F", "0000 - +").replace("0000 - H", "0000 - -"))
    assert doc.byes == (Bye(1, 3, ByeKind.FULL), Bye(2, 2, ByeKind.ZERO))
    assert [w.split(":")[0] for w in doc.warnings] == [
        "line 3",  # Bob's "-": 0 points, the 0.5 on his line is now wrong
        "line 4",
        "line 3",
    ]
    assert doc.warnings[-1] == "line 3: points 0.5 differ from results 0.0"


def test_result_codes_are_case_insensitive() -> None:
    doc = read_trf(BASE.replace("0000 - F", "0000 - f").replace("0000 - H", "   0 - h"))
    assert doc.byes == (Bye(1, 3, ByeKind.FULL), Bye(2, 2, ByeKind.HALF))
    assert doc.warnings == ()


def test_utf8_with_bom_and_latin1_bytes() -> None:
    utf8 = BASE.replace("Beta, Bob ", "Bétà, Bob ").encode("utf-8")
    assert read_trf(b"\xef\xbb\xbf" + utf8).players[1].name == "Bétà, Bob"
    assert read_trf("\ufeff" + BASE).name == "Tolerant"
    latin1 = read_trf(BASE.replace("Beta, Bob ", "Bétà, Bob ").encode("latin-1"))
    assert latin1.players[1].name == "Bétà, Bob"
    assert latin1.warnings == (
        "line 3: the file is not UTF-8; it was read as Windows-1252 (Latin-1)",)


def test_mixed_line_ends_trailing_blanks_and_comments_change_nothing() -> None:
    plain = read_trf(BASE)
    mixed = "012 Tolerant\r\n" + ANN + " " * 40 + "\r" + "### a comment\n\n" + BOB + "\r\n" + GIL
    assert read_trf(mixed) == plain


def test_lines_cut_short_after_the_last_round() -> None:
    # Bob's round-2 block cut after its opponent: blank colour and result, i.e. a zero bye.
    doc = read_trf(BASE.replace("  0000 - H", "  0000"))
    assert doc.byes[-1] == Bye(2, 2, ByeKind.ZERO)
    assert doc.warnings == ("line 3: points 0.5 differ from results 0.0",)


def test_declared_counts_that_disagree_with_the_player_lines() -> None:
    doc = read_trf("062 4\nXXR 1\n142 3\n" + BASE)
    assert doc.rounds == 3
    assert doc.warnings == (
        "line 1: 062 gives '4' players but 3 are listed",
        "line 2: XXR gives 1 rounds but the player lines have 2",
        "line 3: 142 gives 3 rounds but XXR on line 2 gives 1",
    )


def test_a_repeated_header_record_is_kept_as_an_extra_line() -> None:
    doc = read_trf(BASE + "012 Second Name\n")
    assert doc.name == "Tolerant"
    assert doc.extra_lines == ("012 Second Name",)
    assert doc.warnings == (
        "line 5: a second 012 record (the first is on line 1); kept unchanged as an extra line",
    )


def test_forfeit_without_colours_outside_a_round_robin_gives_white_to_the_lower_rank() -> None:
    doc = read_trf(BASE.replace("3 b =", "3 - -").replace("1 w =", "1 - +"))
    assert doc.games[1] == Game(2, 1, 1, 3, Result.BLACK_WINS_FORFEIT)


def test_a_round_robin_off_the_berger_table_is_numbered_by_start_rank() -> None:
    # Four players; round 1 of the Berger table is 1-4, 2-3, but here 4 has White.
    lines = [
        "001    1      One                                                                1.0          4 b 1",
        "001    2      Two                                                                0.0          3 w 0",
        "001    3      Three                                                              1.0          2 b 1",
        "001    4      Four                                                               0.0          1 w 0",
    ]  # fmt: skip
    doc = read_trf("\n".join(lines))
    assert doc.games == (
        Game(1, 1, 4, 1, Result.BLACK_WINS),
        Game(1, 2, 2, 3, Result.BLACK_WINS),
    )


def test_the_free_round_is_only_recognised_on_the_berger_table() -> None:
    # Three players on the Berger table for 3/4: round 1 is 2-3 with 1 free (1 vs the 4th).
    berger = [
        "001    1      One                                                                0.0       0000 - Z",
        "001    2      Two                                                                1.0          3 w 1",
        "001    3      Three                                                              0.0          2 b 0",
    ]  # fmt: skip
    assert read_trf("\n".join(berger)).byes == (Bye(1, 1, ByeKind.FREE),)
    swapped = [line.replace("3 w 1", "3 b 1").replace("2 b 0", "2 w 0") for line in berger]
    assert read_trf("\n".join(swapped)).byes == (Bye(1, 1, ByeKind.ZERO),)
