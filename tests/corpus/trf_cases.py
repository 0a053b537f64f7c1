"""Broken TRF files, each a valid six-player round robin with one thing wrong.

The base follows the FIDE Berger table for six players (C.05 Annex 1): R1 1-6 2-5 3-4,
R2 6-4 5-3 1-2, R3 2-6 3-1 4-5, R4 6-5 1-4 2-3, R5 3-6 4-2 5-1, the first named with White.
Player lines are laid out by the TRF16 columns (FIDE C.04 Annex 2): start rank 5-8, sex 10,
title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE ID 58-68, birth date 70-79,
points 81-84, rank 86-89; round r takes columns 90+10(r-1) onwards with the opponent in the
next 3rd-6th, the colour in the 8th and the result in the 10th (R1: 92-95, 97, 99).
Every expected line and column below is counted from that layout, not read off the program.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.corpus.cases import Case

HEADER = [
    "012 Corpus Invitational",
    "022 Columbus",
    "032 USA",
    "042 2026/03/07",
    "052 2026/03/09",
    "062 6",
    "092 Individual: round robin",
    "102 Arbiter, Ann",
    "122 90 min/40 moves + 30 min, 30 s increment",
    "XXR 5",
]
# start rank, sex, title, name, rating, federation, FIDE ID, born, points, rank, rounds
PLAYERS = [
    (1, "m", "GM", "Abernathy, Colin", "2512", "USA", "2000011", "1985/04/12", "4.5", 1,
     ["6 w 1", "2 w 1", "3 b 1", "4 w =", "5 b 1"]),
    (2, "m", "IM", "Baptiste, Rene", "2431", "FRA", "22000022", "1990/11/30", "3.5", 2,
     ["5 w =", "1 b 0", "6 w 1", "3 w 1", "4 b 1"]),
    (3, "w", "WGM", "Chen, Mei", "2340", "CHN", "8600033", "1998/02/03", "0.5", 6,
     ["4 w 0", "5 b 0", "1 w 0", "2 b 0", "6 w ="]),
    (4, "m", "FM", "Dvorak, Pavel", "2298", "CZE", "300044", "2001/07/19", "2.5", 4,
     ["3 b 1", "6 b =", "5 w =", "1 b =", "2 w 0"]),
    (5, "m", "", "Eriksen, Lars", "2205", "NOR", "1500055", "1979/00/00", "3.0", 3,
     ["2 b =", "3 w 1", "4 b =", "6 b 1", "1 w 0"]),
    (6, "w", "", "Fonseca, Ana", "", "POR", "", "", "1.0", 5,
     ["1 b 0", "4 w =", "2 b 0", "5 w 0", "3 b ="]),
]


def player_line(no: int, sex: str, title: str, name: str, rating: str, fed: str, fide_id: str,
                born: str, points: str, rank: int, rounds: list[str]) -> str:
    cells = [(1, "001"), (5, f"{no:>4}"), (10, sex), (11, f"{title:>3}"), (15, f"{name:<33}"),
             (49, f"{rating:>4}"), (54, f"{fed:<3}"), (58, f"{fide_id:>11}"), (70, f"{born:<10}"),
             (81, f"{points:>4}"), (86, f"{rank:>4}")]
    for r, entry in enumerate(rounds, start=1):
        opponent, colour, result = entry.split()
        cells.append((round_column(r, 2), f"{opponent:>4} {colour} {result}"))
    line = ""
    for column, text in cells:
        line = line.ljust(column - 1) + text
    return line


def round_column(rnd: int, offset: int) -> int:
    return 90 + 10 * (rnd - 1) + offset


BASE = HEADER + [player_line(*p) for p in PLAYERS]
P = {p[0]: len(HEADER) + p[0] for p in PLAYERS}  # player → line number (1-based)


def put(number: int, column: int, text: str, lines: list[str] = BASE) -> list[str]:
    """The lines with ``text`` written over line ``number`` from ``column`` on."""
    out = list(lines)
    line = out[number - 1].ljust(column - 1)
    out[number - 1] = line[: column - 1] + text + line[column - 1 + len(text):]
    return out


def replace(number: int, line: str, lines: list[str] = BASE) -> list[str]:
    out = list(lines)
    out[number - 1] = line
    return out


def text(lines: list[str], end: str = "\n") -> bytes:
    return "".join(line + end for line in lines).encode("utf-8")


def trf(name: str, data: bytes, line: int, column: int, field: str, message: str) -> Case:
    return Case(f"{name}.trf", data,
                {"line": line, "column": column, "field": field, "message": message})


def edit(name: str, number: int, column: int, value: str, field: str, message: str,
         at: int | None = None) -> Case:
    """One field overwritten; the refusal is at its first column unless ``at`` says."""
    return trf(name, text(put(number, column, value)), number, at or column, field, message)


def cases() -> Iterator[Case]:
    yield from _player_fields()
    yield from _hidden_characters()
    yield from _rounds()
    yield from _records_and_files()


def _player_fields() -> Iterator[Case]:
    p3 = BASE[P[3] - 1]
    yield trf("short_player_line", text(replace(P[3], p3[:60])), P[3], 61, "player line",
              "player line too short: 60 characters")
    yield trf("line_cut_before_points_end", text(replace(P[3], p3[:83])), P[3], 84,
              "player line", "player line too short: 83 characters")
    yield trf("record_code_only", text(replace(P[3], "001")), P[3], 4, "player line",
              "too short: 3 characters")
    yield edit("start_rank_blank", P[4], 5, "    ", "start rank", "start rank is missing")
    yield edit("start_rank_letters", P[4], 5, "ab12", "start rank", "'ab12' is not a number")
    yield edit("start_rank_formula", P[4], 5, "+cmd", "start rank", "'+cmd' is not a number")
    yield edit("start_rank_markup", P[4], 5, "<b> ", "start rank", "'<b>' is not a number")
    yield edit("start_rank_zero", P[4], 5, "   0", "start rank",
               "start number must be 1 or more")
    yield edit("start_rank_twice", P[4], 5, "   2", "start rank",
               f"start rank 2 is already used on line {P[2]}")
    yield edit("name_blank", P[5], 15, " " * 33, "name", "name is empty")
    yield edit("points_word", P[6], 81, "four", "points", "'four' is not a score like 4.5")
    yield edit("points_formula", P[6], 81, "=4.5", "points", "'=4.5' is not a score")
    yield edit("points_four_digits", P[6], 81, "1000", "points", "'1000' is not a score")
    yield edit("rank_ordinal", P[6], 86, " 1st", "rank", "'1st' is not a number")
    # Hostile but acceptable names: the refusal is a later field's, found in the right column
    # although the name has multi-byte characters. (Sex, title, rating, federation, FIDE ID
    # and birth date are warnings, not refusals: tests/io/test_trf_warnings.py.)
    for name, value in (("hebrew", "שפירא, דוד"), ("markup", "<script>alert(1)</script>"),
                        ("formula", '=HYPERLINK("//evil.example","x")'),
                        ("emoji", "Chess ♞ Knight 🐴")):
        lines = put(P[4], 15, f"{value:<33}", put(P[4], 81, "2x.0"))
        yield trf(f"name_{name}_then_bad_points", text(lines), P[4], 81, "points",
                  "'2x.0' is not a score")


def _hidden_characters() -> Iterator[Case]:
    named = [
        ("bell", "\x07", "invisible control character U+0007"),
        ("nul", "\x00", "invisible control character U+0000"),
        ("escape_sequence", "\x1b[31m", "invisible control character U+001B"),
        ("delete", "\x7f", "invisible control character U+007F"),
        ("next_line_c1", "\x85", "control character U+0085; if the file was saved as"),
        ("right_to_left_override", "\u202e", "invisible direction control U+202E"),
        ("left_to_right_embedding", "\u202a", "invisible direction control U+202A"),
        ("right_to_left_isolate", "\u2067", "invisible direction control U+2067"),
        ("pop_isolate", "\u2069", "invisible direction control U+2069"),
        ("line_separator", "\u2028", "invisible control character U+2028"),
        ("tab", "\t", "a tab (U+0009): TRF records are laid out in columns"),
        ("form_feed", "\x0c", "invisible control character U+000C"),
        ("ctrl_z_inside", "\x1a", "invisible control character U+001A"),
    ]
    for label, char, message in named:  # after "Chen," (5 characters from column 15)
        lines = put(P[3], 20, char + "Mei")
        yield trf(f"name_{label}", text(lines), P[3], 20, "name", message)
    yield edit("rating_with_override", P[2], 49, "2\u202e43", "rating",
               "invisible direction control U+202E", at=50)
    for number, column, value, field in (
        (1, 12, "\u202eInvitational", "record 012"), (2, 10, "\x07bus", "record 022"),
        (8, 5, "\x1b]0;owned\x07", "record 102"), (7, 15, "\x9b", "record 092"),
        (9, 7, "\t", "record 122"),
    ):
        yield trf(f"header_{field[-3:]}_{ord(value[0]):04x}", text(put(number, column, value)),
                  number, column, field, f"U+{ord(value[0]):04X}")
    yield trf("unknown_record_with_nul", text([*BASE, "XXC \x00 white1"]), len(BASE) + 1, 5,
              "record XXC", "invisible control character U+0000")
    yield edit("colour_override", P[2], 97, "\u202e", "round 1", "direction control U+202E")
    # A byte Windows-1252 leaves undefined (0x81) is Latin-1's control U+0081 (a file in
    # Windows-1252 with "š" is read: tests/io/test_trf_encodings.py).
    latin = text(put(P[5], 15, "Kašparov, Garri                  "))
    yield trf("undefined_windows_1252_byte", latin.replace("š".encode(), b"\x81"), P[5], 17,
              "name", "control character U+0081; if the file was saved as Windows-1252")


def _rounds() -> Iterator[Case]:
    def r1(player: int, offset: int, value: str, field: str, message: str, label: str,
           at: tuple[int, int] | None = None) -> Case:
        line, column = at or (P[player], round_column(1, offset))
        return trf(label, text(put(P[player], round_column(1, offset), value)), line, column,
                   field, message)

    yield r1(1, 2, "abcd", "round 1 opponent", "opponent 'abcd' is not a start rank",
             "opponent_letters")
    yield trf("opponent_formula", text(put(P[1], round_column(3, 2), "+cmd")), P[1],
              round_column(3, 2), "round 3 opponent", "opponent '+cmd' is not a start rank")
    yield trf("opponent_markup", text(put(P[1], round_column(2, 2), "<b> ")), P[1],
              round_column(2, 2), "round 2 opponent", "opponent '<b>' is not a start rank")
    yield r1(1, 2, "   9", "round 1 opponent", "opponent 9 is not a player's start rank",
             "opponent_unknown")
    yield r1(1, 2, "   1", "round 1 opponent", "player 1 is named as their own opponent",
             "opponent_self")
    yield r1(1, 2, "   5", "round 1 opponent",
             f"line {P[1]} pairs 1 with 5 in round 1, but line {P[5]} (player 5) has opponent 2",
             "pairing_not_mutual")
    yield r1(2, 7, "x", "round 1 colour", "colour 'x' is not w, b, - or blank", "colour_unknown")
    yield r1(2, 9, "7", "round 1 result", "unknown result code '7'", "result_digit")
    yield r1(2, 9, "@", "round 1 result", "unknown result code '@'", "result_at_sign")
    yield r1(2, 9, "<", "round 1 result", "unknown result code '<'", "result_markup")
    yield r1(3, 9, "H", "round 1 result", "bye code H with opponent 4", "bye_with_opponent")
    yield trf("result_without_opponent", text(put(P[3], round_column(1, 2), "    ")), P[3],
              round_column(1, 9), "round 1 result", "game result 0 without an opponent")
    yield r1(4, 7, "w", "round 1 colour", f"both players have White: line {P[3]} says w too",
             "both_white")
    yield r1(4, 9, "0", "round 1 result",
             f"result 0 here and 0 on line {P[3]} (player 3) cannot both be true",
             "results_contradict")
    yield r1(3, 7, " ", "round 1 colour", "a played game needs colour w or b",
             "played_without_colour")
    yield r1(2, 0, "x", "round 1", "unexpected 'x': round 1 has the opponent in columns 92-95",
             "stray_letter_before_opponent")
    yield r1(2, 8, "=", "round 1", "unexpected '='", "stray_formula_sign")
    yield trf("round_six_half_written", text(put(P[6], round_column(6, 2), "   1 q")), P[6],
              round_column(6, 7), "round 6 colour", "colour 'q' is not w, b, - or blank")


def _records_and_files() -> Iterator[Case]:
    xxr = len(HEADER)
    for label, value, message in (
        ("word", "five", "'five' is not a number of rounds"),
        ("negative", "-5", "'-5' is not a number of rounds"),
        ("formula", "=5", "'=5' is not a number of rounds"),
        ("thousand", "1000", "1000 rounds: a TRF file holds at most 999"),
        ("twenty_digits", "9" * 20, "999999999999… (20 digits) rounds: a TRF file holds at"),
    ):
        yield trf(f"round_count_{label}", text(replace(xxr, f"XXR {value}")), xxr, 5, "rounds",
                  message)
    yield trf("round_count_142_billion", text(replace(xxr, "142 1000000000")), xxr, 5, "rounds",
              "1000000000 rounds: a TRF file holds at most 999")
    limit = round_column(999, 9)  # the last column of a player line of 999 rounds: 10079
    yield trf("header_line_too_long", text(replace(1, "012 " + "A" * (limit - 3))), 1,
              limit + 1, "record 012", f"the line is {limit + 1:,} characters long")
    yield trf("player_line_too_long", text(replace(P[1], BASE[P[1] - 1].ljust(limit + 21))),
              P[1], limit + 1, "round 1000", f"the line is {limit + 21:,} characters long")
    no_players = "no player records (001 lines): is this a TRF file?"
    for label, data in (
        ("empty", b""),
        ("header_only", text(HEADER)),
        ("comments_only", text(["### " + line for line in BASE])),
        ("png_picture", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(64))),
        ("html_page", b"<html><body><script>alert('001')</script>001</body></html>"),
        ("player_records_indented", text([" " + line for line in BASE])),
        ("lower_case_code", text([line.replace("001", "00l", 1) for line in BASE])),
    ):
        yield trf(f"not_trf_{label}", data, 1, 1, "file", no_players)
    csv = "001,1,m,GM,Abernathy Colin,2512,USA"
    yield trf("csv_export", text([csv]), 1, len(csv) + 1, "player line", "player line too short")
    # Line numbers count every line end (CR, LF, CR LF) and comments and blank lines.
    bad = put(P[6], 81, "=1.0")
    for label, end in (("crlf", "\r\n"), ("cr", "\r")):
        yield trf(f"line_ends_{label}", text(bad, end), P[6], 81, "points", "'=1.0' is not")
    yield trf("comments_and_blank_lines_count", text(["### corpus", "", *bad]), P[6] + 2, 81,
              "points", "'=1.0' is not a score")
    yield trf("byte_order_mark", b"\xef\xbb\xbf" + text(put(1, 5, "\u202e")), 1, 5,
              "record 012", "direction control U+202E")
