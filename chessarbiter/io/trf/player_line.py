"""One 001 record, cut into fields by column: the player and their round-by-round entries.

Everything that can be judged from the line alone is checked here, so the error points at
the column at fault; whether two lines agree about a game is :mod:`.pairings`' business.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

from chessarbiter.core.players import Player, validate_player
from chessarbiter.core.text import first_hidden
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

# TRF16 writes 1969/12/06, TRF06 1969.12.06; a month or day of 00 means "not known". Real
# files also give the year alone (1978), or blanks for the unknown parts (1975.  .).
_DATE = re.compile(r"([0-9]{4})[/.-]([0-9]{2})[/.-]([0-9]{2})")
_PARTIAL_DATE = re.compile(r"([0-9]{4})(?:[/.-]([0-9 ]{2})?[/.-]?([0-9 ]{2})?)?")
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
# The fields TRF16 marks "warning if wrong" (□), and the FIDE ID, that an event can do
# without: a wrong value is a located warning and the field is taken as blank; the line
# keeps the text. (TRF16 marks the FIDE ID mandatory for rating; a file with one unusable
# ID, such as a federation's own "N0001", is still a file the arbiter needs to read.)
_WARN_ONLY: dict[str, Callable[[Player], Player]] = {
    "sex": lambda p: replace(p, sex=""),
    "title": lambda p: replace(p, title=""),
    "fide_rating": lambda p: replace(p, fide_rating=None),
    "federation": lambda p: replace(p, federation=""),
    "fide_id": lambda p: replace(p, fide_id=""),
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
    """A parsed 001 line; ``rounds`` stops at the last round block that is not blank;
    ``warnings`` are the fields taken as blank (or guessed), each located."""

    line: int
    player: Player
    points: float | None
    rounds: tuple[RoundEntry, ...]
    warnings: tuple[str, ...] = ()

    def entry(self, rnd: int) -> RoundEntry:
        return self.rounds[rnd - 1] if rnd <= len(self.rounds) else BLANK


class _Line:
    """A line of the file with its location, for cutting fields and raising located errors."""

    def __init__(self, text: str, number: int, source: str) -> None:
        self.text = text
        self.number = number
        self.source = source
        self.warnings: list[str] = []

    def error(self, column: int, field: str, message: str) -> TrfError:
        return TrfError(self.source, self.number, column, field, message)

    def warn(self, field: Field, message: str) -> None:
        self.warnings.append(f"line {self.number}:{field.first}: {field.label}: {message}")

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
        fide_rating=_rating(line),
        federation=FEDERATION.cut(text).strip(),
        fide_id="" if fide_id.strip("0") == "" else fide_id,
        title=TRF06_TITLES.get(title.lower(), title.upper()),
        sex=trf_sex(SEX.cut(text)),
        birth_date=_birth_date(line),
    )
    player = _checked(line, player)
    return PlayerRow(number, player, _points(line), _round_entries(line), tuple(line.warnings))


def _checked(line: _Line, player: Player) -> Player:
    """``player`` with the warning-only fields that are wrong blanked (and warned about);
    raises at the first column of any other field that is wrong."""
    problems = validate_player(player)
    for key in sorted(set(problems) & set(_WARN_ONLY), key=lambda k: _FIELD_OF[k].first):
        field = _FIELD_OF[key]
        if first_hidden(field.cut(line.text)) is None:
            line.warn(field, f"{problems.pop(key)}; {field.cut(line.text).strip()!r} is kept "
                             "in the file's line, the event has none")
            player = _WARN_ONLY[key](player)
    if problems:
        key = min(problems, key=lambda k: _FIELD_OF[k].first)
        raise line.error(_FIELD_OF[key].first, _FIELD_OF[key].label, problems[key])
    return player


def _rating(line: _Line) -> int | None:
    raw = RATING.cut(line.text).strip()
    if raw.isascii() and raw.isdigit():
        return int(raw) or None
    if raw and first_hidden(raw) is None:
        line.warn(RATING, f"{raw!r} is not a number; the player is taken as unrated")
        return None
    return line.integer(RATING)  # blank, or refused with the hidden character's message


def _birth_date(line: _Line) -> date | None:
    raw = BIRTH_DATE.cut(line.text).strip()
    if not raw or raw.strip("0/.- ") == "":
        return None
    if first_hidden(raw) is not None:
        raise line.error(BIRTH_DATE.first, BIRTH_DATE.label, f"{raw!r} is not YYYY/MM/DD")
    match = _DATE.fullmatch(raw)
    partial = _PARTIAL_DATE.fullmatch(raw) if match is None else None
    if match is None and partial is None:
        line.warn(BIRTH_DATE, f"{raw!r} is not YYYY/MM/DD; the event has no birth date")
        return None
    found = match or partial
    assert found is not None
    year, month, day = (int(part) if part and part.strip() else 0 for part in found.groups())
    if partial is not None:
        line.warn(BIRTH_DATE, f"{raw!r} is not YYYY/MM/DD; read as {year:04d}/{month:02d}/"
                              f"{day:02d} (00: not known)")
    try:
        # Year-only dates (YYYY/00/00) become 1 January: FIDE age groups go by calendar year.
        return date(year, month or 1, day or 1)
    except ValueError:
        line.warn(BIRTH_DATE, f"{raw!r} is not a date; the event has no birth date")
        return None


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
