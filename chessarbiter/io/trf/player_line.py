"""One 001 record, cut into fields by column: the player and their round-by-round entries.

Everything that can be judged from the line alone is checked here, so the error points at
the column at fault; whether two lines agree about a game is :mod:`.pairings`' business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.players import Player, validate_player
from chessarbiter.io.trf.errors import TrfError
from chessarbiter.io.trf.layout import (
    BIRTH_DATE,
    BLANK_OFFSETS,
    BYE_OF_CODE,
    COLOUR_OFFSET,
    FEDERATION,
    FIDE_ID,
    MIN_PLAYER_LINE,
    NAME,
    OPPONENT_OFFSET,
    OPPONENT_WIDTH,
    PLAYED_CODES,
    POINTS,
    RANK,
    RATING,
    RESULT_CODES,
    RESULT_OFFSET,
    ROUND_START,
    ROUND_WIDTH,
    SEX,
    START_RANK,
    TITLE,
    TRF06_TITLES,
    Field,
    round_column,
    trf_sex,
)

# TRF16 writes 1969/12/06, TRF06 1969.12.06; a month or day of 00 means "not known".
_DATE = re.compile(r"([0-9]{4})[/.-]([0-9]{2})[/.-]([0-9]{2})")
_SCORE = re.compile(r"[0-9]{1,3}(?:\.[0-9]+)?")

# Where each field validate_player can complain about sits on the line.
_FIELD_OF = {
    "start_no": START_RANK,
    "sex": SEX,
    "title": TITLE,
    "name": NAME,
    "fide_rating": RATING,
    "federation": FEDERATION,
    "fide_id": FIDE_ID,
}


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """What one line says about one round; ``colour`` is ``w``, ``b`` or ``""``."""

    opponent: int | None
    colour: str
    code: str  # upper-case result letter, " " when blank


BLANK = RoundEntry(None, "", " ")


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A parsed 001 line; ``rounds`` stops at the last round block that is not blank."""

    line: int
    player: Player
    points: float | None
    rounds: tuple[RoundEntry, ...]

    def entry(self, rnd: int) -> RoundEntry:
        return self.rounds[rnd - 1] if rnd <= len(self.rounds) else BLANK


class _Line:
    """A line of the file with its location, for cutting fields and raising located errors."""

    def __init__(self, text: str, number: int, source: str) -> None:
        self.text = text
        self.number = number
        self.source = source

    def error(self, column: int, field: str, message: str) -> TrfError:
        return TrfError(self.source, self.number, column, field, message)

    def integer(self, field: Field) -> int | None:
        """The field as a whole number, None when blank."""
        raw = field.cut(self.text).strip()
        if not raw:
            return None
        if not (raw.isascii() and raw.isdigit()):
            raise self.error(field.first, field.label, f"{raw!r} is not a number")
        return int(raw)


def parse_player_line(text: str, number: int, source: str) -> PlayerRow:
    """The player record on line ``number`` of ``source``; raises TrfError at the bad column."""
    line = _Line(text, number, source)
    if len(text) < MIN_PLAYER_LINE:
        raise line.error(
            len(text) + 1,
            "player line",
            f"player line too short: {len(text)} characters, but the points field ends "
            f"at column {MIN_PLAYER_LINE}",
        )
    start_no = line.integer(START_RANK)
    if start_no is None:
        raise line.error(START_RANK.first, START_RANK.label, "start rank is missing")
    line.integer(RANK)  # not kept (ranks are worked out again), but it must be a number
    title = TITLE.cut(text).strip()
    fide_id = FIDE_ID.cut(text).strip()
    player = Player(
        start_no=start_no,
        name=NAME.cut(text).strip(),
        fide_rating=line.integer(RATING) or None,
        federation=FEDERATION.cut(text).strip(),
        fide_id="" if fide_id.strip("0") == "" else fide_id,
        title=TRF06_TITLES.get(title.lower(), title.upper()),
        sex=trf_sex(SEX.cut(text)),
        birth_date=_birth_date(line),
    )
    problems = validate_player(player)
    if problems:
        key = min(problems, key=lambda k: _FIELD_OF[k].first)
        raise line.error(_FIELD_OF[key].first, _FIELD_OF[key].label, problems[key])
    return PlayerRow(number, player, _points(line), _round_entries(line))


