"""Where things sit on a TRF line and what the one-letter codes mean (FIDE C.04 Annex 2).

Reader and writer share these tables so a column or a code is defined once.
Columns are 1-based and inclusive, as the FIDE text gives them.
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind


@dataclass(frozen=True, slots=True)
class Field:
    """A fixed-width field of the 001 player record."""

    label: str
    first: int
    last: int
    right: bool = False  # right-aligned when written

    @property
    def width(self) -> int:
        return self.last - self.first + 1

    def cut(self, line: str) -> str:
        return line[self.first - 1 : self.last]


START_RANK = Field("start rank", 5, 8, right=True)
SEX = Field("sex", 10, 10)
TITLE = Field("title", 11, 13, right=True)
NAME = Field("name", 15, 47)
RATING = Field("rating", 49, 52, right=True)
FEDERATION = Field("federation", 54, 56)
FIDE_ID = Field("FIDE ID", 58, 68, right=True)
BIRTH_DATE = Field("birth date", 70, 79)
POINTS = Field("points", 81, 84, right=True)
RANK = Field("rank", 86, 89, right=True)

MIN_PLAYER_LINE = POINTS.last  # bbpPairings and FIDE's checker need the line through the points

# Round r occupies columns 90+10(r-1) .. 99+10(r-1): two blanks, opponent (4), blank,
# colour, blank, result. The same columns hold the round dates of record 132.
ROUND_START = 90
ROUND_WIDTH = 10
OPPONENT_OFFSET = 2  # offsets inside the 10-character block
OPPONENT_WIDTH = 4
COLOUR_OFFSET = 7
RESULT_OFFSET = 9
BLANK_OFFSETS = (0, 1, 6, 8)
ROUND_DATE_WIDTH = 8


def round_column(rnd: int, offset: int) -> int:
    """The 1-based column of ``offset`` inside round ``rnd``'s block."""
    return ROUND_START + ROUND_WIDTH * (rnd - 1) + offset


# No real event comes near this many rounds (a double round robin of 100 players has 198);
# the cap keeps an absurd file from becoming an event that loops a billion times on export.
MAX_ROUNDS = 999
LONGEST_LINE = round_column(MAX_ROUNDS, RESULT_OFFSET)  # a player line of MAX_ROUNDS rounds
PLAYER_FIELDS = (START_RANK, SEX, TITLE, NAME, RATING, FEDERATION, FIDE_ID, BIRTH_DATE, POINTS,
                 RANK)


def player_field_at(column: int) -> str:
    """The name of what sits at ``column`` of a 001 player line, for messages."""
    if column >= ROUND_START:
        return f"round {(column - ROUND_START) // ROUND_WIDTH + 1}"
    field = next((f for f in PLAYER_FIELDS if f.first <= column <= f.last), None)
    return field.label if field is not None else "player line"


# Header records kept as text, by code; 112 (deputies) may repeat, one line each.
HEADER_RECORDS = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "042": "start_date",
    "052": "end_date",
    "092": "tournament_type",
    "102": "arbiter",
    "112": "deputies",
    "122": "time_control",
}

# Result letters of the two players of a game (White's first) for every core result;
# None is a pairing whose game has no result yet.
GAME_CODES: dict[Result | None, tuple[str, str]] = {
    Result.WHITE_WINS: ("1", "0"),
    Result.BLACK_WINS: ("0", "1"),
    Result.DRAW: ("=", "="),
    Result.WHITE_WINS_FORFEIT: ("+", "-"),
    Result.BLACK_WINS_FORFEIT: ("-", "+"),
    Result.DOUBLE_FORFEIT: ("-", "-"),
    None: (" ", " "),
}
RESULT_OF_CODES = {codes: result for result, codes in GAME_CODES.items()}

# Games of less than one move (W/D/L): not rated, but the points are those of the game.
UNRATED_CODES = {
    ("W", "L"): Result.WHITE_WINS,
    ("L", "W"): Result.BLACK_WINS,
    ("D", "D"): Result.DRAW,
}
PLAYED_CODES = frozenset("10WDL")  # and "=", which without an opponent is a half-point bye

BYE_OF_CODE = {
    "H": ByeKind.HALF,
    "F": ByeKind.FULL,
    "U": ByeKind.PAIRING_ALLOCATED,
    "Z": ByeKind.ZERO,
    " ": ByeKind.ZERO,
}
# FIDE files use +/- with opponent 0000 for a forfeit against nobody known; Swiss Master and
# other programs write a half-point bye as = with opponent 0000.
FORFEIT_WITHOUT_OPPONENT = {"+": ByeKind.FULL, "-": ByeKind.ZERO, "=": ByeKind.HALF}
# The free round of an odd round robin is written as a zero-point bye: other programs then
# keep the player's points right (FREE has no letter of its own in TRF).
CODE_OF_BYE = {kind: ("Z" if kind is ByeKind.FREE else kind.value) for kind in ByeKind}

RESULT_CODES = frozenset("10=+-WDLHFUZ ")

TRF06_TITLES = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}


def trf_sex(sex: str) -> str:
    """TRF writes ``m``/``w``; rating lists and some programs use ``M``/``F``."""
    lowered = sex.strip().lower()
    return "w" if lowered == "f" else lowered


# Records TRF-2026 defines that TRF16 has not (FIDE C.02.03 Annex A). A file with any of them
# is a TRF-2026 file; an export asked to be TRF16 leaves them out.
TRF26_RECORDS = frozenset({
    "142", "152", "162", "172", "182", "192", "202", "212", "222", "240", "250", "260",
    "299", "300", "310", "320", "330", "352", "362", "801", "802",
})
# Records of team tournaments: TRF16's 013 and TRF-2026's team section.
TEAM_RECORDS = frozenset({"013", "300", "310", "320", "330", "352", "362", "801", "802"})
# Records the event's values are written into; any other line is kept as the file has it.
MODELLED_RECORDS = frozenset({
    "001", "012", "022", "032", "042", "052", "062", "072", "102", "122", "132", "142", "152",
    "192", "202", "212", "222", "XXR", "XXA",
})