def _birth_date(line: _Line) -> date | None:
    raw = BIRTH_DATE.cut(line.text).strip()
    if not raw:
        return None
    match = _DATE.fullmatch(raw)
    if match is None:
        raise line.error(BIRTH_DATE.first, BIRTH_DATE.label, f"{raw!r} is not YYYY/MM/DD")
    year, month, day = (int(part) for part in match.groups())
    if year == 0:
        return None
    try:
        # Year-only dates (YYYY/00/00) become 1 January: FIDE age groups go by calendar year.
        return date(year, month or 1, day or 1)
    except ValueError:
        raise line.error(BIRTH_DATE.first, BIRTH_DATE.label, f"{raw!r} is not a date") from None


def _points(line: _Line) -> float | None:
    raw = POINTS.cut(line.text).strip()
    if not raw:
        return None
    if _SCORE.fullmatch(raw) is None:
        raise line.error(POINTS.first, POINTS.label, f"{raw!r} is not a score like 4.5")
    return float(raw)


def _round_entries(line: _Line) -> tuple[RoundEntry, ...]:
    blocks = max(0, (len(line.text) - ROUND_START + ROUND_WIDTH) // ROUND_WIDTH)
    entries = [_round_entry(line, rnd) for rnd in range(1, blocks + 1)]
    while entries and entries[-1] == BLANK:
        entries.pop()
    return tuple(entries)


def _round_entry(line: _Line, rnd: int) -> RoundEntry:
    start = round_column(rnd, 0) - 1
    block = line.text[start : start + ROUND_WIDTH].ljust(ROUND_WIDTH)
    if not block.strip():
        return BLANK
    for offset in BLANK_OFFSETS:
        if block[offset] != " ":
            raise line.error(
                round_column(rnd, offset),
                f"round {rnd}",
                f"unexpected {block[offset]!r}: round {rnd} has the opponent in columns "
                f"{round_column(rnd, OPPONENT_OFFSET)}-"
                f"{round_column(rnd, OPPONENT_OFFSET + OPPONENT_WIDTH - 1)}, the colour in "
                f"{round_column(rnd, COLOUR_OFFSET)} and the result in "
                f"{round_column(rnd, RESULT_OFFSET)}",
            )
    opponent = _opponent(line, rnd, block[OPPONENT_OFFSET : OPPONENT_OFFSET + OPPONENT_WIDTH])
    colour = block[COLOUR_OFFSET].lower()
    if colour not in ("w", "b", "-", " "):
        raise line.error(
            round_column(rnd, COLOUR_OFFSET),
            f"round {rnd} colour",
            f"colour {colour!r} is not w, b, - or blank",
        )
    code = block[RESULT_OFFSET].upper()
    result_column = round_column(rnd, RESULT_OFFSET)
    if code not in RESULT_CODES:
        raise line.error(
            result_column,
            f"round {rnd} result",
            f"unknown result code {block[RESULT_OFFSET]!r}: use 1 = 0 + - W D L H F U Z or blank",
        )
    if opponent is not None and code in BYE_OF_CODE and code != " ":
        raise line.error(
            result_column, f"round {rnd} result", f"bye code {code} with opponent {opponent}"
        )
    if opponent is None and code in PLAYED_CODES:
        raise line.error(
            result_column, f"round {rnd} result", f"game result {code} without an opponent"
        )
    return RoundEntry(opponent, colour if colour in ("w", "b") else "", code)


def _opponent(line: _Line, rnd: int, raw: str) -> int | None:
    """Opponent start rank; 0000, 0 and blank all mean no opponent."""
    digits = raw.strip()
    if not digits:
        return None
    if not (digits.isascii() and digits.isdigit()):
        raise line.error(
            round_column(rnd, OPPONENT_OFFSET),
            f"round {rnd} opponent",
            f"opponent {digits!r} is not a start rank",
        )
    return int(digits) or None
